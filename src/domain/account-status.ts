// Where an account stands (spec 2 §3 Account info, §4 Promotion and Polling, §5 Account validity). Pure: the account
// info poller (stores/account-status.ts) applies these rules; banners, menus and the customer type read the result.

/** The promotion's lifecycle, in one spelling (spec 2 §3 lists two readings of the status). */
export type PromotionLifecycle = 'none' | 'active' | 'grace_period' | 'expired' | 'converted_to_paid';

/** The account info fields these rules read (spec 2 §3). */
export interface AccountStatusFacts {
  limitsProvisioned?: boolean | null;
  freeTierEnabled?: boolean | null;
  freeTierOnly?: boolean | null;
  promotionStatus?: string | null;
  accountStatus?: string | null;
  intentToPay?: boolean | null;
  promotionUpgraded?: boolean | null;
}

// Both readings of spec 2 §3 (active, expired, grace_period, none, converted_to_paid; Active, Paid, Expired,
// GracePeriod, None), compared without case or separators.
const LIFECYCLES: Readonly<Record<string, PromotionLifecycle>> = {
  none: 'none',
  active: 'active',
  graceperiod: 'grace_period',
  expired: 'expired',
  convertedtopaid: 'converted_to_paid',
  paid: 'converted_to_paid',
};

/** A status in one spelling, or null when it is none of the known ones. */
export function readPromotionStatus(status: string | null | undefined): PromotionLifecycle | null {
  const key = (status ?? 'none').toLowerCase().replace(/[\s_-]/g, '');
  return Object.hasOwn(LIFECYCLES, key) ? (LIFECYCLES[key] ?? null) : null;
}

/**
 * The promotion's state (spec 2 §4): none → active → grace_period → expired; intent to pay while active converts it
 * to converted_to_paid (as does an upgraded promotion). An unexpected status counts as none (spec 2 §5).
 */
export function promotionLifecycle(account: AccountStatusFacts): PromotionLifecycle {
  const status = readPromotionStatus(account.promotionStatus) ?? 'none';
  if (status === 'active' && (account.intentToPay === true || account.promotionUpgraded === true)) {
    return 'converted_to_paid';
  }
  return status;
}

/**
 * The account info as the console uses it (spec 2 §4): intent to pay while active sets promotionUpgraded, and while the
 * limits are not provisioned a status of none is read as free tier enabled and not free-tier-only.
 */
export function effectiveAccountInfo<T extends AccountStatusFacts>(account: T): T {
  let next = account;
  const status = readPromotionStatus(account.promotionStatus);
  if (status === 'active' && account.intentToPay === true && account.promotionUpgraded !== true) {
    next = { ...next, promotionUpgraded: true };
  }
  if (account.limitsProvisioned === false && (status ?? 'none') === 'none') {
    next = { ...next, freeTierEnabled: true, freeTierOnly: false };
  }
  return next;
}

/** The first wait of the account info poll (spec 2 §4: 2000 ms). */
export const ACCOUNT_POLL_FIRST_MS = 2000;

/** The poll stops once its wait would exceed this (spec 2 §4: 540 000 ms). */
export const ACCOUNT_POLL_LIMIT_MS = 540_000;

/**
 * The wait before the next poll, or null when polling stops (spec 2 §4 "starts at 2000 ms, doubles, stops after
 * exceeding 540000 ms"). Chosen reading: the wait itself doubles from 2000 ms and the poll stops when the next wait
 * would exceed 540 000 ms, so the last wait is 512 000 ms and the polls come 2, 6, 14 … 1022 s after the start.
 */
export function nextPollDelay(previousMs: number | null): number | null {
  const next = previousMs === null ? ACCOUNT_POLL_FIRST_MS : previousMs * 2;
  return next > ACCOUNT_POLL_LIMIT_MS ? null : next;
}

/** Whether the account info is to be polled: its limits are explicitly not provisioned yet. */
export function needsProvisioningPoll(account: AccountStatusFacts | null): boolean {
  return account?.limitsProvisioned === false;
}

/** Why an account info is not a valid combination (the metric's reason), or null when it is. */
export type AccountValidityProblem =
  | 'unknown-promotion-status'
  | 'unknown-account-status'
  | 'free-tier-only-without-free-tier'
  | 'free-tier-only-with-running-promotion';

const ACCOUNT_STATUSES: ReadonlySet<string> = new Set(['active', 'terminated']);

/**
 * The account-validity rule (spec 2 §5, only logged as a metric). Chosen, as the spec names the fields but not the
 * combinations: the promotion and account statuses must be known ones; an Always Free only account must have the free
 * tier enabled, and cannot have a running (active, grace period or converted) promotion.
 */
export function accountValidityProblem(account: AccountStatusFacts): AccountValidityProblem | null {
  const status = readPromotionStatus(account.promotionStatus);
  if (status === null) return 'unknown-promotion-status';
  if (!ACCOUNT_STATUSES.has((account.accountStatus ?? 'active').toLowerCase())) return 'unknown-account-status';
  if (account.freeTierOnly === true && account.freeTierEnabled !== true) return 'free-tier-only-without-free-tier';
  if (account.freeTierOnly === true && status !== 'none' && status !== 'expired') {
    return 'free-tier-only-with-running-promotion';
  }
  return null;
}
