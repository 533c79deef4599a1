// The editor's live preview (`npm run dev`). Vite serves the app's modules from source, with React Fast
// Refresh for components and CSS; every page is rendered on request from the current compile with the build's
// templates, head tags and document, and its data is served where the build writes it. Saving the manifest or a
// Markdown file recompiles what changed and reloads the open pages; a mistake is shown on every page, over the open
// ones (Vite's error overlay) and in the terminal, until the save that fixes it. Nothing here reaches dist/.
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { relative, resolve } from 'node:path';
import {
  createServer as createViteServer,
  type EnvironmentModuleGraph,
  type EnvironmentModuleNode,
  type HotPayload,
  type Plugin,
  type ViteDevServer,
} from 'vite';
import type { ServerEntry } from '../../renderer/shared/page-data';
import { dataFileFor, NOT_FOUND_DATA_FILE } from '../../renderer/shared/routes';
import { devDocument } from './document';
import { problemsPage } from './error-page';
import { ssrRunner } from './ssr-runner';
import { overlayError, problemsOf, problemsText } from './error-report';
import { liveSite, type Compile, type LiveSite } from './live-site';
import { ImageCache } from '../images/image-cache';
import { imageFile, imageType } from '../images/jobs';
import { listen, type Listening } from '../listen';
import { siteFiles } from '../prerender/site-files';
import { devViteConfig, ROOT, SERVER_ENTRY } from '../vite/config';
import { RESOLVED_SHELL_ID } from '../vite/plugin-site';

export interface DevServerOptions {
  manifestPath?: string;
  contentDir?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where progress and problems are written (the terminal by default). */
  log?: Log;
  /** The image cache's folder (the project's .cache/images by default). */
  imageCacheDir?: string;
}

interface Log {
  info(line: string): void;
  error(text: string): void;
}

export interface DevServer extends Listening {
  vite: ViteDevServer;
}

const HTML = 'text/html; charset=utf-8';

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', ...headers });
  res.end(body);
}

/** A file as the editor names it: relative to the project when inside it. */
function shown(file: string): string {
  const inside = relative(ROOT, file);
  return inside.startsWith('..') ? file : inside;
}

const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);

/** Forgets modules in every environment (and, through Vite, the modules importing them). */
function forget(
  vite: ViteDevServer,
  pick: (graph: EnvironmentModuleGraph) => Iterable<EnvironmentModuleNode | undefined>,
) {
  for (const { moduleGraph } of Object.values(vite.environments))
    for (const mod of pick(moduleGraph)) if (mod) moduleGraph.invalidateModule(mod);
}

/**
 * Answers every request Vite leaves to the app: pages, page data, images (made on request, or taken from the image
 * cache), the site's generated files, not found.
 */
function pageMiddleware(vite: ViteDevServer, live: LiveSite, cache: ImageCache, log: Log) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain; charset=utf-8', '405 Method Not Allowed\n', { Allow: 'GET, HEAD' });
    const url = req.url ?? '/';
    const path = new URL(url, 'http://localhost').pathname;
    const state = await live.current();
    if ('problems' in state) return send(res, 500, HTML, problemsPage(state.problems));
    const { site, dataFiles } = state;
    const dataBase = `${site.shell.dataBase}/`;
    if (path.startsWith(dataBase)) {
      const data = dataFiles.get(path.slice(dataBase.length));
      return data
        ? send(res, 200, 'application/json', JSON.stringify(data))
        : send(res, 404, 'text/plain; charset=utf-8', '404 Not Found\n');
    }
    const image = site.images.get(path);
    if (image) {
      const body = await readFile(await imageFile(path, image, cache));
      res.writeHead(200, { 'Content-Type': imageType(path), 'Cache-Control': 'no-cache' });
      return res.end(body);
    }
    const file = siteFiles(site).find((f) => `/${f.name}` === path);
    if (file) return send(res, 200, file.type, file.text);

    const page = site.pages.get(path);
    try {
      const server = (await ssrRunner(vite).import(`/${SERVER_ENTRY}`)) as ServerEntry;
      // The not-found page is rendered as the prerender writes 404.html, whatever the address.
      const appHtml = await server.render(page ? path : '/404', page ?? site.notFound);
      const dataFile = page ? dataFileFor(path) : NOT_FOUND_DATA_FILE;
      const html = await devDocument(vite, site, url, { page: page ?? site.notFound, appHtml, dataFile });
      send(res, page ? 200 : 404, HTML, html);
    } catch (error) {
      const problems = problemsOf(error);
      log.error(problemsText(problems));
      send(res, 500, HTML, problemsPage(problems));
    }
  };
}

/**
 * A reload or an error for the pages open in a browser. Vite would keep one sent while none is open for the next
 * page that connects, which is already rendered from the current compile: nothing is sent then.
 */
function tellOpenPages(vite: ViteDevServer, payload: HotPayload) {
  if (vite.ws.clients.size) vite.environments.client.hot.send(payload);
}

/** What the terminal and the open pages learn after a compile. */
function reportCompile(vite: ViteDevServer, log: Log, result: Compile, files: string[], first: boolean) {
  if (result.kind === 'problems') {
    log.error(problemsText(result.problems));
    tellOpenPages(vite, { type: 'error', err: overlayError(result.problems) });
    return;
  }
  const saved = files.map(shown).join(', ');
  if (first) return log.info(`Compiled ${result.site.pages.size} pages from ${saved} in ${seconds(result.ms)}.`);
  const { changedPages, markdown, shellChanged, recovered } = result;
  if (!changedPages && !shellChanged && !recovered) return log.info(`${saved} saved: no page changed.`);
  // The shell (routes, header and footer words) is a module of both the browser and the renderer.
  if (shellChanged) forget(vite, (graph) => [graph.getModuleById(RESOLVED_SHELL_ID)]);
  const pages = (n: number) => (n === 1 ? '1 page' : `${n} pages`);
  log.info(
    `${saved} saved: ${recovered ? 'fixed, ' : ''}${pages(changedPages)} changed (Markdown of ${pages(markdown)} recompiled) in ${seconds(result.ms)}, reloading.`,
  );
  tellOpenPages(vite, { type: 'full-reload', path: '*' });
}

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const manifestPath = resolve(options.manifestPath ?? resolve(ROOT, 'site.manifest.ts'));
  const contentDir = resolve(options.contentDir ?? resolve(ROOT, 'content'));
  const log = options.log ?? { info: (line) => console.log(line), error: (text) => console.error(text) };
  const http = createHttpServer();
  const cache = new ImageCache(options.imageCacheDir);
  let compiledOnce = false;

  // The live site and Vite need each other; neither calls the other before both exist (Vite starts once the port
  // is taken).
  let vite: ViteDevServer;
  const live = liveSite({
    manifestPath,
    contentDir,
    source: shown(manifestPath),
    cache,
    importManifest: async () => {
      forget(vite, (graph) => graph.getModulesByFile(manifestPath) ?? []);
      return ((await ssrRunner(vite).import(manifestPath)) as { default: unknown }).default;
    },
    onCompile: (result, files) => reportCompile(vite, log, result, files, !compiledOnce),
    onWatchError: (error) => log.error(`Watching the manifest and content/ failed: ${String(error)}`),
  });

  const liveEdits: Plugin = {
    name: 'site-live-edits',
    configureServer(server) {
      // After Vite's own middlewares: whatever is not a module or a public file is the app's.
      const pages = pageMiddleware(server, live, cache, log);
      return () => server.middlewares.use((req, res, next) => void pages(req, res).catch(next));
    },
    // Saves of the manifest and the Markdown are the live site's to compile (it watches them), not modules to
    // hot-update.
    hotUpdate({ file }) {
      return live.isInput(file) ? [] : undefined;
    },
  };
  const currentSite = () => {
    const site = live.lastGood();
    if (!site) throw new Error(`${shown(manifestPath)} has not compiled yet: the app shell needs it.`);
    return site;
  };

  // The port is taken first, so a port in use is said at once rather than after the first compile; a request that
  // comes meanwhile waits for Vite.
  let ready: (vite: ViteDevServer) => void;
  const viteReady = new Promise<ViteDevServer>((resolve) => (ready = resolve));
  http.on('request', async (req, res) =>
    (await viteReady).middlewares(req, res, () => {
      // Reached after Vite reported an error (a module that fails to compile): it has shown it in the overlay.
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', '500 Internal Server Error\n');
    }),
  );
  const listening = await listen(http, options.port ?? 5173, options.host ?? '127.0.0.1');
  try {
    vite = await createViteServer(devViteConfig(currentSite, http, [liveEdits]));
  } catch (error) {
    await listening.close();
    throw error;
  }
  await live.changed(manifestPath);
  compiledOnce = true;
  const stopWatching = live.watch();
  ready!(vite);
  return {
    ...listening,
    vite,
    close: async () => {
      stopWatching();
      await vite.close();
      await listening.close();
    },
  };
}
