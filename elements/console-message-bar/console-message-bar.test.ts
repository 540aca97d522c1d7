import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery } from '../shared/shadow-query.ts';
import type { ConsoleMessageBar } from './console-message-bar.component.ts';
import './console-message-bar.ts';

describe('console-message-bar', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('announces an error assertively and information politely', async () => {
    const error = await fixture<ConsoleMessageBar>(
      html`<console-message-bar severity="error" message="Oops! An unexpected problem occurred."></console-message-bar>`
    );
    expect(shadowQuery(error, '[role="alert"]').textContent).to.equal('Oops! An unexpected problem occurred.');
    await expect(error).to.be.accessible();

    const info = await fixture<ConsoleMessageBar>(
      html`<console-message-bar message="Kept in memory."></console-message-bar>`
    );
    expect(shadowQuery(info, '[role="status"]').textContent).to.equal('Kept in memory.');
    await expect(info).to.be.accessible();
  });

  it('asks its owner to close it when the close button is pressed, from the keyboard too', async () => {
    const element = await fixture<ConsoleMessageBar>(html`<console-message-bar message="Hello"></console-message-bar>`);
    const close = shadowQuery<HTMLButtonElement>(element, 'button');
    expect(close.getAttribute('aria-label')).to.equal('Close message');
    close.focus();
    setTimeout(() => close.click());
    const event = await oneEvent(element, 'console-request-close');
    expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
    // The element stays: removing it is the owner's decision.
    expect(element.isConnected).to.equal(true);
  });
});
