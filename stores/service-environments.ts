import { atom } from 'nanostores';
import { isApiError, isTimeoutError } from '../src/http/errors.ts';
import {
  listServiceEnvironments,
  type ServiceEnvironment,
  type ServiceEnvironmentListOptions,
} from '../src/services/service-manager.ts';
import { serviceContext } from './service-context.ts';

/**
 * Why loading failed: `not-found-or-not-authorized` for 404 (spec 3 §8), `timeout` when the call timed out, `failed`
 * for anything else.
 */
export type ServiceEnvironmentsError = 'not-found-or-not-authorized' | 'timeout' | 'failed';

/** Service environments state: load start, fetch success or failure, load complete (spec 3 §4). */
export interface ServiceEnvironmentsState {
  /** True between load start and load complete. */
  loading: boolean;
  /** Outcome of the last fetch. */
  status: 'idle' | 'ready' | 'failed';
  items: ServiceEnvironment[];
  error: ServiceEnvironmentsError | null;
  /** The last fetch timed out (spec 3 §8: timeout flagged). */
  timedOut: boolean;
}

const INITIAL: ServiceEnvironmentsState = { loading: false, status: 'idle', items: [], error: null, timedOut: false };

/** The tenancy's SaaS service environments. */
export const $serviceEnvironments = atom<ServiceEnvironmentsState>(INITIAL);

/** What loading needs: the compartment (the tenancy), optional filters, region and call settings. */
export interface LoadServiceEnvironmentsOptions extends ServiceEnvironmentListOptions {
  compartmentId: string;
  /** Region to ask; the active region by default. */
  region?: string;
  timeoutMs?: number;
  retries?: number;
}

/**
 * Loads the service environments (spec 3 §4, §7, §8): load start, then fetch success (items from data.items) or
 * failure (404 logged as not found or not authorized; a timeout flagged), then load complete.
 */
export async function loadServiceEnvironments(
  options: LoadServiceEnvironmentsOptions
): Promise<ServiceEnvironmentsState> {
  const { compartmentId, region, timeoutMs, retries, ...filters } = options;
  // Load start: what was there stays visible until the fetch ends.
  $serviceEnvironments.set({ ...$serviceEnvironments.get(), loading: true });
  const context = serviceContext(region, {
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(retries === undefined ? {} : { retries }),
  });
  let outcome: Omit<ServiceEnvironmentsState, 'loading'>;
  try {
    const items = await listServiceEnvironments(context, compartmentId, filters);
    outcome = { status: 'ready', items, error: null, timedOut: false };
  } catch (error) {
    if (isTimeoutError(error)) {
      console.warn('[service-environments] The service environments call timed out.');
      outcome = { status: 'failed', items: [], error: 'timeout', timedOut: true };
    } else if (isApiError(error) && error.status === 404) {
      console.warn('[service-environments] Service environments not found or not authorized.');
      outcome = { status: 'failed', items: [], error: 'not-found-or-not-authorized', timedOut: false };
    } else {
      console.error('[service-environments] The service environments could not be loaded.', error);
      outcome = { status: 'failed', items: [], error: 'failed', timedOut: false };
    }
  }
  // Fetch success or failure, then load complete.
  $serviceEnvironments.set({ ...outcome, loading: false });
  return $serviceEnvironments.get();
}
