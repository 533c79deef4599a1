// The footer's way to reopen the cookie banner: an event the consent host (renderer/app/ConsentHost.tsx) listens
// for, so the footer needs nothing of the consent code, which is a chunk of its own. The host is loaded once the app
// runs: a tap before it is there is kept for it.

export const OPEN_COOKIE_PREFERENCES_EVENT = 'consent:open';

/** The footer's words for changing the choice. */
export const COOKIE_PREFERENCES = 'Preferências de cookies';

let unanswered = false;

export function openCookiePreferences(): void {
  unanswered = true;
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT));
}

/** For the consent host, as it answers: whether the visitor asked and nobody answered yet. */
export function cookiePreferencesAsked(): boolean {
  const asked = unanswered;
  unanswered = false;
  return asked;
}
