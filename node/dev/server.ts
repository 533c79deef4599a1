// The editor's live preview (`npm run dev`). Vite serves the app's modules from source, with React Fast
// Refresh for components and CSS; every page is rendered on request from the current compile with the build's
// templates, head tags and document, and its data is served where the build writes it. Saving the manifest or a
// Markdown file recompiles what changed and reloads the open pages; a mistake is shown on every page, over the open
// ones (Vite's error overlay) and in the terminal, until the save that fixes it. Nothing here reaches dist/.
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import {
  createServer as createViteServer,
  type EnvironmentModuleGraph,
  type EnvironmentModuleNode,
  type HotPayload,
  type Plugin,
  type ViteDevServer,
} from 'vite';
import type { ServerEntry } from '../../renderer/shared/page-data';
import { NOT_FOUND_PATH } from '../../renderer/shared/routes';
import { pageAt } from '../compile/compile-site';
import { devDocument, SHOWN_COMPILE_EVENT } from './document';
import { errorPage } from './error-page';
import { ssrRunner } from './ssr-runner';
import { overlayError, errorReport, reportText } from './error-report';
import { liveSite, type Compile, type LiveSite } from './live-site';
import { ImageCache } from '../images/image-cache';
import { imageFile, imageType } from '../images/jobs';
import { plural, sec } from '../format';
import { listen, type Listening } from '../listen';
import { siteFiles } from '../prerender/site-files';
import { ROOT, shownPath } from '../project-folders';
import { devViteConfig, SERVER_ENTRY } from '../vite/config';
import { RESOLVED_SHELL_ID } from '../vite/plugin-site';

export interface DevServerOptions {
  /** The project to serve: this one by default; the tests serve a copy. */
  root?: string;
  /** The manifest and the content folder: the project's by default. */
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
    if ('report' in state) return send(res, 500, HTML, errorPage(state.report, state.compiles));
    const { site, dataFiles } = state;
    const dataBase = `${site.dataBase}/`;
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

    const { page, dataFile, found } = pageAt(site, path);
    try {
      const server = (await ssrRunner(vite).import(`/${SERVER_ENTRY}`)) as ServerEntry;
      // The not-found page is rendered as the prerender writes 404.html, whatever the address.
      const appHtml = await server.render(found ? path : NOT_FOUND_PATH, page);
      const html = await devDocument(vite, site, url, { page, appHtml, dataFile }, state.compiles);
      send(res, found ? 200 : 404, HTML, html);
    } catch (error) {
      const report = errorReport(error);
      log.error(reportText(report));
      send(res, 500, HTML, errorPage(report, state.compiles));
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
function reportCompile(vite: ViteDevServer, log: Log, result: Compile, saved: string, first: boolean) {
  if (result.kind === 'failed') {
    log.error(reportText(result.report));
    tellOpenPages(vite, { type: 'error', err: overlayError(result.report) });
    return;
  }
  if (first) return log.info(`Compiled ${result.site.pages.size} pages from ${saved} in ${sec(result.ms)}.`);
  const { changedPages, markdown, shellChanged, recovered } = result;
  if (!changedPages && !shellChanged && !recovered) return log.info(`${saved} saved: no page changed.`);
  // The shell (routes, header and footer words) is a module of both the browser and the renderer.
  if (shellChanged) forget(vite, (graph) => [graph.getModuleById(RESOLVED_SHELL_ID)]);
  log.info(
    `${saved} saved: ${recovered ? 'fixed, ' : ''}${plural(changedPages, 'page')} changed (Markdown of ${plural(markdown, 'page')} recompiled) in ${sec(result.ms)}, reloading.`,
  );
  tellOpenPages(vite, { type: 'full-reload', path: '*' });
}

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const root = resolve(options.root ?? ROOT);
  const manifestPath = resolve(options.manifestPath ?? join(root, 'site.manifest.ts'));
  const contentDir = resolve(options.contentDir ?? join(root, 'content'));
  const shown = (file: string) => shownPath(file, root);
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
    publicDir: join(root, 'public'),
    source: shown(manifestPath),
    cache,
    importManifest: async () => {
      forget(vite, (graph) => graph.getModulesByFile(manifestPath) ?? []);
      return ((await ssrRunner(vite).import(manifestPath)) as { default: unknown }).default;
    },
    onCompile: (result, files) => reportCompile(vite, log, result, files.map(shown).join(', '), !compiledOnce),
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
    vite = await createViteServer(devViteConfig(currentSite, http, [liveEdits], root));
  } catch (error) {
    await listening.close();
    throw error;
  }
  await live.changed(manifestPath);
  compiledOnce = true;
  vite.ws.on(SHOWN_COMPILE_EVENT, (shown: number, client) => {
    if (shown !== live.compiles()) client.send({ type: 'full-reload', path: '*' });
  });
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
