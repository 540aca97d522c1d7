import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import type { TokenClaims } from '../../src/auth/token-claims.ts';
import { setFeatureFlags } from '../../src/feature-flags.ts';
import { LOCAL_KEYS } from '../../src/storage/browser-storage.ts';
import { $settingsDraft, $settingsSave } from '../../stores/console-settings.ts';
import { $preferences, DEFAULT_PREFERENCES, INITIAL_PREFERENCES_STATE } from '../../stores/preferences.ts';
import { $session } from '../../stores/session.ts';
import { $settingsPanelOpen } from '../../stores/settings-panel.ts';
import { loadSettingsTexts } from '../shared/settings-texts.ts';
import './settings-panel.element.ts';

const CLAIMS = { sub: 'ocid1.user.oc1..panel', tenant: 'ocid1.tenancy.oc1..acme' } as TokenClaims;

function loaded(canManage: boolean, sessionInactivityLimitTime: number | null = 60): void {
  $preferences.set({
    ...INITIAL_PREFERENCES_STATE,
    status: 'success',
    canManageTenancyPreferences: canManage,
    preferences: {
      ...DEFAULT_PREFERENCES,
      timeZone: { preferredTimeZone: 'Europe/Berlin', activeTimeZone: 'Europe/Berlin' },
      userPersona: { en: ['cloud-architect'], isDismissed: true },
    },
    tenancy: { sessionInactivityLimitTime, SETrialTermsAccepted: false },
  });
}

let opener: HTMLButtonElement;
let panel: HTMLElement;

const root = (): ShadowRoot => {
  if (!panel.shadowRoot) throw new Error('no shadow root');
  return panel.shadowRoot;
};
const query = <T extends Element = HTMLElement>(selector: string): T => {
  const found = root().querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
};
const dialog = () => query<HTMLDialogElement>('dialog');
const selects = () => [...root().querySelectorAll('select')];
const saveButton = () => query<HTMLButtonElement>('button[type="submit"]');
const labelled = <T extends HTMLElement>(text: string): T => {
  const label = [...root().querySelectorAll('label')].find(element => element.textContent?.trim() === text);
  const control = label?.htmlFor ? root().getElementById(label.htmlFor) : label?.querySelector('input');
  if (!control) throw new Error(`no control labelled ${text}`);
  return control as T;
};

/** Types into a React-controlled field as a user would (the value setter plus an input event). */
function typeInto(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const prototype = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

async function openPanel(): Promise<void> {
  opener.focus();
  $settingsPanelOpen.set(true);
  await waitUntil(() => panel.shadowRoot?.querySelector('dialog')?.open, 'the panel opens');
}

before(async () => {
  await loadSettingsTexts();
  await activateLocale('en');
});

beforeEach(() => {
  setFeatureFlags({}, { reset: true });
  localStorage.removeItem(LOCAL_KEYS.settingsDrafts);
  $session.set({ status: 'signed-in', claims: CLAIMS });
  $settingsDraft.set({});
  $settingsSave.set({ saving: false, timeoutError: null });
  $settingsPanelOpen.set(false);
  loaded(true);
  opener = document.createElement('button');
  opener.textContent = 'User menu';
  panel = document.createElement('console-settings-panel');
  document.body.append(opener, panel);
});

afterEach(() => {
  $settingsPanelOpen.set(false);
  opener.remove();
  panel.remove();
  $preferences.set(INITIAL_PREFERENCES_STATE);
});

describe('console-settings-panel', () => {
  it('opens as a labelled dialog with focus inside, shows the saved values, and Escape gives focus back', async () => {
    await openPanel();
    expect(dialog().getAttribute('aria-labelledby')).to.be.a('string');
    expect(query('h2').textContent).to.equal('Console settings');
    expect(root().activeElement).to.equal(labelled('Time zone'));
    expect(labelled<HTMLSelectElement>('Time zone').value).to.equal('Europe/Berlin');
    expect(labelled<HTMLSelectElement>('Sign out after inactivity of').value).to.equal('60');
    expect(labelled<HTMLInputElement>('Cloud architect').checked).to.equal(true);
    expect(saveButton().disabled, 'nothing changed yet').to.equal(true);
    await expect(panel).to.be.accessible();

    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog().open, 'Escape closes');
    expect($settingsPanelOpen.get()).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('lists UTC first, then the named zones west to east', async () => {
    await openPanel();
    const options = [...labelled<HTMLSelectElement>('Time zone').options];
    expect(options[0]?.value).to.equal('UTC');
    expect(options[0]?.textContent).to.equal('UTC (Coordinated Universal Time)');
    const ids = options.map(option => option.value);
    expect(ids.indexOf('America/Los_Angeles')).to.be.below(ids.indexOf('America/New_York'));
    expect(ids.indexOf('America/New_York')).to.be.below(ids.indexOf('Europe/Berlin'));
    expect(ids.indexOf('Europe/Berlin')).to.be.below(ids.indexOf('Asia/Tokyo'));
    expect(options.find(option => option.value === 'Asia/Tokyo')?.textContent).to.equal('(UTC+09:00) Asia/Tokyo');
  });

  it('offers Custom at 45 minutes and refuses a value outside the limits, Save disabled', async () => {
    await openPanel();
    typeInto(labelled('Sign out after inactivity of'), 'custom');
    await waitUntil(() => root().querySelector('input[type="number"]'), 'the custom input shows');
    const custom = labelled<HTMLInputElement>('Custom timeout (minutes)');
    expect(custom.value).to.equal('45');
    expect(custom.step).to.equal('1');
    expect([custom.min, custom.max]).to.deep.equal(['5', '1440']);
    expect(saveButton().disabled).to.equal(false);

    typeInto(custom, '1441');
    await waitUntil(() => custom.getAttribute('aria-invalid') === 'true', 'the input is marked invalid');
    expect(query('.settings-error').textContent).to.equal(
      "The value entered isn't valid. Enter a number between 5 and 1440."
    );
    expect(saveButton().disabled).to.equal(true);
    await expect(panel).to.be.accessible();

    typeInto(custom, '90');
    await waitUntil(() => !saveButton().disabled, 'a valid value can be saved');
    expect(query('.settings-error').textContent).to.equal('');
  });

  it('locks the session timeout without permission, with a critical notice', async () => {
    loaded(false);
    await openPanel();
    expect(query('[role="alert"]').textContent).to.contain("You don't have permission to change the session timeout.");
    expect(labelled<HTMLSelectElement>('Sign out after inactivity of').disabled).to.equal(true);
    expect(labelled<HTMLSelectElement>('Time zone').disabled, 'the time zone is the user’s own').to.equal(false);
    expect(saveButton().disabled).to.equal(true);
    await expect(panel).to.be.accessible();
  });

  it('shows the session timeout read-only to an operator working in the tenancy by override', async () => {
    $session.set({ status: 'signed-in', claims: { ...CLAIMS, tenant_override_from: 'ocid1.tenancy.oc1..home' } });
    await openPanel();
    expect(root().textContent).to.contain('so its session timeout is read-only here');
    expect(labelled<HTMLSelectElement>('Sign out after inactivity of').disabled).to.equal(true);
    expect(saveButton().disabled).to.equal(true);
    await expect(panel).to.be.accessible();
  });

  it('disables Save and the fields while the preferences load, and says so', async () => {
    $preferences.set({ ...INITIAL_PREFERENCES_STATE, status: 'loading', loading: true });
    await openPanel();
    expect(query('[role="status"]').textContent).to.equal('Loading your settings…');
    expect(selects().every(select => select.disabled)).to.equal(true);
    expect(saveButton().disabled).to.equal(true);
  });

  it('asks for words when "Other" is chosen and keeps Save disabled until there are some', async () => {
    await openPanel();
    labelled<HTMLInputElement>('Other (specify)').click();
    await waitUntil(() => root().querySelector('.persona-other-input'), 'the text field shows');
    const other = labelled<HTMLInputElement>('Your role');
    expect(other.getAttribute('aria-invalid')).to.equal('true');
    expect(saveButton().disabled).to.equal(true);
    typeInto(other, 'Data journalist');
    await waitUntil(() => !saveButton().disabled, 'Save is possible with words');
    await expect(panel).to.be.accessible();
  });

  it('brings back the user’s unsaved draft, and shows a failed save with what was typed', async () => {
    localStorage.setItem(
      LOCAL_KEYS.settingsDrafts,
      JSON.stringify({ [CLAIMS.sub]: { timeoutChoice: 'custom', customText: '75' }, other: { timeZone: 'UTC' } })
    );
    await openPanel();
    expect(root().textContent).to.contain('Your unsaved changes from your last visit are back.');
    expect(labelled<HTMLInputElement>('Custom timeout (minutes)').value).to.equal('75');
    expect(labelled<HTMLSelectElement>('Time zone').value, 'another user’s draft is not this one’s').to.equal(
      'Europe/Berlin'
    );

    $settingsSave.set({ saving: false, timeoutError: { message: 'Internal server error.', requestId: 'ABC123' } });
    await waitUntil(() => root().querySelectorAll('[role="alert"]').length === 1, 'the error shows');
    const alert = query('[role="alert"]');
    expect(alert.textContent).to.contain("The session timeout couldn't be saved.");
    expect(alert.textContent).to.contain('Internal server error. (request ID ABC123)');
    expect(labelled<HTMLInputElement>('Custom timeout (minutes)').value).to.equal('75');
    await expect(panel).to.be.accessible();
  });

  it('Cancel drops the draft and closes', async () => {
    await openPanel();
    typeInto(labelled('Time zone'), 'Asia/Tokyo');
    await waitUntil(() => !saveButton().disabled, 'a change can be saved');
    expect(localStorage.getItem(LOCAL_KEYS.settingsDrafts)).to.contain('Asia/Tokyo');
    [...root().querySelectorAll('button')].find(button => button.textContent === 'Cancel')?.click();
    await waitUntil(() => !dialog().open, 'Cancel closes');
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.settingsDrafts) ?? 'null')).to.deep.equal({});
    expect(document.activeElement).to.equal(opener);
  });
});
