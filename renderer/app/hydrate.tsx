// The app: its styles (every page links them in its head) and the hydration of the prerendered page, started by
// entry-client.tsx once the first screen is on display. The route's data and template code (on "/", the landing
// page's chunk) are loaded before hydrateRoot, so the first render matches the HTML exactly: no flash, no mismatch.
import '@fontsource/fraunces/latin-600.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { ErrorBoundary } from './ErrorBoundary';
import { prefetchOnIntent } from './prefetch';
import { loadRoute } from './route-table';

export async function hydrate(): Promise<void> {
  const page = await loadRoute(window.location.pathname);
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <ErrorBoundary>
        <BrowserRouter>
          <App initialPage={page} />
        </BrowserRouter>
      </ErrorBoundary>
    </StrictMode>,
  );
  prefetchOnIntent(document);
}
