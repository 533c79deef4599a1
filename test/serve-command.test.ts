// `npm run serve` and `npm run dev` as a person meets them: a taken port gets one clear line and exit code 1,
// Ctrl+C (SIGINT) or a SIGTERM stops the server cleanly with exit code 0.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../node/project-folders';

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

interface Command {
  /** What the person types. */
  name: string;
  script: string;
  /** What the command names in its advice for another port. */
  advice: string;
  /** The line that says the server is up, up to its address. */
  ready: string;
  /** An address the server answers with 200; the dev server's pages are tested in dev-server.browser.test.ts. */
  probe: string;
}

const COMMANDS: Command[] = [
  { name: 'npm run serve', script: 'scripts/serve.ts', advice: 'npm start', ready: 'Serving dist/ on', probe: '/' },
  {
    name: 'npm run dev',
    script: 'scripts/dev.ts',
    advice: 'npm run dev',
    ready: 'Live preview on',
    probe: '/robots.txt',
  },
];

/**
 * Starts a command's script as npm does (`node --import tsx`, one process, so a signal reaches the server itself)
 * on `port`; `onOutput` sees stdout as it comes and may act on the process.
 */
function start(
  { script }: Command,
  port: number,
  onOutput: (stdout: string, stop: (signal: NodeJS.Signals) => void) => void = () => {},
) {
  return new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
    });
    const run: Run = { stdout: '', stderr: '', code: null };
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk;
      onOutput(run.stdout, (signal) => child.kill(signal));
    });
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk));
    child.on('close', (code) => resolve({ ...run, code }));
  });
}

async function listening(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

describe.each(COMMANDS)('$name', (command) => {
  it('on a port already in use: one line naming the port and how to pick another, exit code 1', async () => {
    const taken = await listening();
    const port = portOf(taken);
    const run = await start(command, port);
    taken.close();
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));
    expect(lines).toEqual([
      `Port ${port} is already in use (another server is running there): pick another, e.g. PORT=${port + 1} ${command.advice}.`,
    ]);
    expect(run.stdout).toBe('');
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('stops cleanly on %s: server closed, exit code 0', async (signal) => {
    const probe = await listening();
    const port = portOf(probe);
    await new Promise((done) => probe.close(done));
    let status = 0;
    const run = await start(command, port, (stdout, stop) => {
      if (!stdout.includes(command.ready) || status) return;
      status = -1;
      fetch(`http://127.0.0.1:${port}${command.probe}`)
        .then((res) => (status = res.status))
        .finally(() => stop(signal));
    });
    expect(status).toBe(200);
    expect(run.stdout).toContain(`${command.ready} http://localhost:${port}`);
    expect(run.stdout).toContain('Server stopped.');
    expect(run.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'))).toEqual([]);
    expect(run.code).toBe(0);
    // The port is free again.
    const again = createServer();
    await new Promise<void>((done, fail) => again.once('error', fail).listen(port, '127.0.0.1', done));
    again.close();
  });
});
