import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TokenClaims } from '../../src/auth/token-claims.ts';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../../src/storage/browser-storage.ts';
import { $activeRegion } from '../../stores/active-region.ts';
import { $dialogQueue, openDialog, type DialogRequest } from '../../stores/dialogs.ts';
import { $preferences, DEFAULT_PREFERENCES, INITIAL_PREFERENCES_STATE } from '../../stores/preferences.ts';
import { $session } from '../../stores/session.ts';
import { DIALOGS_TEXTS } from './dialogs-loader.ts';
import './dialogs.element.ts';

// Each dialog of islands/dialogs/ as the console shows it: through the queue, in the console-dialogs host.

let host: HTMLElement | null = null;
let opener: HTMLButtonElement | null = null;

function root(): ShadowRoot {
  const shadow = host?.shadowRoot;
  if (!shadow) throw new Error('No host');
  return shadow;
}

function dialog(): HTMLDialogElement | null {
  return root().querySelector('dialog');
}

function button(name: string | RegExp): HTMLButtonElement {
  const found = [...root().querySelectorAll('button')].find(each =>
    typeof name === 'string' ? each.textContent === name : name.test(each.textContent ?? '')
  );
  if (!found) throw new Error(`No button ${String(name)}`);
  return found;
}

function focused(): Element | null {
  return root().activeElement;
}

/** Opens a dialog from a focused button on the page, as a trigger would while the user works. */
async function show(request: DialogRequest): Promise<HTMLDialogElement> {
  opener?.focus();
  openDialog(request);
  await waitUntil(() => dialog()?.open, `the ${request.kind} dialog did not open`);
  const open = dialog();
  if (!open) throw new Error('No dialog');
  await Promise.all(open.getAnimations().map(animation => animation.finished));
  return open;
}

async function closed(): Promise<void> {
  await waitUntil(() => dialog() === null, 'the dialog did not close');
  await waitUntil(() => document.activeElement === opener, 'focus did not go back to the opener');
}

function text(): string {
  return dialog()?.textContent ?? '';
}

before(async () => {
  await activateLocale('en');
  await addCatalogPart(DIALOGS_TEXTS);
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  opener = document.createElement('button');
  opener.textContent = 'Work';
  document.body.append(opener);
  host = document.createElement('console-dialogs');
  document.body.append(host);
});

afterEach(() => {
  $dialogQueue.set([]);
  host?.remove();
  opener?.remove();
  host = null;
});

describe('console-dialogs', () => {
  it('renders nothing while the queue is empty, then one dialog at a time in the order asked', async () => {
    await waitUntil(() => host?.shadowRoot);
    expect(dialog()).to.equal(null);
    openDialog({ kind: 'home-region-up', homeRegion: 'us-ashburn-1' });
    await show({ kind: 'production-tenancy', tenancyId: 'ocid1.tenancy.oc1..prod', tenancyName: 'ops-production' });
    expect(root().querySelectorAll('dialog')).to.have.length(1);
    expect(root().querySelector('h2')?.textContent).to.equal('Home region available again');
    button('OK').click();
    await waitUntil(() => root().querySelector('h2')?.textContent === "You're in a production tenancy");
    expect(dialog()?.open).to.equal(true);
  });
});

describe('home region down', () => {
  it('says which region the console uses until sign-out, focuses Continue, and switches home on request', async () => {
    $activeRegion.set('us-phoenix-1');
    await show({ kind: 'home-region-down', homeRegion: 'us-ashburn-1', alternativeRegion: 'us-phoenix-1' });
    expect(root().querySelector('h2')?.textContent).to.equal('Home region unavailable');
    expect(text()).to.contain('Your home region, US East (Ashburn), is currently unavailable.');
    expect(text()).to.contain('Until you sign out, the Console uses US West (Phoenix).');
    expect(focused()?.textContent).to.equal('Continue in US West (Phoenix)');
    await expect(host).to.be.accessible();
    button('Switch to home region').click();
    await closed();
    expect($activeRegion.get()).to.equal('us-ashburn-1');
    expect(sessionStorage.getItem(SESSION_KEYS.region)).to.equal('us-ashburn-1');
  });

  it('keeps the alternative region on Escape', async () => {
    $activeRegion.set('us-phoenix-1');
    await show({ kind: 'home-region-down', homeRegion: 'us-ashburn-1', alternativeRegion: 'us-phoenix-1' });
    await sendKeys({ press: 'Escape' });
    await closed();
    expect($activeRegion.get()).to.equal('us-phoenix-1');
  });
});

describe('home region back up', () => {
  it('offers the way back while the console works elsewhere', async () => {
    $activeRegion.set('us-phoenix-1');
    await show({ kind: 'home-region-up', homeRegion: 'us-ashburn-1' });
    expect(text()).to.contain('Your home region, US East (Ashburn), is available again.');
    expect(text()).to.contain("You're working in US West (Phoenix)");
    expect(focused()?.textContent).to.equal('Stay in US West (Phoenix)');
    await expect(host).to.be.accessible();
    button('Switch to home region').click();
    await closed();
    expect($activeRegion.get()).to.equal('us-ashburn-1');
  });

  it('only says so when the console is in the home region already', async () => {
    $activeRegion.set('us-ashburn-1');
    await show({ kind: 'home-region-up', homeRegion: 'us-ashburn-1' });
    expect([...root().querySelectorAll('.dialog-footer button')].map(each => each.textContent)).to.deep.equal(['OK']);
    await expect(host).to.be.accessible();
  });
});

describe('production tenancy warning', () => {
  it('needs its answer: no close button, Escape does nothing; acknowledging stores the tenancy', async () => {
    await show({ kind: 'production-tenancy', tenancyId: 'ocid1.tenancy.oc1..prod', tenancyName: 'ops-production' });
    expect(text()).to.contain("You've signed in to ops-production through a tenancy override.");
    expect(root().querySelector('.dialog-close')).to.equal(null);
    expect(focused()?.textContent).to.equal('I understand');
    await expect(host).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    expect(dialog()?.open).to.equal(true);
    button('I understand').click();
    await closed();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.productionWarningAcknowledged) ?? '[]')).to.deep.equal([
      'ocid1.tenancy.oc1..prod',
    ]);
  });
});

describe('language conflict', () => {
  it('offers both languages by their own names, keeping the current one focused', async () => {
    await show({ kind: 'language-conflict', current: 'en', other: 'de', source: 'browser' });
    expect(root().querySelector('h2')?.textContent).to.equal('Choose your language');
    expect(text()).to.contain("The Console is shown in English, but your browser's language is Deutsch.");
    expect(focused()?.textContent).to.equal('Keep English');
    await expect(host).to.be.accessible();
    button('Keep English').click();
    await closed();
  });

  it('names where the other language comes from', async () => {
    await show({ kind: 'language-conflict', current: 'de', other: 'en', source: 'identity' });
    expect(text()).to.contain('but the language of your user profile is English');
    expect(button('Switch to English').closest('.dialog-footer')).not.to.equal(null);
  });

  it('closes on Escape without choosing', async () => {
    await show({ kind: 'language-conflict', current: 'en', other: 'fr', source: 'preference' });
    expect(text()).to.contain('your saved language preference is Français');
    await sendKeys({ press: 'Escape' });
    await closed();
  });
});

describe('unsupported browser or device', () => {
  it('names the browser, lists the supported ones, and stores never-show-again when ticked', async () => {
    await show({ kind: 'unsupported-browser', reason: 'browser', browser: 'firefox', version: 60 });
    expect(root().querySelector('h2')?.textContent).to.equal('Unsupported browser');
    expect(text()).to.contain("The Console doesn't support Firefox 60.");
    const list = [...root().querySelectorAll('li')].map(item => item.textContent);
    expect(list).to.deep.equal([
      'Chrome 80 or later (recommended)',
      'Safari 12.1 or later',
      'Firefox 62 or later',
      'Edge 104 or later',
    ]);
    expect(text()).to.contain('If you continue, this message shows again in 7 days.');
    expect(focused()?.textContent).to.equal('Continue');
    await expect(host).to.be.accessible();
    root().querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
    button('Continue').click();
    await closed();
    expect(localStorage.getItem(LOCAL_KEYS.unsupportedBrowserNeverShow)).to.equal('true');
  });

  it('says a mobile device is unsupported; Continue without the box ticked stores nothing more', async () => {
    await show({ kind: 'unsupported-browser', reason: 'device', browser: 'safari', version: 17 });
    expect(root().querySelector('h2')?.textContent).to.equal('Unsupported device');
    expect(text()).to.contain("The Console isn't supported on mobile devices.");
    expect(root().querySelector('label')?.textContent).to.equal("Don't show this again");
    await expect(host).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await closed();
    expect(localStorage.getItem(LOCAL_KEYS.unsupportedBrowserNeverShow)).to.equal(null);
  });

  it('explains a browser that fails the plugin feature check', async () => {
    await show({ kind: 'unsupported-browser', reason: 'features', browser: 'safari', version: 12 });
    expect(text()).to.contain('Safari 12 lacks features that Console pages need.');
  });
});

describe('guided tours moved', () => {
  it('says where the tours are now', async () => {
    await show({ kind: 'guided-tours-moved' });
    expect(root().querySelector('h2')?.textContent).to.equal('Guided tours have moved');
    expect(text()).to.contain('Start exploring on the Home page');
    expect(focused()?.textContent).to.equal('OK');
    await expect(host).to.be.accessible();
    button('OK').click();
    await closed();
  });
});

describe('the checklist after 60 days', () => {
  const ELIGIBLE = {
    showChecklist: true,
    minimizeChecklist: false,
    eligibleFor60DaysDialog: true,
    shown60DaysDialog: false,
    tourStatus: [],
  };
  const signedOut = $session.get();
  const journey = () => $preferences.get().preferences.guidedJourneyPersona;

  beforeEach(() => {
    // A signed-in user's journey: the answer's write fails here (no local cloud), the store keeps it all the same.
    $session.set({
      status: 'signed-in',
      claims: { sub: 'ocid1.user.oc1..u', tenant: 'ocid1.tenancy.oc1..t' } as TokenClaims,
    });
    $preferences.set({
      ...INITIAL_PREFERENCES_STATE,
      status: 'success',
      preferences: { ...DEFAULT_PREFERENCES, guidedJourneyPersona: ELIGIBLE },
    });
  });

  afterEach(() => {
    $preferences.set(INITIAL_PREFERENCES_STATE);
    $session.set(signedOut);
  });

  it('asks whether to keep the checklist with Keep focused; Keep keeps it and saves that it was asked', async () => {
    await show({ kind: 'checklist-60-days' });
    expect(root().querySelector('h2')?.textContent).to.equal('Keep the Get started checklist?');
    expect(text()).to.contain('Your account is no longer new.');
    expect([...root().querySelectorAll('.dialog-footer button')].map(each => each.textContent)).to.deep.equal([
      'Hide checklist',
      'Keep checklist',
    ]);
    expect(focused()?.textContent).to.equal('Keep checklist');
    await expect(host).to.be.accessible();
    button('Keep checklist').click();
    await closed();
    expect(journey()).to.deep.equal({ ...ELIGIBLE, shown60DaysDialog: true });
  });

  it('Hide hides the checklist in the same save', async () => {
    await show({ kind: 'checklist-60-days' });
    button('Hide checklist').click();
    await closed();
    expect(journey()).to.deep.equal({ ...ELIGIBLE, showChecklist: false, shown60DaysDialog: true });
  });

  it('Escape keeps the checklist and never asks again', async () => {
    await show({ kind: 'checklist-60-days' });
    await sendKeys({ press: 'Escape' });
    await closed();
    expect(journey()).to.deep.equal({ ...ELIGIBLE, shown60DaysDialog: true });
  });
});
