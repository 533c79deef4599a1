// Lead tracking without personal data: one `generate_lead` event per WhatsApp hand-over, pushed to
// window.dataLayer (Google Tag Manager's queue). A cancelable `whatsapp:lead` DOM event is dispatched first;
// a site owner who calls preventDefault() on it handles the lead their own way and nothing is pushed.

type LeadSource = 'form' | 'content_button' | 'floating_button' | 'footer_link';

interface LeadEvent {
  event: 'generate_lead';
  lead_source: LeadSource;
  page_path: string;
  page_title: string;
}

/** Built only from where the click happened: nothing the visitor typed can reach it. */
function leadEvent(source: LeadSource, pagePath: string, pageTitle: string): LeadEvent {
  return { event: 'generate_lead', lead_source: source, page_path: pagePath, page_title: pageTitle };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackLead(source: LeadSource): LeadEvent | null {
  const detail = leadEvent(source, window.location.pathname, document.title);
  const proceed = window.dispatchEvent(new CustomEvent('whatsapp:lead', { detail, cancelable: true }));
  if (!proceed) return null;
  (window.dataLayer ??= []).push(detail);
  return detail;
}

const SOURCES: Record<string, LeadSource> = {
  content: 'content_button',
  floating: 'floating_button',
  footer: 'footer_link',
};

/** Tracks clicks on every WhatsApp link marked with data-cta (the form tracks its own submits). */
export function trackCtaClicks(root: Document): () => void {
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a[data-cta]');
    const source = link && SOURCES[link.getAttribute('data-cta') ?? ''];
    if (source) trackLead(source);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** Loads Google Tag Manager, only when the manifest names a container (no inline snippet: CSP stays strict). */
export function loadTagManager(id: string): void {
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
