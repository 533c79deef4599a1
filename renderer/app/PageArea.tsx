// The page area: the current page and its footer, the animated hand-over to the next one after a client-side
// navigation (the transition code and what writes the next page's head load with the first navigation, so a
// first visit downloads neither), then scroll and focus on arrival. The footer
// belongs to the page because the landing page's footer carries that page's own links and text: it leaves and
// enters with its page.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigationType, type Location } from '../../components/router';
import shell from 'virtual:site-shell';
import { FloatingWhatsApp } from '../../components/FloatingWhatsApp';
import { SiteFooter } from '../../components/SiteFooter';
import type { PageData } from '../shared/page-data';
import { useProseLinks } from './prose-links';
import { loadRoute, RouteView } from './route-table';
import { hashTarget } from '../browser/scroll';
import { arriveAt, recordScroll } from './scroll-memory';
import { transitions } from './transitions';

type Transitions = NonNullable<ReturnType<typeof transitions.loaded>>;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface Shown {
  location: Location;
  page: PageData;
}

/**
 * After a client-side navigation: Back and Forward return to where the visitor left the page; a new navigation
 * scrolls to the top (or to the #hash). Focus moves to the new heading either way, without scrolling.
 */
function Arrival({ navigated, location, children }: { navigated: boolean; location: Location; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigationType = useNavigationType();
  useIsomorphicLayoutEffect(() => {
    const left = arriveAt(location.key);
    if (!navigated) return;
    const target = hashTarget(location.hash);
    if (navigationType === 'POP' && left !== undefined) window.scrollTo(0, left);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    ref.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  }, []);
  return <div ref={ref}>{children}</div>;
}

export function PageArea({ initialPage }: { initialPage: PageData }) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown>({ location, page: initialPage });
  const [Animated, setAnimated] = useState<Transitions | null>(null);
  const [initialLocation] = useState(location);
  useProseLinks();
  useEffect(() => recordScroll(initialLocation.key), [initialLocation]);

  const { pathname, hash } = shown.location;
  useEffect(() => {
    if (location.pathname === pathname) {
      if (location.hash && location.hash !== hash) {
        hashTarget(location.hash)?.scrollIntoView({ behavior: 'smooth' });
      }
      return;
    }
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
      () => current && window.location.assign(location.pathname + location.hash),
    );
    return () => {
      current = false;
    };
  }, [location, pathname, hash]);

  const view = (
    <>
      <main id="conteudo" tabIndex={-1}>
        <Arrival key={pathname} navigated={shown.location !== initialLocation} location={shown.location}>
          <RouteView page={shown.page} />
        </Arrival>
      </main>
      <SiteFooter content={shown.page.footer} />
    </>
  );
  return (
    <>
      {Animated ? <Animated pageKey={pathname}>{view}</Animated> : view}
      {shell.floatingWhatsApp && shown.page.cta && <FloatingWhatsApp key={pathname} cta={shown.page.cta} />}
    </>
  );
}
