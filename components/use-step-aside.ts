// Whether something fixed over the page (the floating WhatsApp button, the cookie banner) should step aside: while
// the lead form is on screen and, on small screens, while the visitor types in a field, so it never covers the
// keyboard or the form's submit button. The floating button asks for more: `nearOwnCta`, also while any of the
// page's own calls to action is on screen (the FAQ, a content page's WhatsApp boxes: marked data-own-cta), and
// `whileReadingOn`, while the visitor reads on down a phone (so it never covers the ends of lines or the FAQ's
// arrows); scrolling back up brings it back. The cookie banner keeps to the form: it waits for an answer.
import { useEffect, useState } from 'react';
import { LEAD_FORM_ID } from '../renderer/shared/routes';

const SMALL_SCREEN = '(max-width: 767px)';
const FIELDS = 'input, textarea, select';
const FORM = `#${LEAD_FORM_ID}`;
const OWN_CTA = `${FORM}, [data-own-cta]`;
/** Pixels of scrolling that count as a direction, so a trembling thumb does not make the button blink. */
const SCROLL_STEP = 24;

export function useStepAside({ nearOwnCta = false, whileReadingOn = false } = {}): boolean {
  const [ctaInView, setCtaInView] = useState(false);
  const [typing, setTyping] = useState(false);
  const [readingOn, setReadingOn] = useState(false);

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

  return ctaInView || typing || readingOn;
}
