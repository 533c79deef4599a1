// The app shell: header, the page area, footer and the toast host. Routes come from the manifest's route table
// (virtual:site-shell); each page's data comes from its own JSON file.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { FloatingWhatsApp } from '../../components/FloatingWhatsApp';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { ContentPage } from '../../pages/ContentPage';
import { NotFoundPage, notFoundHead } from '../../pages/NotFoundPage';
import { SiteMapPage } from '../../pages/SiteMapPage';
import { applyHead, headTags } from '../shared/head';
import { loadedHome, loadHome } from './home-module';
import { isRoute, loadPage } from './page-loader';
import { ToastHost } from './ToastHost';
import { trackCtaClicks } from './tracking';
import type { PageData } from '../shared/page-data';

type Transitions = Awaited<ReturnType<typeof loadTransitions>>;
import { loadTransitions } from './transitions';
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface Shown {
  location: Location;
  page: PageData | null;
}

/** Page data plus, for the landing page, its code chunk: everything a route needs before it can render. */
async function loadView(path: string): Promise<PageData | null> {
  if (!isRoute(path)) return null;
  const page = await loadPage(path);
  if (page.kind === 'home') await loadHome();
  return page;
}

function PageView({ page }: { page: PageData }) {
  if (page.kind === 'content') return <ContentPage page={page} />;
  if (page.kind === 'sitemap') return <SiteMapPage page={page} />;
  const Home = loadedHome();
  if (!Home) throw new Error('The landing page chunk must be loaded before "/" renders.');
  return <Home page={page} />;
}

/** After a client-side navigation: scroll to the top (or to the #hash) and move focus to the new heading. */
function Arrival({ navigated, hash, children }: { navigated: boolean; hash: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useIsomorphicLayoutEffect(() => {
    if (!navigated) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    ref.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  }, []);
  return <div ref={ref}>{children}</div>;
}

/** Internal links inside Markdown bodies are plain <a>: route them through the client router too. */
function useProseLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element).closest?.('[data-prose] a[href^="/"]') as HTMLAnchorElement | null;
      if (!a) return;
      e.preventDefault();
      const url = new URL(a.href);
      navigate(url.pathname + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

function PageArea({ initialPage }: { initialPage: PageData | null }) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown>({ location, page: initialPage });
  const [pending, setPending] = useState<Shown | null>(null);
  const [Animated, setAnimated] = useState<Transitions | null>(null);
  const initialLocation = useRef(location);
  useProseLinks();

  useEffect(() => {
    if (location.pathname === shown.location.pathname) {
      if (location.hash && location.hash !== shown.location.hash) {
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
      }
      return;
    }
    let current = true;
    Promise.all([loadView(location.pathname), loadTransitions()]).then(
      ([page, transitions]) => {
        if (!current) return;
        applyHead(headTags(page ? page.head : notFoundHead(shell), shell));
        setAnimated(() => transitions);
        setPending({ location, page });
      },
      // Offline or a newer build on the server: let the server answer instead of showing a broken page.
      () => current && window.location.assign(location.pathname + location.hash),
    );
    return () => {
      current = false;
    };
  }, [location]);

  // Two steps on the first navigation: the current page moves into the transition wrapper, then it leaves.
  useEffect(() => {
    if (pending && Animated) {
      setShown(pending);
      setPending(null);
    }
  }, [pending, Animated]);

  // The route table is the manifest's list of paths (a Set lookup). One <Route> per page would make
  // react-router rank every route on every render: with 5,000 stone pages the prerender became quadratic.
  const { pathname, hash } = shown.location;
  const content = (
    <Arrival key={pathname} navigated={shown.location !== initialLocation.current} hash={hash}>
      {shown.page && isRoute(pathname) ? <PageView page={shown.page} /> : <NotFoundPage />}
    </Arrival>
  );
  return (
    <>
      {Animated ? (
        <Animated pageKey={pathname}>{content}</Animated>
      ) : (
        <main id="conteudo" tabIndex={-1}>
          {content}
        </main>
      )}
      {shell.floatingWhatsApp && shown.page?.cta && <FloatingWhatsApp key={pathname} cta={shown.page.cta} />}
    </>
  );
}

export function App({ initialPage }: { initialPage: PageData | null }) {
  useEffect(() => trackCtaClicks(document), []);
  return (
    <>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <PageArea initialPage={initialPage} />
      <SiteFooter />
      <ToastHost />
    </>
  );
}
