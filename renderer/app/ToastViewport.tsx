// The visible toasts: react-hot-toast's headless store with the behaviour the spec asks for on top: one toast
// at a time, 5 s by default, a close button, Escape, swipe to dismiss, timer paused on hover and focus.
import { AnimatePresence, domMax, LazyMotion, m, MotionConfig, type PanInfo } from 'motion/react';
import { useEffect } from 'react';
import { toast as hotToast, useToaster } from 'react-hot-toast/headless';
import { TOAST_DURATION, type ShownToast } from '../browser/toaster';
import styles from './toaster.module.css';

function swipeThreshold(event: PointerEvent | MouseEvent | TouchEvent): number {
  return 'pointerType' in event && event.pointerType === 'touch' ? 10 : 2;
}

interface Props {
  /** Toasts not yet handed to the store. */
  queue: ShownToast[];
  /** Every toast shown so far, by id. */
  contents: Record<string, ShownToast>;
  onTaken: (count: number) => void;
}

/**
 * Focuses a toast's action when it appears (a keyboard user would otherwise find it after the whole page), and,
 * when the toast leaves with the focus inside, gives the focus back where it was (the form's button).
 */
function takeFocus(link: HTMLAnchorElement | null) {
  if (!link) return;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  link.focus();
  return () => {
    if (link.contains(document.activeElement) || document.activeElement === document.body) previous?.focus();
  };
}

/** Shows a toast, or starts its time again: the store replaces a toast of the same id, counting from now. */
function restart(content: ShownToast) {
  hotToast.custom(content.title, { id: content.id, duration: content.duration ?? TOAST_DURATION });
}

export default function ToastViewport({ queue, contents, onTaken }: Props) {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION });
  const visible = toasts.filter((t) => t.visible);

  // Hand the queued toasts to the store; dismissing the others first keeps one visible at a time.
  useEffect(() => {
    if (!queue.length) return;
    for (const content of queue) {
      hotToast.dismiss();
      restart(content);
    }
    onTaken(queue.length);
  }, [queue, onTaken]);

  // A toast closed with its own button takes the focus (and the pointer's target) with it, and no blur or mouseleave
  // follows: without this the store would stay paused and the next toast would never leave by itself.
  const { endPause } = handlers;
  useEffect(() => {
    if (!visible.length) endPause();
  }, [visible.length, endPause]);

  useEffect(() => {
    if (!visible.length) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hotToast.dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible.length]);

  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domMax} strict>
        <section
          className={styles.viewport}
          aria-label="Notificações"
          onMouseEnter={handlers.startPause}
          onMouseLeave={handlers.endPause}
          onFocus={handlers.startPause}
          onBlur={(e) => {
            if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
            handlers.endPause();
            // A toast that took the focus counts its whole time from the moment the focus leaves it: the focus lands
            // a frame after the toast starts, and that frame must not come off the time it stays.
            for (const t of visible) {
              const content = contents[t.id];
              if (content?.action?.focus) restart(content);
            }
          }}
        >
          <AnimatePresence>
            {visible.map((t) => {
              const content = contents[t.id];
              if (!content) return null;
              return (
                <m.div
                  key={t.id}
                  className={`${styles.toast} ${content.variant === 'destructive' ? styles.destructive : ''}`}
                  data-variant={content.variant ?? 'default'}
                  data-testid="toast"
                  initial={{ opacity: 0, y: 24 }}
                  animate={{ opacity: 1, y: 0 }}
                  exit={{ opacity: 0, x: 80, transition: { duration: 0.2 } }}
                  drag="x"
                  dragSnapToOrigin
                  onDragEnd={(event, info: PanInfo) => {
                    if (Math.abs(info.offset.x) > swipeThreshold(event)) hotToast.dismiss(t.id);
                  }}
                >
                  <div className={styles.text}>
                    <p className={styles.title}>{content.title}</p>
                    <p className={styles.description}>{content.description}</p>
                    {content.action && (
                      <a
                        className={styles.action}
                        href={content.action.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-cta={content.action.lead}
                        ref={content.action.focus ? takeFocus : undefined}
                      >
                        {content.action.label}
                      </a>
                    )}
                  </div>
                  <button
                    type="button"
                    className={styles.close}
                    aria-label="Fechar notificação"
                    onClick={() => hotToast.dismiss(t.id)}
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </button>
                </m.div>
              );
            })}
          </AnimatePresence>
        </section>
      </LazyMotion>
    </MotionConfig>
  );
}
