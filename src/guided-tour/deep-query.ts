// The console's chrome and islands render in shadow roots (console-header, console-home …), where a document query
// never looks. A tour step names its element as a path of selectors, each looked for in the open shadow roots below
// the previous match, so it survives changes of the elements' inner structure that keep their parts and test ids.

/** The first element matching `selector` in `root` or in any open shadow root below it, in document order. */
export function deepQuerySelector(root: ParentNode, selector: string): Element | null {
  const direct = root.querySelector(selector);
  if (direct) return direct;
  for (const element of root.querySelectorAll('*')) {
    if (!element.shadowRoot) continue;
    const found = deepQuerySelector(element.shadowRoot, selector);
    if (found) return found;
  }
  return null;
}

/**
 * The element a selector path leads to: each selector is looked for (deeply) below the previous match, inside its
 * shadow root when it has one. Null when a selector matches nothing, or when the element is not rendered (hidden, or
 * laid out with no size, e.g. a header menu moved into the collapsed drawer).
 */
export function resolveAnchor(path: readonly string[], root: ParentNode = document): HTMLElement | null {
  let scope: ParentNode = root;
  let found: Element | null = null;
  for (const selector of path) {
    found = deepQuerySelector(scope, selector);
    if (!found) return null;
    scope = found.shadowRoot ?? found;
  }
  if (!(found instanceof HTMLElement)) return null;
  const box = found.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? found : null;
}

/** The focused element inside whatever shadow roots hold it (driver.js gives focus back to `document.activeElement`,
 * which is only the outermost host). */
export function focusedElement(root: DocumentOrShadowRoot = document): HTMLElement | null {
  const active = root.activeElement;
  if (active?.shadowRoot) return focusedElement(active.shadowRoot) ?? (active instanceof HTMLElement ? active : null);
  return active instanceof HTMLElement ? active : null;
}
