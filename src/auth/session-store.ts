import * as v from 'valibot';
import { degradationOf, reportStorageDegraded } from '../storage/cache.ts';
import {
  clearSessionStore,
  getSessionValue,
  setPendingKeyPair,
  setSessionValue,
  takePendingKeyPair,
} from '../storage/console-db.ts';
import { SESSION_KEYS, readSessionItem, removeSessionItem, writeSessionItem } from '../storage/browser-storage.ts';

// Where the session key and token live. IndexedDB holds the key pair by structured clone, so the private key stays
// non-extractable. When IndexedDB cannot be used (blocked, disabled, over quota) the console keeps working: the key
// is made extractable and kept as JWKs in this tab's sessionStorage, which survives the sign-in redirect and dies with
// the tab. That is weaker (script in the page could read the private key, where otherwise it could only use it) and is
// the price of a working console in such a browser; docs/architecture.md records the choice.

const TAB_KEY = v.object({
  privateJwk: v.record(v.string(), v.unknown()),
  publicJwk: v.record(v.string(), v.unknown()),
});

const SIGNING = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** Runs an IndexedDB operation; a storage failure is reported once and answered by the fallback instead. */
async function withFallback<T>(useDb: () => Promise<T>, useTab: () => T | Promise<T>): Promise<T> {
  try {
    return await useDb();
  } catch (error) {
    const reason = degradationOf(error);
    if (!reason) throw error;
    reportStorageDegraded(reason);
    return useTab();
  }
}

/**
 * Stores the new key pair of the sign-in with this state until its callback takes it (`takeSignInKeyPair`); the
 * session's own key pair stays until then. `extractable` makes the fallback possible; `generate` makes a pair either way.
 */
export async function storeNewKeyPair(
  generate: (extractable: boolean) => Promise<CryptoKeyPair>,
  state: string
): Promise<CryptoKeyPair> {
  const keyPair = await generate(false);
  return withFallback(
    async () => {
      await setPendingKeyPair(state, keyPair);
      removeSessionItem(SESSION_KEYS.sessionKey);
      return keyPair;
    },
    async () => {
      const tabKeyPair = await generate(true);
      const [privateJwk, publicJwk] = await Promise.all([
        crypto.subtle.exportKey('jwk', tabKeyPair.privateKey),
        crypto.subtle.exportKey('jwk', tabKeyPair.publicKey),
      ]);
      if (!writeSessionItem(SESSION_KEYS.sessionKey, JSON.stringify({ privateJwk, publicJwk }))) {
        throw new Error('Cannot start sign-in: neither IndexedDB nor sessionStorage can hold the session key');
      }
      return importTabKey(privateJwk, publicJwk);
    }
  );
}

/** Takes the key pair of the sign-in with this state (in the fallback, the tab's only key). */
export function takeSignInKeyPair(state: string): Promise<CryptoKeyPair | undefined> {
  return withFallback(() => takePendingKeyPair(state), readTabKey);
}

/** Makes a finished sign-in's key pair the session's (in the fallback it is the tab's key already). */
export function storeKeyPair(keyPair: CryptoKeyPair): Promise<void> {
  return withFallback(
    () => setSessionValue('keyPair', keyPair),
    () => undefined
  );
}

/** The stored session key pair, if any. */
export function readKeyPair(): Promise<CryptoKeyPair | undefined> {
  return withFallback(() => getSessionValue('keyPair'), readTabKey);
}

/** Stores the session token. */
export function storeToken(token: string): Promise<void> {
  return withFallback(
    () => setSessionValue('token', token),
    () => {
      if (!writeSessionItem(SESSION_KEYS.sessionToken, token)) {
        throw new Error('Neither IndexedDB nor sessionStorage can hold the session token');
      }
    }
  );
}

/** The stored session token, if any. */
export function readToken(): Promise<string | undefined> {
  return withFallback(
    () => getSessionValue('token'),
    () => readSessionItem(SESSION_KEYS.sessionToken) ?? undefined
  );
}

/** Deletes key pair and token wherever they are. */
export async function clearStoredSession(): Promise<void> {
  removeSessionItem(SESSION_KEYS.sessionKey);
  removeSessionItem(SESSION_KEYS.sessionToken);
  await withFallback(clearSessionStore, () => undefined);
}

async function readTabKey(): Promise<CryptoKeyPair | undefined> {
  const text = readSessionItem(SESSION_KEYS.sessionKey);
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = v.safeParse(TAB_KEY, parsed);
  if (!result.success) return undefined;
  return importTabKey(result.output.privateJwk as JsonWebKey, result.output.publicJwk as JsonWebKey);
}

async function importTabKey(privateJwk: JsonWebKey, publicJwk: JsonWebKey): Promise<CryptoKeyPair> {
  // Imported non-extractable: the page's own copy cannot be exported again, even though the tab's stored one can.
  const [privateKey, publicKey] = await Promise.all([
    crypto.subtle.importKey('jwk', privateJwk, SIGNING, false, ['sign']),
    crypto.subtle.importKey('jwk', publicJwk, SIGNING, true, ['verify']),
  ]);
  return { privateKey, publicKey };
}
