import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACTIVITY_BROADCAST_MS,
  REFRESH_DELAY_MS,
  SESSION_WARNING_LEAD_MS,
  announcedSeconds,
  callNeedsRenewal,
  continueOutcome,
  lockedRefreshDecision,
  mayTakeLease,
  mergeActivity,
  refreshRegionOrder,
  renewalWindowOpensAt,
  secondsUntil,
  sessionDeadline,
  sessionPhase,
  shouldBroadcastActivity,
  type SessionClockState,
} from './session-clock.ts';

const MINUTE = 60_000;
const ISSUED = 1_700_000_000_000;
const HOUR_TOKEN: SessionClockState = {
  tokenIssuedAt: ISSUED,
  tokenExpiresAt: ISSUED + 60 * MINUTE,
  lastActivityAt: ISSUED,
  idleTimeoutMinutes: null,
};

describe('the session deadline and the warning before it', () => {
  it('uses the spec constants: 1 minute of warning, refresh 2 s after the call', () => {
    expect(SESSION_WARNING_LEAD_MS).toBe(60_000);
    expect(REFRESH_DELAY_MS).toBe(2_000);
  });

  it.each([
    // idle timeout, last activity (minutes after issue), deadline (minutes after issue), reason
    [null, 0, 60, 'token'],
    [30, 0, 30, 'idle'],
    [30, 20, 50, 'idle'],
    [30, 30, 60, 'token'], // a tie: the token
    [30, 45, 60, 'token'],
    [90, 0, 60, 'token'],
    [0, 0, 60, 'token'], // no usable timeout
    [-5, 0, 60, 'token'],
    [Number.NaN, 0, 60, 'token'],
  ] as const)('timeout %s, active at +%s min: ends at +%s min (%s)', (timeout, activeAt, endsAt, reason) => {
    const state = { ...HOUR_TOKEN, idleTimeoutMinutes: timeout, lastActivityAt: ISSUED + activeAt * MINUTE };
    expect(sessionDeadline(state)).toEqual({ at: ISSUED + endsAt * MINUTE, reason });
  });

  it.each([
    // now (ms after issue), phase
    [0, 'active'],
    [59 * MINUTE - 1, 'active'],
    [59 * MINUTE, 'warning'],
    [60 * MINUTE - 1, 'warning'],
    [60 * MINUTE, 'ended'],
    [61 * MINUTE, 'ended'],
  ] as const)('a 1-hour token at +%s ms is %s', (offset, kind) => {
    expect(sessionPhase(HOUR_TOKEN, ISSUED + offset).kind).toBe(kind);
  });

  it('the active phase says when the warning opens', () => {
    expect(sessionPhase(HOUR_TOKEN, ISSUED)).toEqual({
      kind: 'active',
      deadline: { at: ISSUED + 60 * MINUTE, reason: 'token' },
      warnAt: ISSUED + 59 * MINUTE,
    });
  });

  it('the idle warning opens one minute before the idle limit, however recent the token', () => {
    const state = { ...HOUR_TOKEN, idleTimeoutMinutes: 15, lastActivityAt: ISSUED + 10 * MINUTE };
    expect(sessionPhase(state, ISSUED + 24 * MINUTE - 1).kind).toBe('active');
    expect(sessionPhase(state, ISSUED + 24 * MINUTE)).toEqual({
      kind: 'warning',
      deadline: { at: ISSUED + 25 * MINUTE, reason: 'idle' },
    });
  });

  it('the warning always opens exactly one lead before the deadline (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 24 * 60 }),
        fc.integer({ min: 0, max: 24 * 60 }),
        fc.option(fc.integer({ min: 1, max: 24 * 60 }), { nil: null }),
        (lifetime, activeAt, timeout) => {
          const state = {
            tokenIssuedAt: ISSUED,
            tokenExpiresAt: ISSUED + lifetime * MINUTE,
            lastActivityAt: ISSUED + Math.min(activeAt, lifetime) * MINUTE,
            idleTimeoutMinutes: timeout,
          };
          const { at } = sessionDeadline(state);
          expect(at).toBeLessThanOrEqual(state.tokenExpiresAt);
          expect(sessionPhase(state, at - SESSION_WARNING_LEAD_MS - 1).kind).toBe('active');
          expect(sessionPhase(state, at - SESSION_WARNING_LEAD_MS).kind).toBe('warning');
          expect(sessionPhase(state, at).kind).toBe('ended');
        }
      )
    );
  });
});

describe('when a signed call renews the token', () => {
  it('the renewal window opens half way through the token', () => {
    expect(renewalWindowOpensAt(HOUR_TOKEN)).toBe(ISSUED + 30 * MINUTE);
  });

  it.each([
    // call at, last activity at (minutes after issue), needs renewal
    [10, 10, false], // young token
    [30, 29, false], // activity before the window: an idle user's polls do not renew
    [31, 29, false],
    [30, 30, true],
    [45, 40, true],
    [59, 35, true],
    [60, 59, false], // expired: nothing left to renew, the session-expired screen follows
    [61, 59, false],
  ] as const)('a call at +%s min, active at +%s min: %s', (callAt, activeAt, needed) => {
    const state = { ...HOUR_TOKEN, lastActivityAt: ISSUED + activeAt * MINUTE };
    expect(callNeedsRenewal(state, ISSUED + callAt * MINUTE)).toBe(needed);
  });
});

describe('the refresh failover order (spec 1 §4)', () => {
  it.each([
    [
      'us-ashburn-1',
      ['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1'],
      ['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1'],
    ],
    [
      'eu-frankfurt-1',
      ['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1'],
      ['eu-frankfurt-1', 'us-ashburn-1', 'us-phoenix-1'],
    ],
    ['us-ashburn-1', [], ['us-ashburn-1']], // subscriptions not loaded yet
    ['uk-london-1', ['us-ashburn-1'], ['uk-london-1', 'us-ashburn-1']],
    ['', ['us-ashburn-1', 'us-ashburn-1'], ['us-ashburn-1']],
  ] as const)('active %s with %j asks %j in turn', (active, subscribed, order) => {
    expect(refreshRegionOrder(active, subscribed)).toEqual(order);
  });
});

describe('the countdown', () => {
  it.each([
    [60_000, 60],
    [59_001, 60],
    [59_000, 59],
    [1, 1],
    [0, 0],
    [-5_000, 0],
  ] as const)('%s ms before the deadline shows %s s', (left, seconds) => {
    expect(secondsUntil(ISSUED + left, ISSUED)).toBe(seconds);
  });

  it.each([
    // seconds left, seconds at open, announced
    [60, 60, 60],
    [31, 60, 60],
    [30, 60, 30],
    [11, 60, 30],
    [10, 60, 10],
    [1, 60, 10],
    [25, 25, 25], // opened late (a sleeping laptop): no 30 after 25
    [10, 25, 10],
    [8, 8, 8],
  ] as const)('%s s left of %s: the live region says %s', (left, atOpen, announced) => {
    expect(announcedSeconds(left, atOpen)).toBe(announced);
  });

  it('announces at most three times over a full minute', () => {
    const said = new Set(Array.from({ length: 61 }, (_, left) => announcedSeconds(left, 60)));
    expect([...said].sort((a, b) => a - b)).toEqual([10, 30, 60]);
  });
});

describe('Continue working', () => {
  it.each([
    [true, 30_000, 'close'],
    [false, 30_000, 'cannot-extend'],
    [false, SESSION_WARNING_LEAD_MS, 'cannot-extend'],
    [false, SESSION_WARNING_LEAD_MS + 1, 'close'], // idle warning, young token: the activity extended it
    [true, -1, 'close'],
  ] as const)('refreshed %s with the token %s ms from expiry: %s', (refreshed, left, outcome) => {
    expect(continueOutcome(refreshed, ISSUED + left, ISSUED)).toBe(outcome);
  });
});

describe('the idle clock across tabs', () => {
  it.each([
    [100, 200, 300, 200],
    [200, 100, 300, 200],
    [100, 500, 300, 300], // another tab's clock ahead: capped at now
  ] as const)('known %s, reported %s at %s: %s', (known, reported, now, merged) => {
    expect(mergeActivity(known, reported, now)).toBe(merged);
  });

  it.each([
    [null, 0, true],
    [0, ACTIVITY_BROADCAST_MS - 1, false],
    [0, ACTIVITY_BROADCAST_MS, true],
  ] as const)('last told at %s, now %s: tell again %s', (last, now, tell) => {
    expect(shouldBroadcastActivity(last, now)).toBe(tell);
  });
});

describe('who refreshes: the tab with the lock', () => {
  const now = ISSUED + 40 * MINUTE;
  const exp = (ISSUED + 60 * MINUTE) / 1000;
  it.each([
    [{ jti: 'a', exp }, 'refresh'],
    [{ jti: 'b', exp: exp + 1800 }, 'adopt'], // renewed by another tab while this one waited for the lock
    [null, 'signed-out'],
    [{ jti: 'a', exp: now / 1000 }, 'signed-out'],
  ] as const)('stored %j: %s', (stored, decision) => {
    expect(lockedRefreshDecision('a', stored, now)).toBe(decision);
  });

  it.each([
    [null, 'me', 100, true],
    [{ owner: 'other', until: 200 }, 'me', 100, false],
    [{ owner: 'other', until: 100 }, 'me', 100, true], // its holder went away
    [{ owner: 'me', until: 200 }, 'me', 100, true],
  ] as const)('lease %j, tab %s at %s: may take %s', (lease, owner, now, may) => {
    expect(mayTakeLease(lease, owner, now)).toBe(may);
  });
});
