import { bytesToBase64 } from './base64.ts';

/** What a signed call needs: the session's private key and its token. */
export interface SigningCredentials {
  privateKey: CryptoKey;
  token: string;
}

/** Supplies credentials right before a call, or null when there is no session. */
export type CredentialsProvider = () => Promise<SigningCredentials | null>;

/** A request as the signer sees it. */
export interface SignableRequest {
  method: string;
  url: string | URL;
  /** The exact body string that will be sent; methods with a body sign an empty one when absent. */
  body?: string;
  /** Defaults to application/json for methods with a body. */
  contentType?: string;
}

/** The signing algorithm of the session key (the key pair itself is made in src/auth). */
export const SIGNING_ALGORITHM = 'RSASSA-PKCS1-v1_5';

/** Content type signed when a request with a body does not name one. */
export const DEFAULT_CONTENT_TYPE = 'application/json';

const BODYLESS_HEADERS = ['x-date', '(request-target)', 'host'] as const;
const BODY_HEADERS = [...BODYLESS_HEADERS, 'content-length', 'content-type', 'x-content-sha256'] as const;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Whether the method signs (and sends) a body: POST, PUT and PATCH. */
export function methodHasBody(method: string): boolean {
  return METHODS_WITH_BODY.has(method.toUpperCase());
}

/** The ordered header names the contract signs for a method. */
export function signingHeaders(method: string): readonly string[] {
  return methodHasBody(method) ? BODY_HEADERS : BODYLESS_HEADERS;
}

/** The signing string: one `name: value` line per signed header, joined by `\n`. */
export function signingString(request: { method: string; url: string | URL; headers: Record<string, string> }): string {
  const url = new URL(request.url);
  const headers = new Map(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return signingHeaders(request.method)
    .map(name => {
      if (name === '(request-target)') return `${name}: ${request.method.toLowerCase()} ${url.pathname}${url.search}`;
      // URL.host omits a default port exactly as the Host header the browser sends does.
      if (name === 'host') return `${name}: ${url.host}`;
      const value = headers.get(name);
      if (value === undefined) throw new Error(`Cannot sign ${request.method} ${url.pathname}: missing header ${name}`);
      return `${name}: ${value}`;
    })
    .join('\n');
}

/** Base64 SHA-256 of the body's UTF-8 bytes (the value of x-content-sha256). */
export async function sha256Base64(body: string | Uint8Array): Promise<string> {
  // The copy gives WebCrypto an ArrayBuffer-backed view even when the caller's bytes sit in a SharedArrayBuffer.
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
  return bytesToBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

/** Number of bytes the body occupies on the wire (UTF-8), i.e. the Content-Length the browser will send. */
export function utf8ByteLength(body: string): number {
  return new TextEncoder().encode(body).byteLength;
}

/**
 * The headers that sign a request: x-date, authorization and, for POST/PUT/PATCH, x-content-sha256, content-type and
 * content-length. Browsers refuse to set content-length, so a fetch layer must drop it and let the browser send the
 * same value.
 */
export async function signRequest(
  request: SignableRequest,
  credentials: SigningCredentials,
  now: Date = new Date()
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'x-date': now.toUTCString() };
  if (methodHasBody(request.method)) {
    const body = request.body ?? '';
    headers['x-content-sha256'] = await sha256Base64(body);
    headers['content-type'] = request.contentType ?? DEFAULT_CONTENT_TYPE;
    headers['content-length'] = String(utf8ByteLength(body));
  }
  const text = signingString({ method: request.method, url: request.url, headers });
  const signature = await crypto.subtle.sign(SIGNING_ALGORITHM, credentials.privateKey, new TextEncoder().encode(text));
  headers.authorization = [
    'Signature version="1"',
    `keyId="ST$${credentials.token}"`,
    'algorithm="rsa-sha256"',
    `headers="${signingHeaders(request.method).join(' ')}"`,
    `signature="${bytesToBase64(new Uint8Array(signature))}"`,
  ].join(',');
  return headers;
}
