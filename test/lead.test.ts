import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD, missingFields, readDraft, writeDraft } from '../pages/home/lead-form';
import { leadEvent } from '../renderer/app/tracking';

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

describe('the lead event', () => {
  it('carries where the click happened and nothing the visitor typed', () => {
    // Personal values are tagged so that any leak into the event would be found verbatim.
    const personal = fc.string({ minLength: 1 }).map((s) => `pessoal:${s}`);
    const source = fc.constantFrom('form' as const, 'content_button' as const, 'floating_button' as const);
    fc.assert(
      fc.property(personal, personal, personal, personal, source, (name, city, phone, comments, cta) => {
        const event = leadEvent(cta, '/', 'Joias de Prata Bali no Atacado');
        const json = JSON.stringify(event);
        for (const value of [name, city, phone, comments]) expect(json).not.toContain(value);
        expect(json).not.toContain('pessoal:');
        expect(Object.keys(event).sort()).toEqual(['event', 'lead_source', 'page_path', 'page_title']);
        expect(event).toMatchObject({ event: 'generate_lead', lead_source: cta, page_path: '/' });
      }),
    );
  });
});
