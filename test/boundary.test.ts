// The client build enforces where code runs: browser code that imports build-only code fails the build with a
// message naming the file and what it imported; the real client entry builds.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { viteConfig } from '../renderer/build/vite-config';
import { compile, manifestCopy } from './helpers';

const site = compile(manifestCopy());
const RULE = 'which is build-only: browser code may import renderer/shared/ and browser packages only';

/** The real client build configuration, with another entry when one is given. */
async function buildClient(entry?: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'client-'));
  const config = viteConfig(site, 'client', outDir);
  if (entry) config.build!.rollupOptions!.input = entry;
  await build({ ...config, logLevel: 'silent' });
  return outDir;
}

describe('the client build keeps build-only code out of the browser', () => {
  it.each([
    ['imports-zod.tsx', 'zod'],
    ['imports-build-module.tsx', '../../../renderer/build/markdown'],
    ['imports-node.tsx', 'node:fs'],
  ])('fails when browser code (%s) imports %s', async (file, imported) => {
    const entry = `test/fixtures/boundary/${file}`;
    await expect(buildClient(entry)).rejects.toThrow(`${entry} imports "${imported}", ${RULE}.`);
  });

  it('builds the real client entry', async () => {
    const outDir = await buildClient();
    expect(existsSync(join(outDir, '.vite/manifest.json'))).toBe(true);
  });
});
