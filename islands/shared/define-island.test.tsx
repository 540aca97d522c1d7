import { expect } from '@open-wc/testing';
import { activateLocale, t, type CatalogModule, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';
import { defineIsland } from './define-island.ts';

/** Texts whose chunk arrives when the test says. */
function slowTexts(): { texts: CatalogPartLoaders; arrive: () => void; fail: () => void } {
  let arrive = (): void => undefined;
  let fail = (): void => undefined;
  const module = new Promise<CatalogModule>((resolve, reject) => {
    arrive = () =>
      resolve({ messages: { 'defineIsland.greeting': 'Hello from the island' } } as unknown as CatalogModule);
    fail = () => reject(new Error('chunk missing'));
  });
  return { texts: () => module, arrive, fail };
}

/** An element that renders its text once, as it connects (an island page renders on upgrade). */
function pageElement(): CustomElementConstructor {
  return class extends HTMLElement {
    connectedCallback(): void {
      this.textContent = t('defineIsland.greeting');
    }
  };
}

const settle = () => new Promise(resolve => setTimeout(resolve, 50));

describe('defineIsland', () => {
  before(() => activateLocale('en'));

  it('upgrades a page tag already in the document only once its texts are in: never a message id', async () => {
    const { texts, arrive } = slowTexts();
    // As the console does: the page's tag is in the document before the page's chunk arrives.
    const page = document.createElement('test-island-page');
    document.body.append(page);
    const defined = defineIsland('test-island-page', pageElement(), texts);
    await settle();
    expect(customElements.get('test-island-page') !== undefined, 'defined before its texts').to.equal(false);
    expect(page.textContent).to.equal('');

    arrive();
    await defined;
    expect(customElements.get('test-island-page')).to.be.a('function');
    expect(page.textContent).to.equal('Hello from the island');
    page.remove();
  });

  it('still defines the element when its texts fail to load, so nothing waits for it forever', async () => {
    const { texts, fail } = slowTexts();
    const defined = defineIsland('test-island-failed', pageElement(), texts);
    fail();
    await defined;
    expect(customElements.get('test-island-failed')).to.be.a('function');
  });
});
