import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery } from '../shared/shadow-query.ts';
import type { ConsoleLoading } from './console-loading.component.ts';
import './console-loading.ts';

const status = (element: ConsoleLoading) => shadowQuery(element, '[role="status"]');
const firstBlock = (element: ConsoleLoading) => shadowQuery(element, '.block');

describe('console-loading', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  after(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is a status named Loading whose skeleton is hidden from assistive technology', async () => {
    const element = await fixture<ConsoleLoading>(html`<console-loading></console-loading>`);
    expect(status(element).getAttribute('aria-label')).to.equal('Loading');
    expect(status(element).textContent?.trim()).to.equal('Loading');
    expect(shadowQuery(element, '.skeleton').getAttribute('aria-hidden')).to.equal('true');
    await expect(element).to.be.accessible();
  });

  it('shimmers, unless the user prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const element = await fixture<ConsoleLoading>(html`<console-loading></console-loading>`);
    expect(getComputedStyle(firstBlock(element)).animationName).to.equal('shimmer');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(firstBlock(element)).animationName).to.equal('none');
  });

  it('speaks German when the locale changes', async () => {
    const element = await fixture<ConsoleLoading>(html`<console-loading></console-loading>`);
    try {
      await activateLocale('de');
      await element.updateComplete;
      expect(status(element).getAttribute('aria-label')).to.equal('Wird geladen');
    } finally {
      await activateLocale('en');
    }
  });
});
