// The campaign of a visit in a real browser: it is kept from the landing page through client-side navigation and
// reloads, and every WhatsApp hand-over of the visit names it; a visit without one adds nothing; a crafted link
// adds one capped line and nothing else. Chats are recorded where the browser asks wa.me for them.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, newContext, openHydrated, scrollToFloatingButton, watchedPage } from './browser';
import { chatText as chatOpened, recordChats } from './chats';
import { useSite } from './serve';
import manifest from '../site.manifest';

const site = useSite();
const NUMBER = manifest.company.whatsapp;
const CONTENT = '/aneis-de-prata-bali-artesanais';
const AD = '?utm_source=instagram&utm_medium=cpc&utm_campaign=colecao-verao';
const LINE = 'Campanha: instagram / cpc / colecao-verao';
const SUBMIT = manifest.layout.handover.catalogue;

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Every chat the browser opened, as the URL it asked wa.me for. */
  chats: URL[];
}

async function visit(path: string): Promise<Visit> {
  const context = await newContext(site.browser, site.url);
  const chats = await recordChats(context);
  const { page, errors } = await watchedPage(context);
  await openHydrated(page, site.url + path);
  return { page, context, errors, chats };
}

/** The message of the n-th chat opened, once the browser has asked for it. */
const chatText = (v: Visit, n: number) => chatOpened(v.chats, n);

/** The message a prerendered link carries before any campaign is added. */
const prerenderedText = async (page: Page, selector: string) =>
  new URL((await page.locator(selector).first().getAttribute('href'))!).searchParams.get('text')!;

const leadEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => e.event === 'generate_lead',
    ),
  );

async function submitLead(page: Page) {
  await page.getByLabel('Nome').fill('Lia');
  await page.getByLabel('Cidade/Estado').fill('Vitória/ES');
  await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).fill('27 99999-0000');
  await page.getByRole('button', { name: SUBMIT }).click();
}

/** A content page's closing call to action (it has another after its first section, with the same link). */
const CLOSING_CTA = 'main a[data-cta="content"] >> nth=-1';

describe('a visit from an ad', () => {
  it('keeps the campaign from a content page to the landing page and names it in the lead form message', async () => {
    const v = await visit(CONTENT + AD);
    const { page } = v;
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await page.locator('header a[href="/#lead-form"]').click();
    await page.waitForURL(site.url + '/#lead-form');
    await page.getByRole('button', { name: SUBMIT }).waitFor();
    // The move was client-side: same document, and the address no longer names the campaign.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    await submitLead(page);
    const lines = (await chatText(v, 0)).split('\n');
    expect(lines.at(-1)).toBe(LINE);
    expect(lines).toContain('Nome: Lia');
    expect(lines.filter((l) => l.startsWith('Campanha:'))).toHaveLength(1);

    // The lead event carries the campaign, and none of what was typed.
    const [event] = await leadEvents(page);
    expect(event).toMatchObject({
      lead_source: 'form',
      campaign_source: 'instagram',
      campaign_medium: 'cpc',
      campaign_name: 'colecao-verao',
    });
    expect(JSON.stringify(event)).not.toMatch(/Lia|Vitória|99999/);

    // A reload keeps the visit's campaign: the floating button's chat names it too (reloaded once the visitor has
    // seen the hand-over's toast, as a visitor would).
    // (The toast itself: for its first second the screen readers' announcement holds the same words.)
    await page.getByTestId('toast').getByText('Redirecionando para o WhatsApp!').waitFor();
    await page.reload();
    await hydrated(page);
    const floating = await scrollToFloatingButton(page);
    const before = await prerenderedText(page, 'a[data-cta="floating"]');
    await floating.click();
    expect(await chatText(v, 1)).toBe(`${before}\n${LINE}`);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('names the campaign, with the click id as a short reference, behind a content page call to action', async () => {
    const gclid = 'Cj0KCQiA5fetBhC9ARIsAP1UMgF_wX7a1b2c3';
    const v = await visit(`${CONTENT}${AD}&gclid=${gclid}`);
    const before = await prerenderedText(v.page, 'a[data-cta="content"]');
    await v.page.locator(CLOSING_CTA).click();
    const text = await chatText(v, 0);
    expect(text).toBe(`${before}\n${LINE} (ref. gclid …a1b2c3)`);
    const [event] = await leadEvents(v.page);
    expect(event).toMatchObject({ lead_source: 'content_button', campaign_name: 'colecao-verao', gclid });
    await v.context.close();
  });

  it('names it in the FAQ button and in the toast link offered when the new tab is blocked', async () => {
    const v = await visit(`/${AD}`);
    const { page } = v;
    const faqButton = page.locator('#perguntas-frequentes a[href^="https://wa.me/"]');
    const before = await prerenderedText(page, '#perguntas-frequentes a[href^="https://wa.me/"]');
    await faqButton.click();
    expect(await chatText(v, 0)).toBe(`${before}\n${LINE}`);

    // A popup blocker: the form offers the chat in a toast, whose link already carries the campaign once.
    await page.evaluate(() => (window.open = () => null));
    await submitLead(page);
    const action = page.getByRole('link', { name: 'Abrir o WhatsApp' });
    await action.click();
    const lines = (await chatText(v, 1)).split('\n');
    expect(lines.filter((l) => l === LINE)).toHaveLength(1);
    expect(lines.at(-1)).toBe(LINE);
    await v.context.close();
  });

  it('keeps the first campaign of a visit; a new visit with another campaign starts afresh', async () => {
    const v = await visit(CONTENT + AD);
    await openHydrated(v.page, `${site.url}${CONTENT}?utm_source=google&utm_medium=organic`);
    await v.page.locator(CLOSING_CTA).click();
    expect((await chatText(v, 0)).split('\n').at(-1)).toBe(LINE);

    // A new tab is a new visit (its own session).
    const tab = await v.context.newPage();
    await openHydrated(tab, `${site.url}${CONTENT}?utm_source=google&utm_medium=cpc&utm_campaign=aneis`);
    await tab.locator(CLOSING_CTA).click();
    expect((await chatText(v, 1)).split('\n').at(-1)).toBe('Campanha: google / cpc / aneis');
    await v.context.close();
  });
});

describe('a visit without a campaign', () => {
  it('adds nothing to any hand-over', async () => {
    const v = await visit(`${CONTENT}?ref=bio&text=oi`);
    const before = await prerenderedText(v.page, 'a[data-cta="content"]');
    await v.page.locator(CLOSING_CTA).click();
    expect(await chatText(v, 0)).toBe(before);
    // Back at the top, where a phone shows the header's button to the form (down the page, the WhatsApp bar takes
    // its place as soon as no button to the chat is on screen).
    await v.page.evaluate(() => window.scrollTo(0, 0));
    await v.page.locator('header a[href="/#lead-form"]').click();
    await v.page.getByRole('button', { name: SUBMIT }).waitFor();
    await submitLead(v.page);
    expect(await chatText(v, 1)).not.toContain('Campanha');
    expect(Object.keys((await leadEvents(v.page))[1])).toEqual([
      'event',
      'lead_source',
      'handover',
      'page_path',
      'page_title',
    ]);
    await v.context.close();
  });
});

describe('a crafted campaign link', () => {
  it('changes nothing but one capped line: same chat, one text parameter', async () => {
    const crafted = `verao%0ALinha%20falsa%0D%0A${'x'.repeat(5000)}%26text%3Doutro`;
    const v = await visit(`${CONTENT}?utm_source=instagram&utm_campaign=${crafted}&text=mais`);
    const before = await prerenderedText(v.page, 'a[data-cta="content"]');
    await v.page.locator(CLOSING_CTA).click();
    const lines = (await chatText(v, 0)).split('\n');
    expect(lines.slice(0, -1).join('\n')).toBe(before);
    const line = lines.at(-1)!;
    expect(line).toMatch(/^Campanha: instagram \/ verao Linha falsa x+…$/);
    expect(Array.from(line).length).toBeLessThanOrEqual(160);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });
});

it('without JavaScript the links are the prerendered ones', async () => {
  const context = await newContext(site.browser, site.url, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}${CONTENT}${AD}`);
  const href = (await page.locator(CLOSING_CTA).getAttribute('href'))!;
  expect(href.startsWith(`https://wa.me/${NUMBER}?text=`)).toBe(true);
  expect(new URL(href).searchParams.get('text')).not.toContain('Campanha');
  await context.close();
});
