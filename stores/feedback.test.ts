import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { LOCAL_KEYS, readLocalJson } from '../src/storage/browser-storage.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import {
  $feedback,
  $feedbackDraft,
  $feedbackSubmission,
  changeFeedback,
  feedbackProduct,
  openFeedback,
  parseFeedbackDraft,
  submitFeedbackDraft,
} from './feedback.ts';
import {
  $feedbackNotificationCount,
  $feedbackPanelOpen,
  $feedbackPanelPrompt,
  $feedbackPanelWanted,
  closeFeedbackPanel,
  openFeedbackPanel,
} from './feedback-panel.ts';
import { promptForFeedback, runPendingFeedbackPrompt } from './feedback-prompt.ts';
import { $preferences, INITIAL_PREFERENCES_STATE, loadPreferences } from './preferences.ts';
import { $location } from './route.ts';

const cloud = useStoreCloud();
let browser: BrowserGlobals;

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  setFeatureFlags({}, { reset: true });
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $preferences.set(INITIAL_PREFERENCES_STATE);
  $feedbackDraft.set({ rating: null, comment: '', contact: null });
  $feedbackSubmission.set({ status: 'idle' });
  $feedbackNotificationCount.set(0);
  closeFeedbackPanel();
  $location.set({ pathname: '/compute/instances', search: '' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  browser.uninstall();
  await cloud.local.clearFaults();
});

describe('the feedback store', () => {
  it('keeps the draft through a failed submission and a sign-out and sign-in, and clears it once sent', async () => {
    openFeedbackPanel();
    openFeedback();
    changeFeedback({ rating: 4, comment: 'The region menu is hard to find.' });
    await cloud.local.injectFault({
      service: 'feedback',
      operation: 'CreateFeedback',
      status: 500,
      code: 'InternalServerError',
      message: 'Feedback is down',
    });

    expect(await submitFeedbackDraft()).toBe(false);
    expect($feedback.get().submission).toMatchObject({ status: 'failed', message: 'Feedback is down' });
    expect($feedback.get().draft).toEqual({ rating: 4, comment: 'The region menu is hard to find.', contact: null });

    // Signed out and in again: the stores start empty, the draft is read back from storage.
    $feedbackDraft.set({ rating: null, comment: '', contact: null });
    await useSession(cloud.demo);
    openFeedback();
    expect($feedback.get()).toMatchObject({
      restored: true,
      submission: { status: 'idle' },
      draft: { rating: 4, comment: 'The region menu is hard to find.' },
    });

    await cloud.local.clearFaults();
    expect(await submitFeedbackDraft()).toBe(true);
    expect($feedback.get()).toMatchObject({
      submission: { status: 'submitted' },
      draft: { rating: null, comment: '' },
    });
    expect(readLocalJson(LOCAL_KEYS.feedbackDrafts)).toEqual({});
  });

  it('sends nothing without a rating or with a comment over 1000 characters, and says why', async () => {
    openFeedback();
    changeFeedback({ comment: 'x'.repeat(1001) });
    expect($feedback.get()).toMatchObject({ commentTooLong: true, commentLength: 1001, ratingMissing: false });
    expect(await submitFeedbackDraft()).toBe(false);
    expect($feedback.get()).toMatchObject({ ratingMissing: true, submission: { status: 'idle' } });
    changeFeedback({ rating: 5 });
    expect(await submitFeedbackDraft()).toBe(false);
    // Nothing typed is cut: the whole comment stays for the user to shorten.
    expect($feedback.get().draft.comment).toHaveLength(1001);
    changeFeedback({ comment: 'x'.repeat(1000) });
    expect($feedback.get().commentTooLong).toBe(false);
  });

  it('shows the stored usability-contact choice and saves a changed one as the user preference', async () => {
    await loadPreferences({ probe: false });
    openFeedback();
    const stored = $preferences.get().preferences.shouldContactForUsablity ?? false;
    expect($feedback.get().contact).toBe(stored);
    changeFeedback({ rating: 3, contact: !stored });
    expect(await submitFeedbackDraft()).toBe(true);
    await vi.waitFor(async () => {
      $preferences.set(INITIAL_PREFERENCES_STATE);
      await loadPreferences({ probe: false });
      expect($preferences.get().preferences.shouldContactForUsablity).toBe(!stored);
    });
    // Put the seeded preference back for the other tests.
    openFeedback();
    changeFeedback({ rating: 3, contact: stored });
    await submitFeedbackDraft();
  });

  it('counts prompts the frequency rule lets through under feedback-timestamps, and a submission answers them', async () => {
    const now = Date.UTC(2026, 10, 26, 12);
    expect(promptForFeedback('guided-tour', now)).toBe('allowed');
    expect($feedbackPanelOpen.get()).toBe(true);
    expect($feedbackPanelPrompt.get()).toBe('guided-tour');
    expect($feedbackNotificationCount.get()).toBe(1);
    expect(readLocalJson(LOCAL_KEYS.feedbackTimestamps)).toEqual({ 'guided-tour': [now] });

    closeFeedbackPanel();
    // The same component within the long-term duration, another one within the short-term limit: blocked.
    expect(promptForFeedback('guided-tour', now + 3_600_000)).toBe('component-recently-shown');
    expect(promptForFeedback('search', now + 3_600_000)).toBe('short-term-limit');
    expect($feedbackPanelOpen.get()).toBe(false);
    expect($feedbackNotificationCount.get()).toBe(1);
    // The next day another component may prompt.
    expect(promptForFeedback('search', now + 25 * 3_600_000)).toBe('allowed');
    expect($feedbackNotificationCount.get()).toBe(2);

    openFeedback();
    changeFeedback({ rating: 5 });
    await submitFeedbackDraft();
    expect($feedbackNotificationCount.get()).toBe(0);

    setFeatureFlags({ 'feedback-notification-short-term-limit': 0 });
    expect(promptForFeedback('billing', now + 100 * 86_400_000)).toBe('limit-zero');
  });

  it('opens without a prompt whatever the rule says (the help menu)', () => {
    setFeatureFlags({ 'feedback-notification-legacy-mode': true, 'feedback-notification-legacy-limit': 0 });
    openFeedbackPanel();
    expect($feedbackPanelOpen.get()).toBe(true);
    expect($feedbackPanelPrompt.get()).toBeUndefined();
    closeFeedbackPanel();
    openFeedbackPanel({ prompt: 'guided-tour' });
    expect($feedbackPanelWanted.get(), 'the pending prompt loads the panel').toBe(true);
    expect(runPendingFeedbackPrompt()).toBe('limit-zero');
    expect($feedbackPanelWanted.get()).toBe(false);
    expect($feedbackPanelOpen.get()).toBe(false);
    expect(console.info).toHaveBeenCalledWith('[feedback] no prompt for guided-tour: limit-zero');
  });

  it('names the product: the prompt, else the page area', () => {
    expect(feedbackProduct(undefined, '/compute/instances')).toEqual({
      source: 'console',
      component: 'compute',
      category: 'general',
    });
    expect(feedbackProduct(undefined, '/')).toEqual({ source: 'console', component: 'home', category: 'general' });
    expect(feedbackProduct('guided-tour', '/')).toEqual({
      source: 'console',
      component: 'guided-tour',
      category: 'prompt',
    });
  });

  it.each([
    [null, null],
    ['text', null],
    [{ rating: 0, comment: 5, contact: 'yes' }, null],
    [{ rating: 6 }, null],
    [
      { rating: 2.5, comment: 'a' },
      { rating: null, comment: 'a', contact: null },
    ],
    [
      { rating: 5, contact: false },
      { rating: 5, comment: '', contact: false },
    ],
  ])('reads the stored draft %j as %j', (stored, expected) => {
    expect(parseFeedbackDraft(stored)).toEqual(expected);
  });
});
