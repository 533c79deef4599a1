// The spec's hand-over on every device: a WhatsApp button or a valid lead form opens the chat in a new tab (the form
// with its success toast). On a desktop (1280 px, no touch) the chat dialog comes beside it, opened only by its own
// control, "Abrir no celular" (the success toast's action, the small button next to a WhatsApp button): the QR code of
// the exact link a phone would open, WhatsApp Web, the computer's app, the message to copy; one lead event naming the
// way out taken; keyboard and focus as a modal dialog should; nothing of its code before it opens. On a phone
// (390 px, touch) no such control shows. Chats are recorded where the browser asks wa.me for them; the QR code is read
// from the screen by a decoder of its own (jsQR), not by the library that drew it.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCANNED_AFTER_MS } from '../renderer/browser/chat-dialog';
import { CHAT_DIALOG_MEDIA } from '../renderer/browser/chat-handover';
import manifest from '../site.manifest';
import { axeViolations, hydrated, newContext, scrollToFloatingButton, stopClock, watchedPage } from './browser';
import { recordChats } from './chats';
import { qrCodeText as qrText } from './qr-code';
import { useSite } from './serve';

const site = useSite();
const NUMBER = manifest.company.whatsapp;
const CONTENT = '/aneis-de-prata-bali-artesanais';
const AD = '?utm_source=instagram&utm_medium=cpc&utm_campaign=colecao-verao';
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const CLOSING_CTA = 'main a[data-cta="content"] >> nth=-1';
/** The "Abrir no celular" control beside the page's closing call to action. */
const CLOSING_ON_PHONE = 'main button[data-chat-dialog] >> nth=-1';
const ON_PHONE = 'Abrir no celular';
const DIALOG = 'dialog.chat-dialog';
/** The chat dialog's code: requested only when a desktop opens it. */
const DIALOG_CHUNK = /\/assets\/chat-dialog-[^/]+\.(js|css)$/;
const LEAD = { name: 'Lia Souza', location: 'Vitória/ES', whatsapp: '27 99999-0000' };

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  chats: URL[];
  /** Every file of the dialog's code the page asked for. */
  dialogCode: string[];
}

async function visit(path: string, options: Parameters<typeof newContext>[2], clock = false): Promise<Visit> {
  const context = await newContext(site.browser, site.url, options);
  // Time under the test's control (it flows until the test moves it on).
  if (clock) await context.clock.install();
  const chats = await recordChats(context);
  const { page, errors } = await watchedPage(context);
  const dialogCode: string[] = [];
  page.on('request', (request) => {
    if (DIALOG_CHUNK.test(request.url())) dialogCode.push(request.url());
  });
  await page.goto(site.url + path);
  await hydrated(page);
  return { page, context, errors, chats, dialogCode };
}

const leadEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => e.event === 'generate_lead',
    ),
  );

/** The QR code on screen, as a phone's camera reads it. */
const qrCodeText = (page: Page) => qrText(page.locator(`${DIALOG} img`));

/** The chat a phone opens from the same page and link (390 px, touch), as the URL it asks wa.me for. */
async function phoneChat(path: string, act: (page: Page) => Promise<void>): Promise<string> {
  const phone = await visit(path, PHONE);
  await act(phone.page);
  await expect.poll(() => phone.chats.length).toBe(1);
  expect(await phone.page.locator(DIALOG).count()).toBe(0);
  expect(phone.dialogCode).toEqual([]);
  await phone.context.close();
  return phone.chats[0].href;
}

const openedAt = async (page: Page) => {
  await page.locator(DIALOG).waitFor();
  // The QR code is drawn before the dialog shows: once its image has decoded it is on screen.
  await page.locator(`${DIALOG} img`).evaluate((img) => (img as HTMLImageElement).decode());
};

async function fillLead(page: Page) {
  await page.getByLabel('Nome').fill(LEAD.name);
  await page.getByLabel('Cidade/Estado').fill(LEAD.location);
  await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).fill(LEAD.whatsapp);
}

describe('a hand-over on a desktop (1280 px, no touch)', () => {
  it('is what the media query says a desktop is, and a phone is not', async () => {
    for (const [options, desktop] of [
      [DESKTOP, true],
      [PHONE, false],
      [{ viewport: { width: 900, height: 800 } }, false],
    ] as const) {
      const context = await newContext(site.browser, site.url, options);
      const page = await context.newPage();
      await page.goto(site.url + '/404');
      expect(await page.evaluate((query) => matchMedia(query).matches, CHAT_DIALOG_MEDIA)).toBe(desktop);
      await context.close();
    }
  });

  it("opens a content page's WhatsApp button in one new tab, as on a phone, and no dialog", async () => {
    const v = await visit(CONTENT + AD, DESKTOP);
    await v.page.locator(CLOSING_CTA).click();
    await expect.poll(() => v.chats.length).toBe(1);
    expect(v.chats[0].origin + v.chats[0].pathname).toBe(`https://wa.me/${NUMBER}`);
    expect(v.chats[0].searchParams.get('text')).toMatch(/\nCampanha: instagram \/ cpc \/ colecao-verao$/);
    expect(await v.page.locator(DIALOG).count()).toBe(0);
    expect(v.dialogCode).toEqual([]);
    expect((await leadEvents(v.page)).map((e) => [e.lead_source, e.handover])).toEqual([['content_button', 'tab']]);
    // The dialog's own control stands beside the button, and says what it is for.
    const control = v.page.locator(CLOSING_ON_PHONE);
    expect(await control.isVisible()).toBe(true);
    expect((await control.textContent())?.trim()).toBe(ON_PHONE);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it("opens the dialog from its own control: its QR code is the phone's exact link, campaign included; Escape closes it and the focus returns", async () => {
    const v = await visit(CONTENT + AD, DESKTOP, true);
    const { page } = v;
    expect(v.dialogCode).toEqual([]);
    // The page's clock stands still: however long this test takes on a loaded machine, the code is never on screen
    // long enough to count as scanned.
    await stopClock(page);
    // By keyboard: Enter on the control beside the page's closing call to action.
    await page.locator(CLOSING_ON_PHONE).focus();
    await page.keyboard.press('Enter');
    await openedAt(page);
    expect(v.dialogCode.length).toBeGreaterThan(0);
    const dialog = page.locator(DIALOG);
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Sua mensagem está pronta' }).count()).toBe(1);

    const phoneLink = await phoneChat(CONTENT + AD, (phone) => phone.locator(CLOSING_CTA).click());
    expect(new URL(phoneLink).searchParams.get('text')).toMatch(/\nCampanha: instagram \/ cpc \/ colecao-verao$/);
    expect(await qrCodeText(page)).toBe(phoneLink);
    const text = new URL(phoneLink).searchParams.get('text')!;
    expect(await page.getByRole('link', { name: 'Abrir no WhatsApp Web' }).getAttribute('href')).toBe(
      `https://web.whatsapp.com/send?phone=${NUMBER}&text=${encodeURIComponent(text)}`,
    );
    expect(await page.getByRole('link', { name: 'Abrir o aplicativo' }).getAttribute('href')).toBe(
      `whatsapp://send?phone=${NUMBER}&text=${encodeURIComponent(text)}`,
    );

    // However far Tab goes, the focus stays in the dialog: past its last control it leaves the page for the browser's
    // own (the address bar, where the platform puts it), then comes back to its first; nothing behind it is reached.
    const visited: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      visited.push(
        await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return 'the browser';
          return el.closest('dialog') ? el.textContent || el.getAttribute('aria-label') || '' : 'the page';
        }),
      );
    }
    expect(visited).not.toContain('the page');
    expect(visited.filter((name) => name === 'Abrir no WhatsApp Web').length).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator(CLOSING_ON_PHONE).evaluate((a) => a === document.activeElement)).toBe(true);
    // No tab opened, and a dialog closed at once is no lead.
    expect(v.chats).toEqual([]);
    expect(await leadEvents(page)).toEqual([]);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('fires one lead event, named by the first way out taken: WhatsApp Web, the app, the copied message, the QR code', async () => {
    const v = await visit(CONTENT + AD, DESKTOP, true);
    const { page, context } = v;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const open = async () => {
      await page.locator(CLOSING_ON_PHONE).click();
      await openedAt(page);
    };
    const handovers = async () => (await leadEvents(page)).map((e) => e.handover);

    await open();
    await page.getByRole('link', { name: 'Abrir no WhatsApp Web' }).click();
    await page.getByRole('button', { name: 'Copiar mensagem' }).click();
    await page.getByRole('button', { name: 'Fechar' }).click();
    expect(await handovers()).toEqual(['web']);

    await open();
    // The app's link, followed without leaving the test's browser for an app it does not have.
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    await page.getByRole('link', { name: 'Abrir o aplicativo' }).click();
    await page.keyboard.press('Escape');
    expect(await handovers()).toEqual(['web', 'app']);

    await open();
    await page.getByRole('button', { name: 'Copiar mensagem' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Mensagem copiada' }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL((await qrCodeText(page))!).searchParams.get('text'));
    await page.keyboard.press('Escape');
    expect(await handovers()).toEqual(['web', 'app', 'copy']);

    // The code on screen long enough to be scanned, then the dialog closed: the QR code was the way out.
    await open();
    await page.clock.runFor(SCANNED_AFTER_MS);
    await page.keyboard.press('Escape');
    await expect.poll(handovers).toEqual(['web', 'app', 'copy', 'qr']);
    const events = await leadEvents(page);
    expect(events.at(-1)).toEqual({
      event: 'generate_lead',
      lead_source: 'content_button',
      handover: 'qr',
      page_path: CONTENT,
      page_title: await page.title(),
      campaign_source: 'instagram',
      campaign_medium: 'cpc',
      campaign_name: 'colecao-verao',
    });
    expect(v.chats).toEqual([]);
    expect(v.errors).toEqual([]);
    await context.close();
  });

  it("opens the lead form's chat in one new tab with the success toast, clears the form, and the toast's action opens the dialog for the same chat", async () => {
    const v = await visit('/' + AD, DESKTOP);
    const { page } = v;
    await fillLead(page);
    const submit = page.getByRole('button', { name: manifest.layout.handover.catalogue });
    await submit.click();
    await expect.poll(() => v.chats.length).toBe(1);
    const text = v.chats[0].searchParams.get('text')!;
    expect(text).toContain(`Nome: ${LEAD.name}\nCidade/Estado: ${LEAD.location}\nWhatsApp: ${LEAD.whatsapp}`);
    expect(text).toMatch(/\nCampanha: instagram \/ cpc \/ colecao-verao$/);
    const toast = page.locator('[data-testid="toast"]');
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.textContent()).toContain('Redirecionando para o WhatsApp!');
    expect(await toast.textContent()).toContain('Abra o WhatsApp para enviar sua solicitação.');
    await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe('');
    expect(await page.locator(DIALOG).count()).toBe(0);
    expect(v.dialogCode).toEqual([]);

    await toast.getByRole('button', { name: ON_PHONE }).click();
    await openedAt(page);
    expect(await qrCodeText(page)).toBe(v.chats[0].href);
    // The lead was counted once, when the tab opened; the dialog only carries it to the phone.
    await page.keyboard.press('Escape');
    expect((await leadEvents(page)).map((e) => [e.lead_source, e.handover])).toEqual([['form', 'tab']]);
    expect(v.chats).toHaveLength(1);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it("opens every other hand-over in a new tab too: the floating button, the FAQ's, the not-found page's, the footer's number", async () => {
    const cases: [string, string][] = [
      [CONTENT, 'a[data-cta="floating"]'],
      ['/', '#perguntas-frequentes a[data-cta="content"]'],
      ['/pagina-que-nao-existe', 'main a[data-cta="content"]'],
      ['/', 'footer a[data-cta="footer"]'],
    ];
    for (const [path, selector] of cases) {
      const v = await visit(path, DESKTOP);
      const link = v.page.locator(selector);
      // The floating button shows only past the first screen, where no text lies under it.
      if (selector.includes('floating')) await scrollToFloatingButton(v.page);
      else await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect.poll(() => v.chats.length, { message: selector }).toBe(1);
      expect(v.chats[0].href, selector).toBe(await link.getAttribute('href'));
      expect(await v.page.locator(DIALOG).count(), selector).toBe(0);
      await v.context.close();
    }
  });

  it('opens from its control before the app has started, from the page as the server wrote it', async () => {
    const context = await newContext(site.browser, site.url, DESKTOP);
    await context.route(/\/assets\/hydrate-[^/]+\.js$/, () => new Promise(() => {}));
    const chats = await recordChats(context);
    const { page, errors } = await watchedPage(context);
    await page.goto(site.url + CONTENT, { waitUntil: 'domcontentloaded' });
    await page.locator(CLOSING_ON_PHONE).click();
    await openedAt(page);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(await qrCodeText(page)).toBe(await page.locator(CLOSING_CTA).getAttribute('href'));
    expect(chats).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves nothing on the page, and passes axe with the dialog open', async () => {
    const v = await visit(CONTENT, DESKTOP);
    const { page } = v;
    await page.evaluate(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift' });
    });
    await page.locator(CLOSING_ON_PHONE).click();
    await openedAt(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
    await v.context.close();
  });
});

describe('a hand-over on a phone (390 px, touch)', () => {
  it('opens the chat in a new tab at once: no dialog, no control for one, none of its code', async () => {
    const v = await visit(CONTENT + AD, PHONE);
    expect(await v.page.locator(CLOSING_ON_PHONE).isVisible()).toBe(false);
    await v.page.locator(CLOSING_CTA).click();
    await expect.poll(() => v.chats.length).toBe(1);
    expect(v.chats[0].origin + v.chats[0].pathname).toBe(`https://wa.me/${NUMBER}`);
    expect(await v.page.locator(DIALOG).count()).toBe(0);
    expect(v.dialogCode).toEqual([]);
    expect((await leadEvents(v.page)).map((e) => [e.lead_source, e.handover])).toEqual([['content_button', 'tab']]);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it("opens the lead form's chat in one new tab with the success toast, and clears the form", async () => {
    const v = await visit('/', PHONE);
    const { page } = v;
    await fillLead(page);
    await page.getByRole('button', { name: manifest.layout.handover.catalogue }).click();
    await expect.poll(() => v.chats.length).toBe(1);
    expect(v.chats[0].searchParams.get('text')).toContain(
      `Nome: ${LEAD.name}\nCidade/Estado: ${LEAD.location}\nWhatsApp: ${LEAD.whatsapp}`,
    );
    const toast = page.locator('[data-testid="toast"]');
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.textContent()).toContain('Redirecionando para o WhatsApp!');
    // The phone is where the chat opens: no control to carry it there.
    expect(await toast.getByRole('button', { name: ON_PHONE }).count()).toBe(0);
    await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe('');
    expect(v.chats).toHaveLength(1);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });
});
