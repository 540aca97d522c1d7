import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import type { OverrideRejection, PluginOverride } from '../../src/domain/plugin-override.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowFocus, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleOverrideBar } from './console-override-bar.component.ts';
import './console-override-bar.ts';

const OVERRIDES: PluginOverride[] = [
  { plugin: 'compute', url: 'http://localhost:3000/compute' },
  { plugin: 'networking-vcns', url: 'http://127.0.0.1:4000/{region}/vcns' },
];

async function renderBar(
  overrides: readonly PluginOverride[] = OVERRIDES,
  rejections: readonly OverrideRejection[] = []
): Promise<ConsoleOverrideBar> {
  return fixture<ConsoleOverrideBar>(
    html`<console-override-bar open .overrides=${overrides} .rejections=${rejections}></console-override-bar>`
  );
}

const text = (bar: ConsoleOverrideBar) => shadowQuery(bar, 'section').textContent?.replace(/\s+/g, ' ').trim() ?? '';

function entries(bar: ConsoleOverrideBar): { plugin: string; url: string }[] {
  return shadowQueryAll(bar, '.entry').map(entry => ({
    plugin: entry.querySelector('dt')?.textContent ?? '',
    url: entry.querySelector('code')?.textContent ?? '',
  }));
}

describe('console-override-bar', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('names each overridden plugin and the URL it loads from, and warns', async () => {
    const bar = await renderBar();
    expect(shadowQuery(bar, 'section').getAttribute('aria-labelledby')).to.equal('title');
    expect(shadowQuery(bar, '#title').textContent).to.equal('Plugin overrides');
    expect(text(bar)).to.contain('2 plugins load from override URLs in this session.');
    expect(entries(bar)).to.deep.equal(OVERRIDES);
    expect(text(bar)).to.contain('Keep only overrides you set up yourself');
    expect(text(bar)).to.contain('Alt+O shows or hides this bar.');
    await expect(bar).to.be.accessible();
  });

  it('says one plugin in the singular', async () => {
    const bar = await renderBar([OVERRIDES[0] as PluginOverride]);
    expect(text(bar)).to.contain('One plugin loads from an override URL in this session.');
  });

  it('fires console-override-clear for Clear, from the keyboard too', async () => {
    const bar = await renderBar();
    const clear = shadowQuery<HTMLButtonElement>(bar, '.clear');
    expect(clear.textContent?.trim()).to.equal('Clear overrides');
    clear.focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = await oneEvent(bar, 'console-override-clear');
    expect(event.bubbles && event.composed).to.equal(true);
    // Pure presentation: the overrides stay until the owner clears them.
    expect(entries(bar)).to.have.length(2);
  });

  it('once cleared, says none is active, drops Clear and keeps focus on the hide button', async () => {
    const bar = await renderBar();
    bar.addEventListener('console-override-clear', () => (bar.overrides = []));
    shadowQuery<HTMLButtonElement>(bar, '.clear').focus();
    await sendKeys({ press: 'Enter' });
    await bar.updateComplete;

    expect(shadowQueryOptional(bar, '.clear')).to.equal(null);
    expect(text(bar)).to.contain('No plugin overrides are active.');
    expect(text(bar)).to.contain('add ?plugin-override=name:URL to the address');
    expect(shadowFocus(bar)?.getAttribute('aria-label')).to.equal('Hide override bar');
    await expect(bar).to.be.accessible();
  });

  it('lists entries that were not applied, with the reason', async () => {
    const bar = await renderBar(
      [],
      [
        { entry: 'compute:https://evil.example/', reason: 'origin-not-allowed' },
        { entry: 'billing:http://localhost:3000/', reason: 'unknown-plugin' },
        { entry: 'compute', reason: 'malformed' },
      ]
    );
    expect(shadowQueryAll(bar, '.rejections li').map(item => item.textContent?.replace(/\s+/g, ' '))).to.deep.equal([
      "compute:https://evil.example/: only localhost, 127.0.0.1 and the console's plugin origin are allowed",
      'billing:http://localhost:3000/: no plugin has this name',
      'compute: not in the form name:URL',
    ]);
    await expect(bar).to.be.accessible();
  });

  it('asks to be hidden with its close button, and hides when its owner says so', async () => {
    const bar = await renderBar();
    setTimeout(() => shadowQuery<HTMLButtonElement>(bar, '.close').click());
    await oneEvent(bar, 'console-request-close');
    expect(bar.getBoundingClientRect().height).to.be.greaterThan(0);

    bar.open = false;
    await bar.updateComplete;
    expect(bar.getBoundingClientRect().height).to.equal(0);
    expect(getComputedStyle(bar).display).to.equal('none');
  });

  it('shows a visible focus ring on its buttons', async () => {
    const bar = await renderBar();
    shadowQuery(bar, '.close').focus();
    await sendKeys({ press: 'Shift+Tab' });
    const focused = shadowFocus(bar);
    expect(focused?.classList.contains('clear')).to.equal(true);
    expect(getComputedStyle(focused as Element).outlineStyle).to.equal('solid');
  });

  it('speaks German when the locale changes', async () => {
    const bar = await renderBar();
    try {
      await activateLocale('de');
      await bar.updateComplete;
      expect(text(bar)).to.contain('2 Plugins werden in dieser Sitzung von Überschreibungs-URLs geladen.');
      expect(shadowQuery(bar, '.clear').textContent?.trim()).to.equal('Überschreibungen löschen');
    } finally {
      await activateLocale('en');
    }
  });
});
