// Hydrates the prerendered page. The matched route's data (and, on "/", the landing page's chunk) is loaded
// before hydrateRoot, so the first render matches the HTML exactly: no flash, no mismatch.
import '@fontsource/fraunces/latin-600.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadHome } from './home-module';
import { isRoute, loadPage, prefetchOnIntent } from './page-loader';
import { loadTagManager } from './tracking';
import shell from 'virtual:site-shell';

// Styles that need the app (collapsed FAQ answers, the live simulator) apply only once it runs.
document.documentElement.classList.add('js');

async function start() {
  const path = window.location.pathname;
  const page = isRoute(path) ? await loadPage(path) : null;
  if (page?.kind === 'home') await loadHome();
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <BrowserRouter>
        <App initialPage={page} />
      </BrowserRouter>
    </StrictMode>,
  );
  prefetchOnIntent(document);
  if (shell.gtmId) loadTagManager(shell.gtmId);
}

start();
