// The campaign that brought a visit: the utm_* parameters of an ad or post link and the click ids Google Ads
// (gclid) and Meta (fbclid) add. Every value goes through cleanText, so a crafted link can add no more than one
// short line to a WhatsApp message and never a line break. Pure: shared by the app and the tests.

export interface Campaign {
  source?: string;
  medium?: string;
  name?: string;
  content?: string;
  term?: string;
  gclid?: string;
  fbclid?: string;
}

type Field = keyof Campaign;

/** The query parameters that name a campaign, and the field each fills. */
const PARAMS: [string, Field][] = [
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_campaign', 'name'],
  ['utm_content', 'content'],
  ['utm_term', 'term'],
  ['gclid', 'gclid'],
  ['fbclid', 'fbclid'],
];
const CLICK_IDS = new Set<Field>(['gclid', 'fbclid']);

/** Longest value kept per field: what GA4 keeps of an event parameter. */
const FIELD_MAX = 100;
/** Longest click id kept: the platforms' ids are shorter; anything longer is not one. */
const CLICK_ID_MAX = 255;
/** Longest campaign line in a message. */
export const CAMPAIGN_LINE_MAX = 160;
/** How many trailing characters of a click id the message shows: enough to find the click, short to read. */
const REF_LENGTH = 6;
const LABEL = 'Campanha: ';

/**
 * One line of plain text: control and invisible format characters and line breaks become spaces, runs of
 * whitespace one space, and a value longer than `max` characters is cut with an ellipsis (never inside a
 * character).
 */
export function cleanText(value: string, max: number): string {
  const flat = value
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The campaign a query string names (the first value of each parameter), or null when it names none. */
export function campaignFromQuery(query: string | URLSearchParams): Campaign | null {
  const params = new URLSearchParams(query);
  const campaign: Campaign = {};
  for (const [param, field] of PARAMS) {
    const raw = params.get(param);
    if (raw === null) continue;
    const value = CLICK_IDS.has(field) ? raw.replace(/[^\w-]/g, '').slice(0, CLICK_ID_MAX) : cleanText(raw, FIELD_MAX);
    if (value) campaign[field] = value;
  }
  return Object.keys(campaign).length ? campaign : null;
}

/** The campaign written back as the query string it came from (how a visit keeps it). */
export function campaignToQuery(campaign: Campaign): string {
  const params = new URLSearchParams();
  for (const [param, field] of PARAMS) {
    const value = campaign[field];
    if (value) params.set(param, value);
  }
  return params.toString();
}

/**
 * The line a WhatsApp message carries: source / medium / campaign as the link names them (a link with only a click
 * id names the ad network), and the click ids' last characters as a reference.
 */
export function campaignLine(campaign: Campaign): string {
  const { source, medium, name, content, term, gclid, fbclid } = campaign;
  const named = [source, medium, name].filter(Boolean);
  const label = named.length
    ? named.join(' / ')
    : gclid
      ? 'Google Ads'
      : fbclid
        ? 'Facebook/Instagram'
        : [content, term].filter(Boolean).join(' / ');
  const refs = [gclid && `gclid …${gclid.slice(-REF_LENGTH)}`, fbclid && `fbclid …${fbclid.slice(-REF_LENGTH)}`]
    .filter(Boolean)
    .join(', ');
  const ref = refs ? ` (ref. ${refs})` : '';
  return `${LABEL}${cleanText(label, CAMPAIGN_LINE_MAX - LABEL.length - ref.length)}${ref}`;
}

/** A message with the visit's campaign line added (unchanged for a visit without a campaign). */
export function withCampaign(message: string, campaign: Campaign | null): string {
  return campaign ? `${message}\n${campaignLine(campaign)}` : message;
}

export interface CampaignFields {
  campaign_source?: string;
  campaign_medium?: string;
  campaign_name?: string;
  campaign_content?: string;
  campaign_term?: string;
  gclid?: string;
  fbclid?: string;
}

/** The campaign as GA4's campaign parameters, for the lead event (only the fields the visit has). */
export function campaignFields(campaign: Campaign | null): CampaignFields {
  if (!campaign) return {};
  const names: Record<Field, keyof CampaignFields> = {
    source: 'campaign_source',
    medium: 'campaign_medium',
    name: 'campaign_name',
    content: 'campaign_content',
    term: 'campaign_term',
    gclid: 'gclid',
    fbclid: 'fbclid',
  };
  return Object.fromEntries(
    (Object.entries(campaign) as [Field, string][]).filter(([, v]) => v).map(([k, v]) => [names[k], v]),
  );
}
