import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '../config.ts';
import { closeConsoleDb, getSessionValue } from '../storage/console-db.ts';
import { SESSION_KEYS } from '../storage/browser-storage.ts';
import { installMemoryStorage, type MemoryStorage } from '../../test/memory-storage.ts';
import { demoClaims, makeToken } from '../../test/session-token.ts';
import { beginSignIn, completeSignIn, safeReturnPath } from './sign-in.ts';
import { loadSessionKey } from './session-key.ts';

const CONSOLE_ORIGIN = 'http://localhost:5173';
const CONFIG: ConsoleConfig = {
  cloudOrigin: 'http://127.0.0.1:7070',
  pluginOrigin: 'http://127.0.0.1:7071',
  realm: 'oc1',
  secondLevelDomain: 'oraclecloud.com',
  hostRegion: 'us-ashburn-1',
  consoleVersion: '3.1.7',
};

let session: MemoryStorage;

beforeEach(async () => {
  await closeConsoleDb();
  globalThis.indexedDB = new IDBFactory();
  session = installMemoryStorage().sessionStorage;
});

/** Starts a sign-in as the shell does and returns the sign-in page URL it navigated to. */
async function startSignIn(returnTo = '/compute/instances?region=eu-frankfurt-1'): Promise<URL> {
  const visited: string[] = [];
  await beginSignIn({ assign: url => visited.push(url) }, returnTo, CONSOLE_ORIGIN, CONFIG);
  expect(visited).toHaveLength(1);
  return new URL(visited[0] ?? '');
}

/** The public key a sign-in page URL carries (base64url JSON JWK). */
function publicJwkOf(url: URL): JsonWebKey {
  return JSON.parse(Buffer.from(url.searchParams.get('public_key') ?? '', 'base64url').toString('utf8')) as JsonWebKey;
}

/** The fragment the sign-in page would redirect back with, for claims bound to the key the sign-in page received. */
async function callbackHash(
  url: URL,
  edit: (claims: Record<string, unknown>) => void = () => {},
  state: string = url.searchParams.get('state') ?? ''
): Promise<string> {
  const claims = demoClaims(publicJwkOf(url));
  edit(claims);
  return `#token=${await makeToken(claims)}&state=${state}`;
}

describe('beginSignIn', () => {
  it('hands the username launch parameter to the sign-in page as its login_hint (spec 2 §2)', async () => {
    const hinted = await startSignIn('/?cloudshell=true&username=%20demo%40example.com%20');
    expect(hinted.searchParams.get('login_hint')).toBe('demo@example.com');
    expect((await startSignIn('/compute')).searchParams.has('login_hint')).toBe(false);
    expect((await startSignIn(`/?username=${'x'.repeat(256)}`)).searchParams.has('login_hint')).toBe(false);
  });

  it('sends the browser to the sign-in page with the public key, the callback URL and a fresh state', async () => {
    const url = await startSignIn();
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:7070/login');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5173/auth/callback');
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(publicJwkOf(url)).toMatchObject({ kty: 'RSA', e: 'AQAB' });
    // The key waits under its sign-in's state: a session of another tab keeps its key until this sign-in finishes.
    expect(await loadSessionKey()).toBeUndefined();

    expect(JSON.parse(session.getItem(SESSION_KEYS.signIn) ?? '{}')).toEqual({
      state,
      returnTo: '/compute/instances?region=eu-frankfurt-1',
    });
  });

  it('uses a new state every time', async () => {
    const first = (await startSignIn()).searchParams.get('state');
    const second = (await startSignIn()).searchParams.get('state');
    expect(first).not.toBe(second);
  });
});

describe('completeSignIn', () => {
  it('stores the token of a good callback and returns its claims and the path to go back to', async () => {
    const url = await startSignIn();
    const hash = await callbackHash(url);
    const { claims, returnTo } = await completeSignIn(hash, CONSOLE_ORIGIN);
    expect(claims).toMatchObject({ sub: 'ocid1.user.oc1..demo', tenant_name: 'acme-corp', user_locale: 'en-US' });
    expect(returnTo).toBe('/compute/instances?region=eu-frankfurt-1');
    expect(await getSessionValue('token')).toBe(new URLSearchParams(hash.slice(1)).get('token'));
    expect(session.getItem(SESSION_KEYS.signIn)).toBeNull();
    // The sign-in's key is now the session's: non-extractable, the one the sign-in page received.
    const keyPair = await loadSessionKey();
    expect(keyPair?.privateKey.extractable).toBe(false);
    expect((await crypto.subtle.exportKey('jwk', (keyPair as CryptoKeyPair).publicKey)).n).toBe(publicJwkOf(url).n);
  });

  it('lets sign-ins started in two tabs at once each finish with its own key (every tab after a sign-out)', async () => {
    const firstTab = session;
    const firstUrl = await startSignIn('/compute/instances');
    const secondTab = installMemoryStorage().sessionStorage;
    const secondUrl = await startSignIn('/regions');

    // The user signs in in the first tab: its key was not replaced by the second tab's.
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, value: firstTab });
    const first = await completeSignIn(await callbackHash(firstUrl), CONSOLE_ORIGIN);
    expect(first.returnTo).toBe('/compute/instances');
    const firstKey = await crypto.subtle.exportKey('jwk', ((await loadSessionKey()) as CryptoKeyPair).publicKey);
    expect(firstKey.n).toBe(publicJwkOf(firstUrl).n);

    // And later in the second one too.
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, value: secondTab });
    expect((await completeSignIn(await callbackHash(secondUrl), CONSOLE_ORIGIN)).returnTo).toBe('/regions');
    const secondKey = await crypto.subtle.exportKey('jwk', ((await loadSessionKey()) as CryptoKeyPair).publicKey);
    expect(secondKey.n).toBe(publicJwkOf(secondUrl).n);
  });

  it('rejects a callback whose state this tab did not send, storing nothing', async () => {
    const url = await startSignIn();
    const hash = await callbackHash(url, undefined, 'forged-state');
    await expect(completeSignIn(hash, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'SIGN_IN_STATE_MISMATCH' });
    expect(await getSessionValue('token')).toBeUndefined();
  });

  it('rejects a callback when no sign-in is pending (a replayed callback)', async () => {
    const hash = await callbackHash(await startSignIn());
    await completeSignIn(hash, CONSOLE_ORIGIN);
    await expect(completeSignIn(hash, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'SIGN_IN_STATE_MISMATCH' });
  });

  it('rejects a token missing a claim', async () => {
    const hash = await callbackHash(await startSignIn(), claims => delete claims.tenant);
    await expect(completeSignIn(hash, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await getSessionValue('token')).toBeUndefined();
  });

  it('rejects a token bound to another key', async () => {
    const hash = await callbackHash(await startSignIn(), claims => {
      claims.jwk = { kty: 'RSA', e: 'AQAB', n: 'somebody-else' };
    });
    await expect(completeSignIn(hash, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('rejects an expired token and a callback without a token', async () => {
    const expired = await callbackHash(await startSignIn(), claims => {
      claims.exp = Math.floor(Date.now() / 1000) - 10;
    });
    await expect(completeSignIn(expired, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    const state = (await startSignIn()).searchParams.get('state') ?? '';
    await expect(completeSignIn(`#state=${state}`, CONSOLE_ORIGIN)).rejects.toMatchObject({
      code: 'SIGN_IN_TOKEN_MISSING',
    });
  });
});

describe('safeReturnPath', () => {
  it('keeps same-origin paths and turns anything else into /', () => {
    expect(safeReturnPath('/regions?tab=1#x', CONSOLE_ORIGIN)).toBe('/regions?tab=1#x');
    expect(safeReturnPath('https://evil.example/', CONSOLE_ORIGIN)).toBe('/');
    expect(safeReturnPath('//evil.example/path', CONSOLE_ORIGIN)).toBe('/');
    expect(safeReturnPath('/auth/callback', CONSOLE_ORIGIN)).toBe('/');
  });
});
