// Fetches a route's page data (JSON written by the build) once, and keeps it for later visits.
import shell from 'virtual:site-shell';
import { dataFileFor } from '../shared/routes';
import { loadTransitions } from './transitions';
import type { PageData } from '../shared/page-data';

const cache = new Map<string, Promise<PageData>>();
const known = new Set(shell.paths);

export function isRoute(path: string): boolean {
  return known.has(path);
}

export function loadPage(path: string): Promise<PageData> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(`${shell.dataBase}/${dataFileFor(path)}`).then((res) => {
      if (!res.ok) throw new Error(`${res.status} loading the data of ${path}`);
      return res.json() as Promise<PageData>;
    });
    // A failed load is retried on the next visit instead of being cached.
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

/** Warms the cache when the visitor points at or focuses an internal link. */
export function prefetchOnIntent(root: Document): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (!link) return;
    const path = new URL((link as HTMLAnchorElement).href).pathname;
    if (!isRoute(path)) return;
    loadPage(path).catch(() => undefined);
    // The transition code too, so that even the first navigation animates.
    loadTransitions().catch(() => undefined);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('touchstart', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
}
