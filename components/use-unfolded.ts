// Folds (<details>) that are open from a width on: the style sheet shows their content there before the app runs
// (::details-content); this opens them for real, and folds them again below that width (a window made narrower),
// so that what assistive technology is told, and what a click on a title does, match what is shown.
import { useEffect, useRef } from 'react';

/** A ref for the element whose folds are open while `media` matches. */
export function useUnfoldedWhile<T extends HTMLElement>(media: string) {
  const root = useRef<T>(null);
  useEffect(() => {
    const el = root.current;
    if (!el || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(media);
    // Below the width the folds stay as the visitor left them: one opened before the app ran stays open.
    const sync = (fold: boolean) => {
      for (const details of el.querySelectorAll('details')) {
        if (query.matches || fold) details.open = query.matches;
        details.querySelector('summary')?.setAttribute('tabindex', query.matches ? '-1' : '0');
      }
    };
    const onChange = () => sync(true);
    // A title is not a switch while its content is shown anyway.
    const onClick = (e: MouseEvent) => {
      if (query.matches && (e.target as Element).closest('summary')) e.preventDefault();
    };
    sync(false);
    query.addEventListener('change', onChange);
    el.addEventListener('click', onClick);
    return () => {
      query.removeEventListener('change', onChange);
      el.removeEventListener('click', onClick);
    };
  }, [media]);
  return root;
}
