// The toast API the app calls. It stays tiny: react-hot-toast's store and the toast viewport (with motion for
// swipe and animation) are loaded on the first toast, so pages that never show one never download them. Until the
// app's toast host listens (a lead form submitted before the app runs, or an app whose code never arrived), a toast
// is drawn by plain-toast.ts instead.
import { closePlainToast, showPlainToast } from './plain-toast';
import type { ShownToast, ToastContent } from './toast-content';

type Listener<T> = (value: T) => void;
const listeners = new Set<Listener<ShownToast>>();
const announcers = new Set<Listener<string>>();
let counter = 0;

function subscribe<T>(set: Set<Listener<T>>, listener: Listener<T>): () => void {
  set.add(listener);
  return () => set.delete(listener);
}

/** Called by the toast host. */
export function onToast(listener: Listener<ShownToast>): () => void {
  return subscribe(listeners, listener);
}

/** Called by the shell's live region. */
export function onAnnouncement(listener: Listener<string>): () => void {
  return subscribe(announcers, listener);
}

/** Said once, politely, by screen readers: every toast, and the cookie banner when it appears. */
export function announce(text: string): void {
  announcers.forEach((l) => l(text));
}

export function showToast(content: ToastContent): void {
  const toast = { ...content, id: content.id ?? `toast-${++counter}` };
  if (!listeners.size) {
    showPlainToast(toast);
    return;
  }
  // One toast at a time: the app's replaces one shown before it ran.
  closePlainToast();
  listeners.forEach((l) => l(toast));
  announce(`${toast.title}. ${toast.description}`);
}
