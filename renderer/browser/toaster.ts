// The toast API the app calls. It stays tiny: react-hot-toast's store and the toast viewport (with motion for
// swipe and animation) are loaded on the first toast, so pages that never show one never download them.

export const TOAST_DURATION = 5000;

interface ToastContent {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
  action?: {
    label: string;
    href: string;
    /** A WhatsApp hand-over: the click is tracked as a lead from this source, like any other. */
    lead?: 'form';
    /** Takes the keyboard focus when shown (the toast then stays while focused), and gives it back after. */
    focus?: boolean;
  };
  duration?: number;
  /** Repeated toasts with the same id replace each other instead of piling up. */
  id?: string;
}

/** A toast on its way to the screen: its id is always set. */
export type ShownToast = ToastContent & { id: string };

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
  listeners.forEach((l) => l(toast));
  announce(`${toast.title}. ${toast.description}`);
}
