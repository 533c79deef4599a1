// The footer's way to reopen the cookie banner: an event the consent host (renderer/app/ConsentHost.tsx) listens
// for, so the footer needs nothing of the consent code, which is a chunk of its own.

export const OPEN_COOKIE_PREFERENCES_EVENT = 'consent:open';

/** The footer's words for changing the choice. */
export const COOKIE_PREFERENCES = 'Preferências de cookies';

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT));
}
