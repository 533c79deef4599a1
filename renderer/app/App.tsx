// The app shell: skip link, header, the page area (each page with its footer) and the toast host. Which paths are
// pages comes from the manifest (virtual:site-shell, see route-table.tsx); each page's data comes from its own JSON
// file.
import { useEffect } from 'react';
import { SiteHeader } from '../../components/SiteHeader';
import type { PageData } from '../shared/page-data';
import { PageArea } from './PageArea';
import { ToastHost } from './ToastHost';
import { trackCtaClicks } from './tracking';

export function App({ initialPage }: { initialPage: PageData }) {
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
      <SiteHeader />
      <PageArea initialPage={initialPage} />
      <ToastHost />
    </>
  );
}
