import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { $seTrial, resetSeTrial } from '../../stores/se-trial.ts';
import type { SeTrialState } from '../../stores/se-trial.ts';
import { ACCOUNT_TEXTS } from './se-trial-loader.ts';
import './se-trial.element.ts';

// The SE trial terms as the console shows them: the island reads $seTrial (stores/se-trial.ts); these tests set the
// state the decision would reach and use the screen as a user would.

const COUNTRIES: NonNullable<SeTrialState['countries']> = [
  {
    countryCode: 'DE',
    countryName: 'Germany',
    orgNameId: 'emea',
    orgName: 'Oracle EMEA Limited (Ireland)',
    url: 'https://example.com/emea.html',
  },
  {
    countryCode: 'AT',
    countryName: 'Austria',
    orgNameId: 'emea',
    orgName: 'Oracle EMEA Limited (Ireland)',
    url: 'https://example.com/emea.html',
  },
  {
    countryCode: 'US',
    countryName: 'United States',
    orgNameId: 'us',
    orgName: 'Oracle America, Inc.',
    url: 'https://example.com/us.html',
  },
];

let host: HTMLElement;

const root = (): ShadowRoot => {
  if (!host.shadowRoot) throw new Error('no shadow root');
  return host.shadowRoot;
};
const dialogs = () => [...root().querySelectorAll('dialog')].filter(dialog => dialog.open);
const byTestId = <T extends Element>(id: string): T => {
  const found = root().querySelector<T>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const button = (name: string): HTMLButtonElement => {
  const found = [...root().querySelectorAll('button')].find(each => each.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const deepActive = (): Element | null => root().activeElement;

async function accessible(): Promise<void> {
  await expect(host).to.be.accessible();
}

function show(patch: Partial<SeTrialState>): void {
  $seTrial.set({
    ...$seTrial.get(),
    view: 'terms',
    isLoading: false,
    termsRequired: true,
    countryCode: 'DE',
    countries: COUNTRIES,
    credit: { amount: 500, currency: 'USD' },
    durationDays: 60,
    ...patch,
  });
}

before(async () => {
  // Without the dialogs' fade-in, axe reads their final colours.
  await emulateMedia({ reducedMotion: 'reduce' });
  await activateLocale('en');
  await addCatalogPart(ACCOUNT_TEXTS);
});

beforeEach(() => {
  resetSeTrial();
  host = document.createElement('console-se-trial');
  document.body.append(host);
});

afterEach(() => {
  host.remove();
  resetSeTrial();
});

describe('console-se-trial', () => {
  it('shows the country entry and keeps Accept disabled with the must-review message until reviewed and ticked', async () => {
    show({});
    await waitUntil(() => dialogs().length === 1, 'the terms open');
    const terms = byTestId<HTMLDialogElement>('se-trial-terms');
    expect(terms.querySelector('h2')?.textContent).to.equal('Trial terms');
    const cells = [...terms.querySelectorAll('td')].map(cell => cell.textContent?.trim());
    expect(cells[0]).to.equal('Germany');
    expect(cells[1]).to.equal('Oracle EMEA Limited (Ireland)');
    expect(cells[2]).to.contain('Agreement of Oracle EMEA Limited (Ireland)');
    expect(cells[3]).to.equal('$500.00');
    expect(cells[4]).to.equal('60 days');
    const accept = byTestId<HTMLButtonElement>('se-trial-accept');
    expect(accept.getAttribute('aria-disabled')).to.equal('true');
    expect(byTestId('se-trial-must-review').textContent).to.equal(
      'You must review the general terms and confirm that you have read them before you can accept.'
    );
    // Ticking the box alone is not enough.
    const checkbox = terms.querySelector<HTMLInputElement>('input[type="checkbox"]');
    checkbox?.click();
    await waitUntil(() => $seTrial.get().haveRead, 'the box is ticked');
    expect(accept.getAttribute('aria-disabled')).to.equal('true');
    await accessible();

    // The general terms page: every country by contracting entity, in a dialog of its own.
    const review = button('Review the general terms for all countries');
    review.focus();
    review.click();
    await waitUntil(() => dialogs().length === 2, 'the general terms open');
    const general = byTestId<HTMLDialogElement>('se-trial-general-terms');
    expect([...general.querySelectorAll('h3')].map(heading => heading.textContent)).to.deep.equal([
      'Oracle America, Inc.',
      'Oracle EMEA Limited (Ireland)',
    ]);
    expect([...general.querySelectorAll('li')].map(item => item.textContent)).to.deep.equal([
      'United States',
      'Austria',
      'Germany',
    ]);
    await accessible();
    button('Back to the trial terms').click();
    await waitUntil(() => dialogs().length === 1, 'back to the terms');
    await waitUntil(() => deepActive() === review, 'focus returns to the review button');
    expect(accept.getAttribute('aria-disabled')).to.equal(null);
    expect(byTestId('se-trial-must-review').textContent).to.equal('');
  });

  it('says when the country is not known and names no entity', async () => {
    show({ countryCode: undefined });
    await waitUntil(() => dialogs().length === 1, 'the terms open');
    expect(root().textContent).to.contain("We couldn't determine your country.");
    expect([...root().querySelectorAll('td')][0]?.textContent).to.equal('Not known');
    await accessible();
  });

  it('shows the loading modal while deciding, then the error of an acceptance that was not recorded', async () => {
    $seTrial.set({ ...$seTrial.get(), view: 'loading' });
    await waitUntil(() => dialogs().length === 1, 'the loading modal opens');
    expect(root().querySelector('[role="status"]')?.textContent).to.contain('Checking your trial terms…');
    await accessible();
    show({ acceptError: 'not-recorded', reviewedGeneralTerms: true, haveRead: true });
    await waitUntil(() => root().querySelector('[role="alert"] p') !== null, 'the error shows');
    expect(root().querySelector('[role="alert"] p')?.textContent).to.equal(
      "Your acceptance couldn't be recorded. Try again."
    );
  });

  it('counts down on the missing-country screen and offers to sign out now', async () => {
    $seTrial.set({ ...$seTrial.get(), view: 'missing-country', countdown: 7 });
    await waitUntil(() => dialogs().length === 1, 'the screen opens');
    const screen = byTestId<HTMLDialogElement>('se-trial-missing-country');
    expect(screen.querySelector('h2')?.textContent).to.equal("Your trial can't start yet");
    expect(screen.querySelector('[role="timer"]')?.textContent).to.equal("You'll be signed out in 7 seconds.");
    expect(button('Sign out now').className).to.contain('button-primary');
    await accessible();
  });
});
