import { deleteSessionValue, getSessionValue, setSessionValue } from '../storage/console-db.ts';

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
export function generateSessionKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(SESSION_KEY_ALGORITHM, false, ['sign', 'verify']);
}

/** Makes a new session key pair and stores it in IndexedDB (by structured clone), replacing any earlier one. */
export async function createSessionKey(): Promise<CryptoKeyPair> {
  const keyPair = await generateSessionKeyPair();
  await setSessionValue('keyPair', keyPair);
  return keyPair;
}

/** The stored session key pair, if any. */
export function loadSessionKey(): Promise<CryptoKeyPair | undefined> {
  return getSessionValue('keyPair');
}

/** Deletes the stored session key pair. */
export function deleteSessionKey(): Promise<void> {
  return deleteSessionValue('keyPair');
}

/** The public half as a JWK, as the sign-in page receives it. */
export function exportPublicJwk(keyPair: CryptoKeyPair): Promise<JsonWebKey> {
  return crypto.subtle.exportKey('jwk', keyPair.publicKey);
}
