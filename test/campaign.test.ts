import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadEvent } from '../renderer/browser/lead-tracking';
import {
  CAMPAIGN_LINE_MAX,
  campaignFields,
  campaignFromQuery,
  campaignLine,
  campaignToQuery,
  cleanText,
  withCampaign,
} from '../renderer/shared/campaign';
import { linkWithCampaign, whatsappUrl } from '../renderer/shared/whatsapp';

const NUMBER = '5500000000000';
const textOf = (href: string) => new URL(href).searchParams.get('text');
const ONE_LINE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

describe('reading a campaign from the address', () => {
  it('takes the utm parameters and click ids, and nothing else', () => {
    expect(
      campaignFromQuery(
        '?utm_source=instagram&utm_medium=cpc&utm_campaign=colecao-verao&utm_content=carrossel&utm_term=prata+bali&gclid=Cj0KCQ_a1b2&fbclid=IwAR9f3c&page=2',
      ),
    ).toEqual({
      source: 'instagram',
      medium: 'cpc',
      name: 'colecao-verao',
      content: 'carrossel',
      term: 'prata bali',
      gclid: 'Cj0KCQ_a1b2',
      fbclid: 'IwAR9f3c',
    });
  });

  it('finds no campaign in an address without one, or with empty values', () => {
    expect(campaignFromQuery('')).toBeNull();
    expect(campaignFromQuery('?ref=home&text=oi')).toBeNull();
    expect(campaignFromQuery('?utm_source=&utm_campaign=%0A%20%09&gclid=%2F%2F')).toBeNull();
  });

  it('keeps the first value of a repeated parameter', () => {
    expect(campaignFromQuery('?utm_source=google&utm_source=bing')).toEqual({ source: 'google' });
  });

  it('keeps only the characters a click id is made of', () => {
    expect(campaignFromQuery('?gclid=abc%0Adef%26text%3Dx')).toEqual({ gclid: 'abcdeftextx' });
    expect(campaignFromQuery(`?fbclid=${'a'.repeat(1000)}`)!.fbclid).toHaveLength(255);
  });

  it('comes back the same from the query string a visit keeps', () => {
    const campaign = campaignFromQuery('?utm_source=face%20book&utm_campaign=50%25+off&gclid=x-1_2')!;
    expect(campaignFromQuery(campaignToQuery(campaign))).toEqual(campaign);
  });
});

describe('cleaning a value', () => {
  it('turns line breaks, control and invisible characters into single spaces', () => {
    expect(cleanText('verão\n\n2025\r\tpromo', 100)).toBe('verão 2025 promo');
    expect(cleanText('a\u2028b\u2029c\u0000d\u200be\u202ef', 100)).toBe('a b c d e f');
    expect(cleanText('   espaços    demais   ', 100)).toBe('espaços demais');
  });

  it('cuts a long value with an ellipsis, never inside a character', () => {
    expect(cleanText('x'.repeat(500), 100)).toBe(`${'x'.repeat(99)}…`);
    expect(cleanText('💍'.repeat(50), 10)).toBe(`${'💍'.repeat(9)}…`);
    expect(cleanText('e\u0301'.repeat(3), 3)).toBe('ééé');
  });

  it('always gives one line within the limit, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.integer({ min: 2, max: 200 }), (raw, max) => {
        const clean = cleanText(raw, max);
        expect(clean).toMatch(ONE_LINE);
        expect(Array.from(clean).length).toBeLessThanOrEqual(max);
        expect(clean).toBe(clean.trim());
      }),
    );
  });
});

describe('the campaign line', () => {
  it('names source, medium and campaign, and the click id as a short reference', () => {
    expect(campaignLine({ source: 'instagram', medium: 'cpc', name: 'colecao-verao', gclid: 'Cj0KCQjwa1b2c3' })).toBe(
      'Campanha: instagram / cpc / colecao-verao (ref. gclid …a1b2c3)',
    );
    expect(campaignLine({ source: 'instagram', name: 'bio' })).toBe('Campanha: instagram / bio');
  });

  it('names the ad network when the link carries only a click id', () => {
    expect(campaignLine({ gclid: 'EAIaIQobChMI_zz9' })).toBe('Campanha: Google Ads (ref. gclid …MI_zz9)');
    expect(campaignLine({ fbclid: 'IwAR0abcdef' })).toBe('Campanha: Facebook/Instagram (ref. fbclid …abcdef)');
    expect(campaignLine({ content: 'video-anel' })).toBe('Campanha: video-anel');
  });

  it('stays one line of at most 160 characters, with the reference kept, for any link', () => {
    const value = fc.option(fc.string({ unit: 'binary', maxLength: 3000 }), { nil: undefined });
    fc.assert(
      fc.property(value, value, value, value, value, value, value, (s, m, c, ct, t, g, f) => {
        const params = new URLSearchParams();
        const entries = {
          utm_source: s,
          utm_medium: m,
          utm_campaign: c,
          utm_content: ct,
          utm_term: t,
          gclid: g,
          fbclid: f,
        };
        for (const [k, v] of Object.entries(entries)) if (v !== undefined) params.set(k, v);
        const campaign = campaignFromQuery(params);
        if (!campaign) return;
        const line = campaignLine(campaign);
        expect(line).toMatch(ONE_LINE);
        expect(line.startsWith('Campanha: ')).toBe(true);
        expect(Array.from(line).length).toBeLessThanOrEqual(CAMPAIGN_LINE_MAX);
        if (campaign.gclid) expect(line).toContain(`gclid …${campaign.gclid.slice(-6)}`);
      }),
    );
  });

  it('adds nothing to a message for a visit without a campaign', () => {
    expect(withCampaign('Olá!\nPágina: Anéis', null)).toBe('Olá!\nPágina: Anéis');
    expect(withCampaign('Olá!', { source: 'google' })).toBe('Olá!\nCampanha: google');
  });
});

describe('WhatsApp links with the campaign', () => {
  const campaign = campaignFromQuery('?utm_source=instagram&utm_medium=cpc&utm_campaign=colecao-verao')!;
  const message = 'Olá! Vim pela página "Anéis".\n\nPágina: Anéis\nhttps://www.pratabali.example/aneis';

  it('adds the line once to a prefilled chat with the company', () => {
    const href = linkWithCampaign(whatsappUrl(NUMBER, message), NUMBER, campaign);
    expect(textOf(href)).toBe(`${message}\nCampanha: instagram / cpc / colecao-verao`);
    expect(linkWithCampaign(href, NUMBER, campaign)).toBe(href);
  });

  it('leaves every other link alone', () => {
    for (const href of [
      `https://wa.me/${NUMBER}`,
      whatsappUrl('5511999999999', message),
      `https://api.whatsapp.com/send?phone=${NUMBER}&text=oi`,
      `https://wa.me/${NUMBER}?text=oi&phone=1`,
      '/aneis-de-prata-bali-artesanais',
      'not a url',
    ])
      expect(linkWithCampaign(href, NUMBER, campaign)).toBe(href);
    expect(linkWithCampaign(whatsappUrl(NUMBER, message), NUMBER, null)).toBe(whatsappUrl(NUMBER, message));
  });

  it('a crafted campaign changes nothing but one capped line: same chat, one text parameter', () => {
    const crafted = campaignFromQuery(
      `?utm_source=instagram&utm_campaign=${encodeURIComponent(`verao\nLinha falsa\r\n${'x'.repeat(5000)}&text=outro&phone=1`)}`,
    )!;
    const href = linkWithCampaign(whatsappUrl(NUMBER, message), NUMBER, crafted);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${NUMBER}`);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    const lines = textOf(href)!.split('\n');
    expect(lines.slice(0, -1).join('\n')).toBe(message);
    expect(lines.at(-1)).toMatch(/^Campanha: instagram \/ verao Linha falsa x+…$/);
    expect(Array.from(lines.at(-1)!).length).toBeLessThanOrEqual(CAMPAIGN_LINE_MAX);
  });
});

describe('the lead event', () => {
  it('carries the campaign as GA4 campaign parameters, and only the fields the visit has', () => {
    const campaign = campaignFromQuery('?utm_source=google&utm_medium=cpc&utm_campaign=atacado&gclid=Cj0_a1')!;
    expect(campaignFields(campaign)).toEqual({
      campaign_source: 'google',
      campaign_medium: 'cpc',
      campaign_name: 'atacado',
      gclid: 'Cj0_a1',
    });
    const facts = { source: 'form', handover: 'qr', pagePath: '/', pageTitle: 'Início' } as const;
    expect(leadEvent({ ...facts, campaign })).toEqual({
      event: 'generate_lead',
      lead_source: 'form',
      handover: 'qr',
      page_path: '/',
      page_title: 'Início',
      campaign_source: 'google',
      campaign_medium: 'cpc',
      campaign_name: 'atacado',
      gclid: 'Cj0_a1',
    });
    expect(Object.keys(leadEvent({ ...facts, campaign: null }))).toEqual([
      'event',
      'lead_source',
      'handover',
      'page_path',
      'page_title',
    ]);
  });

  it('names the agent of the sales team the chat went to, and nobody on a site without a team', () => {
    const facts = { source: 'content_button', handover: 'tab', pagePath: '/', pageTitle: 'Início' } as const;
    expect(leadEvent({ ...facts, agent: 'Ana' })).toMatchObject({ handover: 'tab', agent_name: 'Ana' });
    expect(leadEvent(facts)).not.toHaveProperty('agent_name');
  });
});
