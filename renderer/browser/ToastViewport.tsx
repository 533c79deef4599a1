// The toast on screen, drawn from react-hot-toast's store with what the spec adds and the library leaves to us: one
// toast at a time, a close button, Escape, a swipe (10 px on touch, 2 px otherwise), and the timer held while the
// pointer is over the toast or the focus is in it (the library's startPause and endPause: the time left is kept).
// A React root of its own, so that it shows a toast before the app runs and whatever becomes of the app.
import { AnimatePresence, domMax, LazyMotion, m, MotionConfig, type PanInfo } from 'motion/react';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import toast, { useToaster } from 'react-hot-toast/headless';
import { closeIcon } from '../shared/close-icon';
import { CHAT_DIALOG_CONTROL } from '../shared/whatsapp';

const CLOSE_ICON = closeIcon(18);

export const TOAST_DURATION = 5000;

export interface ToastContent {
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

/** What the store keeps of each toast is its id, title and time; the rest of what it shows is kept here. */
const contents = new Map<string, ToastContent>();
let counter = 0;
let mounted = false;

export function show(content: ToastContent): void {
  const id = content.id ?? `toast-${++counter}`;
  contents.set(id, content);
  // One at a time: the one on screen leaves as this one comes (the same id comes back with its time anew).
  toast.dismiss();
  toast(content.title, { id, duration: content.duration ?? TOAST_DURATION });
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toasts />);
}

function swipeThreshold(event: PointerEvent | MouseEvent | TouchEvent): number {
  return 'pointerType' in event && event.pointerType === 'touch' ? 10 : 2;
}

/**
 * Focuses a toast's action when it appears (a keyboard user would otherwise find it after the whole page), and,
 * when the toast leaves with the focus inside, gives the focus back where it was (the form's button).
 */
function takeFocus(action: HTMLElement | null) {
  if (!action) return;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  action.focus();
  return () => {
    if (action.contains(document.activeElement) || document.activeElement === document.body) previous?.focus();
  };
}

function Action({ action }: { action: NonNullable<ToastContent['action']> }) {
  const ref = action.focus ? takeFocus : undefined;
  if (action.dialog)
    return (
      <button type="button" className="toast-action" {...{ [CHAT_DIALOG_CONTROL]: action.href }} ref={ref}>
        {action.label}
      </button>
    );
  return (
    <a
      className="toast-action"
      href={action.href}
      target="_blank"
      rel="noopener noreferrer"
      data-cta={action.lead}
      ref={ref}
    >
      {action.label}
    </a>
  );
}

function Toasts() {
  const { toasts, handlers } = useToaster();
  const shown = toasts.find((t) => t.visible);
  const content = shown && contents.get(shown.id);
  // The pointer and the focus each hold the timer; it runs again when neither does.
  const held = useRef({ pointer: false, focus: false });
  const { startPause, endPause } = handlers;
  const hold = (what: 'pointer' | 'focus', on: boolean) => {
    const before = held.current.pointer || held.current.focus;
    held.current[what] = on;
    const after = held.current.pointer || held.current.focus;
    if (!before && after) startPause();
    else if (before && !after) endPause();
  };

  useEffect(() => {
    if (shown) return;
    // Nothing on screen: the pointer and the focus left with the last toast (closed with its own button, no
    // mouseleave or blur follows), so nothing holds the next one.
    if (held.current.pointer || held.current.focus) endPause();
    held.current = { pointer: false, focus: false };
  }, [shown, endPause]);

  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') toast.dismiss(shown.id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);

  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domMax} strict>
        <section
          className="toast-viewport"
          aria-label="Notificações"
          onMouseEnter={() => hold('pointer', true)}
          onMouseLeave={() => hold('pointer', false)}
          onFocus={() => hold('focus', true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hold('focus', false);
          }}
        >
          <AnimatePresence>
            {shown && content && (
              <m.div
                key={shown.id}
                className={content.variant === 'destructive' ? 'toast toast-destructive' : 'toast'}
                data-variant={content.variant ?? 'default'}
                data-testid="toast"
                initial={{ opacity: 0, y: 24 }}
                animate={{ opacity: 1, y: 0 }}
                exit={{ opacity: 0, x: 80, transition: { duration: 0.2 } }}
                drag="x"
                dragSnapToOrigin
                onDragEnd={(event, info: PanInfo) => {
                  if (Math.abs(info.offset.x) > swipeThreshold(event)) toast.dismiss(shown.id);
                }}
              >
                <div className="toast-text">
                  <p className="toast-title">{content.title}</p>
                  <p className="toast-description">{content.description}</p>
                  {content.action && <Action action={content.action} />}
                </div>
                <button
                  type="button"
                  className="toast-close"
                  aria-label="Fechar notificação"
                  onClick={() => toast.dismiss(shown.id)}
                >
                  <span className="toast-close-icon" dangerouslySetInnerHTML={{ __html: CLOSE_ICON }} />
                </button>
              </m.div>
            )}
          </AnimatePresence>
        </section>
      </LazyMotion>
    </MotionConfig>
  );
}
