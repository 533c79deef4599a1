// Page transitions (fade and slide, 0.5 s, the exit finishing before the next page enters; none with reduced
// motion); a page's main content and its footer move as one. Loaded on the first client-side navigation (or when a
// link is pointed at), so a first visit never downloads motion: the prerendered page is shown as it is.
import { AnimatePresence, domAnimation, LazyMotion, m, useReducedMotion } from 'motion/react';
import type { ReactNode } from 'react';

const PAGE_TRANSITION_SECONDS = 0.5;

export default function AnimatedPages({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  // With reduced motion the new page replaces the old one at once: motion's own setting would drop the slide but
  // keep the fade, holding the new page back for a second.
  const reducedMotion = useReducedMotion();
  if (reducedMotion) return children;
  return (
    <LazyMotion features={domAnimation} strict>
      {/* initial={false}: the page already on screen when transitions load is never faded in again. */}
      <AnimatePresence mode="wait" initial={false}>
        <m.div
          key={pageKey}
          initial={{ opacity: 0, y: 24 }}
          animate={{ opacity: 1, y: 0 }}
          exit={{ opacity: 0, y: -24 }}
          transition={{ duration: PAGE_TRANSITION_SECONDS, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}
