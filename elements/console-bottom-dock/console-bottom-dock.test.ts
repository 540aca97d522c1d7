import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll } from '../shared/shadow-query.ts';
import type { ConsoleBottomDock } from './console-bottom-dock.component.ts';
import type { DockContainerState, DockTab } from './interfaces.ts';
import './console-bottom-dock.ts';

const BOTH: DockTab[] = [{ id: 'cloud-shell' }, { id: 'code-editor' }];

async function renderDock(
  options: { state?: DockContainerState; height?: number; activeTab?: string; tabs?: DockTab[] } = {}
): Promise<ConsoleBottomDock> {
  return fixture<ConsoleBottomDock>(
    html`<console-bottom-dock
      state=${options.state ?? 'DEFAULT'}
      .height=${options.height ?? 340}
      .tabs=${options.tabs ?? BOTH}
      active-tab=${options.activeTab ?? 'cloud-shell'}
    >
      <p slot="cloud-shell">Shell frame</p>
      <p slot="code-editor">Editor frame</p>
    </console-bottom-dock>`
  );
}

const tabs = (dock: ConsoleBottomDock) => shadowQueryAll<HTMLButtonElement>(dock, '[role="tab"]');
const panels = (dock: ConsoleBottomDock) => shadowQueryAll(dock, '[role="tabpanel"]');
const action = (dock: ConsoleBottomDock, name: string) =>
  shadowQuery<HTMLButtonElement>(dock, `[data-action="${name}"]`);
const height = (dock: ConsoleBottomDock) => Math.round(dock.getBoundingClientRect().height);
const focusedTab = (dock: ConsoleBottomDock) => (shadowFocus(dock) as HTMLElement | null)?.dataset['tab'];

/** Collects the types (and tab ids) of the events the dock fires. */
function record(dock: ConsoleBottomDock): string[] {
  const seen: string[] = [];
  for (const type of [
    'console-dock-minimize',
    'console-dock-maximize',
    'console-dock-restore',
    'console-dock-close',
  ] as const) {
    dock.addEventListener(type, event => seen.push(event.type));
  }
  dock.addEventListener('console-dock-tab-select', event => seen.push(`select:${event.tab}`));
  dock.addEventListener('console-dock-tab-close', event => seen.push(`close:${event.tab}`));
  return seen;
}

describe('console-bottom-dock', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('is a labelled region with a tab list of Cloud Shell and Code Editor and named window buttons', async () => {
    const dock = await renderDock();
    expect(shadowQuery(dock, 'section').getAttribute('aria-label')).to.equal('Developer tools');
    expect(tabs(dock).map(tab => tab.querySelector('.tab-label')?.textContent)).to.deep.equal([
      'Cloud Shell',
      'Code Editor',
    ]);
    expect(tabs(dock).map(tab => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false']);
    expect(tabs(dock).map(tab => tab.tabIndex)).to.deep.equal([0, -1]);
    expect(['minimize', 'maximize', 'close'].map(name => action(dock, name).getAttribute('aria-label'))).to.deep.equal([
      'Minimize',
      'Maximize',
      'Close developer tools',
    ]);
    // The active tab's panel shows its slot; the other frame stays in the document, hidden.
    expect(panels(dock).map(panel => panel.hidden)).to.deep.equal([false, true]);
    expect(nth(panels(dock), 0).getAttribute('aria-labelledby')).to.equal('tab-cloud-shell');
    expect(dock.querySelector('[slot="code-editor"]')?.isConnected).to.equal(true);
    await expect(dock).to.be.accessible();
  });

  it('is 340 px by default, 40 px minimised, fills the space maximised, and follows its height property', async () => {
    const dock = await renderDock();
    expect(height(dock)).to.equal(340);

    dock.state = 'MINIMIZED';
    await dock.updateComplete;
    expect(height(dock)).to.equal(40);
    expect(shadowQuery(dock, '.panels').hidden).to.equal(true);

    dock.style.setProperty('--maximized-height', '500px');
    dock.state = 'MAXIMIZED';
    await dock.updateComplete;
    expect(height(dock)).to.equal(500);

    dock.state = 'DEFAULT';
    dock.height = 260;
    await dock.updateComplete;
    expect(height(dock)).to.equal(260);

    dock.state = 'CLOSED';
    await dock.updateComplete;
    expect(height(dock)).to.equal(0);
    expect(getComputedStyle(dock).display).to.equal('none');
  });

  it('fills the available height of its container when maximised', async () => {
    const box = await fixture<HTMLDivElement>(html`<div class="box"></div>`);
    box.style.setProperty('block-size', '600px');
    const dock = document.createElement('console-bottom-dock');
    dock.tabs = BOTH;
    dock.activeTab = 'cloud-shell';
    dock.state = 'MAXIMIZED';
    dock.style.setProperty('--maximized-height', '100%');
    dock.style.setProperty('block-size', '100%');
    box.append(dock);
    await dock.updateComplete;
    expect(height(dock)).to.equal(600);
  });

  it('fits a slotted frame with a larger minimum into its panel: the frame’s end stays in view', async () => {
    const dock = await fixture<ConsoleBottomDock>(
      html`<console-bottom-dock .tabs=${[{ id: 'cloud-shell' }]} active-tab="cloud-shell">
        <div slot="cloud-shell" style="min-block-size: var(--min-height, 20rem)">Terminal</div>
      </console-bottom-dock>`
    );
    const frame = dock.querySelector('div') as HTMLElement;
    const panel = shadowQuery(dock, '[role="tabpanel"]').getBoundingClientRect();
    expect(Math.round(frame.getBoundingClientRect().bottom)).to.equal(Math.round(panel.bottom));
    expect(Math.round(panel.bottom)).to.equal(Math.round(dock.getBoundingClientRect().bottom));
  });

  it('marks the panel of a starting plugin busy with a progress bar, and drops both once it has started', async () => {
    const dock = await renderDock({ tabs: [{ id: 'cloud-shell', loading: true }, { id: 'code-editor' }] });
    const [shell, editor] = panels(dock);
    expect(shell?.getAttribute('aria-busy')).to.equal('true');
    expect(shell?.querySelector('[part="progress"]')).to.not.equal(null);
    expect(editor?.getAttribute('aria-busy')).to.equal('false');
    expect(editor?.querySelector('[part="progress"]')).to.equal(null);
    await expect(dock).to.be.accessible();

    dock.tabs = BOTH;
    await dock.updateComplete;
    expect(panels(dock)[0]?.getAttribute('aria-busy')).to.equal('false');
    expect(shadowQueryAll(dock, '[part="progress"]')).to.have.length(0);
  });

  it('asks to minimise, maximise and close; offers Restore while minimised or maximised', async () => {
    const dock = await renderDock();
    const seen = record(dock);
    action(dock, 'minimize').click();
    action(dock, 'maximize').click();
    action(dock, 'close').click();
    expect(seen).to.deep.equal(['console-dock-minimize', 'console-dock-maximize', 'console-dock-close']);
    // Pure presentation: the dock stays as it was until its owner says otherwise.
    expect(dock.state).to.equal('DEFAULT');

    dock.state = 'MINIMIZED';
    await dock.updateComplete;
    expect(action(dock, 'restore').getAttribute('aria-label')).to.equal('Restore');
    action(dock, 'restore').click();

    dock.state = 'MAXIMIZED';
    await dock.updateComplete;
    expect(shadowQueryAll(dock, '[data-action="restore"]')).to.have.length(1);
    expect(action(dock, 'minimize').getAttribute('aria-label')).to.equal('Minimize');
    action(dock, 'restore').click();
    expect(seen.slice(3)).to.deep.equal(['console-dock-restore', 'console-dock-restore']);
    await expect(dock).to.be.accessible();
  });

  it('fires its events as bubbling, composed events', async () => {
    const dock = await renderDock();
    setTimeout(() => action(dock, 'close').click());
    const event = await oneEvent(dock, 'console-dock-close');
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('moves between tabs with the arrows (wrapping), Home and End, selecting as focus moves', async () => {
    const dock = await renderDock({
      tabs: [...BOTH, { id: 'sample', label: 'Sample plugin' }],
    });
    const seen = record(dock);
    nth(tabs(dock), 0).focus();

    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(dock)).to.equal('code-editor');
    await sendKeys({ press: 'End' });
    expect(focusedTab(dock)).to.equal('sample');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(dock)).to.equal('cloud-shell');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedTab(dock)).to.equal('sample');
    await sendKeys({ press: 'Home' });
    expect(focusedTab(dock)).to.equal('cloud-shell');

    // Cloud Shell is already active: focusing it again selects nothing new.
    expect(seen).to.deep.equal(['select:code-editor', 'select:sample', 'select:sample']);
  });

  it('mirrors the arrow keys right to left', async () => {
    const dock = await renderDock();
    dock.dir = 'rtl';
    nth(tabs(dock), 0).focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedTab(dock)).to.equal('code-editor');
  });

  it('shows the panel of the tab its owner makes active, and selects a tab by click', async () => {
    const dock = await renderDock();
    const seen = record(dock);
    nth(tabs(dock), 1).click();
    expect(seen).to.deep.equal(['select:code-editor']);

    dock.activeTab = 'code-editor';
    await dock.updateComplete;
    expect(panels(dock).map(panel => panel.hidden)).to.deep.equal([true, false]);
    expect(tabs(dock).map(tab => tab.tabIndex)).to.deep.equal([-1, 0]);
    await expect(dock).to.be.accessible();
  });

  it('closes a tab with Delete and puts focus on the tab that takes its place', async () => {
    const dock = await renderDock();
    const seen = record(dock);
    nth(tabs(dock), 0).focus();
    expect(nth(tabs(dock), 0).getAttribute('aria-keyshortcuts')).to.equal('Delete');

    await sendKeys({ press: 'Delete' });
    expect(seen).to.deep.equal(['close:cloud-shell']);

    dock.tabs = [{ id: 'code-editor' }];
    dock.activeTab = 'code-editor';
    await dock.updateComplete;
    expect(focusedTab(dock)).to.equal('code-editor');

    await sendKeys({ press: 'Delete' });
    dock.tabs = [];
    await dock.updateComplete;
    // No tab left: focus stays in the dock.
    expect(shadowFocus(dock)?.getAttribute('data-action')).to.equal('minimize');
  });

  it('closes a tab with its close mark, without selecting it', async () => {
    const dock = await renderDock();
    const seen = record(dock);
    shadowQuery(dock, '[data-tab="code-editor"] .tab-close').click();
    expect(seen).to.deep.equal(['close:code-editor']);
    expect(nth(tabs(dock), 1).querySelector('.tab-close')?.getAttribute('title')).to.equal('Close Code Editor');
  });

  it('speaks German when the locale changes', async () => {
    const dock = await renderDock();
    try {
      await activateLocale('de');
      await dock.updateComplete;
      expect(nth(tabs(dock), 1).textContent?.trim()).to.equal('Code-Editor');
      expect(action(dock, 'minimize').getAttribute('aria-label')).to.equal('Minimieren');
    } finally {
      await activateLocale('en');
    }
  });
});
