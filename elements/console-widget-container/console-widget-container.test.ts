import { expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { cleanStores } from 'nanostores';
import type { WidgetToggleEvent } from '../../src/events/widget-toggle-event.ts';
import { $widgetStates, resetWidgetStates } from '../../stores/widget-state.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery } from '../shared/shadow-query.ts';
import type { ConsoleWidgetContainer } from './console-widget-container.component.ts';
import './console-widget-container.ts';

const STORAGE_KEY = 'console.widget-state';

/** A usage widget as the home page would show it. */
function renderWidget(attributes: { id?: string; defaultOpen?: boolean } = {}) {
  return fixture<ConsoleWidgetContainer>(
    html`<console-widget-container
      widget-id=${attributes.id ?? ''}
      ?default-open=${attributes.defaultOpen ?? false}
      heading="Usage"
    >
      <a slot="header-actions" href="/usage">View usage</a>
      <p>You used 12% of your credits.</p>
    </console-widget-container>`
  );
}

/** What a reload does to the widgets: gone, and nothing of their state left in memory, only in local storage. */
function reload(): void {
  fixtureCleanup();
  cleanStores($widgetStates);
  resetWidgetStates();
}

const toggle = (widget: ConsoleWidgetContainer) => shadowQuery<HTMLButtonElement>(widget, '.toggle');
const content = (widget: ConsoleWidgetContainer) => shadowQuery(widget, '.content');

describe('console-widget-container', () => {
  before(async () => {
    await linkDesignTokens();
  });

  beforeEach(() => {
    localStorage.removeItem(STORAGE_KEY);
    resetWidgetStates();
  });

  after(() => localStorage.removeItem(STORAGE_KEY));

  it('is a heading with a disclosure button that controls the content, closed by default', async () => {
    const widget = await renderWidget({ id: 'home.usage' });
    const button = toggle(widget);
    expect(shadowQuery(widget, '[role="heading"]').getAttribute('aria-level')).to.equal('2');
    expect(button.textContent?.trim()).to.equal('Usage');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const controlled = widget.shadowRoot?.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled).to.equal(content(widget));
    expect(content(widget).hidden).to.equal(true);
    expect(widget.querySelector('p')?.checkVisibility()).to.equal(false);
    // Header actions stay reachable while closed.
    expect(widget.querySelector('a')?.checkVisibility()).to.equal(true);
    await expect(widget).to.be.accessible();
  });

  it('opens and closes from the keyboard with Enter and Space, and says so', async () => {
    const widget = await renderWidget({ id: 'home.usage' });
    toggle(widget).focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const opened = (await oneEvent(widget, 'console-widget-toggle')) as unknown as WidgetToggleEvent;
    expect([opened.widgetId, opened.open, opened.bubbles, opened.composed]).to.deep.equal([
      'home.usage',
      true,
      true,
      true,
    ]);
    await widget.updateComplete;
    expect(toggle(widget).getAttribute('aria-expanded')).to.equal('true');
    expect(widget.querySelector('p')?.checkVisibility()).to.equal(true);
    await expect(widget).to.be.accessible();

    await sendKeys({ press: 'Space' });
    await widget.updateComplete;
    expect(toggle(widget).getAttribute('aria-expanded')).to.equal('false');
    expect(content(widget).hidden).to.equal(true);
  });

  it('remembers its state per widget id when it is created again, on the same page and after a reload', async () => {
    const usage = await renderWidget({ id: 'home.usage' });
    toggle(usage).click();
    await usage.updateComplete;
    fixtureCleanup();
    expect((await renderWidget({ id: 'home.usage' })).open).to.equal(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).to.deep.equal({ 'home.usage': true });
    reload();

    const again = await renderWidget({ id: 'home.usage' });
    expect(again.open).to.equal(true);
    expect(toggle(again).getAttribute('aria-expanded')).to.equal('true');
    const other = await renderWidget({ id: 'home.news' });
    expect(other.open).to.equal(false);
  });

  it('starts open with default-open, and a closed state the user chose wins over the default', async () => {
    const widget = await renderWidget({ id: 'home.whats-new', defaultOpen: true });
    expect(toggle(widget).getAttribute('aria-expanded')).to.equal('true');
    toggle(widget).click();
    await widget.updateComplete;
    reload();
    const again = await renderWidget({ id: 'home.whats-new', defaultOpen: true });
    expect(toggle(again).getAttribute('aria-expanded')).to.equal('false');
  });

  it('keeps state only for its own life without an id', async () => {
    const widget = await renderWidget({ defaultOpen: true });
    toggle(widget).click();
    await widget.updateComplete;
    expect(widget.open).to.equal(false);
    expect(localStorage.getItem(STORAGE_KEY)).to.equal(null);
  });

  it('takes the heading level it is given', async () => {
    const widget = await fixture<ConsoleWidgetContainer>(
      html`<console-widget-container heading="Recent resources" heading-level="3"></console-widget-container>`
    );
    expect(shadowQuery(widget, '[role="heading"]').getAttribute('aria-level')).to.equal('3');
    widget.headingLevel = 9;
    await widget.updateComplete;
    expect(shadowQuery(widget, '[role="heading"]').getAttribute('aria-level')).to.equal('2');
  });

  it('points its closed chevron to the inline end, also in right-to-left', async () => {
    const root = await fixture<HTMLDivElement>(
      html`<div>
        <console-widget-container heading="Usage"></console-widget-container>
        <console-widget-container dir="rtl" heading="Usage"></console-widget-container>
      </div>`
    );
    const [ltr, rtl] = [...root.querySelectorAll('console-widget-container')];
    const rotation = (widget: Element | undefined) =>
      getComputedStyle(shadowQuery(widget as Element, '.chevron')).transform;
    // rotate(-90deg) and rotate(90deg) as matrices.
    expect(rotation(ltr)).to.match(/^matrix\(0, -1, 1, 0/);
    expect(rotation(rtl)).to.match(/^matrix\(0, 1, -1, 0/);
    await expect(root).to.be.accessible();
  });
});
