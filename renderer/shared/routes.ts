// Route paths and the files they map to. Pure: used by the validator, the build, the browser and the tests.

export const HOME_ROUTE = '/';
export const SITE_MAP_ROUTE = '/mapa-do-site';
/** The site map's name, as the spec writes it (page title and link text). */
export const SITE_MAP_TITLE = 'Mapa do Site';
/** What the site keeps about a visit and why (the manifest's `privacyPage`). */
export const PRIVACY_ROUTE = '/privacidade';
/** The landing page's lead form: its anchor id (fixed by the spec) and a link to it from any page. */
export const LEAD_FORM_ID = 'lead-form';
export const LEAD_FORM_LINK = `${HOME_ROUTE}#${LEAD_FORM_ID}`;
/** Where the lead form's draft is kept in the visit's session storage. */
export const LEAD_DRAFT_KEY = 'lead-form-draft';
/** The page's one polite live region, outside the app, where toasts and the cookie banner are announced. */
export const ANNOUNCER_ID = 'toast-announcer';
const STONE_ROUTE_PREFIX = '/joias-com-pedra-';

export function stoneRoute(stone: { slug: string; route?: string }): string {
  return stone.route ?? `${STONE_ROUTE_PREFIX}${stone.slug}`;
}

/** Where a route's prerendered page is written: `/` -> `index.html`, `/a-b` -> `a-b/index.html`. */
export function htmlFileFor(path: string): string {
  return path === HOME_ROUTE ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Canonical URL of a route: the site URL plus the route, with no trailing slash except for the home page. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return path === HOME_ROUTE ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The address the not-found page is rendered at (as 404.html): no route may take it. */
export const NOT_FOUND_PATH = '/404';

/** The not-found page's JSON in the data folder: no route's file can start with an underscore. */
export const NOT_FOUND_DATA_FILE = '_not-found.json';

/**
 * The file of the data folder that serves an address: a page's own (`/` -> `index.json`, `/a-b` -> `a-b.json`), and
 * for any address that is not a page, the not-found page's. The one answer for the build, the dev server and the
 * browser alike.
 */
export function dataFileFor(path: string, pages: { has(path: string): boolean }): string {
  return pages.has(path) ? pageDataFile(path) : NOT_FOUND_DATA_FILE;
}

/** The file of the data folder an address's page would have: the browser asks for it, and a 404 means no page. */
export function pageDataFile(path: string): string {
  return path === HOME_ROUTE ? 'index.json' : `${path.slice(1)}.json`;
}
