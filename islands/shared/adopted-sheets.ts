import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A stylesheet made from CSS text (a `?inline` import): the CSP allows no style elements. */
export function styleSheet(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}

/**
 * Adopts `sheets` (those not there yet, in order) into the shadow root or document the returned ref's element renders
 * in, before the first paint: a deferred widget brings its own styles, so the page's start-up path never carries them.
 */
export function useAdoptedSheets<T extends HTMLElement = HTMLDivElement>(
  ...sheets: CSSStyleSheet[]
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    const missing = sheets.filter(sheet => !root.adoptedStyleSheets.includes(sheet));
    if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
    // The sheets are module constants: adopted once per mount.
  }, []);
  return ref;
}
