import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../src/storage/browser-storage.ts';
import { getSessionValue } from '../src/storage/console-db.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { resetClientStorage, signInClient, storeClientSession, type ClientSession } from '../test/client-session.ts';
import { startLocalCloud, type LocalCloud } from '../test/local-cloud.ts';
import { $session, initSession, restartSignIn, signOut } from './session.ts';
import { renewSession } from './session-keeper.ts';
import { useServiceEndpoints } from './service-context.ts';

let local: LocalCloud;
let browser: BrowserGlobals;
let signedIn: ClientSession;

beforeAll(async () => {
  local = await startLocalCloud();
  useServiceEndpoints(local.endpoints);
});

afterAll(async () => {
  useServiceEndpoints(undefined);
  await local.close();
});

beforeEach(async () => {
  browser = installBrowserGlobals(`${local.origins.consoleOrigin}/compute/instances?region=eu-frankfurt-1`);
  await resetClientStorage();
  await local.clearFaults();
  signedIn = await signInClient(local);
  $session.set({ status: 'signed-in', claims: signedIn.claims });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  browser.uninstall();
});

describe('initSession', () => {
  it('restores the stored session and publishes its claims, never the token', async () => {
    $session.set({ status: 'unknown', claims: null });

    expect(await initSession()).toBe(true);

    expect($session.get()).toEqual({ status: 'signed-in', claims: signedIn.claims });
    expect(JSON.stringify($session.get())).not.toContain(signedIn.token);
    expect(browser.location.navigations).toEqual([]);
  });

  it('without a session, sends the browser to the sign-in page and resolves false', async () => {
    await resetClientStorage();

    expect(await initSession()).toBe(false);

    expect($session.get()).toEqual({ status: 'signed-out', claims: null });
    expect(browser.location.navigations).toHaveLength(1);
    const signInPage = new URL(browser.location.navigations[0] ?? '');
    expect(`${signInPage.origin}${signInPage.pathname}`).toBe(`${local.origins.cloudOrigin}/login`);
    expect(signInPage.searchParams.get('redirect_uri')).toBe(`${local.origins.consoleOrigin}/auth/callback`);
  });

  it('finishes a sign-in at the callback and returns to the page the user started from', async () => {
    await resetClientStorage();
    $session.set({ status: 'unknown', claims: null });
    await initSession();
    const [signInPage] = browser.location.navigations;

    // The user signs in on the cloud's page; the browser comes back to the console's callback.
    browser.location.load(await local.submitSignIn(signInPage ?? ''));
    expect(browser.location.pathname).toBe('/auth/callback');

    expect(await initSession()).toBe(true);

    expect($session.get().status).toBe('signed-in');
    expect($session.get().claims?.user_name).toBe('demo@example.com');
    expect(browser.location.href).toBe(`${local.origins.consoleOrigin}/compute/instances?region=eu-frankfurt-1`);
    expect(browser.sessionStorage.getItem(SESSION_KEYS.signIn)).toBeNull();
    // The new session signs: the cloud renews its token.
    expect(await renewSession(['us-ashburn-1'])).toBe(true);
  });
});

describe('renewSession', () => {
  it('renews the token with the cloud and publishes the new claims', async () => {
    const before = signedIn.claims;

    expect(await renewSession(['us-ashburn-1', 'us-phoenix-1'])).toBe(true);

    const after = $session.get();
    expect(after.status).toBe('signed-in');
    expect(after.claims?.jti).not.toBe(before.jti);
    expect(after.claims?.exp).toBeGreaterThanOrEqual(before.exp);
    expect(after.claims?.sub).toBe(before.sub);
    expect(await getSessionValue('token')).not.toBe(signedIn.token);
  });

  it('renews in the next region when the first is down', async () => {
    await local.injectFault({
      operation: 'RefreshToken',
      status: 503,
      code: 'ServiceUnavailable',
      message: 'us-ashburn-1 is down.',
      region: 'us-ashburn-1',
    });

    expect(await renewSession(['us-ashburn-1', 'us-phoenix-1'])).toBe(true);
    expect($session.get().claims?.jti).not.toBe(signedIn.claims.jti);
  });

  it('resolves false, leaving the session as it was, once the cloud has revoked the token', async () => {
    await signOut('us-ashburn-1');
    // Another tab still holds the revoked key and token.
    await storeClientSession(signedIn.keyPair, signedIn.token);
    $session.set({ status: 'signed-in', claims: signedIn.claims });

    expect(await renewSession(['us-ashburn-1', 'us-phoenix-1'])).toBe(false);

    expect($session.get()).toEqual({ status: 'signed-in', claims: signedIn.claims });
    expect(await getSessionValue('token')).toBe(signedIn.token);
  });
});

describe('signOut', () => {
  it('is signing out while the cloud revokes the token, then signed out without key or token, back to /', async () => {
    const signingOut = signOut('us-ashburn-1');
    expect($session.get()).toEqual({ status: 'signing-out', claims: signedIn.claims });

    await signingOut;

    expect($session.get()).toEqual({ status: 'signed-out', claims: null });
    expect(await getSessionValue('token')).toBeUndefined();
    expect(await getSessionValue('keyPair')).toBeUndefined();
    expect(browser.location.navigations).toEqual([`${local.origins.consoleOrigin}/`]);
  });
});

describe('restartSignIn', () => {
  it('drops the old key and token and starts a sign-in with a new key', async () => {
    const oldKey = await crypto.subtle.exportKey('jwk', signedIn.keyPair.publicKey);

    await restartSignIn();

    expect($session.get()).toEqual({ status: 'signed-out', claims: null });
    expect(await getSessionValue('token')).toBeUndefined();
    const [signInPage] = browser.location.navigations;
    const publicKey = new URL(signInPage ?? '').searchParams.get('public_key') ?? '';
    const newKey = JSON.parse(Buffer.from(publicKey, 'base64url').toString('utf8')) as JsonWebKey;
    expect(newKey.n).toBeTruthy();
    expect(newKey.n).not.toBe(oldKey.n);
  });
});
