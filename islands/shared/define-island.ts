import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

/**
 * Defines an island page's element once its texts are in for the active locale (at once when no locale is active
 * yet: the first activation loads them before any text shows). The console renders a page's tag (`<console-home>`)
 * before the page's chunk arrives, so an element defined as its module ran would upgrade, and show message ids,
 * whenever its chunk arrived before its texts: Home did so in one sign-in of about twenty in the journeys, the ids
 * staying until the next locale change. Resolves once the element is defined; a failed text load still defines it
 * (the console's island loader reports that failure), so nothing waits for it forever.
 */
export function defineIsland(tag: string, element: CustomElementConstructor, texts: CatalogPartLoaders): Promise<void> {
  const define = (): void => {
    if (!customElements.get(tag)) customElements.define(tag, element);
  };
  return addCatalogPart(texts).then(define, define);
}
