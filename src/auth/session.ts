import { apiRequest } from '../http/api-client.ts';
import type { EndpointConfig } from '../http/endpoints.ts';
import type { SigningCredentials } from '../http/signing.ts';
import { SESSION_KEYS, removeSessionItem } from '../storage/browser-storage.ts';
import { clearAllCaches } from '../storage/cache.ts';
import { clearStoredSession, readToken } from './session-store.ts';
import { loadSessionKey } from './session-key.ts';
import { isExpired, tokenClaims, type TokenClaims } from './token-claims.ts';

export { tokenClaims, type TokenClaims } from './token-claims.ts';

/** A usable session: the token, its claims and the key that signs with it. */
export interface Session {
  token: string;
  claims: TokenClaims;
  privateKey: CryptoKey;
}

/** Options of the session calls to the auth service. */
export interface SessionCallOptions {
  /** Realm configuration for the endpoint; defaults to this build's. */
  config?: EndpointConfig;
  timeoutMs?: number;
}

/** The current session, or null when the key pair or token is missing, the token unreadable or expired. */
export async function currentSession(now: number = Date.now()): Promise<Session | null> {
  const stored = await storedCredentials();
  if (!stored) return null;
  let claims: TokenClaims;
  try {
    claims = tokenClaims(stored.token);
  } catch {
    return null;
  }
  if (isExpired(claims, now)) return null;
  return { token: stored.token, claims, privateKey: stored.privateKey };
}

let signedCallListener: (() => void) | null = null;

/** Hears every signed call the console's services are about to make (the session keeper renews the token on them). */
export function watchSignedCalls(listener: (() => void) | null): void {
  signedCallListener = listener;
}

/** Says a signed call is about to read the session's credentials. */
export function noteSignedCall(): void {
  signedCallListener?.();
}

/** The credentials a signed call uses, expired or not: the provider, not the client, is the judge of a token. */
export async function sessionCredentials(): Promise<SigningCredentials | null> {
  const stored = await storedCredentials();
  return stored ? { privateKey: stored.privateKey, token: stored.token } : null;
}

/** What became of the provider-side logout; the local session is gone either way. */
export interface SignOutResult {
  /** The provider revoked the token. */
  revoked: boolean;
  /** Why it did not, when it did not. */
  error?: unknown;
}

/**
 * Signs out: asks the provider to revoke the token (a failure is reported, not thrown), then deletes the key pair,
 * the token and the cached tenancy data.
 */
export async function signOut(region: string, options: SessionCallOptions = {}): Promise<SignOutResult> {
  let result: SignOutResult = { revoked: false };
  const stored = await storedCredentials().catch(() => null);
  if (stored) {
    try {
      await apiRequest({
        service: 'auth',
        region,
        version: 'v1',
        path: '/logout',
        method: 'POST',
        operation: 'Logout',
        retries: 0,
        credentials: async () => stored,
        ...options,
      });
      result = { revoked: true };
    } catch (error) {
      result = { revoked: false, error };
    }
  }
  await discardSession();
  return result;
}

/**
 * Deletes the session locally without asking the provider: key pair, token, cached tenancy data and any pending
 * sign-in. For a session the provider has already rejected.
 */
export async function discardSession(): Promise<void> {
  forgetStoredCredentials();
  removeSessionItem(SESSION_KEYS.signIn);
  const cleared = await Promise.allSettled([clearStoredSession(), clearAllCaches()]);
  const failed = cleared.find(outcome => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The stored key pair and token. The key pair rides along for the rare check that needs the public half (exporting it on every read cost start-up). */
export type StoredCredentials = SigningCredentials & { keyPair: CryptoKeyPair };

// Every signed call needs the key and the token; reading them from IndexedDB each time costs more than the call's
// signing. They are read once and kept until this module writes or deletes them.
let remembered: Promise<StoredCredentials | null> | null = null;

/** Forgets the in-memory copy of the stored key and token, so the next call reads IndexedDB again. */
export function forgetStoredCredentials(): void {
  remembered = null;
}

/** Keeps renewed credentials in memory (their token is stored already): the next signed call uses them. */
export function rememberCredentials(credentials: StoredCredentials): void {
  remembered = Promise.resolve(credentials);
}

/** The stored key pair and token, read from IndexedDB once and then kept in memory. */
export function storedCredentials(): Promise<StoredCredentials | null> {
  remembered ??= readStoredCredentials();
  // A failed read is not remembered.
  remembered.catch(forgetStoredCredentials);
  return remembered;
}

async function readStoredCredentials(): Promise<StoredCredentials | null> {
  const [keyPair, token] = await Promise.all([loadSessionKey(), readToken()]);
  if (!keyPair || !token) return null;
  return { privateKey: keyPair.privateKey, token, keyPair };
}
