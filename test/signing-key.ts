import { readFileSync } from 'node:fs';
import { createPublicKey, type KeyObject } from 'node:crypto';

/** A test-only RSA-2048 private key (PKCS#8 PEM) for golden signing vectors; never a real credential. */
export const TEST_SIGNING_KEY_PEM = readFileSync(new URL('./fixtures/signing-test-key.pem', import.meta.url), 'utf8');

/** The fixture key as the console holds it (a WebCrypto private key) and as a server checks it (a node KeyObject). */
export interface TestSigningKey {
  privateKey: CryptoKey;
  publicKey: KeyObject;
  publicJwk: JsonWebKey;
}

/** Imports the fixture key: a non-extractable WebCrypto signing key plus its public half. */
export async function importTestSigningKey(): Promise<TestSigningKey> {
  const base64 = TEST_SIGNING_KEY_PEM.replace(/-----(BEGIN|END) PRIVATE KEY-----/g, '').replace(/\s+/g, '');
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    Buffer.from(base64, 'base64'),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign']
  );
  const publicKey = createPublicKey(TEST_SIGNING_KEY_PEM);
  return { privateKey, publicKey, publicJwk: publicKey.export({ format: 'jwk' }) };
}
