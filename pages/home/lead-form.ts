// The lead form's pure logic: which required fields are missing, the empty draft, and the draft's storage.
import type { LeadValues } from '../../renderer/shared/whatsapp';

const REQUIRED_FIELDS = ['name', 'location', 'whatsapp'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];
const DRAFT_KEY = 'lead-form-draft';

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

export function readDraft(storage: Storage | undefined): LeadValues | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LeadValues>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      name: text(parsed.name),
      location: text(parsed.location),
      whatsapp: text(parsed.whatsapp),
      monthlyPurchase: text(parsed.monthlyPurchase),
      preferences: Array.isArray(parsed.preferences)
        ? parsed.preferences.filter((p): p is string => typeof p === 'string')
        : [],
      comments: text(parsed.comments),
    };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage | undefined, values: LeadValues): void {
  try {
    const empty = JSON.stringify(values) === JSON.stringify(EMPTY_LEAD);
    if (empty) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled (private mode): the form still works, the draft is just not kept.
  }
}
