import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { CloudEnv } from './context.ts';
import { notAuthenticated, notAuthorizedOrNotFound } from './errors.ts';
import {
  BODY_METHODS,
  parseSignatureHeader,
  requiredSignedHeaders,
  sha256Base64,
  signingString,
  verifyRsaSha256,
} from './signature.ts';
import type { SessionClaims, TokenService } from './tokens.ts';
import type { CloudStore } from './store.ts';

/** Largest accepted difference between `x-date` and the cloud's clock. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Paths served without a signature: the sign-in page and its assets, plugin manifests and the emulator API. */
export function isPublicRequest(method: string, path: string): boolean {
  if (method === 'OPTIONS') return true;
  return (
    path === '/login' || path.startsWith('/login/') || path.startsWith('/plugins/') || path.startsWith('/_emulator/')
  );
}

/** The request target as the client signed it: Node's raw URL when served over HTTP, else the parsed URL. */
export function requestTarget(c: Context<CloudEnv>): string {
  const raw = c.env?.incoming?.url;
  if (raw !== undefined && raw.startsWith('/')) return raw;
  const url = new URL(raw ?? c.req.url, c.req.url);
  return url.pathname + url.search;
}

function checkDate(value: string | undefined, now: Date): void {
  if (value === undefined) throw notAuthenticated('The x-date header is missing.');
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw notAuthenticated(`The x-date header '${value}' is not a valid HTTP date.`);
  const skew = Math.abs(time - now.getTime());
  if (skew > MAX_CLOCK_SKEW_MS) {
    throw notAuthenticated(
      `The request date differs from the server time by ${Math.round(skew / 1000)} seconds (clock skew); ` +
        'the limit is 5 minutes. Check the clock of this computer.'
    );
  }
}

async function checkBody(c: Context<CloudEnv>): Promise<void> {
  const body = new Uint8Array(await c.req.arrayBuffer());
  const length = c.req.header('content-length');
  if (length === undefined || Number(length) !== body.byteLength) {
    throw notAuthenticated(`The content-length header does not match the body length (${body.byteLength} bytes).`);
  }
  if (c.req.header('x-content-sha256') !== sha256Base64(body)) {
    throw notAuthenticated('The x-content-sha256 header does not match the SHA-256 of the body.');
  }
}

async function verifySignature(c: Context<CloudEnv>, tokens: TokenService, now: Date): Promise<SessionClaims> {
  const header = c.req.header('authorization');
  if (header === undefined || header.trim() === '') {
    throw notAuthenticated('No authentication material present: the Authorization header is missing.');
  }
  const params = parseSignatureHeader(header);
  if (params.version !== '1') throw notAuthenticated(`Unsupported signature version '${params.version}'.`);
  if (params.algorithm.toLowerCase() !== 'rsa-sha256') {
    throw notAuthenticated(`Unsupported signature algorithm '${params.algorithm}'; use rsa-sha256.`);
  }
  if (!params.keyId.startsWith('ST$') || params.keyId.length <= 3) {
    throw notAuthenticated('The keyId must be ST$ followed by a session token.');
  }
  const method = c.req.method.toUpperCase();
  const missing = requiredSignedHeaders(method).filter(name => !params.headers.includes(name));
  if (missing.length > 0) {
    throw notAuthenticated(`A ${method} signature must cover the headers: ${missing.join(', ')}.`);
  }
  checkDate(c.req.header('x-date'), now);
  const claims = await tokens.verify(params.keyId.slice(3));
  const text = signingString(params.headers, {
    method,
    target: requestTarget(c),
    header: name => (name === 'host' ? (c.req.header('host') ?? new URL(c.req.url).host) : c.req.header(name)),
  });
  if (!verifyRsaSha256(text, params.signature, claims.jwk)) {
    throw notAuthenticated('The signature does not verify with the session key (tampered or wrongly signed request).');
  }
  if (BODY_METHODS.has(method)) await checkBody(c);
  return claims;
}

/** Dependencies of the signature check. */
export interface AuthenticateOptions {
  tokens: TokenService;
  store: CloudStore;
  now: () => Date;
}

/**
 * Guards every non-public route: verifies the HTTP signature and its session token, then requires the region
 * segment of `/{service}/{region}/…` to be one the caller's tenancy subscribes to.
 */
export function authenticate({ tokens, store, now }: AuthenticateOptions) {
  return createMiddleware<CloudEnv>(async (c, next) => {
    if (isPublicRequest(c.req.method, c.req.path)) return next();
    const claims = await verifySignature(c, tokens, now());
    c.set('session', claims);
    const region = c.req.path.split('/')[2];
    if (region === undefined || region === '' || !(await store.isSubscribed(claims.tenant, region))) {
      throw notAuthorizedOrNotFound(`The tenancy is not subscribed to the region '${region ?? ''}'.`);
    }
    await next();
  });
}
