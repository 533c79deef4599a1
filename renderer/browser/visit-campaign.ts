// The visit's campaign (renderer/shared/campaign.ts). The first one seen in this tab's session is kept in
// sessionStorage: it survives client-side navigation and reloads, and a new visit starts without it. The
// prerendered WhatsApp links cannot know it, so it is written into a link just before the link is followed.
import { campaignFromQuery, campaignToQuery, type Campaign } from '../shared/campaign';
import { linkWithCampaign } from '../shared/whatsapp';

const STORAGE_KEY = 'visit-campaign';
/** What this page load knows when the browser refuses storage (some private modes). */
let kept: string | null = null;

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? kept;
  } catch {
    return kept;
  }
}

/** Keeps the campaign the address names, unless this visit already has one (first touch wins). */
export function rememberCampaign(search: string): void {
  const found = campaignFromQuery(search);
  if (!found || stored()) return;
  kept = campaignToQuery(found);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, kept);
  } catch {
    // Storage refused: the campaign still travels with this page load.
  }
}

/** The visit's campaign, cleaned again on the way out (storage is the visitor's to edit). */
export function visitCampaign(): Campaign | null {
  const query = stored();
  return query ? campaignFromQuery(query) : null;
}

/**
 * Adds the campaign line to a WhatsApp link of ours as it is followed: a click, a middle click, or the context
 * menu (open in a new tab, copy the link). Capture phase, so the link is ready before anything else sees it.
 */
export function addCampaignToWhatsAppLinks(root: Document, number: string): () => void {
  const onActivate = (e: Event) => {
    const link = (e.target as Element | null)?.closest?.('a[href^="https://wa.me/"]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const href = linkWithCampaign(link.href, number, visitCampaign());
    if (href !== link.href) link.href = href;
  };
  const types = ['click', 'auxclick', 'contextmenu'] as const;
  types.forEach((type) => root.addEventListener(type, onActivate, true));
  return () => types.forEach((type) => root.removeEventListener(type, onActivate, true));
}
