import { createHash, constants, verify } from 'node:crypto';
import { notAuthenticated } from './errors.ts';
import { publicKeyObject } from './public-keys.ts';
import type { RsaPublicJwk } from './public-keys.ts';

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

/** The headers a signature must cover for a method (docs/architecture.md, Request signing). */
export function requiredSignedHeaders(method: string): string[] {
  const base = ['x-date', '(request-target)', 'host'];
  return BODY_METHODS.has(method.toUpperCase())
    ? [...base, 'content-length', 'content-type', 'x-content-sha256']
    : base;
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

/** Verifies an rsa-sha256 (RSASSA-PKCS1-v1_5 with SHA-256) signature, given in base64, with a public JWK. */
export function verifyRsaSha256(text: string, signature: string, jwk: RsaPublicJwk): boolean {
  const key = publicKeyObject(jwk);
  const bytes = Buffer.from(signature, 'base64');
  return verify('sha256', Buffer.from(text, 'utf8'), { key, padding: constants.RSA_PKCS1_PADDING }, bytes);
}

/** Base64 SHA-256 of a body, as sent in `x-content-sha256`. */
export function sha256Base64(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('base64');
}
