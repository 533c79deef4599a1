import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, leadMessage, pageMessage, whatsappUrl, type LeadValues } from '../renderer/shared/whatsapp';

const page = { title: 'Joias de Prata Bali no Atacado', url: 'https://www.pratabali.example/' };
const greeting = 'Olá! Gostaria de receber o catálogo de atacado de joias de prata Bali.';
const decode = (url: string) =>
  decodeURIComponent(new URL(url).searchParams.get('text') === null ? '' : url.split('?text=')[1]);

const lead: LeadValues = {
  name: 'Maria José',
  location: 'São Paulo/SP',
  whatsapp: '(11) 98888-7777',
  monthlyPurchase: 'R$ 5.000',
  preferences: ['Prata Bali', 'Correntaria'],
  comments: 'Tenho loja há 3 anos & quero #novidades?',
};

describe('the lead message', () => {
  it('opens with the greeting and gives every field in order, ending with the page it came from', () => {
    expect(leadMessage(lead, greeting, page).split('\n')).toEqual([
      greeting,
      '',
      'Nome: Maria José',
      'Cidade/Estado: São Paulo/SP',
      'WhatsApp: (11) 98888-7777',
      'Compra mensal média: R$ 5.000',
      'Preferências: Prata Bali, Correntaria',
      'Comentários: Tenho loja há 3 anos & quero #novidades?',
      '',
      'Página: Joias de Prata Bali no Atacado',
      'https://www.pratabali.example/',
    ]);
  });

  it('says "Não informado" and "Nenhum" for what was left out', () => {
    const text = leadMessage({ ...lead, monthlyPurchase: '', preferences: [], comments: '   ' }, greeting, page);
    expect(text).toContain('Compra mensal média: Não informado');
    expect(text).toContain('Preferências: Não informado');
    expect(text).toContain('Comentários: Nenhum');
  });

  it('carries no emoji of its own', () => {
    expect(leadMessage(lead, greeting, page)).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe('wa.me links', () => {
  it('target the number and carry the text encoded', () => {
    expect(whatsappUrl('5500000000000', 'a b&c')).toBe('https://wa.me/5500000000000?text=a%20b%26c');
  });

  it('decode back to exactly what the visitor typed, whatever the text', () => {
    const tricky = fc.constantFrom(
      '&',
      '#',
      '?',
      '%',
      '+',
      '=',
      '\n',
      'ção',
      'é',
      '🙂',
      '👩🏽‍💼',
      ' ',
      '/',
      '"',
      "'",
      'R$ 1.000',
    );
    const text = fc
      .array(fc.oneof(fc.string({ unit: 'grapheme' }), tricky), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        text,
        text,
        text,
        text,
        fc.array(text, { maxLength: 4 }),
        text,
        (name, location, whatsapp, monthly, preferences, comments) => {
          const values = { name, location, whatsapp, monthlyPurchase: monthly, preferences, comments };
          const message = leadMessage(values, greeting, page);
          const url = whatsappUrl('5500000000000', message);
          expect(url.startsWith('https://wa.me/5500000000000?text=')).toBe(true);
          expect(new URL(url).searchParams.get('text')).toBe(message);
          expect(decode(url)).toBe(message);
          if (name.trim()) expect(message).toContain(`Nome: ${name}\n`);
          if (comments.trim()) expect(message).toContain(`Comentários: ${comments}\n`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keep a very long comment whole', () => {
    const comments = 'Quero anéis com pedras. '.repeat(400);
    const message = leadMessage({ ...lead, comments }, greeting, page);
    expect(decode(whatsappUrl('5500000000000', message))).toContain(comments);
  });
});

describe('content-page messages', () => {
  it('name the page and end with its title and URL', () => {
    const text = pageMessage('Anéis de prata Bali', {
      title: 'Anéis de Prata Bali Artesanais',
      url: 'https://www.pratabali.example/aneis',
    });
    expect(text).toBe(
      'Olá! Vim pela página "Anéis de prata Bali" e gostaria de receber o catálogo de atacado.\n\nPágina: Anéis de Prata Bali Artesanais\nhttps://www.pratabali.example/aneis',
    );
  });
});

it('formats the phone number for display', () => {
  expect(formatPhone('5511912345678')).toBe('+55 (11) 91234-5678');
  expect(formatPhone('551133334444')).toBe('+55 (11) 3333-4444');
});
