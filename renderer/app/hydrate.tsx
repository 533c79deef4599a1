// The app: its styles (every page links them in its head) and the hydration of the prerendered page, started by
// entry-client.tsx once the first screen is on display. The route's data and template code (on "/", the landing
// page's chunk) are loaded before hydrateRoot, so the first render matches the HTML exactly: no flash, no mismatch.
// A phone's main thread is never held long: evaluating this code, reading the page's data and hydrating are tasks
// of their own, and hydration is a transition, which React renders in slices of a few milliseconds with the
// browser free to paint and answer input in between. A tap or a key during it makes React finish hydrating first
// and then answer it, and what was typed is in the page's fields, which the form takes over (LeadForm.tsx).
import '@fontsource/fraunces/latin-600.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { ErrorBoundary } from './ErrorBoundary';
import { prefetchOnIntent } from './prefetch';
import { loadRoute } from './route-table';

/** Lets the browser paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function hydrate(): Promise<void> {
  const page = await loadRoute(window.location.pathname);
  await nextTask();
  startTransition(() => {
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
  });
  prefetchOnIntent(document);
}
