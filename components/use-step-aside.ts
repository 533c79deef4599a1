// Whether something fixed over the page (the floating WhatsApp button or bar, the cookie banner) should step aside:
// while the lead form is on screen and, on small screens, while the visitor types in a field, so it never covers the
// keyboard or the form's submit button. The cookie banner keeps to that: it waits for an answer.
// The floating button asks for more: `nearOwnCta`, also while any of the page's own calls to action is on screen
// (the FAQ, a content page's WhatsApp boxes: marked data-own-cta) or the footer; `whileReadingOn`, while the visitor
// reads on down a phone; `pastFirstScreen`, it shows only once the visitor has scrolled past the first screen; and
// `clearOf`, its own element: it shows only where no text lies under it (nor near it, so that it is gone before a
// line scrolls in). The phone's WhatsApp bar reserves its own room instead, so it asks for `sameChat`: it steps aside
// while a button to the same chat is on screen (two identical buttons are never shown at once) and while a toast or
// the cookie banner is open, which it would otherwise lie under. Until the page has been measured, in the
// prerendered page, both stay aside.
import { useEffect, useState, type RefObject } from 'react';
import { textUnder } from '../renderer/browser/text-under';
import { LEAD_FORM_ID } from '../renderer/shared/routes';
import { chatOf } from '../renderer/shared/whatsapp';

/** Below this the page is one column whose text runs to the screen's edges: no margin there holds a round button. */
export const SMALL_SCREEN = '(max-width: 767px)';
const FIELDS = 'input, textarea, select';
const FORM = `#${LEAD_FORM_ID}`;
const OWN_CTA = `${FORM}, [data-own-cta], footer`;
/** What is drawn over the bottom of a phone's screen for a while: the toasts and the cookie banner. */
const NOTICES = '.toast, [data-notice]';
/** Pixels of scrolling that count as a direction, so a trembling thumb does not make the button blink. */
const SCROLL_STEP = 24;
/** Room kept clear of text above and below the button: it leaves before a line scrolls under it. */
const CLEAR_MARGIN = 32;

interface StepAsideOptions {
  nearOwnCta?: boolean;
  /** The chat the element opens: it steps aside near the form, a button to this chat, a toast or the banner. */
  sameChat?: string;
  whileReadingOn?: boolean;
  pastFirstScreen?: boolean;
  /** The fixed element that must never cover text. */
  clearOf?: RefObject<HTMLElement | null>;
}

/**
 * Whether the element would lie in the first screen or over text, measured once a frame while the page scrolls,
 * resizes or changes height (an answer opening under the button); null until first measured.
 */
function useInTheWay(pastFirstScreen: boolean, clearOf: StepAsideOptions['clearOf']): boolean | null {
  const measured = pastFirstScreen || !!clearOf;
  const [inTheWay, setInTheWay] = useState<boolean | null>(measured ? null : false);
  useEffect(() => {
    const el = clearOf?.current;
    if (!measured) return;
    if (clearOf && !el) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (pastFirstScreen && window.scrollY < window.innerHeight) return setInTheWay(true);
      if (!el) return setInTheWay(false);
      // Where it rests (offsets ignore the transform that slides it out while it is aside).
      const box = new DOMRect(
        el.offsetLeft,
        el.offsetTop - CLEAR_MARGIN,
        el.offsetWidth,
        el.offsetHeight + 2 * CLEAR_MARGIN,
      );
      setInTheWay(textUnder(box, el));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const sizes = new ResizeObserver(later);
    sizes.observe(document.body);
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [measured, pastFirstScreen, clearOf]);
  return measured ? inTheWay : false;
}

/**
 * Whether two chat links ask the same: a link once followed carries the visit's campaign as a last line of its
 * message, and may go to the visit's agent (renderer/browser/chat-handover.ts), so only the message's start counts.
 */
function sameMessage(a: string, b: string): boolean {
  const [x, y] = [chatOf(a)?.text ?? a, chatOf(b)?.text ?? b];
  return x.startsWith(y) || y.startsWith(x);
}

/** What the element steps aside for, found in the page as it is now. */
function watchedElements(nearOwnCta: boolean, sameChat: string | undefined): Set<Element> {
  if (sameChat === undefined) return new Set(document.querySelectorAll(nearOwnCta ? OWN_CTA : FORM));
  const sameButtons = [...document.querySelectorAll<HTMLAnchorElement>('a[data-cta="content"]')].filter((a) =>
    sameMessage(a.href, sameChat),
  );
  return new Set([...document.querySelectorAll(`${FORM}, ${NOTICES}`), ...sameButtons]);
}

export function useStepAside({
  nearOwnCta = false,
  sameChat,
  whileReadingOn = false,
  pastFirstScreen = false,
  clearOf,
}: StepAsideOptions = {}): boolean {
  const [ctaInView, setCtaInView] = useState(false);
  const [typing, setTyping] = useState(false);
  const [readingOn, setReadingOn] = useState(false);
  const inTheWay = useInTheWay(pastFirstScreen, clearOf);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<Element>();
    const visibility = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        setCtaInView(visible.size > 0);
      },
      { threshold: 0.05 },
    );
    // The calls to action and the notices come and go (client-side navigation, a toast): follow them.
    let watched = new Set<Element>();
    const follow = () => {
      const now = watchedElements(nearOwnCta, sameChat);
      for (const el of watched)
        if (!now.has(el)) {
          visibility.unobserve(el);
          visible.delete(el);
        }
      for (const el of now) if (!watched.has(el)) visibility.observe(el);
      watched = now;
      setCtaInView(visible.size > 0);
    };
    follow();
    const changes = new MutationObserver(follow);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      changes.disconnect();
      visibility.disconnect();
    };
  }, [nearOwnCta, sameChat]);

  useEffect(() => {
    if (!whileReadingOn) return;
    const small = window.matchMedia(SMALL_SCREEN);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_STEP) return;
      setReadingOn(small.matches && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [whileReadingOn]);

  useEffect(() => {
    const small = window.matchMedia(SMALL_SCREEN);
    const update = () => setTyping(small.matches && !!document.activeElement?.matches(FIELDS));
    // On focusout the next element is not focused yet: look again once focus has settled.
    const later = () => setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    small.addEventListener('change', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
      small.removeEventListener('change', update);
    };
  }, []);

  return inTheWay !== false || ctaInView || typing || (whileReadingOn && readingOn);
}
