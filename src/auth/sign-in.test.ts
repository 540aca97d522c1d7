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

/** The fragment the sign-in page would redirect back with, for claims bound to the stored key. */
async function callbackHash(
  state: string,
  edit: (claims: Record<string, unknown>) => void = () => {}
): Promise<string> {
  const keyPair = await loadSessionKey();
  if (!keyPair) throw new Error('no session key');
  const claims = demoClaims(await crypto.subtle.exportKey('jwk', keyPair.publicKey));
  edit(claims);
  return `#token=${await makeToken(claims)}&state=${state}`;
}

describe('beginSignIn', () => {
  it('sends the browser to the sign-in page with the public key, the callback URL and a fresh state', async () => {
    const url = await startSignIn();
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:7070/login');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5173/auth/callback');
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const keyPair = await loadSessionKey();
    expect(keyPair?.privateKey.extractable).toBe(false);
    const publicJwk = JSON.parse(Buffer.from(url.searchParams.get('public_key') ?? '', 'base64url').toString('utf8'));
    expect(publicJwk).toMatchObject({ kty: 'RSA', e: 'AQAB' });
    expect(publicJwk.n).toBe((await crypto.subtle.exportKey('jwk', (keyPair as CryptoKeyPair).publicKey)).n);

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
    const state = (await startSignIn()).searchParams.get('state') ?? '';
    const hash = await callbackHash(state);
    const { claims, returnTo } = await completeSignIn(hash, CONSOLE_ORIGIN);
    expect(claims).toMatchObject({ sub: 'ocid1.user.oc1..demo', tenant_name: 'acme-corp', user_locale: 'en-US' });
    expect(returnTo).toBe('/compute/instances?region=eu-frankfurt-1');
    expect(await getSessionValue('token')).toBe(new URLSearchParams(hash.slice(1)).get('token'));
    expect(session.getItem(SESSION_KEYS.signIn)).toBeNull();
  });

  it('rejects a callback whose state this tab did not send, storing nothing', async () => {
    await startSignIn();
    const hash = await callbackHash('forged-state');
    await expect(completeSignIn(hash, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'SIGN_IN_STATE_MISMATCH' });
    expect(await getSessionValue('token')).toBeUndefined();
  });

  it('rejects a callback when no sign-in is pending (a replayed callback)', async () => {
    const state = (await startSignIn()).searchParams.get('state') ?? '';
    const hash = await callbackHash(state);
    await completeSignIn(hash, CONSOLE_ORIGIN);
    await expect(completeSignIn(hash, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'SIGN_IN_STATE_MISMATCH' });
  });

  it('rejects a token missing a claim', async () => {
    const state = (await startSignIn()).searchParams.get('state') ?? '';
    const hash = await callbackHash(state, claims => delete claims.tenant);
    await expect(completeSignIn(hash, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await getSessionValue('token')).toBeUndefined();
  });

  it('rejects a token bound to another key', async () => {
    const state = (await startSignIn()).searchParams.get('state') ?? '';
    const hash = await callbackHash(state, claims => {
      claims.jwk = { kty: 'RSA', e: 'AQAB', n: 'somebody-else' };
    });
    await expect(completeSignIn(hash, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('rejects an expired token and a callback without a token', async () => {
    let state = (await startSignIn()).searchParams.get('state') ?? '';
    const expired = await callbackHash(state, claims => {
      claims.exp = Math.floor(Date.now() / 1000) - 10;
    });
    await expect(completeSignIn(expired, CONSOLE_ORIGIN)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    state = (await startSignIn()).searchParams.get('state') ?? '';
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
