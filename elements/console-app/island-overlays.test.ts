import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement, type TemplateResult } from 'lit';
import { atom } from 'nanostores';
import { IslandOverlays, type IslandOverlay } from './island-overlays.ts';
import type { IslandName } from './islands.ts';

const $panelWanted = atom(false);
const $dialogWanted = atom(false);
const OVERLAYS: IslandOverlay[] = [
  { island: 'home', wanted: $panelWanted, template: () => html`<p class="panel">panel</p>` },
  { island: 'quickstarts', wanted: $dialogWanted, template: () => html`<p class="dialog">dialog</p>` },
];

const asked: IslandName[] = [];
let failNext = false;

class OverlayHost extends LitElement {
  readonly overlays = new IslandOverlays(this, OVERLAYS, () => async name => {
    asked.push(name);
    if (failNext) {
      failNext = false;
      throw new Error('chunk missing');
    }
  });

  protected override render(): TemplateResult {
    return html`${this.overlays.render()}`;
  }
}
customElements.define('test-overlay-host', OverlayHost);

describe('IslandOverlays', () => {
  beforeEach(() => {
    asked.length = 0;
    $panelWanted.set(false);
    $dialogWanted.set(false);
  });

  it('loads nothing and renders nothing until an overlay is wanted', async () => {
    const host = await fixture<OverlayHost>(html`<test-overlay-host></test-overlay-host>`);
    expect(asked).to.deep.equal([]);
    expect(host.shadowRoot?.querySelector('p')).to.equal(null);
  });

  it('loads a wanted overlay once and keeps it rendered after it is no longer wanted', async () => {
    const host = await fixture<OverlayHost>(html`<test-overlay-host></test-overlay-host>`);
    $dialogWanted.set(true);
    await waitUntil(() => host.shadowRoot?.querySelector('.dialog'));
    $dialogWanted.set(false);
    $dialogWanted.set(true);
    await host.updateComplete;
    expect(asked).to.deep.equal(['quickstarts']);
    expect(host.shadowRoot?.querySelector('.dialog')).not.to.equal(null);
    expect(host.shadowRoot?.querySelector('.panel')).to.equal(null);
  });

  it('tries a chunk that failed to load again at the next want', async () => {
    const host = await fixture<OverlayHost>(html`<test-overlay-host></test-overlay-host>`);
    failNext = true;
    $panelWanted.set(true);
    await waitUntil(() => asked.length === 1);
    await new Promise(resolve => setTimeout(resolve));
    expect(host.shadowRoot?.querySelector('.panel')).to.equal(null);
    $panelWanted.set(false);
    $panelWanted.set(true);
    await waitUntil(() => host.shadowRoot?.querySelector('.panel'));
    expect(asked).to.deep.equal(['home', 'home']);
  });
});
