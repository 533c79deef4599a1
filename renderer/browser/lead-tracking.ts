// Lead tracking without personal data: one `generate_lead` event per WhatsApp hand-over, pushed to
// window.dataLayer (Google Tag Manager's queue), with the visit's campaign and the path the chat was opened by. A
// cancelable `whatsapp:lead` DOM event is dispatched first; a site owner who calls preventDefault() on it handles the
// lead their own way and nothing is pushed.
import { campaignFields, type Campaign, type CampaignFields } from '../shared/campaign';
import { visitCampaign } from './visit-campaign';

export type LeadSource = 'form' | 'content_button' | 'floating_button' | 'footer_link';

/**
 * How the chat was opened: a new tab (phones), or on a desktop, from the chat dialog: its QR code scanned with a
 * phone, WhatsApp Web, the computer's WhatsApp app, or the message copied to paste.
 */
export type HandOverPath = 'tab' | 'qr' | 'web' | 'app' | 'copy';

interface LeadEvent extends CampaignFields {
  event: 'generate_lead';
  lead_source: LeadSource;
  handover: HandOverPath;
  page_path: string;
  page_title: string;
  /** The agent of the sales team the chat went to (sites with company.team). */
  agent_name?: string;
}

interface LeadFacts {
  source: LeadSource;
  handover: HandOverPath;
  pagePath: string;
  pageTitle: string;
  campaign?: Campaign | null;
  agent?: string;
}

/** Built only from where the click happened, how the chat opened and the link that brought the visit: nothing the visitor typed. */
export function leadEvent({ source, handover, pagePath, pageTitle, campaign = null, agent }: LeadFacts): LeadEvent {
  return {
    event: 'generate_lead',
    lead_source: source,
    handover,
    page_path: pagePath,
    page_title: pageTitle,
    ...(agent ? { agent_name: agent } : {}),
    ...campaignFields(campaign),
  };
}

declare global {
  interface Window {
    /** Google Tag Manager's queue: lead events, and on sites with a container the consent commands. */
    dataLayer?: unknown[];
  }
}

export function trackLead(source: LeadSource, handover: HandOverPath, agent?: string): LeadEvent | null {
  const detail = leadEvent({
    source,
    handover,
    pagePath: window.location.pathname,
    pageTitle: document.title,
    campaign: visitCampaign(),
    agent,
  });
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

/** The lead source a WhatsApp link names on its data-cta, if it is one the site counts. */
export function leadSourceOf(link: Element): LeadSource | undefined {
  return SOURCES[link.getAttribute('data-cta') ?? ''];
}

/** The data-cta a link to the chat carries to be counted from `source`. */
export function ctaOf(source: LeadSource | undefined): string | undefined {
  return Object.keys(SOURCES).find((cta) => SOURCES[cta] === source);
}
