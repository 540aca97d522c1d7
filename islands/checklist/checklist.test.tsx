import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TokenClaims } from '../../src/auth/token-claims.ts';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import type { GuidedJourneyPersona } from '../../src/services/personalization.ts';
import { setGuidedTourHandler } from '../../stores/guided-tour.ts';
import { $preferences, DEFAULT_PREFERENCES, INITIAL_PREFERENCES_STATE } from '../../stores/preferences.ts';
import { $route } from '../../stores/route.ts';
import { $session } from '../../stores/session.ts';
import { CHECKLIST_TEXTS } from './checklist-loader.ts';
import './checklist.element.ts';

// The getting-started checklist as the console shows it: its rows from the guided journey preference, the tour's row
// starting the tour, minimising to its launcher and back with focus following, and nothing off Home or once hidden.

function journey(changes: Partial<GuidedJourneyPersona> = {}): void {
  $preferences.set({
    ...INITIAL_PREFERENCES_STATE,
    status: 'success',
    preferences: {
      ...DEFAULT_PREFERENCES,
      guidedJourneyPersona: {
        showChecklist: true,
        minimizeChecklist: false,
        tourStatus: [{ key: 'homepage', status: 'COMPLETED', date: '2026-11-20T10:00:00.000Z' }],
        ...changes,
      },
    },
  });
}

async function mounted(): Promise<ShadowRoot> {
  const element = await fixture<HTMLElement>(html`<console-checklist></console-checklist>`);
  if (!element.shadowRoot) throw new Error('no shadow root');
  return element.shadowRoot;
}

function deepFocus(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

before(async () => {
  await activateLocale('en');
  await addCatalogPart(CHECKLIST_TEXTS);
});

beforeEach(() => {
  // A signed-in user, so the journey's saves apply at once (the save itself fails here and is only debug-logged).
  $session.set({
    status: 'signed-in',
    claims: {
      sub: 'ocid1.user.oc1..u',
      tenant: 'ocid1.tenancy.oc1..t',
      domain_home_region: 'us-ashburn-1',
    } as TokenClaims,
  });
  $route.set({ kind: 'home', tab: 'infrastructure' });
});

afterEach(() => {
  $preferences.set(INITIAL_PREFERENCES_STATE);
  $route.set(null);
});

describe('console-checklist', () => {
  it('lists the four tasks with their estimates and ticks the done ones', async () => {
    journey();
    const root = await mounted();
    await waitUntil(() => root.querySelector('h2'), 'the checklist renders');
    expect(root.querySelector('h2')?.textContent).to.equal('Get started');
    expect(root.querySelector('.summary')?.textContent).to.equal('1 of 4 tasks done');
    const rows = [...root.querySelectorAll('li')];
    expect(rows.map(row => row.querySelector('.task-title')?.textContent)).to.deep.equal([
      'Take the console tour',
      'Create a compute instance',
      'Add a user or a policy',
      'Launch a quick start',
    ]);
    expect(rows.map(row => row.querySelector('.task-meta')?.textContent)).to.deep.equal([
      'Done · 2 minutes',
      'Not started · 2–6 minutes',
      'Not started · 3–4 minutes',
      'Not started · 6–8 minutes',
    ]);
    // A done task has nothing to start; the others start on the page that does them.
    expect(rows[0]?.querySelector('a, button')).to.equal(null);
    expect(rows.slice(1).map(row => row.querySelector('a')?.getAttribute('href'))).to.deep.equal([
      '/compute/instances/create',
      '/identity/users',
      '/resourcemanager/quickstarts',
    ]);
    expect(rows[1]?.querySelector('a')?.getAttribute('aria-label')).to.equal('Start: Create a compute instance');
    const progress = root.querySelector('progress');
    expect([progress?.value, progress?.max]).to.deep.equal([1, 4]);
    await expect(root.host).to.be.accessible();
  });

  it('starts the tour from its row through the tour’s handler', async () => {
    journey({ tourStatus: [] });
    const started: string[] = [];
    const remove = setGuidedTourHandler(tour => started.push(tour));
    try {
      const root = await mounted();
      await waitUntil(() => root.querySelector('li button'), 'the tour row has its Start');
      const start = root.querySelector<HTMLButtonElement>('li button');
      expect(start?.getAttribute('aria-label')).to.equal('Start: Take the console tour');
      start?.click();
      expect(started).to.deep.equal(['homepage']);
    } finally {
      remove();
    }
  });

  it('minimises to its launcher and expands again, focus following, and saves the state', async () => {
    journey();
    const root = await mounted();
    await waitUntil(() => root.querySelector('h2'), 'the checklist renders');
    const minimize = [...root.querySelectorAll('button')].find(button => button.textContent === 'Minimize');
    minimize?.click();
    await waitUntil(() => root.querySelector('.launcher'), 'the launcher shows');
    const launcher = root.querySelector<HTMLButtonElement>('.launcher');
    expect(launcher?.textContent).to.contain('Get started: 1 of 4 done');
    expect(launcher?.getAttribute('aria-expanded')).to.equal('false');
    expect($preferences.get().preferences.guidedJourneyPersona?.minimizeChecklist).to.equal(true);
    await waitUntil(() => deepFocus() === root.querySelector('.launcher'), 'focus moves to the launcher');
    await expect(root.host).to.be.accessible();

    root.querySelector<HTMLButtonElement>('.launcher')?.click();
    await waitUntil(() => root.querySelector('h2'), 'the checklist expands');
    await waitUntil(() => deepFocus() === root.querySelector('h2'), 'focus moves to the heading');
    expect($preferences.get().preferences.guidedJourneyPersona?.minimizeChecklist).to.equal(false);
  });

  it('moves focus to the launcher when Minimize is pressed before the first render’s effects ran', async () => {
    journey();
    const element = document.createElement('console-checklist');
    const root = element.shadowRoot;
    if (!root) throw new Error('no shadow root');
    // Press Minimize in the microtask after React commits the first render: its passive effects run only later, first
    // thing in the press's own render (a busy machine, or a fast user, gets there).
    const pressed = new Promise<void>(resolve => {
      const observer = new MutationObserver(() => {
        const minimize = [...root.querySelectorAll('button')].find(button => button.textContent === 'Minimize');
        if (!minimize) return;
        observer.disconnect();
        minimize.click();
        resolve();
      });
      observer.observe(root, { childList: true, subtree: true });
    });
    const host = await fixture<HTMLElement>(html`<div></div>`);
    host.append(element);
    await pressed;
    await waitUntil(() => root.querySelector('.launcher'), 'the launcher shows');
    await waitUntil(() => deepFocus() === root.querySelector('.launcher'), 'focus moves to the launcher');
  });

  it('shows nothing off Home, and nothing once hidden', async () => {
    journey();
    const root = await mounted();
    await waitUntil(() => root.querySelector('h2'), 'the checklist renders');
    $route.set({ kind: 'search' } as never);
    await waitUntil(() => !root.querySelector('section'), 'gone off Home');
    $route.set({ kind: 'home', tab: 'infrastructure' });
    await waitUntil(() => root.querySelector('section'), 'back on Home');
    [...root.querySelectorAll('button')].find(button => button.textContent === 'Hide checklist')?.click();
    await waitUntil(() => !root.querySelector('section'), 'hidden');
    expect($preferences.get().preferences.guidedJourneyPersona?.showChecklist).to.equal(false);
  });
});
