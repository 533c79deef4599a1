// A page's questions open and close in the browser whether or not its script runs: native disclosures, all closed
// at first, one answer open at a time, and the same after the app has hydrated (no mismatch, no error). The page's
// own disclosures are in <main>: the header's menus are disclosures too.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { hydrated, newContext, watchedPage } from './browser';
import { useSite } from './serve';

const site = useSite();
const PATH = '/envio-e-entrega-de-joias-bali';

const openAnswers = (page: Page) =>
  page.locator('main details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));

async function askTwoQuestions(page: Page) {
  const questions = page.locator('main details > summary');
  expect(await openAnswers(page)).toEqual([false, false, false]);
  const firstAnswer = page.locator('main details').first().locator('p');
  await expect.poll(() => firstAnswer.isVisible()).toBe(false);
  await questions.first().click();
  await expect.poll(() => firstAnswer.isVisible()).toBe(true);
  // Opening another question closes the first: one answer open at a time.
  await questions.nth(2).click();
  expect(await openAnswers(page)).toEqual([false, false, true]);
  // The open question closes on a second click, and the keyboard works as on any button.
  await questions.nth(2).click();
  expect(await openAnswers(page)).toEqual([false, false, false]);
  await questions.nth(1).focus();
  await page.keyboard.press('Enter');
  expect(await openAnswers(page)).toEqual([false, true, false]);
}

it('with JavaScript off, the questions open and close, one answer at a time', async () => {
  const context = await newContext(site.browser, site.url, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url + PATH);
  await askTwoQuestions(page);
  await context.close();
});

it('once the app has hydrated, the same, with no error', async () => {
  const context = await newContext(site.browser, site.url);
  const { page, errors } = await watchedPage(context);
  await page.goto(site.url + PATH);
  await hydrated(page);
  await askTwoQuestions(page);
  expect(errors).toEqual([]);
  await context.close();
});
