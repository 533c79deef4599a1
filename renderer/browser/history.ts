// The visit's place in the browser's history, for the app's client-side navigation: where the tab is now, how it
// got there (a link, or Back and Forward), and a key for each history entry, kept in the entry's state so Back
// returns to the same key (scroll-memory.ts remembers where the visitor left each one) and a reload keeps it.
// The History API is all a site of static pages needs: a router library cost the first visit 12 KB gzip.

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The history entry's own key: the first page of a visit, never navigated to, is 'default'. */
  key: string;
}

/** POP: the page the visit arrived on, or Back and Forward; PUSH: a followed link; REPLACE: the same address again. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

interface Place {
  location: Location;
  type: NavigationType;
}

const listeners = new Set<() => void>();
let place: Place | undefined;

function read(type: NavigationType): Place {
  const { pathname, search, hash } = window.location;
  const key = (window.history.state as { key?: unknown } | null)?.key;
  return { location: { pathname, search, hash, key: typeof key === 'string' ? key : 'default' }, type };
}

function changed(type: NavigationType): void {
  place = read(type);
  listeners.forEach((listener) => listener());
}

const onPopState = () => changed('POP');

/**
 * Where the tab is now; the same object until it moves, as React's external stores need. A move nobody was
 * listening for (before the app subscribed) is read as Back and Forward are.
 */
export function currentPlace(): Place {
  const now = read('POP');
  if (!place || pathOf(place.location) !== pathOf(now.location) || place.location.key !== now.location.key) place = now;
  return place;
}

export function onPlaceChange(listener: () => void): () => void {
  if (!listeners.size) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('popstate', onPopState);
  };
}

/** An address as the page would write it: path, query and #hash. */
export const pathOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => l.pathname + l.search + l.hash;

interface Click {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  preventDefault(): void;
}

/**
 * A click on a link to a page of this site, followed without loading a document, unless it is the browser's to
 * follow: another button, a modifier (a new tab or window), another target.
 */
export function followInApp(e: Click, link: HTMLAnchorElement): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
  if (link.target !== '' && link.target !== '_self') return;
  e.preventDefault();
  navigate(pathOf(new URL(link.href)));
}

/**
 * Moves the tab to `to` (an address of this site) without loading a document. Following a link to the address
 * already shown replaces its entry, as a browser does, instead of adding the same page again.
 */
export function navigate(to: string): void {
  const url = new URL(to, window.location.href);
  const same = pathOf(url) === pathOf(currentPlace().location);
  const state = { key: same ? currentPlace().location.key : Math.random().toString(36).slice(2, 10) };
  if (same) window.history.replaceState(state, '', pathOf(url));
  else window.history.pushState(state, '', pathOf(url));
  changed(same ? 'REPLACE' : 'PUSH');
}
