// A company that has set everything the manifest leaves optional: its facts (shown in the footer, on the landing
// page and on the privacy page), real testimonials with name, shop and city, and a sales team (company.team).
// The team, on a clock fixed in Brasília time: each visit's chats go to one agent on
// duty, the same one for every hand-over of the visit (reloads included), and the next visit may draw another; the
// desktop's chat dialog and the lead form say who answers and when, outside hours too, and the chat still goes to
// someone. The draw is the browser's Math.random, fixed here by the test (localStorage's "draw" once set).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import manifest from '../site.manifest';
import { hydrated, newContext, scrollToFloatingButton, watchedPage } from './browser';
import { recordChats } from './chats';
import { qrCodeText } from './qr-code';
import { useVariantSite } from './variant-site';

const WEEKDAYS = { mon: '09:00-18:00', tue: '09:00-18:00', wed: '09:00-18:00', thu: '09:00-18:00', fri: '09:00-18:00' };
const ANA = { name: 'Ana', role: 'consultora de vendas', whatsapp: '5511911110001', hours: WEEKDAYS };
const BRUNO = {
  name: 'Bruno',
  role: 'consultor de vendas',
  whatsapp: '5511911110002',
  hours: { ...WEEKDAYS, sat: '09:00-13:00' },
};
const FACTS = {
  cnpj: '12.345.678/0001-90',
  city: 'Belo Horizonte (MG)',
  instagram: 'https://www.instagram.com/atelie.prata/',
  openingHours: 'Segunda a sexta, das 9h às 18h',
  paymentMethods: ['Pix', 'Boleto'],
};
const TESTIMONIALS = [
  {
    text: manifest.home.testimonials.items[0].text,
    author: 'Marina Souza',
    shop: 'Ateliê Marina',
    city: 'Recife (PE)',
  },
  { text: manifest.home.testimonials.items[1].text, author: 'Carla Dias' },
];
const site = useVariantSite('team-site', { team: [ANA, BRUNO], ...FACTS }, TESTIMONIALS);

/** Moments in Brasília time (UTC-3): 2026-03-11 is a Wednesday, both on duty; on Saturday at 20h nobody is. */
const WEDNESDAY_10H = new Date('2026-03-11T10:00:00-03:00');
const SATURDAY_20H = new Date('2026-03-14T20:00:00-03:00');
const HOURS_LINE = 'Respondemos de segunda a sexta, das 9h às 18h, e aos sábados, das 9h às 13h (horário de Brasília).';
const CONTENT = '/aneis-de-prata-bali-artesanais';
const CLOSING_CTA = 'main a[data-cta="content"] >> nth=-1';
const CLOSING_ON_PHONE = 'main button[data-chat-dialog] >> nth=-1';
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  chats: URL[];
}

async function visit(path: string, options: Parameters<typeof newContext>[2], at: Date, draw = 0.99): Promise<Visit> {
  const context = await newContext(site.browser, site.url, options);
  await context.clock.install({ time: at });
  await context.addInitScript((first) => {
    Math.random = () => Number(localStorage.getItem('draw') ?? first);
  }, draw);
  const chats = await recordChats(context);
  const { page, errors } = await watchedPage(context);
  await page.goto(site.url + path);
  await hydrated(page);
  return { page, context, errors, chats };
}

const agentEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((e) => e.event === 'generate_lead')
      .map((e) => e.agent_name),
  );

const numberOf = (chat: URL) => chat.pathname.slice(1);

describe('a site with a sales team, on a phone (390 px, touch)', () => {
  it("hands every chat of a visit to the same agent on duty, reloads included; the next visit's draw may differ", async () => {
    const v = await visit(CONTENT, PHONE, WEDNESDAY_10H);
    const { page, context } = v;
    await page.locator(CLOSING_CTA).click();
    await expect.poll(() => v.chats.length).toBe(1);
    expect(numberOf(v.chats[0])).toBe(BRUNO.whatsapp);
    expect(v.chats[0].searchParams.get('text')).toBeTruthy();
    expect(await agentEvents(page)).toEqual(['Bruno']);

    // The same visit draws no more: a draw that would now name Ana changes nothing, after a reload and on the
    // floating button of another page.
    await page.evaluate(() => localStorage.setItem('draw', '0'));
    await page.reload();
    await hydrated(page);
    await page.goto(site.url + '/joias-com-pedra-ametista');
    await hydrated(page);
    // It shows past the first screen (a bar on a phone).
    await (await scrollToFloatingButton(page)).click();
    await expect.poll(() => v.chats.length).toBe(2);
    expect(numberOf(v.chats[1])).toBe(BRUNO.whatsapp);

    // A new visit (another tab: its own session) draws again.
    const { page: next } = await watchedPage(context);
    await next.goto(site.url + CONTENT);
    await hydrated(next);
    await next.locator(CLOSING_CTA).click();
    await expect.poll(() => v.chats.length).toBe(3);
    expect(numberOf(v.chats[2])).toBe(ANA.whatsapp);
    expect(v.errors).toEqual([]);
    await context.close();
  });

  it("names the visit's agent under the lead form and sends the form's message to them", async () => {
    const v = await visit('/', PHONE, WEDNESDAY_10H);
    const { page } = v;
    const form = page.locator('#lead-form');
    await expect.poll(() => form.getByText('Quem vai responder: Bruno, consultor de vendas.').count()).toBe(1);
    expect(await form.getByText(HOURS_LINE).count()).toBe(1);
    await page.getByLabel('Nome').fill('Lia Souza');
    await page.getByLabel('Cidade/Estado').fill('Vitória/ES');
    await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).fill('27 99999-0000');
    await page.getByRole('button', { name: manifest.layout.handover.catalogue }).click();
    await expect.poll(() => v.chats.length).toBe(1);
    expect(numberOf(v.chats[0])).toBe(BRUNO.whatsapp);
    expect(v.chats[0].searchParams.get('text')).toContain('Nome: Lia Souza');
    expect(await agentEvents(page)).toEqual(['Bruno']);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('sends a chat to the agent before the app has started, from the page as the server wrote it', async () => {
    const context = await newContext(site.browser, site.url, PHONE);
    await context.clock.install({ time: WEDNESDAY_10H });
    await context.route(/\/assets\/hydrate-[^/]+\.js$/, () => new Promise(() => {}));
    const chats = await recordChats(context);
    const { page } = await watchedPage(context);
    await page.goto(site.url + CONTENT, { waitUntil: 'domcontentloaded' });
    // The starter draws the visit's agent as soon as the team's code has run.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('visit-agent'))).toBeTruthy();
    await page.locator(CLOSING_CTA).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect([ANA.whatsapp, BRUNO.whatsapp]).toContain(numberOf(chats[0]));
    await context.close();
  });
});

describe('a site with a sales team, on a desktop (1280 px, no touch)', () => {
  it("shows who answers in the dialog, whose QR code is the agent's chat", async () => {
    const v = await visit(CONTENT, DESKTOP, WEDNESDAY_10H);
    const { page } = v;
    const cta = page.locator(CLOSING_CTA);
    // The dialog opens from its control beside the page's WhatsApp button.
    await page.locator(CLOSING_ON_PHONE).click();
    const dialog = page.locator('dialog.chat-dialog');
    await dialog.locator('img').waitFor();
    expect(await dialog.getByText('Quem vai responder: Bruno, consultor de vendas.').count()).toBe(1);
    expect(await dialog.getByText(HOURS_LINE).count()).toBe(1);
    // The button's own chat, as it is followed, goes to the same agent: the code holds that exact link.
    await cta.dispatchEvent('contextmenu');
    const link = (await cta.getAttribute('href'))!;
    expect(link.startsWith(`https://wa.me/${BRUNO.whatsapp}?text=`)).toBe(true);
    expect(await qrCodeText(dialog.locator('img'))).toBe(link);
    await dialog.getByRole('link', { name: 'Abrir no WhatsApp Web' }).click();
    expect(await agentEvents(page)).toEqual(['Bruno']);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('outside working hours still hands the chat over, saying when the team answers, never that it is now', async () => {
    const v = await visit(CONTENT, DESKTOP, SATURDAY_20H, 0);
    const { page } = v;
    await page.locator(CLOSING_ON_PHONE).click();
    const dialog = page.locator('dialog.chat-dialog');
    await dialog.locator('img').waitFor();
    const who =
      'Estamos fora do horário de atendimento: Ana, consultora de vendas, responde na segunda, a partir das 9h.';
    expect(await dialog.getByText(who).count()).toBe(1);
    expect(await dialog.getByText(HOURS_LINE).count()).toBe(1);
    expect(await dialog.getByText(/agora|imediat|na hora/i).count()).toBe(0);
    expect(await qrCodeText(dialog.locator('img'))).toMatch(new RegExp(`^https://wa\\.me/${ANA.whatsapp}\\?text=`));
    expect(v.errors).toEqual([]);
    await v.context.close();
  });
});

describe('a company that has set its facts and real testimonials', () => {
  const labels = manifest.layout.companyFacts;
  const shown = [
    [labels.city, FACTS.city],
    [labels.cnpj, FACTS.cnpj],
    // Its link opens a new tab, as screen readers are told.
    [labels.instagram, '@atelie.prata (abre em uma nova aba)'],
    [labels.openingHours, FACTS.openingHours],
    [labels.paymentMethods, 'Pix, Boleto'],
  ];
  const factsOf = (page: Page, where: string) =>
    page
      .locator(`${where} [data-company-facts] dl > div`)
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
      );

  it('shows each fact with its label in the footer and on the privacy page, the Instagram a link', async () => {
    const v = await visit('/privacidade', DESKTOP, WEDNESDAY_10H);
    expect(await factsOf(v.page, 'footer')).toEqual(shown);
    expect(await factsOf(v.page, 'main')).toEqual(shown);
    expect(await v.page.locator('main [data-company-facts] a').getAttribute('href')).toBe(FACTS.instagram);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('signs each testimonial with the name, and the shop and city when given, in regular type of at most 18 px', async () => {
    const v = await visit('/', PHONE, WEDNESDAY_10H);
    const quotes = v.page.locator('#depoimentos figure');
    expect(
      await quotes
        .locator('figcaption')
        .evaluateAll((captions) => captions.map((c) => [...c.children].map((line) => line.textContent))),
    ).toEqual([['Marina Souza', 'Ateliê Marina · Recife (PE)'], ['Carla Dias']]);
    const type = await quotes
      .locator('blockquote p')
      .evaluateAll((ps) => ps.map((p) => [getComputedStyle(p).fontWeight, parseFloat(getComputedStyle(p).fontSize)]));
    for (const [weight, size] of type) {
      expect(weight).toBe('400');
      expect(size).toBeLessThanOrEqual(18);
    }
    expect(v.errors).toEqual([]);
    await v.context.close();
  });
});
