// Whether something fixed over the page (the floating WhatsApp button, the cookie banner) should step aside: while
// the lead form is on screen and, on small screens, while the visitor types in a field, so it never covers the
// keyboard or the form's submit button. The cookie banner keeps to that: it waits for an answer.
// The floating button asks for more: `nearOwnCta`, also while any of the page's own calls to action is on screen
// (the FAQ, a content page's WhatsApp boxes: marked data-own-cta) or the footer; `whileReadingOn`, while the visitor
// reads on down a phone; and `clearOf`, its own element: it shows only once the visitor has scrolled past the first
// screen and only where no text lies under it (nor near it, so that it is gone before a line scrolls in). Until the
// page has been measured, in the prerendered page, it stays aside.
import { useEffect, useState, type RefObject } from 'react';
import { textUnder } from '../renderer/browser/text-under';
import { LEAD_FORM_ID } from '../renderer/shared/routes';

const SMALL_SCREEN = '(max-width: 767px)';
const FIELDS = 'input, textarea, select';
const FORM = `#${LEAD_FORM_ID}`;
const OWN_CTA = `${FORM}, [data-own-cta], footer`;
/** Pixels of scrolling that count as a direction, so a trembling thumb does not make the button blink. */
const SCROLL_STEP = 24;
/** Room kept clear of text above and below the button: it leaves before a line scrolls under it. */
const CLEAR_MARGIN = 32;

interface StepAsideOptions {
  nearOwnCta?: boolean;
  whileReadingOn?: boolean;
  /** The fixed element that must never cover text (and stays aside in the first screen). */
  clearOf?: RefObject<HTMLElement | null>;
}

/**
 * Whether the element would lie over text or in the first screen, measured once a frame while the page scrolls,
 * resizes or changes height (an answer opening under the button); null until first measured.
 */
function useOverText(clearOf: StepAsideOptions['clearOf']): boolean | null {
  const [over, setOver] = useState<boolean | null>(clearOf ? null : false);
  useEffect(() => {
    const el = clearOf?.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Where it rests (offsets ignore the transform that slides it out while it is aside).
      const box = new DOMRect(
        el.offsetLeft,
        el.offsetTop - CLEAR_MARGIN,
        el.offsetWidth,
        el.offsetHeight + 2 * CLEAR_MARGIN,
      );
      setOver(window.scrollY < window.innerHeight || textUnder(box, el));
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
  }, [clearOf]);
  return over;
}

export function useStepAside({ nearOwnCta = false, whileReadingOn = false, clearOf }: StepAsideOptions = {}): boolean {
  const [ctaInView, setCtaInView] = useState(false);
  const [typing, setTyping] = useState(false);
  const [readingOn, setReadingOn] = useState(false);
  const overText = useOverText(clearOf);

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
    // The calls to action come and go with client-side navigation: follow them as the page changes.
    let watched = new Set<Element>();
    const follow = () => {
      const now = new Set(document.querySelectorAll(nearOwnCta ? OWN_CTA : FORM));
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
  }, [nearOwnCta]);

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

  return overText !== false || ctaInView || typing || readingOn;
}
