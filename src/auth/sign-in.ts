import * as v from 'valibot';
import { CONSOLE_CONFIG, type ConsoleConfig } from '../config.ts';
import { bytesToBase64Url, textToBase64Url } from '../http/base64.ts';
import { SESSION_KEYS, readSessionItem, removeSessionItem, writeSessionItem } from '../storage/browser-storage.ts';
import { AuthError } from './auth-error.ts';
import { forgetStoredCredentials } from './session.ts';
import { createSessionKey, exportPublicJwk, takeSignInKey } from './session-key.ts';
import { storeKeyPair, storeToken } from './session-store.ts';
import { isBoundTo, isExpired, tokenClaims, type TokenClaims } from './token-claims.ts';

/** The console path the sign-in page returns to. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

/** Where beginSignIn sends the browser; window.location in the browser. */
export interface SignInNavigator {
  assign(url: string): void;
}

/** What completeSignIn hands back: the token's claims and the console path to go back to. */
export interface CompletedSignIn {
  claims: TokenClaims;
  returnTo: string;
}

const PENDING_SIGN_IN = v.object({ state: v.string(), returnTo: v.string() });

/** The sign-in page URL: the public key (base64url JSON JWK), the callback URL and the state. */
export function signInUrl(params: {
  publicJwk: JsonWebKey;
  consoleOrigin: string;
  state: string;
  config?: Pick<ConsoleConfig, 'cloudOrigin' | 'hostRegion' | 'secondLevelDomain'>;
  /** The console path to return to; its `username` launch parameter (spec 2 §2) becomes the page's login_hint. */
  returnTo?: string;
}): string {
  const config = params.config ?? CONSOLE_CONFIG;
  // The local cloud serves the sign-in page itself; a real realm has a regional login host.
  const origin = config.cloudOrigin || `https://login.${config.hostRegion}.${config.secondLevelDomain}`;
  const url = new URL('/login', origin);
  url.searchParams.set('public_key', textToBase64Url(JSON.stringify(params.publicJwk)));
  url.searchParams.set('redirect_uri', `${params.consoleOrigin}${AUTH_CALLBACK_PATH}`);
  url.searchParams.set('state', params.state);
  // The user name the console was opened with fills the sign-in form, so only the password is left to type.
  const hint = params.returnTo && new URL(params.returnTo, params.consoleOrigin).searchParams.get('username')?.trim();
  if (hint && hint.length <= 255) url.searchParams.set('login_hint', hint);
  return url.href;
}

/**
 * Starts a sign-in: makes and stores a new session key pair, remembers a random state and the return path in
 * sessionStorage, then sends the browser to the sign-in page. Resolves with the URL it navigated to.
 */
export async function beginSignIn(
  location: SignInNavigator = window.location,
  returnTo: string = currentPath(),
  consoleOrigin: string = window.location.origin,
  config: ConsoleConfig = CONSOLE_CONFIG
): Promise<string> {
  const state = bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const keyPair = await createSessionKey(state);
  forgetStoredCredentials();
  const pending = { state, returnTo: safeReturnPath(returnTo, consoleOrigin) };
  // Without the state the callback could not be checked, so a sign-in that cannot store it must not start.
  if (!writeSessionItem(SESSION_KEYS.signIn, JSON.stringify(pending))) {
    throw new Error('Cannot start sign-in: sessionStorage is unavailable');
  }
  const url = signInUrl({
    publicJwk: await exportPublicJwk(keyPair),
    consoleOrigin,
    state,
    config,
    returnTo: pending.returnTo,
  });
  location.assign(url);
  return url;
}

/**
 * Finishes a sign-in from the callback's fragment (`#token=…&state=…`): checks the state, the token's claims, its
 * expiry and its binding to this browser's key, then stores the token. The pending state is used up either way.
 */
export async function completeSignIn(
  hash: string,
  consoleOrigin: string = window.location.origin,
  now: number = Date.now()
): Promise<CompletedSignIn> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const pending = readPendingSignIn();
  removeSessionItem(SESSION_KEYS.signIn);
  const state = params.get('state');
  if (!pending || state === null || state !== pending.state) {
    throw new AuthError('SIGN_IN_STATE_MISMATCH', 'The sign-in callback does not match a sign-in this tab started');
  }
  const token = params.get('token');
  if (!token) throw new AuthError('SIGN_IN_TOKEN_MISSING', 'The sign-in callback carries no token');
  const claims = tokenClaims(token);
  if (isExpired(claims, now)) throw new AuthError('INVALID_TOKEN', 'The session token has already expired');
  const keyPair = await takeSignInKey(state);
  if (!keyPair) throw new AuthError('SESSION_KEY_MISSING', 'The session key of this sign-in is missing');
  const publicJwk = await exportPublicJwk(keyPair);
  // A token bound to another key could never be used to sign; refusing it also stops a swapped-in token.
  if (!isBoundTo(claims, publicJwk)) {
    throw new AuthError('INVALID_TOKEN', 'The session token is bound to another key');
  }
  await storeKeyPair(keyPair);
  await storeToken(token);
  forgetStoredCredentials();
  return { claims, returnTo: safeReturnPath(pending.returnTo, consoleOrigin) };
}

/**
 * A same-origin path to return to: anything else (another origin, the callback itself, a path starting `//`) becomes
 * `/`.
 */
export function safeReturnPath(returnTo: string, consoleOrigin: string): string {
  let url: URL;
  try {
    url = new URL(returnTo, consoleOrigin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(consoleOrigin).origin || url.pathname === AUTH_CALLBACK_PATH) return '/';
  // A same-origin URL can still have a path that reads as another host once it stands alone: `/.//evil.example` and
  // `http://console//evil.example` both have the path `//evil.example` (found by fuzzing, issue 20).
  if (url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

function readPendingSignIn(): v.InferOutput<typeof PENDING_SIGN_IN> | undefined {
  const text = readSessionItem(SESSION_KEYS.signIn);
  if (text === null) return undefined;
  try {
    const result = v.safeParse(PENDING_SIGN_IN, JSON.parse(text));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
