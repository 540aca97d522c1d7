import { createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** The browser's public session key as a JWK (only public RSA members are kept). */
export interface RsaPublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  alg?: string;
  ext?: boolean;
  key_ops?: string[];
  use?: string;
  kid?: string;
}

/** A public key that cannot be used as a session key; the message says why. */
export class PublicKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PublicKeyError';
  }
}

const MIN_MODULUS_BITS = 2048;
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks that a value is a usable RSA public JWK and keeps only its public members. */
export function toRsaPublicJwk(value: unknown): RsaPublicJwk {
  if (!isRecord(value)) throw new PublicKeyError('The public key must be a JSON Web Key object.');
  if (value['kty'] !== 'RSA') throw new PublicKeyError('The public key must be an RSA key (kty "RSA").');
  const { n, e } = value;
  if (typeof n !== 'string' || typeof e !== 'string' || n === '' || e === '') {
    throw new PublicKeyError('The public key must have the RSA members "n" and "e".');
  }
  if (PRIVATE_MEMBERS.some(member => member in value)) {
    throw new PublicKeyError('The public key contains private key material; send only the public key.');
  }
  const jwk: RsaPublicJwk = { kty: 'RSA', n, e };
  if (typeof value['alg'] === 'string') jwk.alg = value['alg'];
  if (typeof value['ext'] === 'boolean') jwk.ext = value['ext'];
  if (typeof value['use'] === 'string') jwk.use = value['use'];
  if (typeof value['kid'] === 'string') jwk.kid = value['kid'];
  const keyOps = value['key_ops'];
  if (Array.isArray(keyOps) && keyOps.every(op => typeof op === 'string')) jwk.key_ops = keyOps;
  if (jwk.alg !== undefined && jwk.alg !== 'RS256') {
    throw new PublicKeyError(`The public key's algorithm must be RS256, not ${jwk.alg}.`);
  }
  let key: KeyObject;
  try {
    key = publicKeyObject(jwk);
  } catch {
    throw new PublicKeyError('The public key is not a valid RSA key.');
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_MODULUS_BITS) {
    throw new PublicKeyError(`The public key must be at least ${MIN_MODULUS_BITS} bits long.`);
  }
  return jwk;
}

/** Decodes the sign-in page's `public_key` parameter: base64url of the JSON JWK. */
export function parsePublicKeyParam(param: string | undefined): RsaPublicJwk {
  if (param === undefined || param === '') throw new PublicKeyError('The public_key parameter is missing.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(param, 'base64url').toString('utf8'));
  } catch {
    throw new PublicKeyError('The public_key parameter must be the base64url encoding of a JSON Web Key.');
  }
  return toRsaPublicJwk(parsed);
}

/** The Node key object of a public JWK. */
export function publicKeyObject(jwk: RsaPublicJwk): KeyObject {
  return createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: 'jwk' });
}
