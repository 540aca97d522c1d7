import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountValidityProblem,
  effectiveAccountInfo,
  needsProvisioningPoll,
  nextPollDelay,
  promotionLifecycle,
  readPromotionStatus,
  type AccountStatusFacts,
} from './account-status.ts';

describe('promotionLifecycle', () => {
  it.each<[string, Parameters<typeof promotionLifecycle>[0], ReturnType<typeof promotionLifecycle>]>([
    ['none', { promotionStatus: 'none' }, 'none'],
    ['absent', {}, 'none'],
    ['active', { promotionStatus: 'active' }, 'active'],
    ['Active (the other reading)', { promotionStatus: 'Active' }, 'active'],
    ['grace_period', { promotionStatus: 'grace_period' }, 'grace_period'],
    ['GracePeriod', { promotionStatus: 'GracePeriod' }, 'grace_period'],
    ['expired', { promotionStatus: 'EXPIRED' }, 'expired'],
    ['Paid', { promotionStatus: 'Paid' }, 'converted_to_paid'],
    ['converted_to_paid', { promotionStatus: 'converted_to_paid' }, 'converted_to_paid'],
    ['intent to pay while active', { promotionStatus: 'active', intentToPay: true }, 'converted_to_paid'],
    ['upgraded while active', { promotionStatus: 'active', promotionUpgraded: true }, 'converted_to_paid'],
    ['intent to pay once expired stays expired', { promotionStatus: 'expired', intentToPay: true }, 'expired'],
    ['an unexpected status counts as none', { promotionStatus: 'frozen' }, 'none'],
  ])('%s', (_name, account, expected) => {
    expect(promotionLifecycle(account)).toBe(expected);
  });

  it('knows only the listed statuses', () => {
    expect(readPromotionStatus('frozen')).toBeNull();
    expect(readPromotionStatus('constructor')).toBeNull();
  });
});

describe('effectiveAccountInfo', () => {
  it('marks intent to pay while active as upgraded', () => {
    const active: AccountStatusFacts = { promotionStatus: 'active', intentToPay: true };
    expect(effectiveAccountInfo(active).promotionUpgraded).toBe(true);
    const expired: AccountStatusFacts = { promotionStatus: 'expired', intentToPay: true };
    expect(effectiveAccountInfo(expired).promotionUpgraded).toBeUndefined();
  });

  it('assumes free tier enabled and not free-tier-only for status none while not provisioned', () => {
    const pending = { limitsProvisioned: false, promotionStatus: 'none', freeTierEnabled: false, freeTierOnly: true };
    expect(effectiveAccountInfo(pending)).toMatchObject({ freeTierEnabled: true, freeTierOnly: false });
    const provisioned = { ...pending, limitsProvisioned: true };
    expect(effectiveAccountInfo(provisioned)).toEqual(provisioned);
    const trial = { ...pending, promotionStatus: 'active' };
    expect(effectiveAccountInfo(trial)).toEqual(trial);
  });
});

describe('nextPollDelay', () => {
  it('starts at 2000 ms, doubles, and stops when the wait would exceed 540 000 ms', () => {
    const delays: number[] = [];
    for (let delay = nextPollDelay(null); delay !== null; delay = nextPollDelay(delay)) delays.push(delay);
    expect(delays).toEqual([2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000]);
  });

  it('never waits more than 540 000 ms and always doubles (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), previous => {
        const next = nextPollDelay(previous);
        if (next === null) expect(previous * 2).toBeGreaterThan(540_000);
        else expect(next).toBe(previous * 2);
      })
    );
  });

  it('polls only while the limits are explicitly not provisioned', () => {
    expect(needsProvisioningPoll({ limitsProvisioned: false })).toBe(true);
    expect(needsProvisioningPoll({ limitsProvisioned: true })).toBe(false);
    expect(needsProvisioningPoll({})).toBe(false);
    expect(needsProvisioningPoll(null)).toBe(false);
  });
});

describe('accountValidityProblem', () => {
  const paid = { freeTierEnabled: false, freeTierOnly: false, promotionStatus: 'none', accountStatus: 'active' };
  it.each<[string, Parameters<typeof accountValidityProblem>[0], ReturnType<typeof accountValidityProblem>]>([
    ['pay as you go', paid, null],
    ['a trial', { ...paid, freeTierEnabled: true, promotionStatus: 'active' }, null],
    ['Always Free only', { ...paid, freeTierEnabled: true, freeTierOnly: true }, null],
    [
      'expired into Always Free',
      { ...paid, freeTierEnabled: true, freeTierOnly: true, promotionStatus: 'expired' },
      null,
    ],
    ['terminated', { ...paid, accountStatus: 'TERMINATED' }, null],
    ['unknown promotion status', { ...paid, promotionStatus: 'frozen' }, 'unknown-promotion-status'],
    ['unknown account status', { ...paid, accountStatus: 'closed' }, 'unknown-account-status'],
    ['free-tier-only without free tier', { ...paid, freeTierOnly: true }, 'free-tier-only-without-free-tier'],
    [
      'free-tier-only with an active promotion',
      { ...paid, freeTierEnabled: true, freeTierOnly: true, promotionStatus: 'active' },
      'free-tier-only-with-running-promotion',
    ],
  ])('%s', (_name, account, expected) => {
    expect(accountValidityProblem(account)).toBe(expected);
  });
});
