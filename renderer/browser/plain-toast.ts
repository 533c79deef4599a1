// The toast store's toast (toaster.ts) drawn with plain DOM, for the time before the app's toast host shows it: the
// lead form's hand-over can happen before the app runs (pages/home/lead-form-starter.ts), or on a page whose app
// never arrived, and its toast must still say what happened and, when the browser blocked the new tab, offer the
// chat link. It looks like the app's (renderer/app/styles/toast.css) and behaves as the spec asks where it matters:
// its time (held while pointed at or focused, counted again in full after), a close button, Escape, an action that
// takes the focus and gives it back. Swiping and the entry animation come with the app, which then shows the
// store's toast itself.
import { CHAT_DIALOG_CONTROL } from './chat-handover';
import {
  currentToast,
  dismissToast,
  onToastChange,
  TOAST_DURATION,
  untilTheAppShowsToasts,
  type ShownToast,
} from './toaster';

const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

/** Puts `toast` on screen until the store drops it; returns what takes it off again. */
function draw(toast: ShownToast): () => void {
  const viewport = element('section', 'toast-viewport');
  viewport.setAttribute('aria-label', 'Notificações');
  const box = element('div', `toast toast-plain${toast.variant === 'destructive' ? ' toast-destructive' : ''}`);
  box.dataset.testid = 'toast';
  box.dataset.variant = toast.variant ?? 'default';
  // Said as it appears: an error or a way forward at once, anything else politely.
  box.setAttribute('role', toast.variant === 'destructive' || toast.action ? 'alert' : 'status');
  const text = element('div', 'toast-text');
  text.append(element('p', 'toast-title', toast.title), element('p', 'toast-description', toast.description));
  let action: HTMLElement | undefined;
  if (toast.action?.dialog) {
    const button = element('button', 'toast-action', toast.action.label);
    button.type = 'button';
    button.setAttribute(CHAT_DIALOG_CONTROL, toast.action.href);
    action = button;
  } else if (toast.action) {
    const link = element('a', 'toast-action', toast.action.label);
    link.href = toast.action.href;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    if (toast.action.lead) link.dataset.cta = toast.action.lead;
    action = link;
  }
  if (action) text.append(action);
  const close = element('button', 'toast-close');
  close.type = 'button';
  close.setAttribute('aria-label', 'Fechar notificação');
  close.innerHTML = CLOSE_ICON;
  box.append(text, close);
  viewport.append(box);

  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const count = () => {
    clearTimeout(timer);
    timer = setTimeout(() => dismissToast(toast.id), toast.duration ?? TOAST_DURATION);
  };
  const hold = () => clearTimeout(timer);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') dismissToast(toast.id);
  };
  box.addEventListener('mouseenter', hold);
  box.addEventListener('mouseleave', () => {
    if (!box.contains(document.activeElement)) count();
  });
  box.addEventListener('focusin', hold);
  box.addEventListener('focusout', (e) => {
    if (!box.contains(e.relatedTarget as Node | null) && !box.matches(':hover')) count();
  });
  close.addEventListener('click', () => dismissToast(toast.id));
  document.addEventListener('keydown', onKey);
  document.body.append(viewport);
  count();
  if (toast.action?.focus) action?.focus();

  return () => {
    clearTimeout(timer);
    document.removeEventListener('keydown', onKey);
    const hadFocus = box.contains(document.activeElement);
    viewport.remove();
    // The focus goes back where it was (the form's button), never to the page's start.
    if (hadFocus) previous?.focus();
  };
}

/** From now until the app's toast host shows them (appShowsToasts in the store), the store's toasts are drawn here. */
export function drawToastsUntilTheApp(): void {
  let takeOff: (() => void) | undefined;
  const off = onToastChange(() => {
    takeOff?.();
    const toast = currentToast();
    takeOff = toast ? draw(toast) : undefined;
  });
  const stop = () => {
    off();
    takeOff?.();
  };
  // The app's host already shows them: nothing to draw.
  if (!untilTheAppShowsToasts(stop)) stop();
}
