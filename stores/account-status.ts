import {
  accountValidityProblem,
  effectiveAccountInfo,
  needsProvisioningPoll,
  nextPollDelay,
  promotionLifecycle,
} from '../src/domain/account-status.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { isApiError, isTimeoutError } from '../src/http/errors.ts';
import { getCapabilities, type CapabilitiesResponse } from '../src/services/identity.ts';
import { track } from '../src/services/telemetry.ts';
import { $tenancy } from './account.ts';
import { $capabilities } from './capabilities.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

// Where the account stands from here on (spec 2 §4, §5): while the account's limits are not provisioned the account
// info is polled (2000 ms, doubling, until a wait would pass 540 000 ms, or a timeout), and each answer replaces the
// capabilities' account info, so the banners, menus, rail and customer type follow without a reload. The
// account-validity metric is logged at the start and whenever the account changes. Started with the page data.

/** Metric of the account-validity rule (category metrics): `{valid, problem?, promotion}`. */
export const ACCOUNT_VALIDITY_METRIC = 'account-validity';

/** Metric of a failed account info poll (category metrics), spec 2 §8 "Account info failure emits a metric". */
export const ACCOUNT_INFO_FAILURE_METRIC = 'account-info-fetch';

type AccountInfo = CapabilitiesResponse['accountInfo'];

let timer: ReturnType<typeof setTimeout> | undefined;
let run = 0;
let lastLogged: string | null = null;

/** Logs the account-validity metric when the account differs from the one logged last (spec 2 §5). */
function logValidity(account: AccountInfo): void {
  const key = JSON.stringify(account);
  if (key === lastLogged) return;
  lastLogged = key;
  const problem = accountValidityProblem(account);
  // Spec 2 §5: an unexpected status is warned and read as none/unknown.
  if (problem === 'unknown-promotion-status' || problem === 'unknown-account-status') {
    console.warn(`[account] ${problem}: read as none`, account.promotionStatus, account.accountStatus);
  }
  track({
    category: 'metrics',
    name: ACCOUNT_VALIDITY_METRIC,
    data: { valid: problem === null, ...(problem ? { problem } : {}), promotion: promotionLifecycle(account) },
  });
}

/** Puts an account info in place: the capabilities (every reader's source) and the tenancy's copy. */
function applyAccountInfo(account: AccountInfo): void {
  const effective = effectiveAccountInfo(account);
  const capabilities = $capabilities.get();
  if (capabilities.data && JSON.stringify(capabilities.data.accountInfo) !== JSON.stringify(effective)) {
    $capabilities.set({ ...capabilities, data: { ...capabilities.data, accountInfo: effective } });
  }
  const tenancy = $tenancy.get();
  if (tenancy.value && JSON.stringify(tenancy.value.accountInfo) !== JSON.stringify(effective)) {
    $tenancy.set({ ...tenancy, value: { ...tenancy.value, accountInfo: effective } });
  }
  logValidity(account);
}

function schedule(previousMs: number | null, current: number): void {
  const delay = nextPollDelay(previousMs);
  if (delay === null) return;
  timer = setTimeout(() => void poll(delay, current), delay);
}

async function poll(delay: number, current: number): Promise<void> {
  const tenancyId = $session.get().claims?.tenant;
  if (current !== run || !tenancyId) return;
  try {
    const context = serviceContext(undefined, { timeoutMs: featureFlag('capabilities-api-timeout-ms'), retries: 0 });
    const answer = await getCapabilities(context, tenancyId);
    if (current !== run) return;
    applyAccountInfo(answer.accountInfo);
    if (needsProvisioningPoll(answer.accountInfo)) schedule(delay, current);
  } catch (error) {
    if (current !== run) return;
    track({
      category: 'metrics',
      name: ACCOUNT_INFO_FAILURE_METRIC,
      data: { outcome: 'failure', status: isApiError(error) ? error.status : 0 },
    });
    // Spec 2 §4: polling stops on a timeout; any other failure waits for the next poll (chosen).
    if (isTimeoutError(error)) {
      console.warn('[account] the account info poll timed out; polling stops', error);
      return;
    }
    console.warn('[account] the account info could not be read; the next poll tries again', error);
    schedule(delay, current);
  }
}

/**
 * Starts following the account: logs its validity and, while its limits are not provisioned, polls the account info
 * until they are. Stops on sign-out; a second call starts over.
 */
export function startAccountStatus(): void {
  stopAccountStatus();
  const current = run;
  const account = $capabilities.get().data?.accountInfo;
  if (!account) return;
  applyAccountInfo(account);
  const unsubscribe = $session.listen(session => {
    if (session.status !== 'signed-in') {
      unsubscribe();
      if (current === run) stopAccountStatus();
    }
  });
  if (needsProvisioningPoll(account)) schedule(null, current);
}

/** Stops the poll (sign-out, tests). */
export function stopAccountStatus(): void {
  run += 1;
  clearTimeout(timer);
  timer = undefined;
}

/** Forgets the last logged account (tests). */
export function resetAccountStatus(): void {
  stopAccountStatus();
  lastLogged = null;
}
