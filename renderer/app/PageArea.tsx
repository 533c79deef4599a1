// The page area: the current page and its footer, the animated hand-over to the next one after a client-side
// navigation (the transition code and what writes the next page's head load with the first navigation, so a
// first visit downloads neither), then scroll and focus on arrival. The footer belongs to the page because the
// landing page's footer carries that page's own links and text: it leaves and enters with its page.
// react-router-dom owns the address, the history and the links; what it leaves to an app without a data router is
// here: loading the next page's data and template, and where each page of the visit was left (its
// <ScrollRestoration> needs a data router, which costs every first visit about 16 KB gzip more).
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { NavigationType, useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { FloatingWhatsApp } from '../../components/FloatingWhatsApp';
import { SiteFooter } from '../../components/SiteFooter';
import type { PageData } from '../shared/page-data';
import { loadRoute, RouteView } from './route-table';
import { hashTarget } from '../browser/scroll';
import { transitions } from './transitions';

type Transitions = NonNullable<ReturnType<typeof transitions.loaded>>;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface Shown {
  location: Location;
  page: PageData;
}

/**
 * Where the visitor left each entry of the visit's history (by react-router's location key), so Back and Forward
 * return to it. The browser's own restoration cannot: the next page arrives only after its data loads and the
 * previous page's exit animation ends. While the app runs it owns scrolling (`manual`); when the document is left
 * (reload, another site) the browser takes over again, so a reload still keeps its place.
 */
function useScrollMemory(key: string) {
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        positions.current.set(current.current, window.scrollY);
      });
    };
    const manual = () => (history.scrollRestoration = 'manual');
    const auto = () => (history.scrollRestoration = 'auto');
    manual();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, []);
  /** The entry `key` is on display: its scrolling is recorded from now on. Returns where it was left, if known. */
  return (arrived: string) => {
    current.current = arrived;
    return positions.current.get(arrived);
  };
}

/** Scrolls to where an arrival should show: where the visitor left it (Back, Forward), its #hash, or the top. */
function scrollOnArrival(location: Location, type: NavigationType, left: number | undefined, samePage: boolean) {
  const target = hashTarget(location.hash);
  if (type === NavigationType.Pop && left !== undefined) window.scrollTo(0, left);
  else if (target) {
    target.scrollIntoView({ behavior: samePage ? 'smooth' : 'auto' });
    // As the browser does for a link to a part of the page: the keyboard continues from there.
    if (target.tabIndex >= 0 || target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  } else if (!samePage) window.scrollTo(0, 0);
}

/**
 * A page mounted: a new page on display is scrolled, and the focus goes to its heading, without scrolling. The page
 * on display mounts again when the transition code first wraps it: `onArrive` says whether it is a new one.
 */
function Arrival({ onArrive, children }: { onArrive: () => boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useIsomorphicLayoutEffect(() => {
    if (onArrive()) ref.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  }, []);
  return <div ref={ref}>{children}</div>;
}

/**
 * Links the app does not render as a <Link> (the Markdown bodies' HTML, the header's menus, the skip link): a click
 * on one to a page of this site, or to a part of this page, goes through the router as its own links do, unless it
 * is the browser's to follow (another button, a modifier, another target, another host: `//other.host/x` included).
 */
function usePlainLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || (a.target !== '' && a.target !== '_self')) return;
      const href = a.getAttribute('href')!;
      const url = new URL(a.href);
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      const sitePath = href.startsWith('/') && !href.startsWith('//') && a.closest('[data-prose], [data-site-links]');
      if (url.origin !== window.location.origin || !(sitePath || (href.startsWith('#') && samePage))) return;
      e.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

export function PageArea({ initialPage }: { initialPage: PageData }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState<Shown>({ location, page: initialPage });
  const [Animated, setAnimated] = useState<Transitions | null>(null);
  const arriveAt = useScrollMemory(location.key);
  usePlainLinks();

  // The same page at a new address (a #part, a query): shown at once, where the visitor expects it.
  const loading = location.pathname !== shown.location.pathname;
  if (!loading && location !== shown.location) setShown({ location, page: shown.page });
  // The last location the visitor arrived at: a new key on the same pathname is a move on this page.
  const arrived = useRef(shown.location);
  useIsomorphicLayoutEffect(() => {
    const last = arrived.current;
    if (last.key === shown.location.key || last.pathname !== shown.location.pathname) return;
    arrived.current = shown.location;
    scrollOnArrival(shown.location, navigationType, arriveAt(shown.location.key), true);
  }, [shown.location.key]);

  useEffect(() => {
    if (!loading) return;
    let current = true;
    Promise.all([loadRoute(location.pathname), transitions.load(), import('../shared/head-tags')]).then(
      ([page, animated, { applyHead, headTags }]) => {
        if (!current) return;
        applyHead(headTags(page.head, shell));
        // Two steps on the first navigation: the current page moves into the transition wrapper (committed at
        // once), then it leaves as the new page enters.
        flushSync(() => setAnimated(() => animated));
        setShown({ location, page });
      },
      // Offline or a newer build on the server: let the server answer instead of showing a broken page.
      () => current && window.location.assign(location.pathname + location.search + location.hash),
    );
    return () => {
      current = false;
    };
  }, [location, loading]);

  const { pathname } = shown.location;
  const view = (
    <>
      <main id="conteudo" tabIndex={-1} aria-busy={loading || undefined}>
        <Arrival
          key={pathname}
          onArrive={() => {
            if (arrived.current.key === shown.location.key) return false;
            arrived.current = shown.location;
            scrollOnArrival(shown.location, navigationType, arriveAt(shown.location.key), false);
            return true;
          }}
        >
          <RouteView page={shown.page} />
        </Arrival>
      </main>
      <SiteFooter content={shown.page.footer} />
    </>
  );
  return (
    <>
      {/* A page that takes a moment to arrive says so at once: the click was taken. */}
      {loading && <div className="page-loading" role="progressbar" aria-label="Carregando a página" />}
      {Animated ? <Animated pageKey={pathname}>{view}</Animated> : view}
      {shell.floatingWhatsApp && shown.page.cta && <FloatingWhatsApp key={pathname} cta={shown.page.cta} />}
    </>
  );
}
