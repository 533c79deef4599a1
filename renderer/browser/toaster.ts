// The one toast store: the toast on screen (the spec shows one at a time, so a new one replaces it), what the app
// calls to show or dismiss it, and the screen readers' announcements. It stays tiny: the toast viewport (its
// timer, swipe and animation, with motion) is loaded on the first toast, so pages that never show one never
// download it.

export const TOAST_DURATION = 5000;

interface ToastContent {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
  action?: {
    label: string;
    href: string;
    /** A WhatsApp hand-over: the link's data-cta, so the click counts as a lead from its source, like any other. */
    lead?: string;
    /** Takes the keyboard focus when shown (the toast then stays while focused), and gives it back after. */
    focus?: boolean;
    /** Opens the chat dialog for `href` (a button, chat-handover.ts answers it) instead of following it. */
    dialog?: boolean;
  };
  duration?: number;
  /** A toast shown again with the same id is the same toast, its time counted anew, not another one. */
  id?: string;
}

/** A toast on the screen: its id is always set. */
export type ShownToast = ToastContent & { id: string };

type Listener<T> = (value: T) => void;
const changes = new Set<() => void>();
const announcers = new Set<Listener<string>>();
let current: ShownToast | null = null;
let counter = 0;
/** What stops the view drawn before the app (plain-toast.ts), once the app's toast host shows the toasts. */
const beforeTheApp = new Set<() => void>();
let appShows = false;

function subscribe<T>(set: Set<T>, listener: T): () => void {
  set.add(listener);
  return () => set.delete(listener);
}

function replace(toast: ShownToast | null): void {
  current = toast;
  changes.forEach((l) => l());
}

/** For the toast host (useSyncExternalStore): called after every change of the toast on screen. */
export function onToastChange(listener: () => void): () => void {
  return subscribe(changes, listener);
}

/** The toast on screen, or null. */
export function currentToast(): ShownToast | null {
  return current;
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
  replace(toast);
  announce(`${toast.title}. ${toast.description}`);
}

/** Takes the toast off the screen: any toast, or only the one with this id (one that already left is no matter). */
export function dismissToast(id?: string): void {
  if (current && (id === undefined || current.id === id)) replace(null);
}

/**
 * For the view drawn before the app: `stop` is called when the app's toast host takes over. False when it already
 * has: that view has nothing to draw.
 */
export function untilTheAppShowsToasts(stop: () => void): boolean {
  if (appShows) return false;
  beforeTheApp.add(stop);
  return true;
}

/** Called by the app's toast host as it starts showing the store's toast, the one drawn before it included. */
export function appShowsToasts(): void {
  appShows = true;
  beforeTheApp.forEach((stop) => stop());
  beforeTheApp.clear();
}
