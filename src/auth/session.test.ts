import 'fake-indexeddb/auto';
import { createVerify } from 'node:crypto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeConsoleDb, getSessionValue, readCache, setSessionValue, writeCache } from '../storage/console-db.ts';
import { checkSignature } from '../../test/http-signature.ts';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import { demoClaims, makeToken } from '../../test/session-token.ts';
import { importTestSigningKey, type TestSigningKey } from '../../test/signing-key.ts';
import { currentSession, discardSession, forgetStoredCredentials, signOut } from './session.ts';
import { refreshSession } from './session-refresh.ts';

let server: ScriptedServer;
let key: TestSigningKey;
let config: { cloudOrigin: string; secondLevelDomain: string };

beforeAll(async () => {
  key = await importTestSigningKey();
  server = await startScriptedServer();
  config = { cloudOrigin: server.origin, secondLevelDomain: 'oraclecloud.com' };
});
afterAll(() => server.close());

beforeEach(async () => {
  await closeConsoleDb();
  globalThis.indexedDB = new IDBFactory();
  forgetStoredCredentials();
  server.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Stores the fixture key pair and a token bound to it, as a finished sign-in leaves them. */
async function signedIn(edit: (claims: Record<string, unknown>) => void = () => {}): Promise<string> {
  const publicKey = await crypto.subtle.importKey(
    'jwk',
    key.publicJwk,
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    true,
    ['verify']
  );
  await setSessionValue('keyPair', { privateKey: key.privateKey, publicKey });
  const claims = demoClaims(key.publicJwk);
  edit(claims);
  const token = await makeToken(claims);
  await setSessionValue('token', token);
  // Written behind the session module's back, as another tab would: it must read them again.
  forgetStoredCredentials();
  return token;
}

describe('currentSession', () => {
  it('is null without a key pair and token, and the session with them', async () => {
    expect(await currentSession()).toBeNull();
    const token = await signedIn();
    const session = await currentSession();
    if (!session) throw new Error('no session');
    expect(session.token).toBe(token);
    // The key comes back as a structured clone: the same key, able to sign what the public half verifies.
    const data = new TextEncoder().encode('x');
    const signature = Buffer.from(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', session.privateKey, data));
    expect(createVerify('RSA-SHA256').update(data).verify(key.publicKey, signature)).toBe(true);
    expect(session.claims.tenant).toBe('ocid1.tenancy.oc1..acme');
  });

  it('is null when the token has expired or cannot be read', async () => {
    await signedIn();
    expect(await currentSession(Date.now() + 2 * 60 * 60 * 1000)).toBeNull();
    await setSessionValue('token', 'not-a-jwt');
    forgetStoredCredentials();
    expect(await currentSession()).toBeNull();
  });
});

describe('refreshSession', () => {
  /** A refresh endpoint per region: the status each answers, 200 meaning a renewed token. */
  function regionsAnswer(statuses: Record<string, number>, renewed: string): void {
    server.handle((received, response) => {
      const region = /^\/auth\/([^/]+)\/v1\/authentication\/refresh$/.exec(received.url)?.[1] ?? '';
      if (!checkSignature(received, key.publicKey).valid)
        return answerJson(response, 401, { code: 'NotAuthenticated' });
      const status = statuses[region] ?? 404;
      if (status === 200) return answerJson(response, 200, { token: renewed });
      answerJson(response, status, { code: 'ServiceUnavailable', message: `${region} is down` });
    });
  }

  it('falls through a 503 to the next subscribed region, which renews the token', async () => {
    const token = await signedIn();
    const renewed = await makeToken({ ...demoClaims(key.publicJwk), jti: 'renewed' });
    regionsAnswer({ 'us-ashburn-1': 503, 'us-phoenix-1': 200 }, renewed);

    const claims = await refreshSession(['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1'], { config });

    expect(claims.jti).toBe('renewed');
    expect(await getSessionValue('token')).toBe(renewed);
    expect(server.requests.map(received => received.url)).toEqual([
      '/auth/us-ashburn-1/v1/authentication/refresh',
      '/auth/us-phoenix-1/v1/authentication/refresh',
    ]);
    for (const received of server.requests) {
      expect(received.method).toBe('POST');
      expect(JSON.parse(received.body)).toEqual({ currentToken: token });
      expect(checkSignature(received, key.publicKey).valid).toBe(true);
    }
  });

  it('tries every region on 500, 502, 503 and 504 and fails with the last error when none renews', async () => {
    const token = await signedIn();
    regionsAnswer({ a: 500, b: 502, c: 504 }, '');
    await expect(refreshSession(['a', 'b', 'c'], { config })).rejects.toMatchObject({ status: 504 });
    expect(server.requests).toHaveLength(3);
    expect(await getSessionValue('token')).toBe(token);
  });

  it('stops at a failure that another region would not fix, such as a 401', async () => {
    await signedIn();
    regionsAnswer({ a: 401, b: 200 }, 'unused');
    await expect(refreshSession(['a', 'b'], { config })).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it('refuses to refresh without a session', async () => {
    await expect(refreshSession(['a'], { config })).rejects.toMatchObject({ code: 'NO_SESSION' });
  });
});

describe('signOut', () => {
  it('has the provider revoke the token, then deletes key, token and cached tenancy data', async () => {
    await signedIn();
    await writeCache('regions', ['us-ashburn-1']);
    server.handle((received, response) => {
      response.writeHead(checkSignature(received, key.publicKey).valid ? 204 : 401).end();
    });

    expect(await signOut('us-ashburn-1', { config })).toEqual({ revoked: true });

    expect(server.requests.map(received => `${received.method} ${received.url}`)).toEqual([
      'POST /auth/us-ashburn-1/v1/logout',
    ]);
    expect(await getSessionValue('keyPair')).toBeUndefined();
    expect(await getSessionValue('token')).toBeUndefined();
    expect(await readCache('regions')).toBeUndefined();
  });

  it('still deletes everything when the provider fails, and reports the failure', async () => {
    await signedIn();
    server.handle((_received, response) => answerJson(response, 500, { code: 'InternalError', message: 'down' }));
    const result = await signOut('us-ashburn-1', { config });
    expect(result.revoked).toBe(false);
    expect(result.error).toMatchObject({ status: 500, code: 'InternalError' });
    expect(await currentSession()).toBeNull();
    expect(await getSessionValue('keyPair')).toBeUndefined();
  });

  it('discards a session locally without calling the provider', async () => {
    await signedIn();
    await discardSession();
    expect(await getSessionValue('token')).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });
});
