// The WhatsApp chats a page opens, recorded where the browser asks wa.me for them (a new tab, a followed link or a
// form's native submit): every hand-over ends there, whatever opened it.
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import manifest from '../site.manifest';

/** From now on, every chat the context's pages open, as the URL asked of wa.me (answered by a stand-in page). */
export async function recordChats(context: BrowserContext): Promise<URL[]> {
  const chats: URL[] = [];
  await context.route('https://wa.me/**', (route) => {
    chats.push(new URL(route.request().url()));
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' });
  });
  return chats;
}

/** The message of the n-th chat opened, once the browser has asked for it: only the company's chat, only a text. */
export async function chatText(chats: URL[], n: number): Promise<string> {
  await expect.poll(() => chats.length).toBeGreaterThan(n);
  const url = chats[n];
  expect(url.origin + url.pathname).toBe(`https://wa.me/${manifest.company.whatsapp}`);
  expect([...url.searchParams.keys()]).toEqual(['text']);
  return url.searchParams.get('text')!;
}
