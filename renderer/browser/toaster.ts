// The site's toasts, as the app, the lead form's code before the app and every hand-over show them, and the screen
// readers' announcements. The store and its timers are react-hot-toast's; ToastViewport.tsx draws its toast with
// what the spec adds. That code (React, react-hot-toast, motion) loads with the first toast, so the page's starter
// stays small and a page that never shows a toast never downloads it; before the app runs it is the same store and
// the same viewport.
import { ANNOUNCER_ID } from '../shared/routes';
import type { ToastContent } from './ToastViewport';

/** The spec: an announcement is cleared after a second, so a screen reader that comes back to it hears nothing old. */
const ANNOUNCEMENT_MS = 1000;

let clearing: ReturnType<typeof setTimeout> | undefined;

/** Said once, politely, by screen readers, through the page's one live region: every toast, and the cookie banner. */
export function announce(text: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = text;
  clearTimeout(clearing);
  clearing = setTimeout(() => (region.textContent = ''), ANNOUNCEMENT_MS);
}

/** Shows `content` as the one toast on screen: the toast before it leaves as it comes. */
export function showToast(content: ToastContent): void {
  announce(`${content.title}. ${content.description}`);
  import('./ToastViewport').then(
    (viewport) => viewport.show(content),
    // Offline, or blocked: the announcement was made, and the page itself says the rest.
    () => undefined,
  );
}
