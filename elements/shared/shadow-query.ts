/*
 * Test queries into an element's shadow root that fail loudly: a missing node throws with the selector in the message
 * instead of surfacing later as "cannot read properties of null".
 */

/** The first element in the host's shadow root matching the selector. */
export function shadowQuery<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const found = host.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`${host.localName} has no ${selector} in its shadow root`);
  return found;
}

/** The first element in the host's shadow root matching the selector, or null. */
export function shadowQueryOptional<T extends Element = HTMLElement>(host: Element, selector: string): T | null {
  return host.shadowRoot?.querySelector<T>(selector) ?? null;
}

/** Every element in the host's shadow root matching the selector. */
export function shadowQueryAll<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return [...(host.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
}

/** The focused element inside the host's shadow root, or null. */
export function shadowFocus(host: Element): Element | null {
  return host.shadowRoot?.activeElement ?? null;
}

/** The list's entry at the index; throws when it is missing. */
export function nth<T>(list: readonly T[], index: number): T {
  const entry = list[index];
  if (entry === undefined) throw new Error(`no entry ${index} in a list of ${list.length}`);
  return entry;
}
