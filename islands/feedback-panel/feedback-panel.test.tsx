import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TokenClaims } from '../../src/auth/token-claims.ts';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { LOCAL_KEYS } from '../../src/storage/browser-storage.ts';
import { $feedbackDraft, $feedbackSubmission } from '../../stores/feedback.ts';
import { $feedbackPanelOpen, $feedbackPanelPrompt } from '../../stores/feedback-panel.ts';
import { $preferences, DEFAULT_PREFERENCES, INITIAL_PREFERENCES_STATE } from '../../stores/preferences.ts';
import { $session } from '../../stores/session.ts';
import { FEEDBACK_TEXTS } from './feedback-panel-loader.ts';
import './feedback-panel.element.ts';

const CLAIMS = { sub: 'ocid1.user.oc1..feedback', tenant: 'ocid1.tenancy.oc1..acme' } as TokenClaims;

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
const comment = () => query<HTMLTextAreaElement>('textarea');
const radio = (name: string) => {
  const label = [...root().querySelectorAll('label')].find(element => element.textContent?.includes(name));
  const input = label?.querySelector('input');
  if (!input) throw new Error(`no rating ${name}`);
  return input;
};
const submitButton = () => query<HTMLButtonElement>('button[type="submit"]');

/** Types into a React-controlled field as a user would (the value setter plus an input event). */
function typeInto(field: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function openPanel(): Promise<void> {
  opener.focus();
  $feedbackPanelOpen.set(true);
  await waitUntil(() => panel.shadowRoot?.querySelector('dialog')?.open, 'the panel opens');
}

before(async () => {
  await activateLocale('en');
  await addCatalogPart(FEEDBACK_TEXTS);
});

beforeEach(() => {
  localStorage.removeItem(LOCAL_KEYS.feedbackDrafts);
  $session.set({ status: 'signed-in', claims: CLAIMS });
  $preferences.set({
    ...INITIAL_PREFERENCES_STATE,
    status: 'success',
    preferences: { ...DEFAULT_PREFERENCES, shouldContactForUsablity: true },
  });
  $feedbackDraft.set({ rating: null, comment: '', contact: null });
  $feedbackSubmission.set({ status: 'idle' });
  $feedbackPanelPrompt.set(undefined);
  opener = document.createElement('button');
  opener.textContent = 'Help';
  panel = document.createElement('console-feedback-panel');
  document.body.append(opener, panel);
});

afterEach(() => {
  $feedbackPanelOpen.set(false);
  opener.remove();
  panel.remove();
  $preferences.set(INITIAL_PREFERENCES_STATE);
});

describe('console-feedback-panel', () => {
  it('opens as a labelled dialog with the rating, comment and the stored contact choice', async () => {
    await openPanel();
    expect(query('h2').textContent).to.equal('Feedback');
    expect(query('legend').textContent).to.equal('How would you rate your experience?');
    expect(root().activeElement).to.equal(radio('Very poor'));
    expect([...root().querySelectorAll('.feedback-rating-text')].map(text => text.textContent)).to.deep.equal([
      'Very poor',
      'Poor',
      'Fair',
      'Good',
      'Excellent',
    ]);
    expect(query<HTMLInputElement>('input[type="checkbox"]').checked, 'the stored preference').to.equal(true);
    expect(query('.feedback-count').textContent).to.equal('1,000 characters left');
    await expect(panel).to.be.accessible();
  });

  it('counts characters live and says "Cannot exceed 1000 characters" past the limit, keeping every one', async () => {
    await openPanel();
    typeInto(comment(), 'Hello');
    await waitUntil(() => query('.feedback-count').textContent === '995 characters left');
    typeInto(comment(), 'x'.repeat(1002));
    await waitUntil(() => query('.feedback-count').textContent === '2 characters too many');
    expect(query('.feedback-live').textContent).to.equal('Cannot exceed 1000 characters');
    expect(comment().getAttribute('aria-invalid')).to.equal('true');
    expect(comment().value).to.have.length(1002);
    expect(comment().getAttribute('aria-describedby')).to.contain(query('.feedback-live p').id);
    await expect(panel).to.be.accessible();
  });

  it('asks for a rating on Submit without one, moving focus to it', async () => {
    await openPanel();
    typeInto(comment(), 'No rating yet');
    submitButton().click();
    await waitUntil(() => root().querySelector('.feedback-field-error'), 'the rating error shows');
    expect(query('.feedback-field-error').textContent).to.equal('Choose a rating.');
    expect(query('fieldset').getAttribute('aria-invalid')).to.equal('true');
    expect(root().activeElement).to.equal(radio('Very poor'));
    expect($feedbackSubmission.get().status).to.equal('idle');
    await expect(panel).to.be.accessible();
  });

  it('keeps the draft and shows the submit error with the request id when sending fails', async () => {
    await openPanel();
    radio('Good').click();
    typeInto(comment(), 'Search is great');
    $feedbackSubmission.set({ status: 'failed', message: 'Feedback is down', requestId: 'ABC123' });
    await waitUntil(() => root().querySelector('[role="alert"]'), 'the error shows');
    expect(query('[role="alert"]').textContent).to.contain(
      'Your feedback could not be submitted. What you wrote is kept, so you can try again.'
    );
    expect(query('[role="alert"]').textContent).to.contain('Request ID: ABC123');
    expect(radio('Good').checked).to.equal(true);
    expect(comment().value).to.equal('Search is great');
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.feedbackDrafts) ?? '{}')).to.deep.equal({
      [CLAIMS.sub]: { rating: 4, comment: 'Search is great', contact: null },
    });
    await expect(panel).to.be.accessible();
  });

  it('asks the prompt’s question, thanks after a submission and closes with Escape, focus back', async () => {
    $feedbackPanelPrompt.set('guided-tour');
    await openPanel();
    expect(query('.feedback-prompt').textContent).to.equal('You have finished the console tour. How was it?');
    $feedbackSubmission.set({ status: 'submitted' });
    await waitUntil(() => root().querySelector('.feedback-thanks'), 'the thanks show');
    expect(root().activeElement?.textContent).to.equal('Thank you for your feedback');
    expect(root().querySelector('button[type="submit"]')).to.equal(null);
    await expect(panel).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog().open, 'Escape closes');
    expect(document.activeElement).to.equal(opener);
  });

  it('speaks German', async () => {
    await activateLocale('de');
    try {
      await openPanel();
      expect(query('h2').textContent).to.equal('Feedback');
      expect(query('legend').textContent).to.equal('Wie bewerten Sie Ihre Erfahrung?');
      expect(submitButton().textContent).to.equal('Senden');
    } finally {
      await activateLocale('en');
    }
  });
});
