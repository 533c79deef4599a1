// Whether anything a visitor reads lies under a box of the screen: the floating WhatsApp button shows only where it
// covers no text. Only the part of the page level with the box is walked: an element wholly above or below it is
// skipped with everything inside it, so a check costs a few dozen measurements, not one per line of the page.

/** True when `node`'s text is drawn: not hidden, not clipped to a pixel as text for screen readers only is. */
function drawn(node: Text): boolean {
  const parent = node.parentElement;
  if (!parent) return false;
  const box = parent.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) return false;
  // Browsers without checkVisibility (Safari before 17.4) count the text as drawn: the button stays clear of it.
  return parent.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true;
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether any drawn text of the page, `skip` and what it holds aside, intersects `box` (screen coordinates). */
export function textUnder(box: DOMRect, skip: Element): boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) {
        return node.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      }
      if (node === skip) return NodeFilter.FILTER_REJECT;
      const r = (node as Element).getBoundingClientRect();
      // An element with no box of its own (display: contents) may still hold text: look inside it.
      if (r.width === 0 && r.height === 0) return NodeFilter.FILTER_SKIP;
      return r.bottom <= box.top || r.top >= box.bottom ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
    },
  });
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    range.selectNodeContents(text);
    if ([...range.getClientRects()].some((line) => overlaps(line, box)) && drawn(text)) return true;
  }
  return false;
}
