// Lead tracking without personal data: one `generate_lead` event per WhatsApp hand-over, pushed to
// window.dataLayer (Google Tag Manager's queue), with the visit's campaign. A cancelable `whatsapp:lead` DOM event
// is dispatched first; a site owner who calls preventDefault() on it handles the lead their own way and nothing
// is pushed.
import { campaignFields, type Campaign, type CampaignFields } from '../shared/campaign';
import { visitCampaign } from './visit-campaign';

type LeadSource = 'form' | 'content_button' | 'floating_button' | 'footer_link';

interface LeadEvent extends CampaignFields {
  event: 'generate_lead';
  lead_source: LeadSource;
  page_path: string;
  page_title: string;
}

/** Built only from where the click happened and the link that brought the visit: nothing the visitor typed. */
export function leadEvent(
  source: LeadSource,
  pagePath: string,
  pageTitle: string,
  campaign: Campaign | null = null,
): LeadEvent {
  return {
    event: 'generate_lead',
    lead_source: source,
    page_path: pagePath,
    page_title: pageTitle,
    ...campaignFields(campaign),
  };
}

declare global {
  interface Window {
    /** Google Tag Manager's queue: lead events, and on sites with a container the consent commands. */
    dataLayer?: unknown[];
  }
}

export function trackLead(source: LeadSource): LeadEvent | null {
  const detail = leadEvent(source, window.location.pathname, document.title, visitCampaign());
  const proceed = window.dispatchEvent(new CustomEvent('whatsapp:lead', { detail, cancelable: true }));
  if (!proceed) return null;
  (window.dataLayer ??= []).push(detail);
  return detail;
}

const SOURCES: Record<string, LeadSource> = {
  // The lead form's own link, when the browser blocked the tab it tried to open.
  form: 'form',
  content: 'content_button',
  floating: 'floating_button',
  footer: 'footer_link',
};

/** Tracks clicks on every WhatsApp link marked with data-cta (the form tracks the tabs it opens itself). */
export function trackCtaClicks(root: Document): () => void {
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a[data-cta]');
    const source = link && SOURCES[link.getAttribute('data-cta') ?? ''];
    if (source) trackLead(source);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
