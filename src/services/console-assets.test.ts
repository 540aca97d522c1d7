import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInClient } from '../../test/client-session.ts';
import { useStoreCloud } from '../../test/store-cloud.ts';
import { getCapabilities } from './identity.ts';
import {
  consentScriptUrl,
  getPluginLocale,
  identityLogout,
  identityLogoutUrl,
  reachableConsoleUrl,
} from './console-assets.ts';

const cloud = useStoreCloud();

beforeEach(async () => {
  await cloud.local.clearFaults();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const config = () => cloud.local.endpoints;

describe('identity logout', () => {
  it('ends the sign-in at the identity domain: the token no longer works', async () => {
    const session = await signInClient(cloud.local);
    const context = {
      region: 'us-ashburn-1',
      credentials: async () => ({ privateKey: session.keyPair.privateKey, token: session.token }),
      config: config(),
      retries: 0,
    };
    await expect(getCapabilities(context, session.claims.tenant)).resolves.toBeTruthy();

    const outcome = await identityLogout('us-ashburn-1', session.token, { config: config() });

    expect(outcome).toBe('signed-out');
    await expect(getCapabilities(context, session.claims.tenant)).rejects.toMatchObject({ status: 401 });
  });

  it('waits no longer than the wait time for a slow identity domain, then lets sign-out go on', async () => {
    await cloud.local.injectFault({ operation: 'IdentityLogout', latencyMs: 3000 });
    const started = Date.now();

    const outcome = await identityLogout('us-ashburn-1', cloud.demo.token, { config: config(), waitMs: 150 });

    expect(outcome).toBe('waited');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('plugin locale files', () => {
  it('are read per language, falling back to English for a language the plugin lacks', async () => {
    const german = await getPluginLocale('shell', 'de', { config: config() });
    const english = await getPluginLocale('shell', 'en', { config: config() });
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    expect(german).not.toEqual(english);
    expect(await getPluginLocale('shell', 'fr', { config: config() })).toEqual(english);
    await expect(getPluginLocale('no-such-plugin', 'en', { config: config(), retries: 0 })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the reachability check', () => {
  it('answers the console URL for the region and tenancy, with the provider for an identity cloud service token', async () => {
    expect(await reachableConsoleUrl({ region: 'eu-frankfurt-1', tenant: 'acme-corp' }, { config: config() })).toBe(
      '/?region=eu-frankfurt-1&tenant=acme-corp'
    );
    expect(
      await reachableConsoleUrl(
        { region: 'us-ashburn-1', tenant: 'legacy-idcs', identityCloudServiceToken: true },
        { config: config() }
      )
    ).toBe('/?region=us-ashburn-1&tenant=legacy-idcs&provider=OracleIdentityCloudService');
  });

  it('answers null when the console host cannot be reached', async () => {
    await cloud.local.injectFault({
      operation: 'GetUnsupportedBrowserPage',
      status: 503,
      code: 'Unavailable',
      message: '',
    });
    expect(await reachableConsoleUrl({ region: 'us-ashburn-1', tenant: 'acme-corp' }, { config: config() })).toBeNull();
    await cloud.local.clearFaults();
    await cloud.local.injectFault({ operation: 'GetUnsupportedBrowserPage', hang: true });
    expect(
      await reachableConsoleUrl({ region: 'us-ashburn-1', tenant: 'acme-corp' }, { config: config(), timeoutMs: 150 })
    ).toBeNull();
  });
});

describe('the logout address for a full-page navigation', () => {
  it('carries the return address and the token', () => {
    const url = new URL(
      identityLogoutUrl(
        'us-ashburn-1',
        { token: 't', returnTo: 'http://localhost:5173/' },
        { cloudOrigin: '', secondLevelDomain: 'oraclecloud.com' }
      )
    );
    expect(url.origin).toBe('https://idcs.us-ashburn-1.oraclecloud.com');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:5173/');
    expect(url.searchParams.get('id_token_hint')).toBe('t');
  });
});

describe('the cookie-consent script', () => {
  it('is addressed with the language parameter the cloud requires', async () => {
    const response = await fetch(consentScriptUrl('de', config()));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"de"');
  });
});
