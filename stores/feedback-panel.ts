import { atom } from 'nanostores';
import {
  feedbackPromptDecision,
  parseFeedbackTimestamps,
  recordFeedbackPrompt,
  type FeedbackFrequencyLimits,
  type FeedbackPromptDecision,
} from '../src/domain/feedback-frequency.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { LOCAL_KEYS, readLocalJson, writeLocalJson } from '../src/storage/browser-storage.ts';

// The feedback panel's open state and its prompts, apart from its store (stores/feedback.ts) and island: this module is
// the overlay registry's `wanted` store (elements/console-app/overlays.ts), on the start-up path, so it holds atoms,
// actions and the small frequency rule only (src/domain/feedback-frequency.ts), no service or UI code.

/** Options for opening the feedback panel. */
export interface OpenFeedbackPanelOptions {
  /**
   * The component that prompts for feedback (spec 2 §5; e.g. 'guided-tour' when the tour completes). A prompt shows
   * only when the frequency rule allows it, raises the notification count, and the panel asks about that component.
   * Absent when the user opened the panel themselves (help menu): it always opens.
   */
  readonly prompt?: string;
}

/** True while the feedback side panel is open. */
export const $feedbackPanelOpen = atom(false);

/** The component of the prompt the panel was last opened for, or undefined when the user opened it themselves. */
export const $feedbackPanelPrompt = atom<string | undefined>(undefined);

/**
 * Prompts that showed and have not been answered (spec 2 §2 "the notification count increases as prompts occur"): the
 * help menu shows it; a submission clears it.
 */
export const $feedbackNotificationCount = atom(0);

const HOUR_MS = 3_600_000;

/** The frequency limits from the feature flags. */
export function feedbackFrequencyLimits(): FeedbackFrequencyLimits {
  return {
    shortTermLimit: featureFlag('feedback-notification-short-term-limit'),
    shortTermDurationMs: featureFlag('feedback-notification-short-term-duration-hours') * HOUR_MS,
    longTermLimit: featureFlag('feedback-notification-long-term-limit'),
    longTermDurationMs: featureFlag('feedback-notification-long-term-duration-days') * 24 * HOUR_MS,
    legacy: featureFlag('feedback-notification-legacy-mode'),
    legacyLimit: featureFlag('feedback-notification-legacy-limit'),
  };
}

/**
 * Asks for a feedback prompt of a component: when the frequency rule allows it, the time is recorded under
 * `feedback-timestamps`, the notification count rises and the panel opens on it. Answers the rule's decision.
 */
export function promptForFeedback(component: string, now: number = Date.now()): FeedbackPromptDecision {
  const timestamps = parseFeedbackTimestamps(readLocalJson(LOCAL_KEYS.feedbackTimestamps));
  const decision = feedbackPromptDecision({
    component,
    now,
    timestamps,
    notificationCount: $feedbackNotificationCount.get(),
    limits: feedbackFrequencyLimits(),
  });
  if (decision !== 'allowed') {
    console.info(`[feedback] no prompt for ${component}: ${decision}`);
    return decision;
  }
  writeLocalJson(LOCAL_KEYS.feedbackTimestamps, recordFeedbackPrompt(timestamps, component, now));
  $feedbackNotificationCount.set($feedbackNotificationCount.get() + 1);
  $feedbackPanelPrompt.set(component);
  $feedbackPanelOpen.set(true);
  return decision;
}

/**
 * Opens the feedback panel: for a prompt (the guided tour on completion, …) only as the frequency rule allows (see
 * `promptForFeedback`); without one (the help menu's Feedback) always.
 */
export function openFeedbackPanel(options?: OpenFeedbackPanelOptions): void {
  if (options?.prompt !== undefined) {
    promptForFeedback(options.prompt);
    return;
  }
  $feedbackPanelPrompt.set(undefined);
  $feedbackPanelOpen.set(true);
}

/** Closes the feedback panel (its draft is kept by the feedback store). */
export function closeFeedbackPanel(): void {
  $feedbackPanelOpen.set(false);
}

/** The prompts are answered: a submission clears the count. */
export function clearFeedbackNotifications(): void {
  $feedbackNotificationCount.set(0);
}
