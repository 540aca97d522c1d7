import * as v from 'valibot';
import { apiRequest } from '../http/api-client.ts';
import { isApiError } from '../http/errors.ts';
import { AuthError } from './auth-error.ts';
import { rememberCredentials, storedCredentials, type SessionCallOptions } from './session.ts';
import { exportPublicJwk } from './session-key.ts';
import { storeToken } from './session-store.ts';
import { isBoundTo, tokenClaims, type TokenClaims } from './token-claims.ts';

// Token renewal, apart from src/auth/session.ts: only the session keeper renews, and it loads after the console is
// ready, so the refresh and its schema stay off the start-up path.

/** Refresh failures that send the refresh on to the next subscribed region (spec 1 §4). */
export const REFRESH_FALLBACK_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);

const REFRESH_RESPONSE = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

/**
 * Renews the token: a signed POST to the auth service of the first region; when it fails with 500, 502, 503 or 504
 * the next region is tried, in order, until one renews (spec 1 §4). Stores and returns the new token's claims.
 */
export async function refreshSession(
  regions: readonly string[],
  options: SessionCallOptions = {}
): Promise<TokenClaims> {
  const stored = await storedCredentials();
  if (!stored) throw new AuthError('NO_SESSION', 'There is no session to refresh');
  const candidates = [...new Set(regions)];
  if (candidates.length === 0) throw new Error('refreshSession needs at least one region');
  let lastError: unknown;
  for (const region of candidates) {
    try {
      const { data } = await apiRequest({
        service: 'auth',
        region,
        version: 'v1',
        path: '/authentication/refresh',
        method: 'POST',
        body: { currentToken: stored.token },
        operation: 'RefreshToken',
        // The walk over regions is the retry policy here: a region that answers 5xx is skipped, not hammered.
        retries: 0,
        schema: REFRESH_RESPONSE,
        credentials: async () => stored,
        ...options,
      });
      const claims = tokenClaims(data.token);
      if (!isBoundTo(claims, await exportPublicJwk(stored.keyPair))) {
        throw new AuthError('INVALID_TOKEN', 'The renewed token is bound to another key');
      }
      await storeToken(data.token);
      rememberCredentials({ ...stored, token: data.token });
      return claims;
    } catch (error) {
      lastError = error;
      if (!(isApiError(error) && REFRESH_FALLBACK_STATUSES.has(error.status))) throw error;
    }
  }
  throw lastError;
}
