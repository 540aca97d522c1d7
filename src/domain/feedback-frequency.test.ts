import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feedbackPromptDecision,
  MAX_TIMESTAMPS_PER_COMPONENT,
  parseFeedbackTimestamps,
  recordFeedbackPrompt,
  type FeedbackFrequencyLimits,
  type FeedbackPromptDecision,
  type FeedbackTimestamps,
} from './feedback-frequency.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 26, 12);

const LIMITS: FeedbackFrequencyLimits = {
  shortTermLimit: 1,
  shortTermDurationMs: DAY,
  longTermLimit: 3,
  longTermDurationMs: 30 * DAY,
  legacy: false,
  legacyLimit: 1,
};

describe('feedbackPromptDecision', () => {
  const cases: [string, FeedbackTimestamps, Partial<FeedbackFrequencyLimits>, number, FeedbackPromptDecision][] = [
    ['nothing shown yet', {}, {}, 0, 'allowed'],
    ['the component shown 29 days ago', { tour: [NOW - 29 * DAY] }, {}, 0, 'component-recently-shown'],
    ['the component shown just over 30 days ago', { tour: [NOW - 30 * DAY - 1] }, {}, 0, 'allowed'],
    ['the component shown exactly 30 days ago', { tour: [NOW - 30 * DAY] }, {}, 0, 'allowed'],
    ['another component shown an hour ago', { search: [NOW - HOUR] }, {}, 0, 'short-term-limit'],
    ['another component shown two days ago', { search: [NOW - 2 * DAY] }, {}, 0, 'allowed'],
    [
      'three others within 30 days, none today',
      { search: [NOW - 2 * DAY], home: [NOW - 5 * DAY], billing: [NOW - 20 * DAY] },
      {},
      0,
      'long-term-limit',
    ],
    [
      'two others within 30 days and one older',
      { search: [NOW - 2 * DAY], home: [NOW - 5 * DAY], billing: [NOW - 40 * DAY] },
      {},
      0,
      'allowed',
    ],
    ['a short-term limit of 2 with one today', { search: [NOW - HOUR] }, { shortTermLimit: 2 }, 0, 'allowed'],
    ['a short-term limit of 0', {}, { shortTermLimit: 0 }, 0, 'limit-zero'],
    ['a long-term limit of 0', {}, { longTermLimit: 0 }, 0, 'limit-zero'],
    [
      'a timestamp in the future (clock skew) counts as recent',
      { tour: [NOW + HOUR] },
      {},
      0,
      'component-recently-shown',
    ],
    ['legacy mode, no prompt yet', { tour: [NOW - HOUR] }, { legacy: true }, 0, 'allowed'],
    ['legacy mode, one prompt counted (default limit 1)', {}, { legacy: true }, 1, 'legacy-limit'],
    ['legacy mode, limit 2 and one counted', {}, { legacy: true, legacyLimit: 2 }, 1, 'allowed'],
    ['legacy mode, limit 2 and two counted', {}, { legacy: true, legacyLimit: 2 }, 2, 'legacy-limit'],
    ['legacy mode, limit 0', {}, { legacy: true, legacyLimit: 0 }, 0, 'limit-zero'],
    ['legacy mode ignores a zero duration limit', {}, { legacy: true, shortTermLimit: 0 }, 0, 'allowed'],
  ];

  it.each(cases)('%s', (_name, timestamps, limits, notificationCount, expected) => {
    expect(
      feedbackPromptDecision({
        component: 'tour',
        now: NOW,
        timestamps,
        notificationCount,
        limits: { ...LIMITS, ...limits },
      })
    ).toBe(expected);
  });

  it('never allows a component twice within the long-term duration, whatever the limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 * DAY - 1 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        (age, shortTermLimit, longTermLimit) =>
          feedbackPromptDecision({
            component: 'tour',
            now: NOW,
            timestamps: { tour: [NOW - age] },
            notificationCount: 0,
            limits: { ...LIMITS, shortTermLimit, longTermLimit },
          }) === 'component-recently-shown'
      )
    );
  });
});

describe('recordFeedbackPrompt', () => {
  it('appends the time and keeps the newest five per component, leaving the others alone', () => {
    let timestamps: FeedbackTimestamps = { search: [1] };
    for (let time = 10; time <= 16; time += 1) timestamps = recordFeedbackPrompt(timestamps, 'tour', time);
    expect(timestamps).toEqual({ search: [1], tour: [12, 13, 14, 15, 16] });
  });

  it('never keeps more than five for any component', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 40 }), components => {
        let timestamps: FeedbackTimestamps = {};
        components.forEach((component, index) => (timestamps = recordFeedbackPrompt(timestamps, component, index)));
        return Object.values(timestamps).every(list => list.length <= MAX_TIMESTAMPS_PER_COMPONENT);
      })
    );
  });
});

describe('parseFeedbackTimestamps', () => {
  it.each([
    ['null', null, {}],
    ['a list', [1, 2], {}],
    ['a string', 'x', {}],
    ['a component with numbers', { tour: [3, 1, 2] }, { tour: [1, 2, 3] }],
    ['non-numbers dropped', { tour: [1, 'x', null, Number.NaN, 2] }, { tour: [1, 2] }],
    ['a non-list entry dropped', { tour: 5, search: [1] }, { search: [1] }],
    ['an empty list dropped', { tour: [] }, {}],
    ['more than five: the newest five', { tour: [1, 2, 3, 4, 5, 6, 7] }, { tour: [3, 4, 5, 6, 7] }],
  ])('%s', (_name, stored, expected) => {
    expect(parseFeedbackTimestamps(stored)).toEqual(expected);
  });
});
