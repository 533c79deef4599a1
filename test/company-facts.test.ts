// The optional company facts: shown (with their labels) only when the manifest sets them, never invented.
import { describe, expect, it } from 'vitest';
import { compile, manifestCopy, problems } from './helpers';

describe('company facts', () => {
  it('are none while the manifest leaves them out', () => {
    const manifest = manifestCopy();
    for (const key of ['cnpj', 'city', 'instagram', 'openingHours', 'paymentMethods'] as const)
      expect(manifest.company[key]).toBeUndefined();
    expect(compile(manifest).shell.facts.items).toEqual([]);
  });

  it('are listed with their labels when set, the Instagram profile as its handle and link', () => {
    const manifest = manifestCopy();
    Object.assign(manifest.company, {
      cnpj: '12.345.678/0001-90',
      city: 'Belo Horizonte (MG)',
      instagram: 'https://www.instagram.com/atelie.prata/',
      openingHours: 'Segunda a sexta, das 9h às 18h',
      paymentMethods: ['Pix', 'Boleto'],
    });
    const labels = manifest.layout.companyFacts;
    expect(compile(manifest).shell.facts.items).toEqual([
      { label: labels.city, text: 'Belo Horizonte (MG)' },
      { label: labels.cnpj, text: '12.345.678/0001-90' },
      { label: labels.instagram, text: '@atelie.prata', href: 'https://www.instagram.com/atelie.prata/' },
      { label: labels.openingHours, text: 'Segunda a sexta, das 9h às 18h' },
      { label: labels.paymentMethods, text: 'Pix, Boleto' },
    ]);
    manifest.company.instagram = 'https://instagram.com/atelie.prata';
    expect(compile(manifest).shell.facts.items[2]).toMatchObject({
      text: '@atelie.prata',
      href: 'https://www.instagram.com/atelie.prata/',
    });
  });

  it('name the field of a malformed fact', () => {
    const manifest = manifestCopy();
    Object.assign(manifest.company, { cnpj: '12345678000190', instagram: 'https://example.com/x' });
    const found = problems(manifest).join('\n');
    expect(found).toMatch(/company\.cnpj: "12345678000190" must be written as 12\.345\.678\/0001-90/);
    expect(found).toMatch(/company\.instagram: "https:\/\/example\.com\/x" must be the profile address/);
  });
});
