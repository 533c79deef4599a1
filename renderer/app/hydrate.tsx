// The app: its styles (every page links them in its head) and the hydration of the prerendered page, started by
// entry-client.tsx once the first screen is on display. The route's data and template code (on "/", the landing
// page's chunk) are loaded before hydrateRoot, so the first render matches the HTML exactly: no flash, no mismatch.
import '@fontsource/fraunces/latin-600.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { App } from './App';
import { addCampaignToWhatsAppLinks, rememberCampaign } from '../browser/visit-campaign';
import { setConsentDefault } from './consent-mode';
import { ErrorBoundary } from './ErrorBoundary';
import { prefetchOnIntent } from './prefetch';
import { loadRoute } from './route-table';

export async function hydrate(): Promise<void> {
  // Consent Mode's default (everything denied) is the first thing in Tag Manager's queue.
  if (shell.tagManager) setConsentDefault();
  // The campaign is read and the WhatsApp links watched before the page data arrives: a quick tap still carries it.
  rememberCampaign(window.location.search);
  addCampaignToWhatsAppLinks(document, shell.whatsapp);
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
