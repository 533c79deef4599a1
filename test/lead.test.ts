// The lead form's pure logic (validation, drafts, the length caps); what reaches dataLayer is tested in the
// browser (home.browser.test.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  capped,
  EMPTY_LEAD,
  FIELD_MAX,
  MESSAGE_MAX,
  missingFields,
  readDraft,
  writeDraft,
} from '../pages/home/lead-form';
import { leadMessage, whatsappUrl } from '../renderer/shared/whatsapp';
import manifest from '../site.manifest';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

describe('lead form validation', () => {
  it('needs name, city/state and WhatsApp; blanks count as empty', () => {
    expect(missingFields(EMPTY_LEAD)).toEqual(['name', 'location', 'whatsapp']);
    expect(missingFields({ ...EMPTY_LEAD, name: '  ', location: '\n', whatsapp: 'x' })).toEqual(['name', 'location']);
    expect(missingFields({ ...EMPTY_LEAD, name: 'Ana', location: 'Recife/PE', whatsapp: '81 9' })).toEqual([]);
  });

  it('keeps a draft in storage and drops it once empty', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const draft = { ...EMPTY_LEAD, name: 'Ana 🙂', preferences: ['Prata Bali'], comments: 'linha 1\nlinha 2' };
    writeDraft(storage, draft);
    expect(readDraft(storage)).toEqual(draft);
    writeDraft(storage, EMPTY_LEAD);
    expect(readDraft(storage)).toBeNull();
  });

  it('ignores a corrupt draft', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem('lead-form-draft', '{not json');
    expect(readDraft(storage)).toBeNull();
    storage.setItem('lead-form-draft', JSON.stringify({ name: 5, preferences: 'x' }));
    expect(readDraft(storage)).toEqual(EMPTY_LEAD);
  });
});

describe('the message length', () => {
  it('stays under MESSAGE_MAX, far below the 4,096 characters of a WhatsApp message, with every field at its cap', () => {
    const { company, home } = manifest;
    const longest = (options: string[]) => options.reduce((a, b) => (b.length > a.length ? b : a));
    const values = {
      name: 'N'.repeat(FIELD_MAX.name),
      location: 'L'.repeat(FIELD_MAX.location),
      whatsapp: '9'.repeat(FIELD_MAX.whatsapp),
      monthlyPurchase: longest(company.monthlyPurchaseOptions),
      preferences: company.preferenceOptions,
      comments: 'c'.repeat(FIELD_MAX.comments),
    };
    // The longest page title and address a validated manifest allows.
    const page = { title: 'T'.repeat(70), url: `${company.siteUrl}/${'r'.repeat(80)}` };
    const message = leadMessage(values, home.leadForm.greeting.padEnd(200, '.'), page);
    expect(message.length).toBeLessThanOrEqual(MESSAGE_MAX);
    expect(message.length).toBeLessThan(4096);
    // Portuguese text: the link stays a few kilobytes long.
    const typical = leadMessage(
      { ...values, comments: 'Quero anéis e brincos de prata. '.repeat(31) },
      home.leadForm.greeting,
      page,
    );
    expect(whatsappUrl(company.whatsapp, typical).length).toBeLessThan(4000);
  });

  it('cuts a value to its cap without splitting an emoji', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 1200 }), (text) => {
        const cut = capped('comments', text);
        expect(cut.length).toBeLessThanOrEqual(FIELD_MAX.comments);
        expect(() => encodeURIComponent(cut)).not.toThrow();
        expect(text.startsWith(cut)).toBe(true);
      }),
    );
  });
});
