// The visit's campaign (renderer/shared/campaign.ts). The first one seen in this tab's session is kept in
// sessionStorage: it survives client-side navigation and reloads, and a new visit starts without it. The
// prerendered WhatsApp links cannot know it, so it is written into a link just before the link is followed
// (chat-handover.ts).
import { campaignFromQuery, campaignToQuery, type Campaign } from '../shared/campaign';
import { visitValue } from './visit-storage';

const kept = visitValue('visit-campaign');

/** Keeps the campaign the address names, unless this visit already has one (first touch wins). */
export function rememberCampaign(search: string): void {
  const found = campaignFromQuery(search);
  if (found && !kept.get()) kept.set(campaignToQuery(found));
}

/** The visit's campaign, cleaned again on the way out (storage is the visitor's to edit). */
export function visitCampaign(): Campaign | null {
  const query = kept.get();
  return query ? campaignFromQuery(query) : null;
}
