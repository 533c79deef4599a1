// Where the visitor left each page of this visit, so Back and Forward return to it. The browser's own restoration
// cannot do it: the next page arrives only after its data loads and the previous page's exit animation ends, by
// which time the browser has given up. While the app runs it owns scrolling (`manual`); when the document is left
// (reload, another site) the browser takes over again, so a reload still keeps its place.

const positions = new Map<string, number>();
let currentKey = '';

/** Starts recording the scroll position of the page on display; returns the clean-up. */
export function recordScroll(initialKey: string): () => void {
  currentKey = initialKey;
  let frame = 0;
  const onScroll = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      positions.set(currentKey, window.scrollY);
    });
  };
  const manual = () => (history.scrollRestoration = 'manual');
  const auto = () => (history.scrollRestoration = 'auto');
  manual();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', auto);
  window.addEventListener('pageshow', manual);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', auto);
    window.removeEventListener('pageshow', manual);
    auto();
  };
}

/** The page for `key` is on display: from now on its scrolling is recorded. Returns where it was left, if known. */
export function arriveAt(key: string): number | undefined {
  currentKey = key;
  return positions.get(key);
}
