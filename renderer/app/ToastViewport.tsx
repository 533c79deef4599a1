// The toast on screen, with the behaviour the spec asks for: one toast at a time (the store holds one), 5 s by
// default, a close button, Escape, swipe to dismiss, its time held while hovered or focused (toast-timer.ts).
import { AnimatePresence, domMax, LazyMotion, m, MotionConfig, type PanInfo } from 'motion/react';
import { useEffect } from 'react';
import { CHAT_DIALOG_CONTROL } from '../browser/chat-handover';
import { dismissToast, type ShownToast } from '../browser/toaster';
import { useToastTimer } from './toast-timer';

function swipeThreshold(event: PointerEvent | MouseEvent | TouchEvent): number {
  return 'pointerType' in event && event.pointerType === 'touch' ? 10 : 2;
}

/**
 * Focuses a toast's action when it appears (a keyboard user would otherwise find it after the whole page), and,
 * when the toast leaves with the focus inside, gives the focus back where it was (the form's button).
 */
function takeFocus(link: HTMLElement | null) {
  if (!link) return;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  link.focus();
  return () => {
    if (link.contains(document.activeElement) || document.activeElement === document.body) previous?.focus();
  };
}

export default function ToastViewport({ toast }: { toast: ShownToast | null }) {
  const timer = useToastTimer(toast);

  useEffect(() => {
    if (!toast) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismissToast();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toast]);

  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domMax} strict>
        <section
          className="toast-viewport"
          aria-label="Notificações"
          onMouseEnter={() => timer.hold('pointer', true)}
          onMouseLeave={() => timer.hold('pointer', false)}
          onFocus={() => timer.hold('focus', true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) timer.hold('focus', false);
          }}
        >
          <AnimatePresence>
            {toast && (
              <m.div
                key={toast.id}
                className={toast.variant === 'destructive' ? 'toast toast-destructive' : 'toast'}
                data-variant={toast.variant ?? 'default'}
                data-testid="toast"
                initial={{ opacity: 0, y: 24 }}
                animate={{ opacity: 1, y: 0 }}
                exit={{ opacity: 0, x: 80, transition: { duration: 0.2 } }}
                drag="x"
                dragSnapToOrigin
                onDragEnd={(event, info: PanInfo) => {
                  if (Math.abs(info.offset.x) > swipeThreshold(event)) dismissToast(toast.id);
                }}
              >
                <div className="toast-text">
                  <p className="toast-title">{toast.title}</p>
                  <p className="toast-description">{toast.description}</p>
                  {toast.action?.dialog && (
                    <button
                      type="button"
                      className="toast-action"
                      {...{ [CHAT_DIALOG_CONTROL]: toast.action.href }}
                      ref={toast.action.focus ? takeFocus : undefined}
                    >
                      {toast.action.label}
                    </button>
                  )}
                  {toast.action && !toast.action.dialog && (
                    <a
                      className="toast-action"
                      href={toast.action.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-cta={toast.action.lead}
                      ref={toast.action.focus ? takeFocus : undefined}
                    >
                      {toast.action.label}
                    </a>
                  )}
                </div>
                <button
                  type="button"
                  className="toast-close"
                  aria-label="Fechar notificação"
                  onClick={() => dismissToast(toast.id)}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </m.div>
            )}
          </AnimatePresence>
        </section>
      </LazyMotion>
    </MotionConfig>
  );
}
