// A toast drawn with plain DOM, for the time before the app's toast host listens: the lead form's hand-over can
// happen before the app runs (lead-form-starter.ts), or on a page whose app never arrived, and its toast must still
// say what happened and, when the browser blocked the new tab, offer the chat link. It looks like the app's
// (styles/toast.css) and behaves as the spec asks where it matters: one at a time, its time (paused while pointed
// at or focused, counted again in full after), a close button, Escape, an action that takes the focus and gives
// it back. Swiping and the entry animation come with the app.
import { TOAST_DURATION, type ShownToast } from './toast-content';

const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

let close: (() => void) | undefined;

export function closePlainToast(): void {
  close?.();
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

export function showPlainToast(toast: ShownToast): void {
  closePlainToast();
  const viewport = element('section', 'toast-viewport');
  viewport.setAttribute('aria-label', 'Notificações');
  const box = element(
    'div',
    toast.variant === 'destructive' ? 'toast toast-plain toast-destructive' : 'toast toast-plain',
  );
  box.dataset.testid = 'toast';
  box.dataset.variant = toast.variant ?? 'default';
  // Said as it appears: an error or a way forward at once, anything else politely.
  box.setAttribute('role', toast.variant === 'destructive' || toast.action ? 'alert' : 'status');
  const text = element('div', 'toast-text');
  text.append(element('p', 'toast-title', toast.title), element('p', 'toast-description', toast.description));
  let action: HTMLAnchorElement | undefined;
  if (toast.action) {
    action = element('a', 'toast-action', toast.action.label);
    action.href = toast.action.href;
    action.target = '_blank';
    action.rel = 'noopener noreferrer';
    if (toast.action.lead) action.dataset.cta = toast.action.lead;
    text.append(action);
  }
  const closeButton = element('button', 'toast-close');
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', 'Fechar notificação');
  closeButton.innerHTML = CLOSE_ICON;
  box.append(text, closeButton);
  viewport.append(box);

  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const count = () => {
    clearTimeout(timer);
    timer = setTimeout(closePlainToast, toast.duration ?? TOAST_DURATION);
  };
  const pause = () => clearTimeout(timer);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') closePlainToast();
  };
  box.addEventListener('mouseenter', pause);
  box.addEventListener('mouseleave', () => {
    if (!box.contains(document.activeElement)) count();
  });
  box.addEventListener('focusin', pause);
  box.addEventListener('focusout', (e) => {
    if (!box.contains(e.relatedTarget as Node | null) && !box.matches(':hover')) count();
  });
  closeButton.addEventListener('click', closePlainToast);
  document.addEventListener('keydown', onKey);
  close = () => {
    clearTimeout(timer);
    document.removeEventListener('keydown', onKey);
    const hadFocus = box.contains(document.activeElement);
    viewport.remove();
    close = undefined;
    // The focus goes back where it was (the form's button), never to the page's start.
    if (hadFocus) previous?.focus();
  };
  document.body.append(viewport);
  count();
  if (toast.action?.focus) action?.focus();
}
