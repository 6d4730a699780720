/**
 * Text its box cuts short with an ellipsis (a company's name in a narrow column, a supplier in
 * the inventory's part tree, a warehouse under a product) says itself whole in a tooltip while the
 * pointer rests on it. One listener for the whole window decides it, so no column, table or panel
 * has to remember to; text that fits gets no tooltip, and a title the code gives stays its own.
 */

/** Marks a title this module set, so it may take it back when the text fits again. */
const OURS = 'data-cut-title';
/** How far up from the element under the pointer the box that cuts the text may be. */
const MAX_DEPTH = 4;

/** Starts titling cut text under the pointer in `root`; returns what stops it. */
export function titleCutTextOnHover(root: Document | HTMLElement = document): () => void {
  const onOver = (event: Event) => {
    const box = cuttingBox(event.target);
    if (box) retitle(box);
  };
  root.addEventListener('pointerover', onOver, { passive: true });
  return () => root.removeEventListener('pointerover', onOver);
}

/** The nearest element at or above `target` that ends its text in an ellipsis. */
function cuttingBox(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof HTMLElement ? target : null;
  for (let depth = 0; element && depth < MAX_DEPTH; depth++) {
    if (getComputedStyle(element).textOverflow === 'ellipsis') return element;
    element = element.parentElement;
  }
  return null;
}

/** Sets the box's title to its whole text when cut, and takes back our own when it fits. */
function retitle(box: HTMLElement): void {
  if (box.hasAttribute('title') && !box.hasAttribute(OURS)) return;
  const whole = box.textContent.trim();
  if (whole && box.scrollWidth > box.clientWidth) {
    box.title = whole;
    box.setAttribute(OURS, '');
  } else if (box.hasAttribute(OURS)) {
    box.removeAttribute('title');
    box.removeAttribute(OURS);
  }
}
