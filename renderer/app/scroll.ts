/** Scrolls to an element smoothly, or instantly when the visitor asked the system for reduced motion. */
export function scrollToElement(el: Element): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
