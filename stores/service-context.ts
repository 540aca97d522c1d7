import { currentSession, noteSignedCall } from '../src/auth/session.ts';
import type { EndpointConfig } from '../src/http/endpoints.ts';
import type { ServiceContext } from '../src/services/service-context.ts';
import { CONSOLE_CONFIG, type ConsoleConfig } from '../src/config.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { $activeRegion } from './active-region.ts';
import { pageSignal } from './page-signal.ts';

// Unset, service calls use this build's CONSOLE_CONFIG.
let endpoints: EndpointConfig | undefined;

/**
 * Points the stores' service calls at another cloud (for tests and for embedding the shell elsewhere); `undefined`
 * returns to this build's configuration.
 */
export function useServiceEndpoints(config: EndpointConfig | undefined): void {
  endpoints = config;
}

/** The endpoint configuration set by `useServiceEndpoints`, or undefined for this build's own. */
export function serviceEndpoints(): EndpointConfig | undefined {
  return endpoints;
}

/** This build's configuration with the endpoints of `useServiceEndpoints` applied: for the calls that take it whole. */
export function consoleConfig(): ConsoleConfig {
  return endpoints ? { ...CONSOLE_CONFIG, ...endpoints } : CONSOLE_CONFIG;
}

/** What a store may set on the calls of one context. */
export type ServiceContextOptions = Pick<ServiceContext, 'timeoutMs' | 'retries' | 'signal'>;

/**
 * The context service calls run in: the active region (unless told otherwise), the session's credentials and the
 * per-attempt timeout of the `api-timeout-ms` flag unless the options say otherwise.
 */
export function serviceContext(
  region: string = $activeRegion.get(),
  options: ServiceContextOptions = {}
): ServiceContext {
  return {
    region,
    timeoutMs: featureFlag('api-timeout-ms'),
    ...options,
    credentials: async () => {
      // A call that needs a renewed token starts the refresh (spec 1 §9: 2 s later); this one goes out as it is.
      noteSignedCall();
      const session = await currentSession();
      return session ? { privateKey: session.privateKey, token: session.token } : null;
    },
    ...(endpoints ? { config: endpoints } : {}),
  };
}

/**
 * The context of a call a page makes for itself: `serviceContext` plus the page's signal, so leaving the page aborts
 * the call (an AbortError, which no one shows: `isAbortError`). Calls of the chrome (header, banners, session) use
 * `serviceContext`: they outlive every page.
 */
export function pageContext(region?: string, options: ServiceContextOptions = {}): ServiceContext {
  const signal = options.signal ? AbortSignal.any([options.signal, pageSignal()]) : pageSignal();
  return serviceContext(region, { ...options, signal });
}
