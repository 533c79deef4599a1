// `npm run dev` as an editor meets it, on a temporary copy of the project (its code, manifest and content, which
// the tests edit as an editor would): pages rendered on the server from the current files, a saved Markdown body or
// manifest in the next response, a new stone without a restart, every mistake shown with its place while the server
// keeps running, the page open in Chromium following each save, and an edit of a component or its styles applied in
// place. Every wait is for what the editor would see: a page, a line in the terminal, an event of the watcher.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../node/dev/server';
import { GENERATED_FOLDERS } from '../node/project-folders';
import { headHtml, headTags } from '../renderer/shared/head-tags';
import { stoneRoute } from '../renderer/shared/routes';
import { hydrated, launchBrowser, newContext, openHydrated, watchedPage } from './browser';
import { compile, manifestCopy } from './helpers';
import { projectCopy } from './workspace';

const built = compile(manifestCopy());
const [content] = [...built.pages.values()].filter((p) => p.kind === 'content');
const page = built.manifest.pages.find((p) => p.route === content.path)!;

const project = projectCopy();
const manifestPath = join(project, 'site.manifest.ts');
const markdownFile = join(project, 'content', page.body);
const original = readFileSync(manifestPath, 'utf8');

const terminal: string[] = [];
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  [dev, browser] = await Promise.all([
    startDevServer({
      root: project,
      port: 0,
      log: { info: (line) => terminal.push(line), error: (text) => terminal.push(text) },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
  rmSync(project, { recursive: true, force: true });
});

/** Rewrites a file of the copy: a save in the editor. */
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(project, file), change(readFileSync(join(project, file), 'utf8')));

/** Waits until the terminal has said something matching `expected` since `mark` (its length before a save). */
const said = (mark: number, expected: string | RegExp) =>
  expect
    .poll(() =>
      terminal
        .slice(mark)
        .some((text) => (typeof expected === 'string' ? text.includes(expected) : expected.test(text))),
    )
    .toBe(true);

async function get(path: string) {
  const res = await fetch(dev.url + path);
  return { status: res.status, html: await res.text() };
}
const htmlOf = async (path: string) => (await get(path)).html;
/** The text of a page's <h1>. */
const headingOf = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '');
const saveManifest = (text: string) => writeFileSync(manifestPath, text);
/** The manifest's text with the first `find` after `from` replaced; both must be there. */
function manifestWith(find: string, replace: string, from = 0): string {
  const at = original.indexOf(find, from);
  expect(at, find).toBeGreaterThanOrEqual(from);
  return original.slice(0, at) + replace + original.slice(at + find.length);
}
/** The first content page's first internal link, made to point nowhere. */
const brokenLinkAt = () =>
  original.indexOf(`to: '${page.internalLinks[0].to}',`, original.indexOf(`body: '${page.body}'`));
const brokenLink = () => manifestWith(`to: '${page.internalLinks[0].to}',`, "to: '/anel',", brokenLinkAt());
/** Where the check puts that mistake: the entry by its route, the line of the manifest, as `npm run check` does. */
const brokenPlace = () =>
  `pages[0] (${page.route}).internalLinks[0].to (line ${original.slice(0, brokenLinkAt()).split('\n').length})`;
const brokenMessage = '"/anel" is not a route in the manifest';

/** A missing comma: the error names the line where the manifest stops making sense. */
const syntaxError = () => manifestWith('minimumOrder: 800,', 'minimumOrder: 800');

/** Marks the open document: the mark is lost if the page reloads, and kept by changes made in place. */
const markDocument = (tab: Page) =>
  tab.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
const sameDocument = async (tab: Page) =>
  (await tab.evaluate(() => (window as unknown as { marker?: string }).marker)) === 'same-document';

/** The first content page open in a new tab, hydrated and marked. */
async function openMarked() {
  const context = await newContext(browser, dev.url);
  const { page: tab, errors } = await watchedPage(context);
  await openHydrated(tab, dev.url + content.path);
  await markDocument(tab);
  return { tab, errors, context };
}

describe('npm run dev', () => {
  it('renders each page on request with the build’s templates, head tags and page data', async () => {
    const { status, html } = await get(content.path);
    expect(status).toBe(200);
    expect(headingOf(html)).toBe(content.heroTitle);
    expect(html).toContain(headHtml(headTags(content.head, built.shell)));
    // Vite's client and React Refresh's preamble, then the app's entry from source.
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('/@react-refresh');
    const load =
      /<script type="module" src="\/renderer\/app\/entry-client.tsx" data-load="([^"]+)"[^>]*><\/script>/.exec(html);
    // The page's data, requested by the entry as in the build.
    const dataPath = load![1].split(' ').find((file) => file.endsWith('.json'))!;
    expect(await (await fetch(dev.url + dataPath)).json()).toEqual(content);

    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('id="lead-form"');
    const missing = await get('/pagina-que-nao-existe');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(built.notFound.heroTitle);
    expect(await htmlOf('/sitemap.xml')).toContain(`${built.manifest.company.siteUrl}${content.path}</loc>`);
  });

  it('shows a saved Markdown body in the next response, recompiling that page only', async () => {
    const sentence = 'Uma frase nova, salva agora mesmo no arquivo do corpo.';
    const mark = terminal.length;
    writeFileSync(markdownFile, `${readFileSync(markdownFile, 'utf8')}\n${sentence}\n`);
    await expect.poll(() => htmlOf(content.path)).toContain(sentence);
    await said(mark, `content/${page.body} saved: 1 page changed (Markdown of 1 page recompiled)`);
  });

  it('serves a stone appended to the manifest at its route and in the site map, without a restart', async () => {
    const stone = {
      ...manifestCopy().stones[0],
      route: undefined,
      slug: 'pedra-de-ensaio',
      name: 'Pedra de ensaio',
      title: 'Joias com pedra de ensaio em prata Bali',
      heroTitle: 'Pedra de ensaio na prata Bali',
      description:
        'Uma pedra acrescentada ao manifesto com o servidor de edição aberto, para ver a página nova surgir no site sem reiniciar nada.',
      intent: 'joias com pedra de ensaio para revenda',
      cta: { text: 'Veja no catálogo as peças com pedra de ensaio.' },
    };
    saveManifest(manifestWith('  stones,\n};', `  stones: [...stones, ${JSON.stringify(stone)}],\n};`));
    const route = stoneRoute(stone);
    await expect.poll(async () => (await get(route)).status).toBe(200);
    expect(headingOf(await htmlOf(route))).toBe(stone.heroTitle);
    expect(await htmlOf('/mapa-do-site')).toContain(`href="${route}"`);
  });

  it('shows every manifest mistake with its place on every page, keeps running, and recovers on the fixing save', async () => {
    let mark = terminal.length;
    saveManifest(brokenLink());
    const place = `<code>${brokenPlace()}</code>: &quot;/anel&quot; is not a route in the manifest`;
    await expect.poll(() => htmlOf(content.path)).toContain(place);
    for (const path of ['/', '/mapa-do-site', '/pagina-que-nao-existe']) {
      const { status, html } = await get(path);
      expect(status).toBe(500);
      expect(html).toContain('1 problem in site.manifest.ts');
    }
    await said(mark, `${brokenPlace()}: ${brokenMessage}`);

    // The line after the missing comma's.
    const line = original.split('\n').findIndex((l) => l.includes('minimumOrder: 800,')) + 2;
    mark = terminal.length;
    saveManifest(syntaxError());
    await expect.poll(() => htmlOf(content.path)).toContain('A syntax error in');
    expect(await htmlOf(content.path)).toContain(`<code>line ${line}, column 3</code>`);
    await said(mark, `line ${line}, column 3`);

    mark = terminal.length;
    saveManifest(original);
    await expect.poll(async () => (await get(content.path)).status).toBe(200);
    await said(mark, 'site.manifest.ts saved: fixed');
  });

  it('names the place of a wrong value, a route given twice, and an emptied or missing Markdown body', async () => {
    /** Saves, then waits for each problem on the open page and in the terminal. */
    const shows = async (save: () => void, ...problems: string[]) => {
      const mark = terminal.length;
      save();
      for (const problem of problems) {
        await expect.poll(() => htmlOf(content.path)).toContain(problem.replaceAll('"', '&quot;'));
        await said(mark, problem);
      }
    };
    await shows(
      () => saveManifest(manifestWith('minimumOrder: 800,', "minimumOrder: 'oitocentos',")),
      'company.minimumOrder',
    );
    const stones = manifestCopy().stones;
    await shows(
      () =>
        saveManifest(
          manifestWith(
            '  stones,\n};',
            `  stones: [...stones, { ...stones[0], slug: 'outra', route: '${content.path}' }],\n};`,
          ),
        ),
      `stones[${stones.length}] (outra).route`,
      `route "${content.path}" is already used by`,
    );
    saveManifest(original);

    const body = readFileSync(markdownFile, 'utf8');
    await shows(() => writeFileSync(markdownFile, ''), `Markdown file content/${page.body} is empty`);
    await shows(() => rmSync(markdownFile), `Markdown file content/${page.body} does not exist`);
    writeFileSync(markdownFile, body);
    await expect.poll(async () => (await get(content.path)).status).toBe(200);
  });

  it('updates the page open in the browser after each save, and shows a mistake over it until it is fixed', async () => {
    const context = await newContext(browser, dev.url);
    const { page: tab, errors } = await watchedPage(context);
    await openHydrated(tab, dev.url + content.path);

    const sentence = 'Outra frase, que aparece na página aberta sem recarregar à mão.';
    writeFileSync(markdownFile, `${readFileSync(markdownFile, 'utf8')}\n${sentence}\n`);
    await tab.getByText(sentence).waitFor();
    await hydrated(tab);

    saveManifest(brokenLink());
    const overlay = tab.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached' });
    expect(await overlay.evaluate((el) => el.shadowRoot!.textContent)).toContain(`${brokenPlace()}: ${brokenMessage}`);
    // Reloaded while the mistake stands, the page lists it; a save that brings another mistake lists that one.
    await tab.reload();
    await tab.getByRole('heading', { level: 1, name: /^1 problem in / }).waitFor();
    saveManifest(syntaxError());
    await tab.getByRole('heading', { level: 1, name: /^A syntax error in / }).waitFor();
    saveManifest(original);
    await tab.getByText(sentence).waitFor();
    expect(await overlay.count()).toBe(0);
    await hydrated(tab);

    // The app runs as in the build: a link opens the next page in place, with its data from the dev server.
    await markDocument(tab);
    await tab.locator('main a[href^="/mapa-do-site"]').first().click();
    await tab.getByRole('heading', { level: 1, name: 'Mapa do Site' }).waitFor();
    expect(await sameDocument(tab)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reloads a page whose scripts start only after a save, into what the save changed', async () => {
    const context = await newContext(browser, dev.url);
    const { page: tab, errors } = await watchedPage(context);
    // Vite's client, which opens the page's socket, held back until the save has been compiled and announced.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/@vite/client', async (route) => {
      await released;
      await route.continue();
    });
    await tab.goto(dev.url + content.path, { waitUntil: 'commit' });
    await tab.getByRole('heading', { level: 1, name: content.heroTitle }).waitFor();

    const sentence = 'Uma frase salva enquanto a página ainda carregava os seus scripts.';
    const mark = terminal.length;
    writeFileSync(markdownFile, `${readFileSync(markdownFile, 'utf8')}\n${sentence}\n`);
    await said(mark, 'reloading.');
    expect(await tab.getByText(sentence).count()).toBe(0);
    release();
    await tab.getByText(sentence).waitFor();
    await hydrated(tab);
    // The reload cuts short the modules the first load was still fetching; nothing else goes wrong.
    expect(errors.filter((error) => !error.endsWith('net::ERR_ABORTED'))).toEqual([]);
    await context.close();
  });

  it('leaves the open page alone while a build writes its pages into the project', async () => {
    const { tab, errors, context } = await openMarked();
    const seen: string[] = [];
    const onFile = (_event: string, file: string) => seen.push(resolve(file));
    dev.vite.watcher.on('all', onFile);
    /** A file in a folder per route, as a build writes its pages. */
    const writeTree = (folder: string, file: string) =>
      [...built.pages.keys()].map((path) => {
        mkdirSync(join(folder, path), { recursive: true });
        writeFileSync(join(folder, path, file), '<!doctype html><title>Build</title>');
        return join(folder, path, file);
      });
    try {
      // A whole build in every folder the project generates (dist/, the bench's and the tests' sites); then the same
      // folders in one of the project's own (plain text, which reloads nothing): once the watcher has reported
      // those, it would have reported the builds'.
      const generated = GENERATED_FOLDERS.map((folder) => join(project, folder));
      for (const folder of generated) writeTree(folder, 'index.html');
      const own = writeTree(join(project, 'drafts'), 'notes.txt');
      await expect.poll(() => own.every((file) => seen.includes(file))).toBe(true);
      expect(seen.filter((file) => generated.some((folder) => file.startsWith(folder)))).toEqual([]);
    } finally {
      dev.vite.watcher.off('all', onFile);
    }
    expect(await sameDocument(tab)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies an edit of a component or of its styles in the open page without reloading it (React Fast Refresh)', async () => {
    const { tab, errors, context } = await openMarked();
    edit('components/SiteFooter.module.css', (css) => `${css}\n.footer { outline: 7px solid rgb(1, 2, 3); }\n`);
    await expect
      .poll(() => tab.locator('footer').evaluate((el) => getComputedStyle(el).outlineColor))
      .toBe('rgb(1, 2, 3)');
    edit('pages/ContentPage.tsx', (tsx) => tsx.replace("= 'Continue explorando';", "= 'Continue explorando agora';"));
    await tab.getByRole('heading', { level: 2, name: 'Continue explorando agora' }).waitFor();
    expect(await sameDocument(tab)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
