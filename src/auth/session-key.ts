import { readKeyPair, storeNewKeyPair, takeSignInKeyPair } from './session-store.ts';

/** The session key's algorithm: RSASSA-PKCS1-v1_5, 2048 bits, exponent 65537, SHA-256 (rsa-sha256 signatures). */
export const SESSION_KEY_ALGORITHM: RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([0x01, 0x00, 0x01]),
  hash: 'SHA-256',
};

/**
 * Makes a new session key pair. The private key is non-extractable: script can use it to sign but never read it;
 * the public key stays exportable, as WebCrypto always keeps public keys.
 */
export function generateSessionKeyPair(extractable = false): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(SESSION_KEY_ALGORITHM, extractable, ['sign', 'verify']);
}

/**
 * Makes a new session key pair for the sign-in with this state and stores it in IndexedDB (by structured clone) under
 * that state, so that sign-ins started in several tabs at once each keep their own; where IndexedDB cannot be used, in
 * this tab's sessionStorage (src/auth/session-store.ts).
 */
export function createSessionKey(state: string): Promise<CryptoKeyPair> {
  return storeNewKeyPair(generateSessionKeyPair, state);
}

/** Takes the key pair the sign-in with this state was started with. */
export function takeSignInKey(state: string): Promise<CryptoKeyPair | undefined> {
  return takeSignInKeyPair(state);
}

/** The stored session key pair, if any. */
export function loadSessionKey(): Promise<CryptoKeyPair | undefined> {
  return readKeyPair();
}

/** The public half as a JWK, as the sign-in page receives it. */
export function exportPublicJwk(keyPair: CryptoKeyPair): Promise<JsonWebKey> {
  return crypto.subtle.exportKey('jwk', keyPair.publicKey);
}
