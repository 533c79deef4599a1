// The lead form's pure logic; what reaches dataLayer is tested in the browser (home.browser.test.ts).
import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD, missingFields, readDraft, writeDraft } from '../pages/home/lead-form';

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
