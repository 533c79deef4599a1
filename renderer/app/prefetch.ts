// Warms the caches when the visitor points at or focuses an internal link, so the navigation that follows is quick
// and, even the first time, animated.
import { prefetchRoute } from './route-table';
import { transitions } from './transitions';

export function prefetchOnIntent(root: Document): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (!link) return;
    const path = new URL((link as HTMLAnchorElement).href).pathname;
    prefetchRoute(path);
    transitions.load().catch(() => undefined);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('touchstart', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
}
