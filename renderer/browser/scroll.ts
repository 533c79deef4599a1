/** Scrolls to an element smoothly, or instantly when the visitor asked the system for reduced motion. */
export function scrollToElement(el: Element): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/**
 * The element a URL's #fragment names, or null. A fragment that is not valid percent-encoding (`#%`, `#%zz`,
 * typed in the address bar) is looked up as typed instead of throwing.
 */
export function hashTarget(hash: string): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // Not percent-encoding: the address bar keeps it as typed, and so do we.
  }
  return document.getElementById(id);
}
