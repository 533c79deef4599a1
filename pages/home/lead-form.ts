// The lead form's pure logic: which required fields are missing, the empty draft, the draft's storage, and how the
// values on the page and the kept draft make one.
import type { LeadValues } from '../../renderer/shared/whatsapp';
import { LEAD_DRAFT_KEY } from '../../renderer/shared/routes';

export const REQUIRED_FIELDS = ['name', 'location', 'whatsapp'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** What the line under a required field left empty says, once a submit has found it empty. */
export const MISSING_TEXT: Record<RequiredField, string> = {
  name: 'Informe seu nome.',
  location: 'Informe sua cidade e o estado.',
  whatsapp: 'Informe seu WhatsApp com DDD.',
};

/**
 * How much each typed field may hold. WhatsApp takes at most 4,096 characters in one message (the limit Meta
 * documents for a text message), and the prefilled text travels in the link's address: with every field at its cap
 * and the longest options ticked, the whole message stays under MESSAGE_MAX (test/lead.test.ts), about 3 KB of link
 * for Portuguese text once percent-encoded, and under 20 KB even if every character took three bytes. Current
 * browsers open links of 64 KB and more (Chrome 2 MB), and common servers accept 8 KB request lines, so the link is
 * safe where a 10,000-character comment (a 10,581-character link, and a message WhatsApp may cut) was not.
 */
export const FIELD_MAX = { name: 120, location: 120, whatsapp: 40, comments: 1000 } as const;
export const MESSAGE_MAX = 2000;
/** The comment's counter appears from this many characters left, and is announced from then on. */
export const COMMENTS_WARN_AT = 150;

/**
 * A value cut to its field's cap, counted as the browser's maxlength counts (UTF-16 units), for text that arrives
 * from a draft or the simulator. Never half an emoji: a lone surrogate would make the link impossible to encode.
 */
export function capped(field: keyof typeof FIELD_MAX, value: string): string {
  const cut = value.slice(0, FIELD_MAX[field]);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export const EMPTY_LEAD: LeadValues = {
  name: '',
  location: '',
  whatsapp: '',
  monthlyPurchase: '',
  preferences: [],
  comments: '',
};

/** Whitespace-only counts as empty. */
export function missingFields(values: LeadValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

/**
 * What the form holds when it is taken over (by the page's starter, then by the app): each field as the page shows
 * it, or the kept draft's where the page shows it empty. The starter keeps the draft as the visitor types, so the
 * two differ only where the page could not know the draft yet (a reload, a return to the page).
 */
export function withDraft(shown: LeadValues, draft: LeadValues | null): LeadValues {
  if (!draft) return shown;
  const text = (field: keyof typeof FIELD_MAX) => (shown[field].trim() === '' ? draft[field] : shown[field]);
  return {
    name: text('name'),
    location: text('location'),
    whatsapp: text('whatsapp'),
    monthlyPurchase: shown.monthlyPurchase || draft.monthlyPurchase,
    preferences: shown.preferences.length ? shown.preferences : draft.preferences,
    comments: text('comments'),
  };
}

export function readDraft(storage: Storage | undefined): LeadValues | null {
  try {
    const raw = storage?.getItem(LEAD_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LeadValues>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      name: capped('name', text(parsed.name)),
      location: capped('location', text(parsed.location)),
      whatsapp: capped('whatsapp', text(parsed.whatsapp)),
      monthlyPurchase: text(parsed.monthlyPurchase),
      preferences: Array.isArray(parsed.preferences)
        ? parsed.preferences.filter((p): p is string => typeof p === 'string')
        : [],
      comments: capped('comments', text(parsed.comments)),
    };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage | undefined, values: LeadValues): void {
  try {
    const empty =
      !values.preferences.length &&
      [values.name, values.location, values.whatsapp, values.monthlyPurchase, values.comments].every((v) => v === '');
    if (empty) storage?.removeItem(LEAD_DRAFT_KEY);
    else storage?.setItem(LEAD_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled (private mode): the form still works, the draft is just not kept.
  }
}
