import {
  feedbackPromptDecision,
  parseFeedbackTimestamps,
  recordFeedbackPrompt,
  type FeedbackFrequencyLimits,
  type FeedbackPromptDecision,
} from '../src/domain/feedback-frequency.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { LOCAL_KEYS, readLocalJson, writeLocalJson } from '../src/storage/browser-storage.ts';
import {
  $feedbackNotificationCount,
  $feedbackPanelOpen,
  $feedbackPanelPrompt,
  $pendingFeedbackPrompt,
} from './feedback-panel.ts';

// Feedback prompts (spec 2 §2 "the notification count increases as prompts occur", §5 frequency, §9 timestamps), in the
// feedback panel's chunk: `openFeedbackPanel({ prompt })` (stores/feedback-panel.ts) leaves the prompt pending, which
// loads the panel, and the panel runs it here. Nothing of it is on the start-up path.

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

/** Runs the pending prompt, if any, through the rule (the panel calls it when a prompt is pending). */
export function runPendingFeedbackPrompt(now: number = Date.now()): FeedbackPromptDecision | null {
  const component = $pendingFeedbackPrompt.get();
  if (component === null) return null;
  $pendingFeedbackPrompt.set(null);
  return promptForFeedback(component, now);
}
