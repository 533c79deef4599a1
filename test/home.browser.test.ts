// The landing page in a real browser: lead form states, toasts, scroll buttons, FAQ, simulator, tracking.
// A test that reads a toast or the busy button stops the page's clock first: toasts and the button change only as
// the test moves time on, never because the machine is slow.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  controlTime,
  hydrated,
  newContext,
  openHydrated,
  playFor,
  scrollToFloatingButton,
  stopClock,
  swipeRight,
  watchedPage,
} from './browser';
import { useSite } from './serve';
import { FIELD_MAX, MESSAGE_MAX } from '../pages/home/lead-form';
import manifest from '../site.manifest';

const site = useSite();
const NUMBER = manifest.company.whatsapp;
const nbsp = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');

/** The spec's 5 s toast, the 1 s announcement and the submit button's 800 ms busy state. */
const TOAST_MS = 5000;
const ANNOUNCEMENT_MS = 1000;
const BUSY_MS = 800;
/** The blocked-tab toast's 10 s, once the focus has left it. */
const BLOCKED_TOAST_MS = 10_000;
/** Long enough for React to reveal the lazily loaded toast code (it does so on a timer). */
const REVEAL_MS = 1000;
/** Longer than a toast's exit animation (0.2 s), by a few frames. */
const EXIT_MS = 300;

interface Opened {
  url: string;
  target: string;
}

/** Replaces window.open: records the call and returns a window, or null to act as a popup blocker. */
const stubOpen = () => {
  const w = window as unknown as { __opened: Opened[]; __blockPopups: boolean };
  w.__opened = [];
  w.__blockPopups = false;
  window.open = ((url: string, target: string) => {
    w.__opened.push({ url: String(url), target });
    return w.__blockPopups ? null : ({ opener: window } as unknown as Window);
  }) as typeof window.open;
};

/** The landing page, hydrated; with `time: 'controlled'` on Playwright's clock (still flowing: see stopClock). */
async function home(options: Parameters<typeof newContext>[2] = {}, time?: 'controlled') {
  const context = await newContext(site.browser, site.url, options);
  await context.addInitScript(stubOpen);
  if (time) await controlTime(context);
  const watched = await watchedPage(context);
  await openHydrated(watched.page, site.url + '/');
  return { ...watched, context };
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened);
const leadEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => e.event === 'generate_lead',
    ),
  );
const toasts = (page: Page) => page.locator('[data-testid="toast"]');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);
const focusedType = (page: Page) => page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.type);
const submitButton = (page: Page) => page.getByRole('button', { name: manifest.layout.handover.catalogue });

/** One toast on screen, not leaving (a leaving toast fades out). */
const shownToast = async (page: Page) =>
  (await toasts(page).count()) === 1 && (await toasts(page).evaluate((el) => getComputedStyle(el).opacity)) === '1';

/**
 * The landing page on a stopped clock, with a toast that starts this instant. A first toast is shown and closed
 * beforehand: React reveals lazily loaded code (the toast viewport) on a timer, so the first toast of a page starts
 * whenever the test happens to move time. Keyboard only: a toast appearing under a resting pointer pauses itself.
 */
async function toastStartingNow(before?: (page: Page) => Promise<void>) {
  const landing = await home({}, 'controlled');
  const { page } = landing;
  await (before ?? showAndClose)(page);
  await stopClock(page);
  await page.getByLabel('Nome').press('Enter');
  await expect.poll(() => toasts(page).count()).toBe(1);
  return landing;
}

async function showAndClose(page: Page) {
  await page.getByLabel('Nome').press('Enter');
  await expect.poll(() => toasts(page).count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => toasts(page).count()).toBe(0);
}

/** The toast is still on screen 1 ms before `ms` have passed, and has left once its exit has played. */
async function expectToLeaveAfter(page: Page, ms: number) {
  await page.clock.runFor(ms - 1);
  expect(await shownToast(page)).toBe(true);
  await playFor(page, 1 + EXIT_MS);
  await expect.poll(() => toasts(page).count()).toBe(0);
}

/** The FAQ's questions, the answer of the i-th, and how many are open. */
const faq = (page: Page) => ({
  questions: page.locator('#perguntas-frequentes summary'),
  answer: (i: number) => page.locator('#perguntas-frequentes details').nth(i).locator('p'),
  openCount: () => page.locator('#perguntas-frequentes details[open]').count(),
});

async function fillRequired(page: Page, name: string, location: string, whatsapp: string) {
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Cidade/Estado').fill(location);
  await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).fill(whatsapp);
}

describe('lead form', () => {
  it('answers an empty submit with the destructive toast, marks the fields and opens nothing', async () => {
    const { page, errors, context } = await home({}, 'controlled');
    await stopClock(page);
    await submitButton(page).click();
    await page.clock.runFor(REVEAL_MS);
    await expect.poll(() => toasts(page).count()).toBe(1);
    expect(await toasts(page).getAttribute('data-variant')).toBe('destructive');
    expect(await toasts(page).textContent()).toContain('Campos obrigatórios');
    expect(await toasts(page).textContent()).toContain('Por favor, preencha nome, cidade/estado e WhatsApp.');
    for (const label of ['Nome', 'Cidade/Estado'])
      expect(await page.getByLabel(label).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('name');
    expect(await opened(page)).toEqual([]);
    expect(await leadEvents(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('treats blanks as empty and keeps what was typed', async () => {
    const { page, context } = await home({}, 'controlled');
    await stopClock(page);
    await fillRequired(page, '   ', 'Recife/PE', ' \t ');
    await page.getByLabel('Comentários').fill('Quero anéis');
    await submitButton(page).click();
    await page.clock.runFor(REVEAL_MS);
    await expect.poll(() => toasts(page).textContent()).toContain('Campos obrigatórios');
    expect(await page.getByLabel('Cidade/Estado').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByLabel('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Cidade/Estado').inputValue()).toBe('Recife/PE');
    expect(await page.getByLabel('Comentários').inputValue()).toBe('Quero anéis');
    expect(await opened(page)).toEqual([]);
    await context.close();
  });

  it('opens WhatsApp with every field in the message, stays busy for 800 ms, then clears the form', async () => {
    const { page, errors, context } = await home({}, 'controlled');
    const comments = 'Tenho loja & site #1?\nQuero 100% prata + pedras 🙂';
    await fillRequired(page, 'Ana Conceição', 'São Luís/MA', '(98) 98888-7777');
    await page.getByLabel('Compra mensal média').selectOption('R$ 5.000');
    await page.getByLabel('Prata Bali', { exact: true }).check();
    await page.getByLabel('Correntaria', { exact: true }).check();
    await page.getByLabel('Comentários').fill(comments);
    await stopClock(page);
    await submitButton(page).click();

    // Busy for 800 ms: a second tap in that time sends nothing.
    const button = page.locator('#lead-form button[type="submit"]');
    const busy = async () => (await button.isDisabled()) && (await button.textContent()) === 'Gerando link...';
    await expect.poll(busy).toBe(true);
    await button.click({ force: true });
    await page.clock.runFor(BUSY_MS - 1);
    expect(await busy()).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);

    const calls = await opened(page);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.target).toBe('_blank');
    const url = new URL(call.url);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${NUMBER}`);
    const lines = url.searchParams.get('text')!.split('\n');
    expect(lines[0]).toBe(manifest.home.leadForm.greeting);
    expect(lines).toContain('Nome: Ana Conceição');
    expect(lines).toContain('Cidade/Estado: São Luís/MA');
    expect(lines).toContain('WhatsApp: (98) 98888-7777');
    expect(lines).toContain('Compra mensal média: R$ 5.000');
    expect(lines).toContain('Preferências: Prata Bali, Correntaria');
    expect(url.searchParams.get('text')).toContain(`Comentários: ${comments}\n`);
    expect(lines.at(-1)).toBe(`${manifest.company.siteUrl}/`);

    await expect.poll(() => toasts(page).textContent()).toContain('Redirecionando para o WhatsApp!');
    expect(await toasts(page).textContent()).toContain('Abra o WhatsApp para enviar sua solicitação.');
    expect(await page.getByLabel('Nome').inputValue()).toBe('');
    expect(await page.getByLabel('Comentários').inputValue()).toBe('');
    expect(await page.getByLabel('Prata Bali', { exact: true }).isChecked()).toBe(false);

    expect(await leadEvents(page)).toEqual([
      { event: 'generate_lead', lead_source: 'form', handover: 'tab', page_path: '/', page_title: await page.title() },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when the new tab is blocked, says so, focuses the chat link and tracks its click', async () => {
    const { page, context } = await home();
    await page.evaluate(() => ((window as unknown as { __blockPopups: boolean }).__blockPopups = true));
    await fillRequired(page, 'Rui', 'Natal/RN', '84 99999-0000');
    await submitButton(page).press('Enter');
    await expect.poll(() => toasts(page).textContent()).toContain('O navegador bloqueou a nova aba');
    expect(await toasts(page).textContent()).toContain('toque em "Abrir o WhatsApp" para enviá-la');
    expect(await toasts(page).textContent()).not.toContain('Erro ao criar link');
    const action = toasts(page).getByRole('link', { name: 'Abrir o WhatsApp' });
    expect(await action.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${NUMBER}\\?text=.*Rui`));
    expect(await action.getAttribute('rel')).toContain('noopener');
    // The keyboard lands on the link at once, not 80-odd Tab presses away.
    await expect.poll(() => focusedText(page)).toBe('Abrir o WhatsApp');
    // Nothing typed is lost.
    expect(await page.getByLabel('Nome').inputValue()).toBe('Rui');
    expect(await page.getByLabel('Cidade/Estado').inputValue()).toBe('Natal/RN');
    expect(await leadEvents(page)).toEqual([]);

    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await popup.close();
    expect(await leadEvents(page)).toEqual([
      { event: 'generate_lead', lead_source: 'form', handover: 'tab', page_path: '/', page_title: await page.title() },
    ]);
    // Escape closes it and gives the focus back to the button the visitor pressed.
    await page.keyboard.press('Escape');
    await expect.poll(() => toasts(page).count()).toBe(0);
    await expect.poll(() => focusedType(page)).toBe('submit');
    await context.close();
  });

  it('keeps the blocked-tab toast while its link has the focus, its 10 s counted only while the focus is away', async () => {
    const { page, context } = await home({}, 'controlled');
    await page.evaluate(() => ((window as unknown as { __blockPopups: boolean }).__blockPopups = true));
    await fillRequired(page, 'Rui', 'Natal/RN', '84 99999-0000');
    await stopClock(page);
    await submitButton(page).press('Enter');
    await page.clock.runFor(REVEAL_MS);
    await expect.poll(() => focusedText(page)).toBe('Abrir o WhatsApp');
    await page.clock.runFor(30_000);
    expect(await shownToast(page)).toBe(true);
    expect(await focusedText(page)).toBe('Abrir o WhatsApp');
    await page.getByLabel('Comentários').focus();
    // Coming back to the link before the time is up keeps the toast again; leaving it, the time left runs on.
    await page.clock.runFor(BLOCKED_TOAST_MS / 2);
    await toasts(page).getByRole('link', { name: 'Abrir o WhatsApp' }).focus();
    await page.clock.runFor(30_000);
    expect(await shownToast(page)).toBe(true);
    await page.getByLabel('Comentários').focus();
    await expectToLeaveAfter(page, BLOCKED_TOAST_MS / 2);
    // The focus stays where the visitor put it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('comments');
    await context.close();
  });

  it("keeps the spec's error toast for a link that cannot be made, with the chat still one tap away", async () => {
    const { page, context } = await home();
    await fillRequired(page, 'Rui', 'Natal/RN', '84 99999-0000');
    // Half an emoji (a lone surrogate) cannot be percent-encoded into a link.
    await page.getByLabel('Comentários').evaluate((el: HTMLTextAreaElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(el, 'Quero \ud83d');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submitButton(page).click();
    await expect.poll(() => toasts(page).textContent()).toContain('Erro ao criar link');
    expect(await toasts(page).getAttribute('data-variant')).toBe('destructive');
    expect(await toasts(page).textContent()).toContain(
      'Não foi possível gerar o link para o WhatsApp. Tente novamente.',
    );
    const action = toasts(page).getByRole('link', { name: 'Abrir o WhatsApp' });
    expect(await action.getAttribute('href')).toBe(`https://wa.me/${NUMBER}`);
    expect(await opened(page)).toEqual([]);
    expect(await page.getByLabel('Nome').inputValue()).toBe('Rui');
    await context.close();
  });

  it('after a submit by keyboard, the focus stays on the button the visitor pressed', async () => {
    const { page, context } = await home({}, 'controlled');
    await fillRequired(page, 'Lia', 'Maceió/AL', '82 98888-1111');
    await stopClock(page);
    await submitButton(page).press('Enter');
    await page.clock.runFor(REVEAL_MS);
    await expect.poll(() => toasts(page).textContent()).toContain('Redirecionando para o WhatsApp!');
    expect(await page.getByLabel('Nome').inputValue()).toBe('');
    expect(await focusedType(page)).toBe('submit');
    await page.clock.runFor(BUSY_MS);
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
    expect(await focusedType(page)).toBe('submit');
    await context.close();
  });

  it('caps the comment with a counter near the cap, and the whole message stays under the limit', async () => {
    const { page, context } = await home();
    const comments = page.getByLabel('Comentários');
    const counter = page.locator(`#${await comments.getAttribute('aria-describedby')}`);
    expect(await counter.getAttribute('aria-live')).toBe('polite');
    await comments.fill('Quero prata. '.repeat(40));
    expect(await counter.textContent()).toBe('');
    await comments.fill('á'.repeat(900));
    expect(await counter.textContent()).toBe('100 caracteres restantes de 1.000');
    await comments.fill('ç'.repeat(1200));
    expect((await comments.inputValue()).length).toBe(FIELD_MAX.comments);
    expect(await counter.textContent()).toBe('Limite de 1.000 caracteres atingido');
    await fillRequired(page, 'N'.repeat(200), 'L'.repeat(200), '9'.repeat(60));
    expect((await page.getByLabel('Nome').inputValue()).length).toBe(FIELD_MAX.name);
    await submitButton(page).click();
    const [call] = await opened(page);
    const text = new URL(call.url).searchParams.get('text')!;
    expect(text).toContain(`Comentários: ${'ç'.repeat(FIELD_MAX.comments)}\n`);
    expect(text.length).toBeLessThanOrEqual(MESSAGE_MAX);
    await context.close();
  });

  it('keeps a draft across a reload until a successful submit', async () => {
    const { page, context } = await home();
    const draft = () => page.evaluate(() => sessionStorage.getItem('lead-form-draft'));
    await fillRequired(page, 'Bia', 'Goiânia/GO', '62 9');
    await page.getByLabel('Prata com Pedras', { exact: true }).check();
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe('Bia');
    expect(await page.getByLabel('Cidade/Estado').inputValue()).toBe('Goiânia/GO');
    expect(await page.getByLabel('Prata com Pedras', { exact: true }).isChecked()).toBe(true);
    await submitButton(page).click();
    await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe('');
    await expect.poll(draft).toBeNull();
    await page.reload();
    await hydrated(page);
    // The draft is read before hydration ends: nothing left to restore, and nothing restored.
    expect(await draft()).toBeNull();
    expect(await page.getByLabel('Nome').inputValue()).toBe('');
    await context.close();
  });
});

describe('toasts', () => {
  it('shows one at a time, closes with Escape and with its close button', async () => {
    const { page, context } = await home({}, 'controlled');
    await stopClock(page);
    await submitButton(page).click();
    await page.clock.runFor(REVEAL_MS);
    await expect.poll(() => toasts(page).count()).toBe(1);
    await submitButton(page).click();
    await fillRequired(page, 'Caio', 'Belém/PA', '91 9');
    await submitButton(page).click();
    const announcer = page.locator('#toast-announcer');
    await expect.poll(() => announcer.textContent()).toContain('Redirecionando para o WhatsApp!');
    // The new toast enters as the previous one leaves.
    await playFor(page, EXIT_MS);
    await expect.poll(() => toasts(page).count()).toBe(1);
    expect(await toasts(page).textContent()).toContain('Redirecionando');
    await page.keyboard.press('Escape');
    await playFor(page, EXIT_MS);
    await expect.poll(() => toasts(page).count()).toBe(0);
    // The button rests for 800 ms after a hand-over.
    await page.clock.runFor(BUSY_MS);
    await submitButton(page).click();
    await expect.poll(() => toasts(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Fechar notificação' }).click();
    await playFor(page, EXIT_MS);
    await expect.poll(() => toasts(page).count()).toBe(0);
    await context.close();
  });

  it('leaves by itself after 5 s', async () => {
    const { page, context } = await toastStartingNow();
    await expectToLeaveAfter(page, TOAST_MS);
    await context.close();
  });

  it('clears its announcement after 1 s, and waits while hovered', async () => {
    const { page, context } = await toastStartingNow();
    const announcer = page.locator('#toast-announcer');
    await expect.poll(() => announcer.textContent()).toContain('Campos obrigatórios');
    await page.clock.runFor(ANNOUNCEMENT_MS - 1);
    expect(await announcer.textContent()).toContain('Campos obrigatórios');
    await page.clock.runFor(1);
    await expect.poll(() => announcer.textContent()).toBe('');
    // Hovered from 1 s to 11 s: 4 s are left when the pointer goes.
    await toasts(page).hover();
    await page.clock.runFor(10_000);
    expect(await shownToast(page)).toBe(true);
    await page.mouse.move(5, 5);
    await expectToLeaveAfter(page, TOAST_MS - ANNOUNCEMENT_MS);
    await context.close();
  });

  it('waits while its close button has the focus', async () => {
    const { page, context } = await toastStartingNow();
    await toasts(page).getByRole('button', { name: 'Fechar notificação' }).focus();
    await page.clock.runFor(10_000);
    expect(await shownToast(page)).toBe(true);
    await page.getByLabel('Nome').focus();
    await expectToLeaveAfter(page, TOAST_MS);
    await context.close();
  });

  it('after one is closed with its button, the next still leaves by itself', async () => {
    // The button takes the focus and the pointer with it when its toast goes: no blur or mouseleave follows.
    const { page, context } = await toastStartingNow(async (page) => {
      await submitButton(page).click();
      await page.getByRole('button', { name: 'Fechar notificação' }).click();
      await expect.poll(() => toasts(page).count()).toBe(0);
      await page.mouse.move(5, 5);
    });
    await expectToLeaveAfter(page, TOAST_MS);
    await context.close();
  });

  it('is dismissed by a swipe', async () => {
    const { page, context } = await home();
    await submitButton(page).click();
    // Hovering waits until the toast has finished entering (and holds its timer).
    await toasts(page).hover();
    await swipeRight(page, toasts(page));
    await expect.poll(() => toasts(page).count()).toBe(0);
    await context.close();
  });
});

describe('the rest of the landing page', () => {
  it("scrolls to the form from the hero, the categories and the header's button", async () => {
    for (const [where, name] of [
      ['main header', 'Solicitar Catálogo Exclusivo'],
      ['#categorias', 'Receber Catálogo Atualizado'],
      ['nav[aria-label="Principal"]', manifest.layout.handover.form],
    ]) {
      const { page, context } = await home({ reducedMotion: 'reduce' });
      await page.locator(where).getByRole('link', { name }).first().click();
      await expect
        .poll(() => page.locator('#lead-form').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(150);
      await context.close();
    }
  });

  it('opens the course in a new tab with noopener', async () => {
    const { page, context } = await home();
    const link = page.getByRole('link', { name: /Acessar Curso/ });
    expect(await link.getAttribute('href')).toBe(manifest.company.courseUrl);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await context.close();
  });

  it('opens at most one FAQ answer, and closes the open one on a second click', async () => {
    const { page, context } = await home();
    const { questions, answer, openCount } = faq(page);
    expect(await questions.count()).toBe(8);
    expect(await openCount()).toBe(0);
    expect(await answer(0).isVisible()).toBe(false);
    await questions.nth(0).click();
    await expect.poll(() => answer(0).isVisible()).toBe(true);
    await questions.nth(3).click();
    await expect.poll(() => answer(0).isVisible()).toBe(false);
    expect(await answer(3).isVisible()).toBe(true);
    expect(await openCount()).toBe(1);
    await questions.nth(3).click();
    await expect.poll(openCount).toBe(0);
    await context.close();
  });

  it('keeps one FAQ answer open at a time in a browser that does not group the questions itself', async () => {
    const { page, context } = await home();
    const { questions, answer, openCount } = faq(page);
    // Browsers before exclusive <details> groups ignore the shared name: the app closes the others itself.
    await page
      .locator('#perguntas-frequentes details')
      .evaluateAll((all) => all.forEach((d) => d.removeAttribute('name')));
    await questions.nth(1).click();
    await questions.nth(5).click();
    await expect.poll(() => answer(1).isVisible()).toBe(false);
    expect(await answer(5).isVisible()).toBe(true);
    expect(await openCount()).toBe(1);
    await context.close();
  });

  it('simulates an order live and carries it to the form', async () => {
    const { page, context } = await home();
    const amount = page.getByLabel('Valor do pedido (R$)');
    const result = page.getByTestId('simulation');
    // It opens on the minimum order, its result shown; emptied, it says what to type.
    expect(await amount.inputValue()).toBe('800');
    expect(nbsp(await result.textContent())).toContain('R$ 800,00 compram 53,7 g');
    expect(await result.textContent()).toContain('atinge o pedido mínimo');
    await amount.fill('');
    await expect.poll(() => result.textContent()).toContain('Digite um valor');
    await amount.fill('500');
    await expect
      .poll(async () => nbsp(await result.textContent()))
      .toContain('Faltam R$ 300,00 para atingir o pedido mínimo');
    await amount.fill('1.200');
    const text = nbsp(await result.textContent());
    expect(text).toContain('80,5 g');
    expect(text).toContain('atinge o pedido mínimo');
    expect(text).toContain('R$ 2.400,00');
    expect(text).toContain('R$ 4.800,00');
    // On a phone the figures fit the screen.
    expect(await result.locator('table').evaluate((t) => t.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
    await amount.fill('abc');
    expect(await result.textContent()).not.toContain('NaN');
    expect(await result.textContent()).toContain('Digite só números');
    await page.getByLabel('Em gramas').check();
    await page.getByLabel('Peso desejado (gramas)').fill('100');
    expect(nbsp(await result.textContent())).toContain('R$ 1.490,00');
    await page.getByRole('button', { name: 'Levar para o pedido' }).click();
    await expect.poll(() => page.getByLabel('Comentários').inputValue()).toContain('Simulação no site: pedido de R$');
    await page.getByLabel('Em reais').check();
    await page.getByLabel('Valor do pedido (R$)').fill('5.000');
    await page.getByRole('button', { name: 'Levar para o pedido' }).click();
    await expect.poll(() => page.getByLabel('Compra mensal média').inputValue()).toBe('R$ 5.000');
    await context.close();
  });

  it('offers a plain WhatsApp link in the form section without JavaScript', async () => {
    const context = await newContext(site.browser, site.url, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + '/');
    const link = page.locator('#lead-form a[href^="https://wa.me/"]');
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('target')).toBe('_blank');
    // Every FAQ answer is readable without the app.
    expect(await page.locator('#perguntas-frequentes').textContent()).toContain(manifest.home.faq.items[7].answer);
    await context.close();
  });
});

describe('floating WhatsApp button and lead events', () => {
  it('steps aside over the form and while typing on a phone, and opens the page-named chat', async () => {
    const { page, context } = await home({ viewport: { width: 390, height: 844 } });
    const button = page.locator('a[data-cta="floating"]');
    // In the first screen it stays aside: the hero's own button is there.
    expect(await button.getAttribute('data-hidden')).toBe('true');
    await scrollToFloatingButton(page);
    const name = `${manifest.home.hero.ctaText} (WhatsApp, abre em uma nova aba)`;
    expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(56);
    expect(box.height).toBeGreaterThanOrEqual(56);
    const text = new URL((await button.getAttribute('href'))!).searchParams.get('text')!;
    expect(text).toContain(manifest.home.hero.title);
    expect(text.endsWith(`${manifest.company.siteUrl}/`)).toBe(true);
    await page.locator('#lead-form').scrollIntoViewIfNeeded();
    await expect.poll(() => button.getAttribute('data-hidden')).toBe('true');
    await scrollToFloatingButton(page);
    // Typing in a field (focused where the page stands) puts it aside; done typing, it is back.
    const field = page.getByLabel('Valor do pedido (R$)');
    await field.evaluate((input) => input.focus({ preventScroll: true }));
    await expect.poll(() => button.getAttribute('data-hidden')).toBe('true');
    await field.evaluate((input) => input.blur());
    await expect.poll(() => button.getAttribute('data-hidden')).toBeNull();
    await context.close();
  });

  it('pushes exactly one lead event per call-to-action click, with no personal data', async () => {
    const context = await newContext(site.browser, site.url);
    const page = await context.newPage();
    await openHydrated(page, site.url + '/joias-com-pedra-turquesa-bali');
    // A long page has two WhatsApp buttons of its own: one after the first section, one at the end.
    const content = page.locator('a[data-cta="content"]');
    expect(await content.count()).toBe(2);
    const [popup] = await Promise.all([context.waitForEvent('page'), content.first().click()]);
    await popup.close();
    expect(await leadEvents(page)).toEqual([
      {
        event: 'generate_lead',
        lead_source: 'content_button',
        handover: 'tab',
        page_path: '/joias-com-pedra-turquesa-bali',
        page_title: await page.title(),
      },
    ]);
    const floating = page.locator('a[data-cta="floating"]');
    expect(await floating.getAttribute('href')).toBe(await content.last().getAttribute('href'));
    // The floating button steps aside while the page's own button is on screen; further on it returns.
    await scrollToFloatingButton(page);
    const [popup2] = await Promise.all([context.waitForEvent('page'), floating.click()]);
    await popup2.close();
    expect((await leadEvents(page)).map((e) => e.lead_source)).toEqual(['content_button', 'floating_button']);
    // A cancelled whatsapp:lead event keeps the push out of dataLayer.
    await page.evaluate(() => window.addEventListener('whatsapp:lead', (e) => e.preventDefault()));
    const [popup3] = await Promise.all([context.waitForEvent('page'), content.first().click()]);
    await popup3.close();
    expect(await leadEvents(page)).toHaveLength(2);
    await context.close();
  });

  it('never passes what the visitor typed to dataLayer or to the whatsapp:lead event', async () => {
    const { page, context } = await home();
    await page.evaluate(() => {
      const w = window as unknown as { __details: unknown[] };
      w.__details = [];
      window.addEventListener('whatsapp:lead', (e) => w.__details.push((e as CustomEvent).detail));
    });
    // Tagged values, and a preference and a purchase band that the page title does not contain.
    const title = await page.title();
    const { preferenceOptions, monthlyPurchaseOptions } = manifest.company;
    const preference = preferenceOptions.find((o) => !title.includes(o))!;
    const monthly = monthlyPurchaseOptions.find((o) => !title.includes(o))!;
    const typed = {
      name: 'Nome-marcado-Q7',
      location: 'Cidade-marcada-Q7/ZZ',
      whatsapp: '(99) 97531-8642',
      comments: 'Comentário-marcado-Q7',
    };
    await fillRequired(page, typed.name, typed.location, typed.whatsapp);
    await page.getByLabel('Compra mensal média').selectOption(monthly);
    await page.getByLabel(preference, { exact: true }).check();
    await page.getByLabel('Comentários').fill(typed.comments);
    await submitButton(page).click();

    await expect.poll(() => opened(page)).toHaveLength(1);
    const message = new URL((await opened(page))[0].url).searchParams.get('text')!;
    const pushed = JSON.stringify(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer));
    const details = JSON.stringify(
      await page.evaluate(() => (window as unknown as { __details: unknown[] }).__details),
    );
    // The values reached the chat, and the lead was tracked on both channels: the checks below read real events.
    const values = [...Object.values(typed), preference, monthly];
    for (const value of values) expect(message).toContain(value);
    expect(pushed).toContain('"lead_source":"form"');
    expect(details).toContain('"lead_source":"form"');
    for (const value of [...values, typed.whatsapp.replace(/\D/g, '')]) {
      expect(pushed).not.toContain(value);
      expect(details).not.toContain(value);
    }
    await context.close();
  });
});
