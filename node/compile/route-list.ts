// The site's routes in manifest order, each with the manifest entry it is made from.
import type { Manifest } from '../manifest/types';
import { HOME_ROUTE, PRIVACY_ROUTE, SITE_MAP_ROUTE, stoneRoute } from '../../renderer/shared/routes';

export type RouteEntry =
  | { path: string; kind: 'home' }
  | { path: string; kind: 'sitemap' }
  | { path: string; kind: 'privacy' }
  | { path: string; kind: 'content'; index: number }
  | { path: string; kind: 'stone'; index: number };

export function buildRoutes(manifest: Pick<Manifest, 'pages' | 'stones'>): RouteEntry[] {
  return [
    { path: HOME_ROUTE, kind: 'home' },
    ...manifest.pages.map((page, index) => ({ path: page.route, kind: 'content' as const, index })),
    ...manifest.stones.map((stone, index) => ({ path: stoneRoute(stone), kind: 'stone' as const, index })),
    { path: SITE_MAP_ROUTE, kind: 'sitemap' },
    { path: PRIVACY_ROUTE, kind: 'privacy' },
  ];
}
