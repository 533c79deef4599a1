// The client's route table: which paths are pages (a Set of the manifest's paths: ranking one route pattern per
// page on every render would make the 5,000-page prerender quadratic), where each page's data
// is, and how each kind of page's template is loaded. Both entries await loadRoute() before rendering, so server
// and client render the same tree with no Suspense boundary in between.
import type { ComponentType } from 'react';
import shell from 'virtual:site-shell';
import { ContentPage } from '../../pages/ContentPage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { SiteMapPage } from '../../pages/SiteMapPage';
import type { PageData } from '../shared/page-data';
import { dataFileFor } from '../shared/routes';
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

const paths = new Set(shell.paths);

const pageData = lazy(async (file: string) => {
  const res = await fetch(`${shell.dataBase}/${file}`);
  if (!res.ok) throw new Error(`${res.status} loading ${file}`);
  return (await res.json()) as PageData;
});

export function isRoute(path: string): boolean {
  return paths.has(path);
}

export function loadTemplate(kind: Kind): Promise<unknown> {
  return templates[kind].load();
}

/** Everything an address needs before it can render: its page data and its template's code. */
export async function loadRoute(path: string): Promise<PageData> {
  // Any address that is not a page shows the not-found page, whose data is compiled like every other page's.
  const page = await pageData.load(dataFileFor(path, paths));
  await loadTemplate(page.kind);
  return page;
}

/** A route's data only: a visitor who merely points at the logo never downloads the landing page's chunk. */
export function prefetchRoute(path: string): void {
  pageData.load(dataFileFor(path, paths)).catch(() => undefined);
}

function render<K extends Kind>(kind: K, page: PageOf<K>) {
  const Template = templates[kind].loaded();
  if (!Template) throw new Error(`The ${kind} template must be loaded (loadRoute) before it renders.`);
  return <Template page={page} />;
}

export function RouteView({ page }: { page: PageData }) {
  return render(page.kind, page);
}
