// The app shell: skip link, the cookie choice (when Tag Manager is set), header, the page area (each page with its
// footer, behind an error boundary) and the toast host. Which paths are pages comes from the manifest
// (virtual:site-shell, see route-table.tsx); each page's data comes from its own JSON file.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import type { PageData } from '../shared/page-data';
import { ConsentHost } from './ConsentHost';
import { ErrorBoundary } from './ErrorBoundary';
import { PageArea } from './PageArea';
import { ToastHost } from './ToastHost';
import { trackCtaClicks } from '../browser/lead-tracking';

export function App({ initialPage }: { initialPage: PageData }) {
  const { pathname } = useLocation();
  useEffect(() => trackCtaClicks(document), []);
  // Styles that need the app (collapsed FAQ answers, the live simulator) apply once it runs.
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
      {shell.tagManager && <ConsentHost tagManager={shell.tagManager} />}
      <SiteHeader />
      <ErrorBoundary path={pathname} after={<SiteFooter />}>
        <PageArea initialPage={initialPage} />
      </ErrorBoundary>
      <ToastHost />
    </>
  );
}
