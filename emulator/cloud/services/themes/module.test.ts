import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createSessionKey, signInForTest, signRequest } from '../../../test-signer.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { sendWithApiKey } from '../../test-fixtures/api-key-client.ts';
import { identityService } from '../identity/module.ts';
import { themesService } from './module.ts';

const origins = localOrigins();
const INTERNAL = scenario('internal');
let cloud: Cloud;

interface ThemeConfig {
  themes: { id: string; name: string; assets: Record<string, string>; styles: { colors: Record<string, string> } }[];
  baseUrl: string;
  commonAssets: Record<string, string>;
  timeOfExpiration: string;
  activeTheme: string;
  realmDefaultTheme: string;
}

beforeAll(async () => {
  cloud = await createCloud({ origins, services: [identityService, themesService] });
});
afterAll(() => cloud.close());

describe('GetThemeConfig and GetThemeAsset', () => {
  it('answers the realm’s themes unsigned, redwood by default', async () => {
    const response = await cloud.app.request(`${origins.cloudOrigin}/ux/us-ashburn-1/themes/theme-config.json`);
    expect(response.status).toBe(200);
    const config = (await response.json()) as ThemeConfig;
    expect(config.themes.map(theme => theme.id)).toEqual(['redwood', 'rainbow', 'hg']);
    expect(config).toMatchObject({
      activeTheme: 'redwood',
      realmDefaultTheme: 'redwood',
      baseUrl: `${origins.cloudOrigin}/ux/us-ashburn-1/themes/`,
      commonAssets: { favicon: 'common/favicon.svg' },
    });
    expect(Date.parse(config.timeOfExpiration)).toBeGreaterThan(cloud.now().getTime());
    for (const theme of config.themes) expect(theme.styles.colors['brandPrimary']).toMatch(/^#[0-9A-F]{6}$/);

    // Every asset the config names is served from baseUrl.
    const assets = [...config.themes.flatMap(theme => Object.values(theme.assets)), config.commonAssets['favicon']];
    for (const asset of new Set(assets)) {
      const file = await cloud.app.request(`${config.baseUrl}${asset ?? ''}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('does not know regions the realm lacks or assets it does not have', async () => {
    expect((await cloud.app.request(`${origins.cloudOrigin}/ux/mars-base-1/themes/theme-config.json`)).status).toBe(
      404
    );
    expect((await cloud.app.request(`${origins.cloudOrigin}/ux/us-ashburn-1/themes/redwood/nope.svg`)).status).toBe(
      404
    );
  });
});

describe('GetUxConfig', () => {
  it('answers 404 for a tenancy without its own configuration, so the realm theme applies', async () => {
    const response = await sendWithApiKey(cloud, {
      method: 'GET',
      path: `/ux/us-ashburn-1/tenancies/${DEMO_SCENARIO.id}/ux-config.json`,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NotAuthorizedOrNotFound' });
  });

  it('answers the internal tenancy its own theme and footer, and hides it from other tenancies', async () => {
    const path = `/ux/${INTERNAL.homeRegion}/tenancies/${INTERNAL.id}/ux-config.json`;
    const key = await createSessionKey();
    const user = INTERNAL.users[0];
    const token = await signInForTest(cloud.app, {
      cloudOrigin: origins.cloudOrigin,
      consoleOrigin: origins.consoleOrigin,
      key,
      userName: user?.name ?? '',
      password: user?.password ?? '',
    });
    const response = await cloud.app.request(
      await signRequest({ method: 'GET', url: `${origins.cloudOrigin}${path}`, token, privateKey: key.privateKey })
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.json()).toEqual({
      activeTheme: 'hg',
      footer: { markdown: expect.stringContaining('Internal development tenancy') },
    });

    const demoRegionPath = `/ux/us-ashburn-1/tenancies/${INTERNAL.id}/ux-config.json`;
    expect((await sendWithApiKey(cloud, { method: 'GET', path: demoRegionPath })).status).toBe(404);
    expect((await cloud.app.request(`${origins.cloudOrigin}${path}`)).status).toBe(401);
  });
});
