// Test-only: an independent client-side implementation of the session key and request signing, so the local cloud's
// checks are exercised by code that does not share its signing-string builder.

/** A browser-style session key pair made with WebCrypto. */
export interface TestSessionKey {
  privateKey: CryptoKey;
  publicJwk: JsonWebKey;
  /** The sign-in page's `public_key` parameter: base64url of the JSON JWK. */
  publicKeyParam: string;
}

/** Makes an RSASSA-PKCS1-v1_5 / SHA-256 key pair as the console does. */
export async function createSessionKey(): Promise<TestSessionKey> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    false,
    ['sign', 'verify']
  );
  const publicJwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    privateKey: pair.privateKey,
    publicJwk,
    publicKeyParam: Buffer.from(JSON.stringify(publicJwk)).toString('base64url'),
  };
}

/** What to sign. */
export interface SignOptions {
  method: string;
  url: string;
  token: string;
  privateKey: CryptoKey;
  body?: string;
  contentType?: string;
  /** The x-date to send; defaults to the real clock. */
  date?: Date;
  /** Overrides applied to the headers after signing (to send something other than what was signed). */
  tamper?: Record<string, string>;
  /** Headers to put in the signature and send, overriding computed values before signing. */
  signedOverrides?: Record<string, string>;
}

const encoder = new TextEncoder();

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Buffer.from(digest).toString('base64');
}

/** Builds a Request signed like the console signs: HTTP Signatures, rsa-sha256, keyId `ST$<token>`. */
export async function signRequest(options: SignOptions): Promise<Request> {
  const method = options.method.toUpperCase();
  const url = new URL(options.url);
  const headers: Record<string, string> = { 'x-date': (options.date ?? new Date()).toUTCString(), host: url.host };
  const names = ['x-date', '(request-target)', 'host'];
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  const body = options.body ?? '';
  if (hasBody) {
    headers['content-type'] = options.contentType ?? 'application/json';
    headers['content-length'] = String(encoder.encode(body).byteLength);
    headers['x-content-sha256'] = await sha256Base64(body);
    names.push('content-length', 'content-type', 'x-content-sha256');
  }
  Object.assign(headers, options.signedOverrides);
  const lines = names.map(name =>
    name === '(request-target)'
      ? `(request-target): ${method.toLowerCase()} ${url.pathname}${url.search}`
      : `${name}: ${headers[name] ?? ''}`
  );
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', options.privateKey, encoder.encode(lines.join('\n')));
  const authorization =
    `Signature version="1",keyId="ST$${options.token}",algorithm="rsa-sha256",` +
    `headers="${names.join(' ')}",signature="${Buffer.from(signature).toString('base64')}"`;
  // Host is set by fetch from the URL; the cloud falls back to the URL's host when the header is absent.
  const sent: Record<string, string> = { ...headers, authorization, ...options.tamper };
  delete sent['host'];
  return new Request(url, { method, headers: sent, body: hasBody ? body : undefined });
}

/** Something that answers requests like the cloud's Hono app. */
export interface RequestHandler {
  request: (input: string | Request, init?: RequestInit) => Response | Promise<Response>;
}

/** Signs in through the sign-in form and returns the token from the redirect's fragment. */
export async function signInForTest(
  app: RequestHandler,
  options: { cloudOrigin: string; consoleOrigin: string; key: TestSessionKey; userName?: string; password?: string }
): Promise<string> {
  const form = new URLSearchParams({
    user_name: options.userName ?? 'demo@example.com',
    password: options.password ?? 'Demo-Console-1',
    public_key: options.key.publicKeyParam,
    redirect_uri: `${options.consoleOrigin}/auth/callback`,
    state: 'test-state',
  });
  const response = await app.request(`${options.cloudOrigin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || location === null) throw new Error(`sign-in failed with ${response.status}`);
  const token = new URLSearchParams(new URL(location).hash.slice(1)).get('token');
  if (token === null) throw new Error('the redirect carries no token');
  return token;
}

/** What to sign with an API key, as the OCI SDKs do. */
export interface ApiKeySignOptions {
  method: string;
  url: string;
  /** `<tenancyOcid>/<userOcid>/<fingerprint>`. */
  keyId: string;
  /** PKCS#8 or PKCS#1 PEM private key. */
  privateKeyPem: string;
  body?: string;
  /** The date to send; defaults to the real clock. */
  date?: Date;
  /** The OCI SDKs sign `date`; browsers must use `x-date`. */
  dateHeader?: 'date' | 'x-date';
  /** Extra headers sent but not signed (e.g. opc-retry-token, if-match). */
  headers?: Record<string, string>;
}

/** Builds a Request signed with an API key: HTTP Signatures, rsa-sha256, keyId `<tenancy>/<user>/<fingerprint>`. */
export async function signWithApiKey(options: ApiKeySignOptions): Promise<Request> {
  const { createPrivateKey, sign } = await import('node:crypto');
  const method = options.method.toUpperCase();
  const url = new URL(options.url);
  const dateHeader = options.dateHeader ?? 'date';
  const headers: Record<string, string> = { [dateHeader]: (options.date ?? new Date()).toUTCString(), host: url.host };
  const names = [dateHeader, '(request-target)', 'host'];
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  const body = options.body ?? '';
  if (hasBody) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(encoder.encode(body).byteLength);
    headers['x-content-sha256'] = await sha256Base64(body);
    names.push('content-length', 'content-type', 'x-content-sha256');
  }
  const lines = names.map(name =>
    name === '(request-target)'
      ? `(request-target): ${method.toLowerCase()} ${url.pathname}${url.search}`
      : `${name}: ${headers[name] ?? ''}`
  );
  const signature = sign('sha256', Buffer.from(lines.join('\n')), createPrivateKey(options.privateKeyPem));
  const authorization =
    `Signature version="1",keyId="${options.keyId}",algorithm="rsa-sha256",` +
    `headers="${names.join(' ')}",signature="${signature.toString('base64')}"`;
  const sent: Record<string, string> = { ...headers, ...options.headers, authorization };
  delete sent['host'];
  return new Request(url, { method, headers: sent, body: hasBody ? body : undefined });
}
