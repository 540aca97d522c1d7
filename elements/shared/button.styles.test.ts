import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { css, LitElement } from 'lit';
import { linkDesignTokens } from './design-tokens-fixture.ts';
import { buttonRules, buttonStyles } from './button.styles.ts';

/** Buttons drawn with the shared classes, and with an element's own selectors. */
class ButtonProbe extends LitElement {
  static override styles = [
    buttonStyles,
    buttonRules({ secondary: ['.cancel'], primary: ['.go'] }),
    css`
      :host {
        display: block;
        padding: 1rem;
        background: var(--console-color-surface);
      }
    `,
  ];

  protected override render() {
    return html`<button class="button" type="button">Cancel</button>
      <button class="button primary" type="button">Continue</button>
      <button class="button" type="button" disabled>Unavailable</button>
      <button class="quiet-button" type="button" aria-label="Close">×</button>
      <button class="cancel" type="button">Back</button>
      <button class="go" type="button">Next</button>`;
  }
}
customElements.define('test-button-probe', ButtonProbe);

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map(index => Number.parseInt(hex.slice(index, index + 2), 16)).join(', ')})`;

function token(name: string): string {
  return rgb(getComputedStyle(document.documentElement).getPropertyValue(name).trim());
}

describe('button styles', () => {
  before(async () => {
    await linkDesignTokens();
  });

  it('draws secondary, primary, disabled and quiet buttons from tokens, each at least 24 px', async () => {
    const probe = await fixture<ButtonProbe>(html`<test-button-probe></test-button-probe>`);
    const [secondary, primary, disabled, quiet, cancel, next] = [
      ...(probe.shadowRoot?.querySelectorAll('button') ?? []),
    ];
    const style = (button: Element | undefined) => getComputedStyle(button as Element);

    expect(style(secondary).backgroundColor).to.equal(token('--console-color-surface'));
    expect(style(secondary).borderColor).to.equal(token('--console-color-border-strong'));
    expect(style(primary).backgroundColor).to.equal(token('--console-color-accent'));
    expect(style(primary).color).to.equal(token('--console-color-text-inverse'));
    expect(style(disabled).color).to.equal(token('--console-color-text-muted'));
    expect(style(disabled).cursor).to.equal('not-allowed');
    expect(style(quiet).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    // An element's own selectors get the same look.
    expect(style(cancel).borderColor).to.equal(token('--console-color-border-strong'));
    expect(style(next).backgroundColor).to.equal(token('--console-color-accent'));
    for (const button of [secondary, primary, disabled, quiet, cancel, next]) {
      const { width, height } = (button as Element).getBoundingClientRect();
      expect(Math.min(width, height), button?.textContent ?? '').to.be.at.least(24);
    }
    await expect(probe).to.be.accessible();
  });

  it('shows a focus ring from the tokens on keyboard focus', async () => {
    const probe = await fixture<ButtonProbe>(html`<test-button-probe></test-button-probe>`);
    await sendKeys({ press: 'Tab' });
    const focused = probe.shadowRoot?.activeElement as HTMLElement;
    expect(focused.textContent).to.equal('Cancel');
    expect(getComputedStyle(focused).outlineColor).to.equal(token('--console-color-focus-ring'));
    expect(getComputedStyle(focused).outlineStyle).to.equal('solid');
  });
});
