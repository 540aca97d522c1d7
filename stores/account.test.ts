import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportPublicJwk, generateSessionKeyPair } from '../src/auth/session-key.ts';
import { tokenClaims } from '../src/auth/token-claims.ts';
import { installBrowserGlobals } from '../test/browser-globals.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import type { SignInCredentials } from '../test/local-cloud.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $tenancy, $user, loadAccount, setUserSessionFlags } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $session } from './session.ts';

const cloud = useStoreCloud();

const FEDERATED: SignInCredentials = { userName: 'fed.user@federated.example', password: 'Federated-Console-1' };
const INTERNAL: SignInCredentials = { userName: 'staff@oracle.com', password: 'Internal-Console-1' };
const OPERATOR: SignInCredentials = { userName: 'operator@oracle.com', password: 'Operator-Console-1' };
const LEGACY: SignInCredentials = {
  userName: 'oracleidentitycloudservice/legacy.user@legacy.example',
  password: 'Legacy-Console-1',
};

/** Signs in through the sign-in form's tenancy override field, as an operator does, and uses that session. */
async function useOverrideSignIn(credentials: SignInCredentials, tenant: string): Promise<ClientSession> {
  const keyPair = await generateSessionKeyPair();
  const form = new URLSearchParams({
    public_key: Buffer.from(JSON.stringify(await exportPublicJwk(keyPair))).toString('base64url'),
    redirect_uri: `${cloud.local.origins.consoleOrigin}/auth/callback`,
    state: 'test-state',
    user_name: credentials.userName,
    password: credentials.password,
    tenant,
  });
  const response = await fetch(`${cloud.local.origins.cloudOrigin}/login`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const token = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1)).get('token');
  if (token === null) throw new Error(`the override sign-in failed with ${response.status}`);
  const session = { keyPair, token, claims: tokenClaims(token) };
  await useSession(session);
  return session;
}

async function useSignIn(credentials: SignInCredentials): Promise<ClientSession> {
  const session = await signInClient(cloud.local, credentials);
  await useSession(session);
  return session;
}

/** Makes GetTenancy answer 404 NotAuthorizedOrNotFound until the faults are cleared. */
async function failGetTenancyWithNotFound(): Promise<void> {
  await cloud.local.injectFault({
    operation: 'GetTenancy',
    status: 404,
    code: 'NotAuthorizedOrNotFound',
    message: 'Not found.',
  });
}

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $user.set({ status: 'idle', value: null, error: null });
  $tenancy.set({ status: 'idle', value: null, error: null });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('loadAccount', () => {
  it("shows the token's names at once, then the user and tenancy from the cloud", async () => {
    const { claims } = cloud.demo;
    expect(claims.user_name).toBe('demo@example.com');

    const loading = loadAccount();

    expect($user.get()).toMatchObject({
      status: 'loading',
      error: null,
      value: {
        ocid: claims.sub,
        name: 'demo@example.com',
        email: null,
        domainName: 'Default',
        domainOCID: claims.domain_ocid,
        userSettingsHref: `/identity/users/${claims.sub}`,
      },
    });
    expect($tenancy.get()).toMatchObject({
      status: 'loading',
      error: null,
      value: { ocid: claims.tenant, name: 'acme-corp', homeRegionKey: null, isOverriden: false },
    });

    await loading;

    expect($user.get()).toEqual({
      status: 'ready',
      error: null,
      value: {
        ocid: claims.sub,
        name: 'Demo User',
        email: 'demo@example.com',
        hasOracleEmail: false,
        firstName: 'Demo',
        lastName: 'User',
        isRegularSignIn: true,
        isSamlSyncSignIn: false,
        isBoatSignIn: false,
        isIdcsUser: false,
        isDomainUser: true,
        isIdcsDomainUser: false,
        isIamUser: true,
        domainName: 'Default',
        domainOCID: claims.domain_ocid,
        idcsInstanceId: expect.stringMatching(/^idcs-[0-9a-f]{32}$/),
        idcsUserLocale: claims.user_locale,
        identityProviderId: null,
        timeCreated: '2024-03-14T10:05:00.000Z',
        isMfaActivated: false,
        userSettingsHref: `/identity/users/${claims.sub}`,
        showSessionExpiringWarning: false,
        canUpdateToken: true,
        signingOut: false,
        showLanguageConflictDialog: false,
      },
    });
    expect($tenancy.get()).toEqual({
      status: 'ready',
      error: null,
      value: {
        ocid: claims.tenant,
        name: 'acme-corp',
        homeRegionKey: 'IAD',
        myServicesIdentifier: expect.any(String),
        isInternal: false,
        isOverriden: false,
        overrideFromId: null,
        accountInfo: null,
        createdTime: '2024-03-14T10:00:00.000Z',
        isBoatInProdTenancy: false,
        overrideError: null,
      },
    });
  });

  it("keeps the token's user values and sets user-load-failed when GetUser fails; the tenancy still loads", async () => {
    await cloud.local.injectFault({ operation: 'GetUser', status: 500, code: 'InternalServerError', message: 'Down.' });

    await loadAccount();

    expect($user.get()).toMatchObject({
      status: 'failed',
      error: 'user-load-failed',
      value: {
        ocid: cloud.demo.claims.sub,
        name: 'demo@example.com',
        domainName: 'Default',
        timeCreated: null,
        userSettingsHref: `/identity/users/${cloud.demo.claims.sub}`,
      },
    });
    // The identity domain still answered: its e-mail and names complete what the token said.
    expect($user.get().value).toMatchObject({ email: 'demo@example.com', firstName: 'Demo' });
    expect($tenancy.get().status).toBe('ready');
  });

  it("keeps the token's tenancy name, marked tenancy-load-failed, when GetTenancy fails; no new sign-in", async () => {
    await failGetTenancyWithNotFound();

    await loadAccount();

    expect($tenancy.get()).toMatchObject({
      status: 'failed',
      error: 'tenancy-load-failed',
      value: { ocid: cloud.demo.claims.tenant, name: 'acme-corp', homeRegionKey: null, overrideError: null },
    });
    expect($user.get().value?.name).toBe('Demo User');
    expect($session.get().status).toBe('signed-in');
  });

  it('marks the user ready on GetUser without waiting for a slow Me fetch, whose names arrive later', async () => {
    await cloud.local.injectFault({ operation: 'GetMe', latencyMs: 3000, times: 1 });

    const loading = loadAccount();

    await vi.waitFor(() => expect($user.get().status).toBe('ready'), { timeout: 2500, interval: 20 });
    expect($user.get().value).toMatchObject({ name: 'Demo User', firstName: null, lastName: null });
    await loading;
    expect($user.get()).toMatchObject({ status: 'ready', value: { firstName: 'Demo', lastName: 'User' } });
  });

  it('keeps the session flags when the account loads again', async () => {
    await loadAccount();
    setUserSessionFlags({ showSessionExpiringWarning: true, canUpdateToken: false });

    await loadAccount();

    expect($user.get().value).toMatchObject({ showSessionExpiringWarning: true, canUpdateToken: false });
  });

  it('puts the settings of a federated user under the federation and marks a SAML-sync sign-in', async () => {
    const { claims } = await useSignIn(FEDERATED);

    await loadAccount();

    const user = $user.get().value;
    expect(user).toMatchObject({ isSamlSyncSignIn: true, isRegularSignIn: false, isIamUser: false });
    expect(user?.identityProviderId).toMatch(/^ocid1\.saml2idp\./);
    expect(user?.userSettingsHref).toBe(`/identity/federations/${user?.identityProviderId}/users/${claims.sub}`);
  });

  it('marks a company e-mail and an internal tenancy', async () => {
    await useSignIn(INTERNAL);

    await loadAccount();

    expect($user.get().value).toMatchObject({ email: 'staff@oracle.com', hasOracleEmail: true });
    expect($tenancy.get().value).toMatchObject({ name: 'internal-dev', isInternal: true, isBoatInProdTenancy: false });
  });

  it('marks a provider/principal user as an identity-service user', async () => {
    await useSignIn(LEGACY);
    // The legacy tenancy subscribes to London and Frankfurt only.
    $activeRegion.set('uk-london-1');

    await loadAccount();

    expect($user.get()).toMatchObject({
      status: 'ready',
      value: { isIdcsUser: true, isDomainUser: false, isIamUser: false, isRegularSignIn: true },
    });
    expect($user.get().value?.idcsInstanceId).toMatch(/^idcs-/);
  });

  it('marks an operator override into a production tenancy', async () => {
    const operator = await useOverrideSignIn(OPERATOR, 'ops-production');

    await loadAccount();

    expect($user.get().value).toMatchObject({ isBoatSignIn: true, isRegularSignIn: false, hasOracleEmail: true });
    expect($tenancy.get()).toMatchObject({
      status: 'ready',
      value: {
        name: 'ops-production',
        isOverriden: true,
        overrideFromId: operator.claims.tenant_override_from,
        isInternal: true,
        isBoatInProdTenancy: true,
      },
    });
  });

  it('sends the browser to sign-in when the override tenancy answers 404', async () => {
    const browser = installBrowserGlobals(`${cloud.local.origins.consoleOrigin}/`);
    try {
      await useOverrideSignIn(OPERATOR, 'ops-production');
      await failGetTenancyWithNotFound();

      await loadAccount();

      expect($tenancy.get()).toMatchObject({
        status: 'failed',
        error: 'tenancy-override-failed',
        value: { isOverriden: true, overrideError: 'override-tenant-not-found' },
      });
      expect($session.get()).toEqual({ status: 'signed-out', claims: null });
      expect(browser.location.navigations).toHaveLength(1);
      const signInPage = new URL(browser.location.navigations[0] ?? '');
      expect(`${signInPage.origin}${signInPage.pathname}`).toBe(`${cloud.local.origins.cloudOrigin}/login`);
    } finally {
      browser.uninstall();
    }
  });

  it('does nothing without a session', async () => {
    $session.set({ status: 'signed-out', claims: null });

    await loadAccount();

    expect($user.get()).toEqual({ status: 'idle', value: null, error: null });
    expect($tenancy.get()).toEqual({ status: 'idle', value: null, error: null });
  });
});
