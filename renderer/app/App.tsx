// The app shell: skip link, the cookie choice (when Tag Manager is set), header, the page area (each page with its
// footer, behind an error boundary). Toasts have a root of their own (renderer/browser/ToastViewport.tsx). Each page's data comes from its own JSON file, found by its
// address (route-table.tsx).
import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import type { PageData } from '../shared/page-data';
import { ErrorBoundary } from './ErrorBoundary';
import { PageArea } from './PageArea';

type ConsentHostType = ComponentType<{ tagManager: NonNullable<typeof shell.tagManager> }>;

export function App({ initialPage }: { initialPage: PageData }) {
  const { pathname } = useLocation();
  // The cookie choice's code is loaded on sites with a container only, once the app runs: before the visitor's
  // choice is known it shows nothing, so the prerendered page has nothing of it either.
  const [ConsentHost, setConsentHost] = useState<ConsentHostType | null>(null);
  useEffect(() => {
    if (!shell.tagManager) return;
    let current = true;
    import('./ConsentHost').then(
      (mod) => current && setConsentHost(() => mod.ConsentHost),
      // Offline: no banner, and nothing is loaded without consent.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  // Styles that need the app (the cookie preferences button) apply once it runs.
  useEffect(() => {
    document.documentElement.classList.add('js');
    return () => document.documentElement.classList.remove('js');
  }, []);
  // Runs once hydrateRoot has committed (a parent's effects run after its children's): from here on the page
  // answers clicks and keys. Tests and scripts wait on it.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      {/* Early in the page, so keyboard and screen-reader users meet the cookie choice first. */}
      {shell.tagManager && ConsentHost && <ConsentHost tagManager={shell.tagManager} />}
      <SiteHeader />
      <ErrorBoundary path={pathname} after={<SiteFooter />}>
        <PageArea initialPage={initialPage} />
      </ErrorBoundary>
    </>
  );
}
