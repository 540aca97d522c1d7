// Spec 2 §5 "Feedback notification frequency" and §9 "Feedback timestamps: max 5 per component, stored as
// feedback-timestamps; default legacy limit 1": whether a feedback prompt may show, and what is recorded when it does.
// Pure: the timestamps, the time and the limits come in as values (stores/feedback-panel.ts reads them).

/** The most timestamps kept per component (spec 2 §9). */
export const MAX_TIMESTAMPS_PER_COMPONENT = 5;

/** The legacy mode's limit when none is configured (spec 2 §9). */
export const DEFAULT_LEGACY_LIMIT = 1;

/** When each component last prompted, oldest first, in milliseconds since the epoch. */
export type FeedbackTimestamps = Readonly<Record<string, readonly number[]>>;

/** The limits of the frequency rule (the `feedback-notification-*` feature flags). */
export interface FeedbackFrequencyLimits {
  /** Prompts allowed across all components within the short-term duration. 0 blocks every prompt. */
  shortTermLimit: number;
  shortTermDurationMs: number;
  /** Prompts allowed across all components within the long-term duration. 0 blocks every prompt. */
  longTermLimit: number;
  /** Also the time a component stays blocked after it prompted. */
  longTermDurationMs: number;
  /** Legacy mode: only the notification count is compared with `legacyLimit`; the durations do not apply. */
  legacy: boolean;
  /** The legacy limit (default 1). 0 blocks every prompt. */
  legacyLimit: number;
}

/** Why a prompt may not show, or `allowed`. */
export type FeedbackPromptDecision =
  'allowed' | 'limit-zero' | 'component-recently-shown' | 'short-term-limit' | 'long-term-limit' | 'legacy-limit';

/** What the rule looks at for one prompt. */
export interface FeedbackPromptFacts {
  component: string;
  now: number;
  timestamps: FeedbackTimestamps;
  /** Prompts counted by the notification count so far (legacy mode). */
  notificationCount: number;
  limits: FeedbackFrequencyLimits;
}

/** How many timestamps of every component lie within `durationMs` before `now` (a future one counts: clock skew). */
function countWithin(timestamps: FeedbackTimestamps, now: number, durationMs: number): number {
  let count = 0;
  for (const list of Object.values(timestamps)) {
    for (const time of list) if (now - time < durationMs) count += 1;
  }
  return count;
}

/**
 * Whether a feedback prompt for a component may show (spec 2 §5):
 * - a limit of 0 blocks;
 * - legacy mode: it shows while the notification count, this prompt included, does not exceed the legacy limit;
 * - otherwise a component shown within the long-term duration is blocked, and the prompts of all components within
 *   the short-term and the long-term durations must stay below their limits.
 */
export function feedbackPromptDecision(facts: FeedbackPromptFacts): FeedbackPromptDecision {
  const { component, now, timestamps, notificationCount, limits } = facts;
  if (limits.legacy) {
    if (limits.legacyLimit <= 0) return 'limit-zero';
    return notificationCount + 1 <= limits.legacyLimit ? 'allowed' : 'legacy-limit';
  }
  if (limits.shortTermLimit <= 0 || limits.longTermLimit <= 0) return 'limit-zero';
  const own = Object.hasOwn(timestamps, component) ? (timestamps[component] ?? []) : [];
  if (own.some(time => now - time < limits.longTermDurationMs)) return 'component-recently-shown';
  if (countWithin(timestamps, now, limits.shortTermDurationMs) >= limits.shortTermLimit) return 'short-term-limit';
  if (countWithin(timestamps, now, limits.longTermDurationMs) >= limits.longTermLimit) return 'long-term-limit';
  return 'allowed';
}

/** The timestamps after a prompt of `component` showed at `now`: its newest five, oldest first. */
export function recordFeedbackPrompt(
  timestamps: FeedbackTimestamps,
  component: string,
  now: number
): FeedbackTimestamps {
  const own = Object.hasOwn(timestamps, component) ? (timestamps[component] ?? []) : [];
  return { ...timestamps, [component]: [...own, now].slice(-MAX_TIMESTAMPS_PER_COMPONENT) };
}

/**
 * Reads stored timestamps (`feedback-timestamps`) leniently: anything that is not an object of number lists is
 * dropped, entry by entry, and each list keeps its newest five finite numbers in order.
 */
export function parseFeedbackTimestamps(stored: unknown): FeedbackTimestamps {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const result: Record<string, number[]> = {};
  for (const [component, list] of Object.entries(stored)) {
    if (!Array.isArray(list) || component === '') continue;
    const times = list
      .filter((time): time is number => typeof time === 'number' && Number.isFinite(time))
      .sort((a, b) => a - b);
    if (times.length > 0) result[component] = times.slice(-MAX_TIMESTAMPS_PER_COMPONENT);
  }
  return result;
}
