// What a toast says and how long it stays: shared by the toast API (toaster.ts), the app's toasts
// (ToastViewport.tsx) and the plain ones shown before the app runs (plain-toast.ts).

export const TOAST_DURATION = 5000;

export interface ToastContent {
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
