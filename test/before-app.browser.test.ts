// The landing page before its app runs, when the app's code never arrives, and without JavaScript: a lead is never
// lost and never goes into the page's address, and what the visitor can touch either works or does not look ready.
// The app's code is held back by route interception (as a slow phone receives it) or answered with a 404; chats
// are recorded where the browser asks wa.me for them.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD, MISSING_TEXT } from '../pages/home/lead-form';
import { campaignFromQuery, withCampaign } from '../renderer/shared/campaign';
import { leadMessage } from '../renderer/shared/whatsapp';
import manifest from '../site.manifest';
import { controlTime, hydrated, newContext, playFor, stopClock, swipeRight, watchedPage } from './browser';
import { chatText, recordChats } from './chats';
import { useSite } from './serve';

const site = useSite();
const NUMBER = manifest.company.whatsapp;
/** The app's code (not its stylesheet, which the page links from the start). */
const APP_CHUNK = /\/assets\/hydrate-[^/]+\.js$/;
/** The lead form's code before the app (pages/home/lead-form-starter.ts). */
const FORM_CODE = /\/assets\/lead-form-starter-[^/]+\.js$/;
/** Where the landing page's hero photo comes from. */
const PHOTO_HOST = /^https:\/\/images\.unsplash\.com\//;
const AD = '?utm_source=instagram&utm_medium=cpc&utm_campaign=colecao-verao';
const SUBMIT = manifest.layout.handover.catalogue;
const CARRY = 'Levar para o pedido';
const LEAD = {
  name: 'Ana Teste',
  location: 'Recife/PE',
  whatsapp: '81999990000',
  monthlyPurchase: 'R$ 5.000',
  preferences: ['Prata com Pedras'],
  comments: 'Loja nova & site #1?\nQuero anéis 100% prata 🙂',
};
const TYPED = [LEAD.name, LEAD.location, LEAD.whatsapp, 'Loja nova'];

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Every chat the browser opened, as the URL it asked wa.me for. */
  chats: URL[];
  /** Every address the page itself was at, in the same document or by a new load. */
  addresses: Set<string>;
  /** Lets the held-back app code through. */
  release: () => void;
  /** JavaScript runs on the page. */
  scripted: boolean;
}

/** Records each whatsapp:lead event, as a site owner's listener would see it, and each breach of the policy. */
function watchPage() {
  const w = window as unknown as { __signals: { cancelable: boolean }[]; __csp: string[] };
  w.__signals = [];
  w.__csp = [];
  window.addEventListener('whatsapp:lead', (e) => w.__signals.push({ cancelable: e.cancelable }));
  document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective}: ${e.blockedURI}`));
}

/** The landing page (from an ad), its app's code `held` back, `missing` (404) or `served`. */
async function visit(
  app: 'held' | 'missing' | 'served',
  options: Parameters<typeof newContext>[2] = {},
  before?: (context: BrowserContext) => Promise<unknown>,
): Promise<Visit> {
  const context = await newContext(site.browser, site.url, options);
  const chats = await recordChats(context);
  let release = () => {};
  if (app === 'held') {
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(APP_CHUNK, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
  }
  if (app === 'missing') await context.route(APP_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await context.addInitScript(watchPage);
  await before?.(context);
  const { page, errors } = await watchedPage(context);
  const addresses = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.add(frame.url());
  });
  // The page's own script has run by then (module scripts run before DOMContentLoaded); the app has not.
  await page.goto(site.url + '/' + AD, { waitUntil: 'domcontentloaded' });
  const scripted = options.javaScriptEnabled !== false;
  if (scripted) await markDocument(page);
  return { page, context, errors, chats, addresses, release, scripted };
}

/**
 * The landing page as the visitor sees it: its sections laid out in its first frames (each one's layout waits for a
 * short animation, started with the first frame, which may come after this test's script runs: Home.module.css).
 */
const laidOut = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );

const nameField = (page: Page) => page.getByLabel('Nome');
const whatsappField = (page: Page) => page.getByRole('textbox', { name: 'WhatsApp', exact: true });
/** The lines under the form's fields that say a required one is missing, as shown. */
const missingLines = (page: Page) => page.locator('#lead-form [data-missing-for]:visible').allInnerTexts();
/** The text a field names as its description. */
const describedBy = (field: Locator) =>
  field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null);
const isHydrated = async (page: Page) => (await page.locator('html[data-hydrated]').count()) > 0;

async function fillLead(page: Page, fields: (keyof typeof LEAD)[] = Object.keys(LEAD) as (keyof typeof LEAD)[]) {
  if (fields.includes('name')) await nameField(page).fill(LEAD.name);
  if (fields.includes('location')) await page.getByLabel('Cidade/Estado').fill(LEAD.location);
  if (fields.includes('whatsapp')) await whatsappField(page).fill(LEAD.whatsapp);
  if (fields.includes('monthlyPurchase'))
    await page.getByLabel('Compra mensal média').selectOption(LEAD.monthlyPurchase);
  if (fields.includes('preferences')) await page.getByLabel(LEAD.preferences[0], { exact: true }).check();
  if (fields.includes('comments')) await page.getByLabel('Comentários').fill(LEAD.comments);
}

/** What the form shows, field by field. */
async function shown(page: Page) {
  return {
    name: await nameField(page).inputValue(),
    location: await page.getByLabel('Cidade/Estado').inputValue(),
    whatsapp: await whatsappField(page).inputValue(),
    monthlyPurchase: await page.getByLabel('Compra mensal média').inputValue(),
    preferences: await page
      .locator('#lead-form input[type="checkbox"]:checked')
      .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value)),
    comments: await page.getByLabel('Comentários').inputValue(),
  };
}

/** The whole message the app writes for LEAD on this page, with the ad's campaign line. */
async function fullMessage(page: Page) {
  const origin = { title: await page.title(), url: `${manifest.company.siteUrl}/` };
  return withCampaign(leadMessage(LEAD, manifest.home.leadForm.greeting, origin), campaignFromQuery(AD));
}

/** Closes the chats' tabs: the page the visitor comes back to is in front again, as on a phone. */
async function closeChats(v: Visit) {
  for (const tab of v.context.pages()) if (tab !== v.page) await tab.close();
}

const leadEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => e.event === 'generate_lead',
    ),
  );
const leadSignals = (page: Page) =>
  page.evaluate(() => (window as unknown as { __signals: { cancelable: boolean }[] }).__signals);

/** Exactly the lead events a hand-over from the form pushes: the campaign, nothing typed. */
async function expectLeadTracked(page: Page, count = 1) {
  const event = {
    event: 'generate_lead',
    lead_source: 'form',
    handover: 'tab',
    page_path: '/',
    page_title: await page.title(),
    campaign_source: 'instagram',
    campaign_medium: 'cpc',
    campaign_name: 'colecao-verao',
  };
  expect(await leadEvents(page)).toEqual(Array(count).fill(event));
  expect(await leadSignals(page)).toEqual(Array(count).fill({ cancelable: true }));
}

/** Marks the document: the mark survives anything but a new load of the page (a reload, a native submit). */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));

/** The page never left its address or its document (so no address it was at holds anything typed). */
async function expectStayed(v: Visit) {
  expect([...v.addresses]).toEqual([`${site.url}/${AD}`]);
  expect(v.page.url()).toBe(`${site.url}/${AD}`);
  // Without JavaScript the page cannot be marked: its single address says it never went anywhere.
  if (!v.scripted) return;
  expect(await v.page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  // Nor did anything shown before the app break the security policy.
  expect(await v.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
}

/**
 * The visitor submits: the n-th chat opened holds the whole message, the lead is tracked once more (each hand-over
 * pushes its event within the submit itself, so a second one would be there already), and the page stayed.
 */
async function expectHandedOver(v: Visit, nth = 0) {
  await v.page.getByRole('button', { name: SUBMIT }).click();
  await expectChatOpened(v, nth);
}

/** The rest of expectHandedOver, once the button is pressed. */
async function expectChatOpened(v: Visit, nth = 0) {
  expect(await chatText(v.chats, nth)).toBe(await fullMessage(v.page));
  await closeChats(v);
  await expectLeadTracked(v.page, nth + 1);
  await expectStayed(v);
}

const toast = (page: Page) => page.getByTestId('toast');

describe('the lead form before the app runs', () => {
  it('hands a submit over to WhatsApp with the whole message, then lets the app take over the form', async () => {
    const v = await visit('held');
    const { page } = v;
    await fillLead(page);
    const button = page.getByRole('button', { name: SUBMIT });
    await button.click();
    // The button rests a moment (SUBMITTING_MS), as the app's does: a second tap sends nothing and says nothing.
    // Checked at once, before the chat is looked at: a loaded machine may take longer than the rest for that.
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement).type)).toBe('submit');
    await page.keyboard.press('Enter');
    await expectChatOpened(v);
    await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull();
    await expectLeadTracked(page);
    await expect.poll(() => toast(page).textContent()).toContain('Redirecionando para o WhatsApp!');
    // The same viewport as the app's, drawn from the same store.
    expect(await page.getByRole('region', { name: 'Notificações' }).locator('[data-testid="toast"]').count()).toBe(1);
    expect(await toast(page).getAttribute('data-variant')).toBe('default');
    expect(await toast(page).textContent()).toContain('Abra o WhatsApp para enviar sua solicitação.');
    // It closes with Escape, as the app's does.
    await page.keyboard.press('Escape');
    await expect.poll(() => toast(page).count()).toBe(0);
    // On success the fields are cleared, as the app clears them, and the draft with them.
    expect(await shown(page)).toEqual(EMPTY_LEAD);
    expect(await page.evaluate(() => sessionStorage.getItem('lead-form-draft'))).toBeNull();
    // All of that before the app ran.
    expect(await isHydrated(page)).toBe(false);

    // Once it runs, the app answers the form, and the page's starter no longer does: one chat and one event more.
    v.release();
    await hydrated(page);
    await fillLead(page);
    await expectHandedOver(v, 1);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('says what is missing, on the field the visitor must fill, and keeps what was typed', async () => {
    const v = await visit('held');
    const { page } = v;
    await fillLead(page, ['location', 'comments']);
    await nameField(page).fill('   ');
    await page.getByRole('button', { name: SUBMIT }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Campos obrigatórios');
    expect(await toast(page).textContent()).toContain('Por favor, preencha nome, cidade/estado e WhatsApp.');
    expect(await toast(page).getAttribute('data-variant')).toBe('destructive');
    expect(await nameField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await whatsappField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Cidade/Estado').getAttribute('aria-invalid')).toBeNull();
    // Each field left empty says so in a line under it, which is its description.
    expect(await missingLines(page)).toEqual([MISSING_TEXT.name, MISSING_TEXT.whatsapp]);
    expect(await describedBy(nameField(page))).toBe(MISSING_TEXT.name);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('name');
    expect((await shown(page)).comments).toBe(LEAD.comments);
    expect(v.chats).toEqual([]);
    expect(await leadEvents(page)).toEqual([]);
    // Typing in a marked field clears its mark; the app, once it runs, keeps the marks still due.
    await nameField(page).fill(LEAD.name);
    expect(await nameField(page).getAttribute('aria-invalid')).toBeNull();
    expect(await missingLines(page)).toEqual([MISSING_TEXT.whatsapp]);
    v.release();
    await hydrated(page);
    expect(await whatsappField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await missingLines(page)).toEqual([MISSING_TEXT.whatsapp]);
    expect(await describedBy(whatsappField(page))).toBe(MISSING_TEXT.whatsapp);
    // The toast still on screen stays as the app starts: one toast, the same words.
    expect(await toast(page).count()).toBe(1);
    expect(await toast(page).textContent()).toContain('Campos obrigatórios');
    await whatsappField(page).fill(LEAD.whatsapp);
    expect(await whatsappField(page).getAttribute('aria-invalid')).toBeNull();
    await expectStayed(v);
    await v.context.close();
  });

  it('when the browser blocks the new tab, offers the chat link at once, focused, and keeps what was typed', async () => {
    const v = await visit('held', {}, (context) =>
      context.addInitScript(() => {
        window.open = () => null;
      }),
    );
    const { page } = v;
    await fillLead(page);
    const button = page.getByRole('button', { name: SUBMIT });
    await button.press('Enter');
    await expect.poll(() => toast(page).textContent()).toContain('O navegador bloqueou a nova aba');
    const link = toast(page).getByRole('link', { name: 'Abrir o WhatsApp' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Abrir o WhatsApp');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await shown(page)).toEqual(LEAD);
    expect(await leadEvents(page)).toEqual([]);

    // The link opens the chat with the whole message and counts as the lead.
    const [tab] = await Promise.all([v.context.waitForEvent('page'), page.keyboard.press('Enter')]);
    expect(await chatText(v.chats, 0)).toBe(await fullMessage(page));
    await tab.close();
    await expectLeadTracked(page);
    // Escape closes it and gives the focus back to the button the visitor pressed.
    await page.keyboard.press('Escape');
    await expect.poll(() => toast(page).count()).toBe(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement).type)).toBe('submit');
    expect(await isHydrated(page)).toBe(false);
    await expectStayed(v);
    await v.context.close();
  });

  it('keeps what was typed before the app started, and the kept draft, and hands them over once it runs', async () => {
    // A draft from earlier in the visit, and a watch on the typed name on every frame: it must never blank out.
    const draft = { ...LEAD, name: '', location: '', whatsapp: '', monthlyPurchase: '' };
    const v = await visit('held', {}, async (context) => {
      await context.addInitScript((kept) => {
        sessionStorage.setItem('lead-form-draft', kept);
        const w = window as unknown as { __wiped: boolean };
        w.__wiped = false;
        let typed = false;
        const watch = () => {
          const value = document.querySelector<HTMLInputElement>('[data-field="name"]')?.value ?? '';
          if (value) typed = true;
          else if (typed) w.__wiped = true;
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }, JSON.stringify(draft));
    });
    const { page } = v;
    // The draft is on the page before the app runs.
    await expect.poll(() => shown(page)).toEqual(draft);
    await fillLead(page, ['name', 'location', 'whatsapp', 'monthlyPurchase']);
    v.release();
    await hydrated(page);
    // Taken over as they are: nothing wiped at start-up, not even for a frame, and nothing changed.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { __wiped: boolean }).__wiped)).toBe(false);
    expect(await shown(page)).toEqual(LEAD);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('lead-form-draft')))!)).toEqual(LEAD);

    await expectHandedOver(v);
    await expect.poll(() => toast(page).textContent()).toContain('Redirecionando para o WhatsApp!');
    expect(await toast(page).count()).toBe(1);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('takes over what was typed before it started where the browser refuses storage (no draft to fall back on)', async () => {
    const v = await visit('held', {}, (context) =>
      context.addInitScript(() =>
        Object.defineProperty(window, 'sessionStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        }),
      ),
    );
    const { page } = v;
    await fillLead(page);
    v.release();
    await hydrated(page);
    expect(await shown(page)).toEqual(LEAD);
    await expectHandedOver(v);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it("hands the lead over when the app's code answers 404", async () => {
    const v = await visit('missing');
    const { page } = v;
    // The app's code was asked for, and answered 404.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/hydrate-[^/]+\.js$/.test(e.name))),
      )
      .toBe(true);
    await fillLead(page);
    await expectHandedOver(v);
    await expect.poll(() => toast(page).textContent()).toContain('Redirecionando para o WhatsApp!');
    // Nothing the visitor would call broken: no error, and the FAQ still opens.
    await page.locator('#perguntas-frequentes summary').first().click();
    expect(await page.locator('#perguntas-frequentes details').first().locator('p').isVisible()).toBe(true);
    expect(await isHydrated(page)).toBe(false);
    // The only failures are the app's code itself (its preload is dropped once the import has failed).
    expect(v.errors.filter((e) => !APP_CHUNK.test(e.split(' ')[2]))).toEqual([]);
    await v.context.close();
  });
});

describe('the lead form without JavaScript', () => {
  it('says what to do, opens the chat from the form and never puts what was typed in an address', async () => {
    const v = await visit('served', { javaScriptEnabled: false });
    const { page } = v;
    // As the visitor sees it: without scripts the document is parsed before its style sheets are in, and nothing is
    // painted until they are.
    await page.waitForLoadState('load');
    const note = page.locator('#lead-form noscript p');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain(manifest.home.leadForm.noScriptText);
    // The direct link beside the form, there with or without JavaScript.
    const plainLink = page.locator('#lead-form').getByRole('link', { name: manifest.layout.handover.catalogue });
    expect(await plainLink.isVisible()).toBe(true);
    const catalogueRequest = new URL((await plainLink.getAttribute('href'))!).searchParams.get('text');
    // The simulator never runs without JavaScript: it does not show, and the text above it states the figures.
    expect(await page.getByLabel('Valor do pedido (R$)').isVisible()).toBe(false);

    await fillLead(page);
    const [tab] = await Promise.all([
      v.context.waitForEvent('page'),
      page.getByRole('button', { name: SUBMIT }).click(),
    ]);
    // The chat opens in a new tab with the page's catalogue request, the same as the plain link's.
    // (A native submit sends its line breaks as CR LF, which the chat shows as line breaks.)
    expect((await chatText(v.chats, 0)).replaceAll('\r\n', '\n')).toBe(catalogueRequest);
    for (const value of TYPED) expect(decodeURIComponent(tab.url())).not.toContain(value);
    await tab.close();
    expect(await shown(page)).toEqual(LEAD);
    await expectStayed(v);
    await v.context.close();
  });
});

describe('the prerendered form', () => {
  /** Where a native submit of the form would go, and what it would send. */
  const nativeSubmit = (page: Page) =>
    page.locator('#lead-form form').evaluate((form: HTMLFormElement) => ({
      action: form.action,
      method: form.method,
      target: form.target,
      sent: [...form.elements].flatMap((el) => ((el as HTMLInputElement).name ? [(el as HTMLInputElement).name] : [])),
    }));
  const expected = { action: `https://wa.me/${NUMBER}`, method: 'get', target: '_blank', sent: ['text'] };

  it("cannot submit to the page's own URL, without JavaScript, before the app runs or after", async () => {
    const off = await visit('served', { javaScriptEnabled: false });
    expect(await nativeSubmit(off.page)).toEqual(expected);
    await off.context.close();

    const v = await visit('held');
    expect(await nativeSubmit(v.page)).toEqual(expected);
    v.release();
    await hydrated(v.page);
    expect(await nativeSubmit(v.page)).toEqual(expected);
    await v.context.close();
  });
});

describe('the scripts before the app', () => {
  it('are one, named by the page itself, until the first screen is shown: then the app and the form come', async () => {
    for (const path of ['/', '/joias-com-pedra-rubi']) {
      const html = await (await fetch(site.url + path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const named = [...head.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map(
        (m) => m[1],
      );
      const context = await newContext(site.browser, site.url);
      const released = new Promise<void>(() => undefined);
      await context.route(APP_CHUNK, async () => released);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // The app's own files, and the landing page's form code, are asked for once the first screen is shown; up to
      // then, only the page's starter, which leaves the bandwidth to the hero photo.
      const appAskedFor = page.waitForRequest(APP_CHUNK);
      await page.goto(site.url + path);
      await appAskedFor;
      const beforeApp = scripts.slice(
        0,
        scripts.findIndex((script) => APP_CHUNK.test(script) || FORM_CODE.test(script)),
      );
      expect(new Set(beforeApp), path).toEqual(new Set(named));
      expect(named, path).toHaveLength(1);
      if (path === '/') await expect.poll(() => scripts.some((script) => FORM_CODE.test(script))).toBe(true);
      await context.close();
    }
  });

  it('asks for the form code as soon as the visitor touches the form, and holds a submit made before it runs', async () => {
    let releaseForm = () => {};
    const formReleased = new Promise<void>((resolve) => (releaseForm = resolve));
    const formAskedFor: string[] = [];
    const v = await visit('held', {}, async (context) => {
      // The hero photo never arrives: the first screen is not complete for the starter's 3 s.
      await context.route(PHOTO_HOST, () => new Promise<void>(() => undefined));
      await context.route(FORM_CODE, async (route) => {
        formAskedFor.push(route.request().url());
        await formReleased;
        await route.continue().catch(() => undefined);
      });
    });
    const { page } = v;
    expect(formAskedFor).toEqual([]);
    await fillLead(page);
    await expect.poll(() => formAskedFor.length).toBe(1);
    const button = page.getByRole('button', { name: SUBMIT });
    await button.click();
    // Held, and the button says so; nothing opened, nothing tracked, nothing put in the address.
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(v.chats).toEqual([]);
    expect(await leadEvents(page)).toEqual([]);
    releaseForm();
    // Made again once the code has run: the whole message, tracked once, the page where it was, all before the app.
    expect(await chatText(v.chats, 0)).toBe(await fullMessage(page));
    await closeChats(v);
    await expectLeadTracked(page);
    await expectStayed(v);
    expect(v.chats).toHaveLength(1);
    expect(await isHydrated(page)).toBe(false);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });
});

describe('the rest of the landing page before the app runs', () => {
  it('sends every FAQ answer closed, opens and closes them natively, and does not move when the app starts', async () => {
    const html = await (await fetch(site.url + '/')).text();
    // The questions' disclosures share a name of their own (the header's menus share another); none comes open.
    const faq = html.slice(html.indexOf('id="perguntas-frequentes"'));
    const names = [...faq.matchAll(/<details[^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(names.slice(0, manifest.home.faq.items.length)).toEqual(
      Array(manifest.home.faq.items.length).fill(names[0]),
    );
    expect(names.slice(manifest.home.faq.items.length)).not.toContain(names[0]);
    expect(html).not.toMatch(/<details[^>]* open/);
    for (const { answer } of manifest.home.faq.items) expect(html).toContain(answer);

    const off = await visit('served', { javaScriptEnabled: false });
    const offAnswer = off.page.locator('#perguntas-frequentes details').nth(2).locator('p');
    expect(await offAnswer.isVisible()).toBe(false);
    await off.page.locator('#perguntas-frequentes summary').nth(2).click();
    expect(await offAnswer.isVisible()).toBe(true);
    await off.page.locator('#perguntas-frequentes summary').nth(2).click();
    expect(await offAnswer.isVisible()).toBe(false);
    await off.context.close();

    const v = await visit('held');
    const { page } = v;
    await laidOut(page);
    const answer = (i: number) => page.locator('#perguntas-frequentes details').nth(i).locator('p');
    const faqBox = () => page.locator('#perguntas-frequentes').evaluate((el) => el.getBoundingClientRect().height);
    const closed = await faqBox();
    await page.locator('#perguntas-frequentes summary').nth(0).click();
    expect(await answer(0).isVisible()).toBe(true);
    await page.locator('#perguntas-frequentes summary').nth(4).click();
    expect(await answer(0).isVisible()).toBe(false);
    expect(await answer(4).isVisible()).toBe(true);
    await page.locator('#perguntas-frequentes summary').nth(4).click();
    expect(await faqBox()).toBe(closed);
    v.release();
    await hydrated(page);
    expect(await faqBox()).toBe(closed);
    await v.context.close();
  });

  it('does not move when the app starts: every section stays where the visitor sees it', async () => {
    const v = await visit('held');
    const { page } = v;
    await page.evaluate(() => document.fonts.ready);
    await laidOut(page);
    const tops = () =>
      page.evaluate(() =>
        ['#lead-form', '#perguntas-frequentes', 'footer'].map((s) =>
          Math.round(document.querySelector(s)!.getBoundingClientRect().top + window.scrollY),
        ),
      );
    const before = await tops();
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const heightBefore = await height();
    v.release();
    await hydrated(page);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // The whole page keeps its height (a FAQ answer open in the prerendered page and closed at start-up would not),
    expect(Math.abs((await height()) - heightBefore)).toBeLessThanOrEqual(10);
    // and every section its place.
    expect(await tops()).toEqual(before);
    await v.context.close();
  });

  it("shows no control the app has yet to start as ready: the form's button is the only one, and it works", async () => {
    const v = await visit('held');
    const { page } = v;
    // A button looks ready when it is on screen, not dimmed and not in an inert part of the page.
    const readyButtons = () =>
      page.locator('#root button').evaluateAll((buttons) =>
        buttons
          .filter((b) => b.getBoundingClientRect().height > 0)
          .filter((b) => !b.closest('[inert]') && getComputedStyle(b).opacity === '1')
          .map((b) => b.textContent?.trim()),
      );
    expect(await readyButtons()).toEqual([SUBMIT]);
    // The simulator holds its place, dimmed, and cannot be reached until the app runs it.
    const amount = page.getByLabel('Valor do pedido (R$)');
    const usable = () =>
      amount.evaluate((input) => {
        input.focus();
        return document.activeElement === input && !input.closest('[inert]');
      });
    expect(await amount.isVisible()).toBe(true);
    expect(await usable()).toBe(false);
    v.release();
    await hydrated(page);
    expect(await usable()).toBe(true);
    // The simulator's own button, in place with its result from the start, is ready once the app runs it.
    expect(await readyButtons()).toEqual([CARRY, SUBMIT]);
    await amount.fill('1.200');
    await expect.poll(() => page.getByTestId('simulation').textContent()).toContain('80,5 g');
    await v.context.close();
  });
});

describe('toasts before the app has started', () => {
  const TOAST_MS = 5000;
  /** Longer than a toast's exit animation (0.2 s), by a few frames. */
  const EXIT_MS = 300;

  it('follow the spec: one at a time, 5 s, the time left kept across a pause, Escape, the close button, a swipe', async () => {
    const v = await visit('held', {}, controlTime);
    const { page } = v;
    const submit = page.getByRole('button', { name: SUBMIT });
    const shownToast = async () =>
      (await toast(page).count()) === 1 && (await toast(page).evaluate((el) => getComputedStyle(el).opacity)) === '1';
    const showOne = async () => {
      await submit.click();
      await expect.poll(shownToast).toBe(true);
    };

    // One at a time: a second submit shows the same toast again, not a second one.
    await showOne();
    await submit.click();
    await playFor(page, EXIT_MS);
    expect(await toast(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => toast(page).count()).toBe(0);

    await showOne();
    await toast(page).getByRole('button', { name: 'Fechar notificação' }).click();
    await expect.poll(() => toast(page).count()).toBe(0);

    await showOne();
    await swipeRight(page, toast(page));
    await expect.poll(() => toast(page).count()).toBe(0);
    await page.mouse.move(5, 5);

    // 5 s on screen, of which 2 s pass before the pointer rests on it: 3 s are left when it goes.
    await nameField(page).focus();
    await stopClock(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page).count()).toBe(1);
    // It enters (its time already counting), then the rest of the 2 s pass.
    await playFor(page, EXIT_MS);
    await page.clock.runFor(2000 - EXIT_MS);
    await toast(page).hover();
    await page.clock.runFor(20_000);
    expect(await shownToast()).toBe(true);
    await page.mouse.move(5, 5);
    await page.clock.runFor(TOAST_MS - 2000 - 1);
    expect(await shownToast()).toBe(true);
    await playFor(page, 1 + EXIT_MS);
    await expect.poll(() => toast(page).count()).toBe(0);

    expect(await isHydrated(page)).toBe(false);
    expect(v.chats).toEqual([]);
    await v.context.close();
  });
});
