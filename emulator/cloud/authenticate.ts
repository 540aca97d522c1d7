import { createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { Context } from 'hono';
import type { CloudEnv, Principal } from './context.ts';
import { publicKeyObject } from './public-keys.ts';
import {
  BODY_METHODS,
  parseApiKeyId,
  parseSignatureHeader,
  requiredSignedHeaders,
  sha256Base64,
  signedDateHeader,
  signingString,
  verifyRsaSha256,
} from './signature.ts';
import type { CloudStore } from './store.ts';
import type { SessionClaims, TokenService } from './tokens.ts';
import { notAuthenticated, notAuthorizedOrNotFound } from './wire/errors.ts';

/** Largest accepted difference between the signed date and the cloud's clock. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The request target as the client signed it: Node's raw URL when served over HTTP, else the parsed URL. */
export function requestTarget(c: Context<CloudEnv>): string {
  const raw = c.env?.incoming?.url;
  if (raw !== undefined && raw.startsWith('/')) return raw;
  const url = new URL(raw ?? c.req.url, c.req.url);
  return url.pathname + url.search;
}

function checkDate(name: string, value: string | undefined, now: Date): void {
  if (value === undefined) throw notAuthenticated(`The ${name} header is missing.`);
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw notAuthenticated(`The ${name} header '${value}' is not a valid HTTP date.`);
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

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The Host values that name this cloud: its origin's host and, for a loopback origin, the other loopback names on the
 * same port (an SDK configured with http://localhost:7070 reaches the same cloud as the console's 127.0.0.1:7070).
 */
export function cloudHosts(cloudOrigin: string): ReadonlySet<string> {
  const url = new URL(cloudOrigin);
  const names = LOOPBACK_NAMES.includes(url.hostname) ? LOOPBACK_NAMES : [url.hostname];
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${url.port || defaultPort}`);
    if (url.port === '') hosts.add(name);
  }
  return hosts;
}

/** Dependencies of the signature check. */
export interface AuthenticateOptions {
  tokens: TokenService;
  store: CloudStore;
  now: () => Date;
  /**
   * The hosts this cloud answers as (cloudHosts). The signed `host` header must be one of them: else a signature made
   * for another endpoint (another cloud, another stack) would verify here whenever the request repeats that Host.
   */
  hosts: ReadonlySet<string>;
}

interface SigningKey {
  key: KeyObject;
  principal: Principal;
  session: SessionClaims | undefined;
}

async function sessionKey(token: string, tokens: TokenService): Promise<SigningKey> {
  const claims = await tokens.verify(token);
  return {
    key: publicKeyObject(claims.jwk),
    session: claims,
    principal: {
      tenancyId: claims.tenant,
      userId: claims.sub,
      homeTenancyId: claims.tenant_override_from ?? claims.tenant,
      overrideFrom: claims.tenant_override_from ?? null,
      via: 'session',
    },
  };
}

async function apiKey(keyId: string, store: CloudStore): Promise<SigningKey> {
  const parts = parseApiKeyId(keyId);
  if (!parts) throw notAuthenticated('The keyId must be ST$<session token> or <tenancyOcid>/<userOcid>/<fingerprint>.');
  const record = await store.findApiKey(parts.userId, parts.fingerprint);
  if (!record || record.tenancyId !== parts.tenancyId) {
    throw notAuthenticated('The keyId names no API key registered for this tenancy and user.');
  }
  return {
    key: createPublicKey(record.publicKeyPem),
    session: undefined,
    principal: {
      tenancyId: record.tenancyId,
      userId: record.userId,
      homeTenancyId: record.tenancyId,
      overrideFrom: null,
      via: 'api-key',
    },
  };
}

/**
 * Verifies a request's HTTP signature, signed with a session key (`keyId="ST$<token>"`) or a registered API key
 * (`keyId="<tenancy>/<user>/<fingerprint>"`), and sets `principal` (and `session`) on the context.
 */
export async function authenticateRequest(c: Context<CloudEnv>, options: AuthenticateOptions): Promise<Principal> {
  const header = c.req.header('authorization');
  if (header === undefined || header.trim() === '') {
    throw notAuthenticated('No authentication material present: the Authorization header is missing.');
  }
  const params = parseSignatureHeader(header);
  if (params.version !== '1') throw notAuthenticated(`Unsupported signature version '${params.version}'.`);
  if (params.algorithm.toLowerCase() !== 'rsa-sha256') {
    throw notAuthenticated(`Unsupported signature algorithm '${params.algorithm}'; use rsa-sha256.`);
  }
  const isSession = params.keyId.startsWith('ST$');
  if (isSession && params.keyId.length <= 3)
    throw notAuthenticated('The keyId must be ST$ followed by a session token.');
  const method = c.req.method.toUpperCase();
  const dateHeader = signedDateHeader(params.headers);
  const missing = requiredSignedHeaders(method).filter(name => !params.headers.includes(name));
  if (dateHeader === undefined) missing.unshift('x-date (or date)');
  if (missing.length > 0) {
    throw notAuthenticated(`A ${method} signature must cover the headers: ${missing.join(', ')}.`);
  }
  checkDate(dateHeader ?? 'x-date', c.req.header(dateHeader ?? 'x-date'), options.now());
  const host = (c.req.header('host') ?? new URL(c.req.url).host).trim().toLowerCase();
  if (!options.hosts.has(host)) {
    throw notAuthenticated(
      `The host header '${host}' names another endpoint than this cloud; sign for the host you call.`
    );
  }
  const signer = isSession
    ? await sessionKey(params.keyId.slice(3), options.tokens)
    : await apiKey(params.keyId, options.store);
  const text = signingString(params.headers, {
    method,
    target: requestTarget(c),
    header: name => (name === 'host' ? (c.req.header('host') ?? new URL(c.req.url).host) : c.req.header(name)),
  });
  if (!verifyRsaSha256(text, params.signature, signer.key)) {
    const which = isSession ? 'the session key' : 'the API key';
    throw notAuthenticated(`The signature does not verify with ${which} (tampered or wrongly signed request).`);
  }
  if (BODY_METHODS.has(method)) await checkBody(c);
  c.set('principal', signer.principal);
  c.set('session', signer.session);
  return signer.principal;
}

/** Refuses a region the principal's tenancy does not subscribe to (OCI answers as for a missing resource). */
export async function requireSubscribedRegion(store: CloudStore, principal: Principal, region: string): Promise<void> {
  if (region === '' || !(await store.isSubscribed(principal.tenancyId, region))) {
    throw notAuthorizedOrNotFound(`The tenancy is not subscribed to the region '${region}'.`);
  }
}
