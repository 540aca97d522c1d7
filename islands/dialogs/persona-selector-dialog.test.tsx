import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TokenClaims } from '../../src/auth/token-claims.ts';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { $dialogQueue } from '../../stores/dialogs.ts';
import { startPersonaPrompt, stopPersonaPrompt } from '../../stores/persona-prompt.ts';
import { $preferences, DEFAULT_PREFERENCES, INITIAL_PREFERENCES_STATE } from '../../stores/preferences.ts';
import { $session } from '../../stores/session.ts';
import type { UserPersona } from '../../src/services/personalization.ts';
import { DIALOGS_TEXTS } from './dialogs-loader.ts';
import './dialogs.element.ts';

// The persona selector at first sign-in, as the console shows it: asked for by its trigger when the preferences say the
// user has no persona, in the console-dialogs host, with the settings panel's selector.

let host: HTMLElement;
let opener: HTMLButtonElement;

const root = (): ShadowRoot => {
  if (!host.shadowRoot) throw new Error('no shadow root');
  return host.shadowRoot;
};
const dialog = () => root().querySelector('dialog');
const button = (name: string): HTMLButtonElement => {
  const found = [...root().querySelectorAll('button')].find(each => each.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const radio = (name: string): HTMLInputElement => {
  const label = [...root().querySelectorAll('label')].find(each => each.textContent === name);
  const input = label?.querySelector('input');
  if (!input) throw new Error(`no option ${name}`);
  return input;
};

function loaded(userPersona: UserPersona | null): void {
  $preferences.set({
    ...INITIAL_PREFERENCES_STATE,
    status: 'success',
    preferences: { ...DEFAULT_PREFERENCES, userPersona },
  });
}

async function shown(): Promise<HTMLDialogElement> {
  await waitUntil(() => dialog()?.open, 'the persona dialog opens', { timeout: 4000 });
  const open = dialog();
  if (!open) throw new Error('no dialog');
  return open;
}

before(async () => {
  await activateLocale('en');
  await addCatalogPart(DIALOGS_TEXTS);
});

beforeEach(() => {
  $session.set({
    status: 'signed-in',
    claims: { sub: 'ocid1.user.oc1..new', tenant: 'ocid1.tenancy.oc1..t' } as TokenClaims,
  });
  opener = document.createElement('button');
  opener.textContent = 'Work';
  host = document.createElement('console-dialogs');
  document.body.append(opener, host);
  opener.focus();
});

afterEach(() => {
  stopPersonaPrompt();
  $dialogQueue.set([]);
  $preferences.set(INITIAL_PREFERENCES_STATE);
  host.remove();
  opener.remove();
});

describe('the first sign-in persona dialog', () => {
  it('is not asked while loading, nor of a user with a persona or who skipped it', async () => {
    $preferences.set({ ...INITIAL_PREFERENCES_STATE, status: 'loading', loading: true });
    startPersonaPrompt();
    loaded({ en: ['hobbyist'] });
    stopPersonaPrompt();
    loaded({ isDismissed: true });
    startPersonaPrompt();
    expect($dialogQueue.get()).to.deep.equal([]);
  });

  it('asks a user without a persona, with the 16 options, focus inside and axe-clean; Save stores the choice', async () => {
    loaded(null);
    startPersonaPrompt();
    const open = await shown();
    expect(open.getAttribute('aria-labelledby')).to.be.a('string');
    expect(root().querySelector('h2')?.textContent).to.equal('Tell us about your role');
    expect(root().querySelectorAll('input[type="radio"]')).to.have.length(16);
    expect(open.contains(root().activeElement)).to.equal(true);
    await expect(host).to.be.accessible();

    // Save without a choice says what is missing and keeps the dialog.
    button('Save').click();
    await waitUntil(() => root().textContent?.includes('Choose the role closest to yours, or skip the question.'));
    expect(dialog()?.open).to.equal(true);

    radio('Other (specify)').click();
    await waitUntil(() => root().querySelector('.persona-other-input'), 'the text field shows');
    const other = root().querySelector<HTMLInputElement>('.persona-other-input');
    if (!other) throw new Error('no text field');
    other.focus();
    await sendKeys({ type: 'Data journalist' });
    await expect(host).to.be.accessible();
    button('Save').click();

    await waitUntil(() => dialog() === null, 'Save closes the dialog', { timeout: 6000 });
    expect($preferences.get().preferences.userPersona).to.deep.equal({
      isDismissed: true,
      en: ['other:Data journalist'],
    });
    expect(document.activeElement).to.equal(opener);
  });

  it('Skip stores that the question was answered; Escape only closes it for now', async () => {
    loaded({});
    startPersonaPrompt();
    await shown();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => dialog() === null, 'Escape closes');
    expect($preferences.get().preferences.userPersona).to.deep.equal({});
    expect(document.activeElement).to.equal(opener);

    stopPersonaPrompt();
    startPersonaPrompt();
    await shown();
    button('Skip').click();
    await waitUntil(() => dialog() === null, 'Skip closes', { timeout: 6000 });
    expect($preferences.get().preferences.userPersona).to.deep.equal({ isDismissed: true });
  });
});
