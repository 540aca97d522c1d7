import { IDBFactory } from 'fake-indexeddb';
import { forgetStoredCredentials } from '../src/auth/session.ts';
import { exportPublicJwk, generateSessionKeyPair } from '../src/auth/session-key.ts';
import { tokenClaims, type TokenClaims } from '../src/auth/token-claims.ts';
import { resetStorageDegradation } from '../src/storage/cache.ts';
import { closeCacheDb, closeConsoleDb, setSessionValue } from '../src/storage/console-db.ts';
import type { LocalCloud, SignInCredentials } from './local-cloud.ts';

/** A session as a finished sign-in leaves it in the console's IndexedDB. */
export interface ClientSession {
  keyPair: CryptoKeyPair;
  token: string;
  claims: TokenClaims;
}

/**
 * Gives the console an empty IndexedDB (fake-indexeddb), every database closed and no memory fallback, and makes it
 * forget the credentials it read before.
 */
export async function resetClientStorage(): Promise<void> {
  await Promise.all([closeConsoleDb(), closeCacheDb()]);
  resetStorageDegradation();
  globalThis.indexedDB = new IDBFactory();
  forgetStoredCredentials();
}

/** Stores a key pair and token where the console reads them, behind the session module's back, as another tab would. */
export async function storeClientSession(keyPair: CryptoKeyPair, token: string): Promise<void> {
  await setSessionValue('keyPair', keyPair);
  await setSessionValue('token', token);
  forgetStoredCredentials();
}

/** Signs in to the local cloud with a new session key made as the console makes it, and stores key and token. */
export async function signInClient(cloud: LocalCloud, credentials?: SignInCredentials): Promise<ClientSession> {
  const keyPair = await generateSessionKeyPair();
  const token = await cloud.signIn(await exportPublicJwk(keyPair), credentials);
  await storeClientSession(keyPair, token);
  return { keyPair, token, claims: tokenClaims(token) };
}
