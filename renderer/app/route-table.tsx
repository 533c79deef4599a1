// The client's route table: where each address's page data is (its page's own file, or the not-found page's when
// the host has none), and how each kind of page's template is loaded. Both entries await loadRoute() before
// rendering, so server and client render the same tree with no Suspense boundary in between.
import type { ComponentType } from 'react';
import { ContentPage } from '../../pages/ContentPage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { SiteMapPage } from '../../pages/SiteMapPage';
import { starterData } from '../browser/starter-data';
import type { PageData } from '../shared/page-data';
import { NOT_FOUND_DATA_FILE, pageDataFile } from '../shared/routes';
import { lazy, type Lazy } from './lazy';

type Kind = PageData['kind'];
type PageOf<K extends Kind> = Extract<PageData, { kind: K }>;
type Templates = { [K in Kind]: Lazy<ComponentType<{ page: PageOf<K> }>> };

const inMainChunk = <T,>(value: T) => lazy(async () => value);

const templates: Templates = {
  // The landing page's code is a chunk of its own, so content pages never load it.
  home: lazy(() => import('../../pages/home/HomePage').then((mod) => mod.HomePage)),
  // Read by few visitors: its own chunk too.
  privacy: lazy(() => import('../../pages/PrivacyPage').then((mod) => mod.PrivacyPage)),
  content: inMainChunk(ContentPage),
  sitemap: inMainChunk(SiteMapPage),
  notfound: inMainChunk(NotFoundPage),
};

/**
 * A data file's page, or null when the host has no file by that name: the address is no page. The files are in the
 * build's data folder, which the page names (not the app's code, which a new build with new texts leaves as it was).
 */
const pageData = lazy(async (file: string): Promise<PageData | null> => {
  const res = await fetch(`${starterData().pageData}/${file}`);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${res.status} loading ${file}`);
  return (await res.json()) as PageData;
});

/**
 * An address's page data: its page's own file, or, for an address that is no page (no such file), the not-found
 * page's, compiled like every other page's. The browser needs no list of the site's pages, which would grow every
 * first visit with every page added.
 */
async function dataOf(path: string): Promise<PageData> {
  return (await pageData.load(pageDataFile(path))) ?? (await pageData.load(NOT_FOUND_DATA_FILE))!;
}

export function loadTemplate(kind: Kind): Promise<unknown> {
  return templates[kind].load();
}

/** Everything an address needs before it can render: its page data and its template's code. */
export async function loadRoute(path: string): Promise<PageData> {
  const page = await dataOf(path);
  await loadTemplate(page.kind);
  return page;
}

/** A route's data only: a visitor who merely points at the logo never downloads the landing page's chunk. */
export function prefetchRoute(path: string): void {
  dataOf(path).catch(() => undefined);
}

function render<K extends Kind>(kind: K, page: PageOf<K>) {
  // Loaded by loadRoute, which both entries await before they render.
  const Template = templates[kind].loaded()!;
  return <Template page={page} />;
}

export function RouteView({ page }: { page: PageData }) {
  return render(page.kind, page);
}
