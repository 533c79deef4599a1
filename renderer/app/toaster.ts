// The toast API the app calls. It stays tiny: react-hot-toast's store and the toast viewport (with motion for
// swipe and animation) are loaded on the first toast, so pages that never show one never download them.

export const TOAST_DURATION = 5000;

interface ToastContent {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; href: string };
  duration?: number;
  /** Repeated toasts with the same id replace each other instead of piling up. */
  id?: string;
}

/** A toast on its way to the screen: its id is always set. */
export type ShownToast = ToastContent & { id: string };

type Listener = (toast: ShownToast) => void;
const listeners = new Set<Listener>();
let counter = 0;

/** Called by the shell's live region and toast host. */
export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(content: ToastContent): void {
  const toast = { ...content, id: content.id ?? `toast-${++counter}` };
  listeners.forEach((l) => l(toast));
}
