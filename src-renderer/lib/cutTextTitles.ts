/**
 * Text its box cuts short with an ellipsis (a company's name in a narrow column, a supplier in
 * the inventory's part tree, a warehouse under a product) says itself whole in a tooltip while the
 * pointer rests on it. One listener for the whole window decides it, so no column, table or panel
 * has to remember to; text that fits gets no tooltip, and a title the code gives stays its own
 * (a cell that titles itself with more than its text, "description · group G", keeps saying that).
 */

/** Holds the title this module set, so it may take it back when the text fits again. */
const OURS = 'data-cut-title';
/** How far up from the element under the pointer the box that cuts the text, or a title, may be. */
const MAX_DEPTH = 4;

/** Starts titling cut text under the pointer in `root`; returns what stops it. */
export function titleCutTextOnHover(root: Document | HTMLElement = document): () => void {
  const onOver = (event: Event) => {
    if (event.target instanceof Element) retitleAround(event.target);
  };
  root.addEventListener('pointerover', onOver, { passive: true });
  return () => root.removeEventListener('pointerover', onOver);
}

/**
 * Walks up from `target` (an icon's path, a span, a cell): the first box that ends its text in an
 * ellipsis and really cuts it gets its whole text as its title, unless the code titled it or an
 * element near above it; our titles on boxes passed on the way, whose text fits now, go.
 */
function retitleAround(target: Element): void {
  let element: Element | null = target;
  for (let depth = 0; element && depth < MAX_DEPTH; depth++, element = element.parentElement) {
    if (element.hasAttribute('title') && !isOurs(element)) return;
    if (!(element instanceof HTMLElement)) continue;
    if (getComputedStyle(element).textOverflow !== 'ellipsis') continue;
    if (isCut(element)) {
      if (!titledAbove(element)) setOurs(element);
      return;
    }
    if (isOurs(element)) clearOurs(element);
  }
}

function isCut(box: HTMLElement): boolean {
  return box.scrollWidth > box.clientWidth && box.innerText.trim() !== '';
}

/** Whether an element a little above the box carries a title of the code's own. */
function titledAbove(box: HTMLElement): boolean {
  let element = box.parentElement;
  for (let depth = 0; element && depth < MAX_DEPTH; depth++, element = element.parentElement) {
    if (element.hasAttribute('title') && !isOurs(element)) return true;
  }
  return false;
}

/** Ours only while the title is still the one we set (the code may have set its own since). */
function isOurs(element: Element): boolean {
  const ours = element.getAttribute(OURS);
  return ours !== null && ours === element.getAttribute('title');
}

function setOurs(box: HTMLElement): void {
  // innerText, not textContent: the words as shown, with their spaces, without hidden text.
  const whole = box.innerText.replace(/\s+/g, ' ').trim();
  box.setAttribute('title', whole);
  box.setAttribute(OURS, whole);
}

function clearOurs(box: HTMLElement): void {
  box.removeAttribute('title');
  box.removeAttribute(OURS);
}
