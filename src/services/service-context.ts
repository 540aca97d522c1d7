import type { EndpointConfig } from '../http/endpoints.ts';
import type { CredentialsProvider } from '../http/signing.ts';

/** What every service call needs: the region it goes to and the session's credentials. */
export interface ServiceContext {
  /** Region name, e.g. us-ashburn-1. */
  region: string;
  /** Supplies the session's key and token right before a call, or null when signed out. */
  credentials: CredentialsProvider;
  /** Per-attempt timeout, else the client default. */
  timeoutMs?: number;
  /** Retries after the first attempt, else the client default. */
  retries?: number;
  /** Cancels the call, e.g. when the route that needed it is left. */
  signal?: AbortSignal;
  /** Realm configuration for endpoints; defaults to this build's. */
  config?: EndpointConfig;
}
