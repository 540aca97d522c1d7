import { expect, fixture, html } from '@open-wc/testing';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { TOAST_AUTO_DISMISS_MS } from '../../src/domain/toasts.ts';
import { $toasts, clearToasts, showSessionTimeoutSaved, showToast } from '../../stores/toasts.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleToast } from '../console-toast/console-toast.component.ts';
import type { ConsoleToasts } from './console-toasts.component.ts';
import './console-toasts.connected.ts';

/**
 * A hand-driven clock for the toast store's timers: while installed, setTimeout/clearTimeout/Date.now belong to it and
 * `tick` fires what falls due. Installed only around synchronous steps (no test-runner commands, no axe meanwhile).
 */
function installClock(): { tick(ms: number): void; restore(): void } {
  const real = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout, now: Date.now };
  let now = real.now.call(Date);
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  window.setTimeout = ((run: () => void, ms = 0) => {
    const id = nextId++;
    timers.set(id, { at: now + ms, run });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id: number) => timers.delete(id)) as typeof window.clearTimeout;
  Date.now = () => now;
  return {
    tick(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    restore() {
      window.setTimeout = real.setTimeout;
      window.clearTimeout = real.clearTimeout;
      Date.now = real.now;
    },
  };
}

const toastElements = (list: ConsoleToasts) => shadowQueryAll<ConsoleToast>(list, 'console-toast');
const texts = (list: ConsoleToasts) => toastElements(list).map(toast => toast.message);

describe('console-toasts', () => {
  let clock: ReturnType<typeof installClock> | undefined;

  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  afterEach(() => {
    clock?.restore();
    clock = undefined;
    clearToasts();
  });

  it('renders nothing while there is no toast', async () => {
    const list = await fixture<ConsoleToasts>(html`<console-toasts></console-toasts>`);
    expect(shadowQueryOptional(list, 'ol')).to.equal(null);
    expect(list.getBoundingClientRect().height).to.equal(0);
  });

  it("lists the toasts newest last, with the spec's session timeout toast translated", async () => {
    const list = await fixture<ConsoleToasts>(html`<console-toasts></console-toasts>`);
    showToast({ severity: 'critical', message: 'Instance failed to start.' });
    showSessionTimeoutSaved();
    await list.updateComplete;
    expect(shadowQuery(list, 'ol').getAttribute('aria-label')).to.equal('Notifications');
    expect(texts(list)).to.deep.equal(['Instance failed to start.', 'Session timeout value has been saved.']);
    expect(toastElements(list).map(toast => toast.severity)).to.deep.equal(['critical', 'success']);
    expect(shadowQuery(toastElements(list)[0] as ConsoleToast, '[role="alert"]').textContent).to.contain(
      'Instance failed to start.'
    );
    await expect(list).to.be.accessible();
  });

  it('closes an Info toast after 8 seconds, but not while the pointer is over it', async () => {
    const list = await fixture<ConsoleToasts>(html`<console-toasts></console-toasts>`);
    clock = installClock();
    showToast({ severity: 'info', message: 'Copied to the clipboard.' });
    showToast({ severity: 'warning', message: 'Quota almost used.' });
    await list.updateComplete;
    const [info] = toastElements(list);
    clock.tick(3000);
    info?.dispatchEvent(new PointerEvent('pointerenter'));
    clock.tick(60_000);
    await list.updateComplete;
    expect(texts(list)).to.deep.equal(['Copied to the clipboard.', 'Quota almost used.']);
    info?.dispatchEvent(new PointerEvent('pointerleave'));
    clock.tick(TOAST_AUTO_DISMISS_MS - 3000);
    await list.updateComplete;
    // The Warning toast stays until it is closed.
    expect(texts(list)).to.deep.equal(['Quota almost used.']);
  });

  it('keeps a Success toast while focus is in it, also when focus moves from its action to its close button', async () => {
    const list = await fixture<ConsoleToasts>(html`<console-toasts></console-toasts>`);
    clock = installClock();
    showToast({ severity: 'success', message: 'Policy saved.', action: { label: 'View policy', href: '#policy' } });
    await list.updateComplete;
    const [toast] = toastElements(list);
    if (!toast) throw new Error('no toast');
    toast.focus();
    shadowQuery(toast, '.close').focus();
    clock.tick(60_000);
    await list.updateComplete;
    expect(texts(list)).to.deep.equal(['Policy saved.']);
    shadowQuery(toast, '.close').blur();
    clock.tick(TOAST_AUTO_DISMISS_MS);
    await list.updateComplete;
    expect(texts(list)).to.deep.equal([]);
  });

  it('closes a toast from its close button and moves focus to the next one', async () => {
    const list = await fixture<ConsoleToasts>(html`<console-toasts></console-toasts>`);
    showToast({ severity: 'warning', message: 'First.' });
    showToast({ severity: 'critical', message: 'Second.' });
    await list.updateComplete;
    const [first, second] = toastElements(list);
    first?.focus();
    shadowQuery(first as ConsoleToast, '.close').click();
    await list.updateComplete;
    expect(texts(list)).to.deep.equal(['Second.']);
    expect(list.shadowRoot?.activeElement).to.equal(second);
    expect(second?.shadowRoot?.activeElement).to.equal(shadowQuery(second as ConsoleToast, '.close'));
  });

  it('runs a toast action and closes the toast', async () => {
    const list = await fixture<ConsoleToasts>(html`<console-toasts></console-toasts>`);
    let undone = 0;
    showToast({ severity: 'warning', message: 'Changes discarded.', action: { label: 'Undo', run: () => undone++ } });
    await list.updateComplete;
    shadowQuery(toastElements(list)[0] as ConsoleToast, 'button.action').click();
    await list.updateComplete;
    expect(undone).to.equal(1);
    expect($toasts.get()).to.deep.equal([]);
    expect(shadowQueryOptional(list, 'console-toast')).to.equal(null);
  });

  it('follows a locale change for catalog messages', async () => {
    const list = await fixture<ConsoleToasts>(html`<console-toasts></console-toasts>`);
    showSessionTimeoutSaved();
    try {
      await activateLocale('de');
      await list.updateComplete;
      expect(texts(list)).to.deep.equal(['Der Wert für das Sitzungs-Timeout wurde gespeichert.']);
      expect(shadowQuery(list, 'ol').getAttribute('aria-label')).to.equal('Benachrichtigungen');
    } finally {
      await activateLocale('en');
    }
  });
});
