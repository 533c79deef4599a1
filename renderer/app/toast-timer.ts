// How long the toast on screen stays: its time (5 s unless it names its own) counts from the moment it is shown,
// and holds while the pointer is over it or the focus is in it. A toast that took the focus counts its whole time
// again from the moment the focus leaves it. Part of the lazily loaded viewport.
import { useCallback, useEffect, useRef } from 'react';
import { dismissToast, TOAST_DURATION, type ShownToast } from '../browser/toaster';

interface Clock {
  id: string;
  /** Time left on screen while not held. */
  left: number;
  /** When it started counting down, while it does. */
  since?: number;
  timer?: ReturnType<typeof setTimeout>;
}

export interface ToastTimer {
  /** The pointer or the focus came onto the toasts (`what`) or left them. */
  hold(what: 'pointer' | 'focus', held: boolean): void;
}

export function useToastTimer(toast: ShownToast | null): ToastTimer {
  const clock = useRef<Clock | null>(null);
  const held = useRef({ pointer: false, focus: false });

  const run = useCallback(() => {
    const c = clock.current;
    if (!c || c.timer !== undefined || held.current.pointer || held.current.focus) return;
    c.since = Date.now();
    c.timer = setTimeout(() => dismissToast(c.id), c.left);
  }, []);

  const stop = useCallback(() => {
    const c = clock.current;
    if (!c || c.timer === undefined) return;
    clearTimeout(c.timer);
    c.left -= Date.now() - c.since!;
    c.timer = undefined;
  }, []);

  useEffect(() => {
    // Nothing on screen: the pointer and the focus left with the last toast (closed with its own button, no
    // mouseleave or blur follows), so nothing holds the next one.
    if (!toast) {
      held.current = { pointer: false, focus: false };
      return;
    }
    clock.current = { id: toast.id, left: toast.duration ?? TOAST_DURATION };
    run();
    return () => {
      clearTimeout(clock.current?.timer);
      clock.current = null;
    };
  }, [toast, run]);

  const hold = useCallback(
    (what: 'pointer' | 'focus', on: boolean) => {
      held.current[what] = on;
      if (on) return stop();
      // A toast that took the focus has its whole time again each time the focus leaves it.
      if (what === 'focus' && toast?.action?.focus && clock.current) {
        stop();
        clock.current.left = toast.duration ?? TOAST_DURATION;
      }
      run();
    },
    [toast, run, stop],
  );

  return { hold };
}
