import { createHash, createPublicKey, constants, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { notAuthenticated } from './wire/errors.ts';

/** The parameters of an `Authorization: Signature …` header. */
export interface SignatureParams {
  version: string;
  keyId: string;
  algorithm: string;
  /** Lower-cased header names in signing order. */
  headers: string[];
  signature: string;
}

const PARAM = /^\s*([A-Za-z]+)="([^"]*)"\s*(,|$)/;
const REQUIRED_PARAMS = ['version', 'keyId', 'algorithm', 'headers', 'signature'] as const;

/** Parses an `Authorization: Signature version="1",keyId="…",algorithm="…",headers="…",signature="…"` header. */
export function parseSignatureHeader(header: string): SignatureParams {
  const match = /^Signature\s+(.*)$/is.exec(header.trim());
  if (!match?.[1]) throw notAuthenticated('Malformed Authorization header: expected the Signature scheme.');
  let rest = match[1];
  const params = new Map<string, string>();
  while (rest.length > 0) {
    const param = PARAM.exec(rest);
    if (!param?.[1] || param[2] === undefined) {
      throw notAuthenticated('Malformed Authorization header: parameters must be name="value" pairs.');
    }
    if (params.has(param[1])) throw notAuthenticated(`Malformed Authorization header: '${param[1]}' appears twice.`);
    params.set(param[1], param[2]);
    rest = rest.slice(param[0].length);
  }
  for (const name of REQUIRED_PARAMS) {
    if (!params.get(name))
      throw notAuthenticated(`Malformed Authorization header: the '${name}' parameter is missing.`);
  }
  return {
    version: params.get('version') ?? '',
    keyId: params.get('keyId') ?? '',
    algorithm: params.get('algorithm') ?? '',
    headers: (params.get('headers') ?? '').toLowerCase().split(/\s+/).filter(Boolean),
    signature: params.get('signature') ?? '',
  };
}

/** Methods whose body is signed too. */
export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The headers a signature must cover for a method (docs/architecture.md, Request signing), besides the date: browsers
 * sign `x-date` because they may not set `Date`, the OCI SDKs sign `date`; either is accepted.
 */
export function requiredSignedHeaders(method: string): string[] {
  const base = ['(request-target)', 'host'];
  return BODY_METHODS.has(method.toUpperCase())
    ? [...base, 'content-length', 'content-type', 'x-content-sha256']
    : base;
}

/** The signed date header: `x-date` when signed, else `date`, else undefined. */
export function signedDateHeader(headers: readonly string[]): 'x-date' | 'date' | undefined {
  if (headers.includes('x-date')) return 'x-date';
  return headers.includes('date') ? 'date' : undefined;
}

/** The parts of an API-key keyId `<tenancyOcid>/<userOcid>/<fingerprint>`, or undefined for another form. */
export function parseApiKeyId(keyId: string): { tenancyId: string; userId: string; fingerprint: string } | undefined {
  const parts = keyId.split('/');
  if (parts.length !== 3) return undefined;
  const [tenancyId = '', userId = '', fingerprint = ''] = parts;
  if (!tenancyId.startsWith('ocid1.') || !userId.startsWith('ocid1.') || fingerprint === '') return undefined;
  return { tenancyId, userId, fingerprint };
}

/** The OCI fingerprint of a public key: MD5 of its DER SubjectPublicKeyInfo, as colon-separated hex pairs. */
export function apiKeyFingerprint(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return createHash('md5').update(der).digest('hex').match(/../g)?.join(':') ?? '';
}

/** What the signing string is built from. */
export interface SignedRequest {
  method: string;
  /** The request target exactly as received: path and query. */
  target: string;
  header: (name: string) => string | undefined;
}

/** Rebuilds the signing string: one `name: value` line per signed header, joined by newlines. */
export function signingString(names: readonly string[], request: SignedRequest): string {
  return names
    .map(name => {
      if (name === '(request-target)') return `(request-target): ${request.method.toLowerCase()} ${request.target}`;
      const value = request.header(name);
      if (value === undefined) throw notAuthenticated(`The signed header '${name}' is missing from the request.`);
      return `${name}: ${value.trim()}`;
    })
    .join('\n');
}

/** Verifies an rsa-sha256 (RSASSA-PKCS1-v1_5 with SHA-256) signature, given in base64, with a public key. */
export function verifyRsaSha256(text: string, signature: string, key: KeyObject): boolean {
  const bytes = Buffer.from(signature, 'base64');
  return verify('sha256', Buffer.from(text, 'utf8'), { key, padding: constants.RSA_PKCS1_PADDING }, bytes);
}

/** Base64 SHA-256 of a body, as sent in `x-content-sha256`. */
export function sha256Base64(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('base64');
}
