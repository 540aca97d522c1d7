// The client's resilience against the real local cloud and its fault API (issue 20 point 2): retry-after, jittered
// back-off, the circuit breaker per service and region, and calls of a page that is left. No real sleep: the retries'
// random source and sleep are injected (setRetryTiming), the breakers' clock is the faked Date.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { useStoreCloud } from '../../test/store-cloud.ts';
import { $messages, clearMessages, watchServices } from '../../stores/messages.ts';
import { showPage } from '../../stores/page-signal.ts';
import { pageContext, serviceContext } from '../../stores/service-context.ts';
import { callService } from '../services/call.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { BREAKER_COOL_DOWN_MS, BREAKER_THRESHOLD, serviceBreakers } from './circuit-breaker.ts';
import { CIRCUIT_OPEN, MAX_RETIES_REACHED, isAbortError, type ApiError } from './errors.ts';
import { MAX_RETRY_AFTER_MS, setRetryTiming } from './retry.ts';

const store = useStoreCloud();
const REGION = 'us-ashburn-1';

/** The waits the retries asked for, in order; each resolves at once unless `hold` keeps it until aborted. */
let waits: number[];
let hold = false;

beforeEach(() => {
  waits = [];
  hold = false;
  setRetryTiming({
    random: () => 0.5,
    sleep: (ms, signal) => {
      waits.push(ms);
      if (!hold) return Promise.resolve();
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(async () => {
  setRetryTiming();
  await store.local.clearFaults();
  serviceBreakers.reset();
  clearMessages();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** GetUser of the signed-in demo user: a signed identity call in REGION. */
function getUser(context: ServiceContext = serviceContext(REGION)) {
  return callService(context, {
    service: 'identity',
    version: '20160918',
    operation: 'GetUser',
    path: `/users/${store.demo.claims.sub}`,
    schema: v.object({ id: v.string() }),
  });
}

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as ApiError
  );
}

describe('retries against the local cloud', () => {
  it('waits as a 429 retry-after says, then gets the answer', async () => {
    await store.local.injectFault({ operation: 'GetUser', status: 429, retryAfterSeconds: 3, times: 1 });
    const { data } = await getUser();
    expect(data.id).toBe(store.demo.claims.sub);
    expect(waits).toEqual([3000]);
  });

  it('caps a 503 retry-after at 10 s, keeps to 2 retries, and reports MAX_RETIES_REACHED with the 503', async () => {
    await store.local.injectFault({ operation: 'GetUser', status: 503, retryAfterSeconds: 3600 });
    const error = await rejection(getUser());
    expect(waits).toEqual([MAX_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS]);
    expect(error).toMatchObject({ code: MAX_RETIES_REACHED, status: 503 });
  });

  it('backs off with full jitter where no retry-after is given (a 500)', async () => {
    await store.local.injectFault({ operation: 'GetUser', status: 500, times: 2 });
    await getUser();
    // From the unit tests' 1 ms base (test/setup-retry-delay.ts) with random 0.5: 0.5 × 1 × 2, then 0.5 × 1 × 4.
    expect(waits).toEqual([1, 2]);
  });
});

describe('the circuit breaker against the local cloud', () => {
  it('opens after failing calls, fails fast without calling, says so once, half-opens after the cool-down and closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const stop = watchServices();
    const failing = { ...serviceContext(REGION), retries: 0 };
    await store.local.injectFault({ operation: 'GetUser', status: 500, times: BREAKER_THRESHOLD });
    for (let call = 0; call < BREAKER_THRESHOLD; call += 1) {
      expect((await rejection(getUser(failing))).status).toBe(500);
    }
    // The fault is used up, so a call that went out would succeed: these fail at once instead.
    for (let call = 0; call < 3; call += 1) expect((await rejection(getUser(failing))).code).toBe(CIRCUIT_OPEN);
    const opened = vi.mocked(console.warn).mock.calls.filter(([line]) => String(line).includes('is not answering'));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.[0]).toContain(`identity in ${REGION} is not answering`);
    expect($messages.get().map(message => [message.kind, message.params])).toEqual([
      ['service-unavailable', { service: `identity (${REGION})` }],
    ]);
    // Another region of the same service is not held back.
    expect(await getUser(serviceContext('us-phoenix-1'))).toMatchObject({ status: 200 });

    vi.setSystemTime(Date.now() + BREAKER_COOL_DOWN_MS);
    const { data } = await getUser(failing);
    expect(data.id).toBe(store.demo.claims.sub);
    expect(await getUser(failing)).toMatchObject({ status: 200 });
    expect(console.info).toHaveBeenCalledOnce();
    expect($messages.get()).toEqual([]);
    stop();
  });

  it('counts a 4xx answer as the service answering: the breaker stays closed', async () => {
    await store.local.injectFault({ operation: 'GetUser', status: 404, code: 'NotAuthorizedOrNotFound' });
    for (let call = 0; call <= BREAKER_THRESHOLD; call += 1) {
      expect((await rejection(getUser({ ...serviceContext(REGION), retries: 0 }))).status).toBe(404);
    }
    await store.local.clearFaults();
    expect(await getUser()).toMatchObject({ status: 200 });
  });
});

describe('calls of a page that is left', () => {
  it('are aborted on leaving the page, silently, while the chrome’s calls go on', async () => {
    showPage({ kind: 'home', tab: 'infrastructure' });
    await store.local.injectFault({ operation: 'GetUser', hang: true });
    const pageCall = rejection(getUser(pageContext(REGION)));
    const chromeCall = getUser(serviceContext(REGION));
    await vi.waitFor(() => expect(store.local.cloud.faults.waitingCount()).toBe(2));
    // Another Home tab is the same page: nothing is aborted.
    showPage({ kind: 'home', tab: 'dashboard' });
    showPage({ kind: 'search' });
    const error = await pageCall;
    expect(isAbortError(error)).toBe(true);
    await vi.waitFor(() => expect(store.local.cloud.faults.waitingCount()).toBe(1));
    await store.local.clearFaults();
    // Released hanging calls answer 503 and are retried; the chrome's call then gets its answer.
    expect(await chromeCall).toMatchObject({ status: 200 });
    // Nothing was logged as a failure, and the breaker did not count the aborted call.
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('are aborted while they wait between attempts, and a plugin’s own navigation is not leaving its page', async () => {
    showPage({ kind: 'plugin', prefix: '/compute', path: '/compute/instances' });
    hold = true;
    await store.local.injectFault({ operation: 'GetUser', status: 500 });
    const call = rejection(getUser(pageContext(REGION)));
    let settled = false;
    void call.then(() => (settled = true));
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    showPage({ kind: 'plugin', prefix: '/compute', path: '/compute/instances/ocid1.instance.oc1..a' });
    await new Promise(resolve => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    showPage({ kind: 'plugin', prefix: '/storage', path: '/storage/buckets' });
    expect(isAbortError(await call)).toBe(true);
    expect(waits).toHaveLength(1);
  });
});
