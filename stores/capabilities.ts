import { atom } from 'nanostores';
import * as v from 'valibot';
import { classifyCapabilityFailure, type CapabilityFailure } from '../src/domain/console-failure.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { isTimeoutError } from '../src/http/errors.ts';
import { CAPABILITIES_RESPONSE_SCHEMA, getCapabilities, type CapabilitiesResponse } from '../src/services/identity.ts';
import { CACHES, tenancyCacheKey } from '../src/storage/cache.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

/**
 * Capabilities and account info of the tenancy (spec 3 §1: the first thing start-up loads). `cached` means the data
 * came from the capabilities cache: the call was slower than the soft timeout, or failed with something other than
 * an authentication error (spec 3 §8: non-401 failures and timeouts fall back to the cache).
 */
export interface CapabilitiesState {
  status: 'idle' | 'loading' | 'ready' | 'cached' | 'failed';
  data: CapabilitiesResponse | null;
  failure: CapabilityFailure | null;
}

/** Capabilities and account info. */
export const $capabilities = atom<CapabilitiesState>({ status: 'idle', data: null, failure: null });

/** Failures the cache may not paper over: the session itself is the problem (spec 3 §8). */
const AUTHENTICATION_FAILURES: ReadonlySet<CapabilityFailure> = new Set([
  'clock-skew',
  'unauthorized',
  'session-expired',
]);

/** The cache key of a tenancy's capabilities. */
export function capabilitiesCacheKey(tenancyId: string): string {
  return tenancyCacheKey('capabilities', tenancyId);
}

async function readCachedCapabilities(tenancyId: string): Promise<CapabilitiesResponse | null> {
  const record = await CACHES.capabilities.read<unknown>(capabilitiesCacheKey(tenancyId));
  // A record an older build wrote may have another shape: only a valid one answers.
  const parsed = v.safeParse(CAPABILITIES_RESPONSE_SCHEMA, record?.data);
  return parsed.success ? parsed.output : null;
}

/**
 * Loads capabilities with account info: timeout, retries and soft timeout come from the feature flags of spec 3 §9.
 * Resolves with the first usable answer: the call's, or the cache's once the soft timeout has passed (the call then
 * goes on and replaces it). A failure falls back to the cache unless it is an authentication failure; without a
 * cache it is classified into the error screen it leads to.
 */
export async function loadCapabilities(): Promise<CapabilitiesState> {
  const claims = $session.get().claims;
  if (!claims) throw new Error('loadCapabilities needs a session');
  const tenancyId = claims.tenant;
  $capabilities.set({ status: 'loading', data: null, failure: null });
  const context = serviceContext(undefined, {
    timeoutMs: featureFlag('capabilities-api-timeout-ms'),
    retries: featureFlag('capability-max-retry'),
  });

  let settled = false;
  const fresh = getCapabilities(context, tenancyId).then(
    async data => {
      settled = true;
      $capabilities.set({ status: 'ready', data, failure: null });
      // Kept for the next start (and the soft timeout's fallback) without holding up this one: start-up goes on as
      // soon as the answer is here, not once IndexedDB has stored it. A write never throws.
      void CACHES.capabilities.write(capabilitiesCacheKey(tenancyId), data);
      return $capabilities.get();
    },
    async (error: unknown) => {
      settled = true;
      const failed = error as { status?: number; code?: string; message?: string };
      const failure = isTimeoutError(error) ? 'timeout' : classifyCapabilityFailure(failed);
      const current = $capabilities.get();
      if (!AUTHENTICATION_FAILURES.has(failure)) {
        // Already answered from the cache after the soft timeout: that answer stands.
        if (current.status === 'cached') return current;
        const cached = await readCachedCapabilities(tenancyId);
        if (cached) {
          $capabilities.set({ status: 'cached', data: cached, failure: null });
          return $capabilities.get();
        }
      }
      $capabilities.set({ status: 'failed', data: null, failure });
      return $capabilities.get();
    }
  );

  const softTimeoutMs = featureFlag('capabilities-api-soft-timeout-ms');
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Resolves only when the soft timeout passes before the call and the cache has an answer; otherwise never.
  const soft = new Promise<CapabilitiesState>(resolve => {
    timer = setTimeout(async () => {
      if (settled) return;
      const cached = await readCachedCapabilities(tenancyId);
      if (!cached || settled) return;
      $capabilities.set({ status: 'cached', data: cached, failure: null });
      resolve($capabilities.get());
    }, softTimeoutMs);
  });
  try {
    return await Promise.race([fresh, soft]);
  } finally {
    clearTimeout(timer);
  }
}
