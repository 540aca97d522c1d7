import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenClaims } from '../src/auth/token-claims.ts';
import type { BannerFeed } from '../src/domain/banners.ts';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { collectBannerAnnouncements } from '../src/services/announcements.ts';
import type * as AnnouncementsModule from '../src/services/announcements.ts';
import { getBannerFeed } from '../src/services/banner-feed.ts';
import type * as BannerFeedModule from '../src/services/banner-feed.ts';
import type { CapabilitiesResponse } from '../src/services/identity.ts';
import { getServiceHealth, type ServiceHealth } from '../src/services/service-health.ts';
import type * as ServiceHealthModule from '../src/services/service-health.ts';
import { LOCAL_KEYS } from '../src/storage/browser-storage.ts';
import { resetBannerDismissalMemory } from '../src/storage/banner-dismissals.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { $tenancy, $user, type ConsoleTenancy, type ConsoleUser } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $banners, $classification, dismissBanner, runBannerAction, startBanners, stopBanners } from './banners.ts';
import { $capabilities } from './capabilities.ts';
import { $location } from './route.ts';
import { $session } from './session.ts';
import { $theme, INITIAL_THEME_STATE } from './theme.ts';

vi.mock('../src/services/announcements.ts', async importOriginal => ({
  ...(await importOriginal<typeof AnnouncementsModule>()),
  collectBannerAnnouncements: vi.fn(),
}));
vi.mock('../src/services/banner-feed.ts', async importOriginal => ({
  ...(await importOriginal<typeof BannerFeedModule>()),
  getBannerFeed: vi.fn(),
}));
vi.mock('../src/services/service-health.ts', async importOriginal => ({
  ...(await importOriginal<typeof ServiceHealthModule>()),
  getServiceHealth: vi.fn(),
}));

const collect = vi.mocked(collectBannerAnnouncements);
const feed = vi.mocked(getBannerFeed);
const health = vi.mocked(getServiceHealth);

const START = Date.parse('2025-03-10T12:00:00.000Z');
const USER_ID = 'ocid1.user.oc1..demo';
const TENANCY_ID = 'ocid1.tenancy.oc1..demo';

const ACCOUNT: CapabilitiesResponse['accountInfo'] = {
  limitsProvisioned: true,
  suspended: false,
  freeTierEnabled: false,
  freeTierOnly: false,
  promotionStatus: 'none',
  accountStatus: 'active',
  intentToPay: false,
  promotionUpgraded: false,
  accountFlags: 1,
  programType: 'PAYG',
  hasSaasSubscription: false,
};

function claims(key: string, issuedAt: number): TokenClaims {
  return {
    sub: USER_ID,
    tenant: TENANCY_ID,
    tenant_name: 'demo',
    user_name: 'demo@example.com',
    domain_name: 'Default',
    domain_ocid: 'ocid1.domain.oc1..default',
    user_lang: 'en',
    user_locale: 'en-US',
    issuer_region: 'us-ashburn-1',
    domain_home_region: 'us-ashburn-1',
    jwk: { kty: 'RSA', n: `modulus-of-${key}`, e: 'AQAB' },
    jti: `${key}-${issuedAt}`,
    iat: Math.floor(issuedAt / 1000),
    exp: Math.floor(issuedAt / 1000) + 3600,
    iss: 'http://127.0.0.1:7070',
  };
}

function announcement(id: string, type: string, hoursAgo: number) {
  return {
    id,
    summary: `Summary ${id}`,
    announcementType: type,
    lifecycleState: 'ACTIVE',
    isBanner: true,
    timeCreated: new Date(START - hoursAgo * 3_600_000).toISOString(),
  };
}

const FOUR_ANNOUNCEMENTS = [
  announcement('a1', 'ACTION_REQUIRED', 1),
  announcement('a2', 'EMERGENCY_MAINTENANCE', 2),
  announcement('a3', 'PRODUCTION_EVENT_NOTIFICATION', 3),
  announcement('a4', 'ACTION_REQUIRED', 4),
];

const EMPTY_FEED: BannerFeed = { generic: [], surveys: [], idleCompute: [] };

function healthWith(status: string): ServiceHealth {
  return {
    statusPageUrl: null,
    regions: [
      {
        regionCanonicalName: 'us-phoenix-1',
        serviceHealthReports: [{ serviceStatus: status, serviceName: 'Compute', serviceCanonicalName: 'compute' }],
      },
    ],
  };
}

let browser: BrowserGlobals;

const keys = () => $banners.get().map(entry => entry.key);

function signIn(key: string, issuedAt: number): void {
  $session.set({ status: 'signed-in', claims: claims(key, issuedAt) });
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  browser = installBrowserGlobals('http://localhost:5173/');
  resetBannerDismissalMemory();
  setFeatureFlags({}, { reset: true });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  collect.mockReset().mockResolvedValue({
    items: FOUR_ANNOUNCEMENTS,
    userStatuses: [],
    complete: true,
  } as Awaited<ReturnType<typeof collectBannerAnnouncements>>);
  feed.mockReset().mockResolvedValue(EMPTY_FEED);
  health.mockReset().mockResolvedValue(healthWith('NormalPerformance'));
  signIn('first', START - 3_600_000);
  $user.set({
    status: 'ready',
    value: { isIdcsUser: false, hasOracleEmail: false } as ConsoleUser,
    error: null,
  });
  $tenancy.set({ status: 'ready', value: { createdTime: '2020-01-01T00:00:00.000Z' } as ConsoleTenancy, error: null });
  $capabilities.set({
    status: 'ready',
    data: { accountInfo: ACCOUNT, capabilities: { cloudShell: true, codeEditor: true } },
    failure: null,
  });
  $activeRegion.set('us-phoenix-1');
  $location.set({ pathname: '/', search: '' });
  $theme.set(INITIAL_THEME_STATE);
});

afterEach(() => {
  stopBanners();
  vi.useRealTimers();
  vi.restoreAllMocks();
  browser.uninstall();
});

describe('starting the banners', () => {
  it('shows at most three announcements, asked for the tenancy’s active banner announcements', async () => {
    await startBanners();

    expect(collect).toHaveBeenCalledWith(expect.objectContaining({ region: 'us-phoenix-1' }), TENANCY_ID, {
      lifecycleState: 'ACTIVE',
    });
    expect(keys()).toEqual(['announcement:a1', 'announcement:a2', 'announcement:a3']);
  });

  it('does nothing while signed out, and once only while running', async () => {
    $session.set({ status: 'signed-out', claims: null });
    await startBanners();
    expect(collect).not.toHaveBeenCalled();

    signIn('first', START - 3_600_000);
    await startBanners();
    await startBanners();
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('shows what still can be shown when the announcements, the feed and the health report fail', async () => {
    collect.mockRejectedValue(new Error('announcements down'));
    feed.mockRejectedValue(new Error('feed down'));
    health.mockRejectedValue(new Error('status down'));
    $location.set({ pathname: '/db/adb', search: '' });

    await startBanners({ realmFeatures: { sharedRealmTesting: true } });

    expect(keys()).toEqual(['shared-realm', 'page:autonomous-database:1']);
  });

  it('shows the announcements collected before a page failed (spec 2 §8)', async () => {
    collect.mockResolvedValue({
      items: FOUR_ANNOUNCEMENTS.slice(0, 2),
      userStatuses: [],
      complete: false,
      error: new Error('page 2 failed'),
    });

    await startBanners();

    expect(keys()).toEqual(['announcement:a1', 'announcement:a2']);
  });

  it('follows the route, the region and the account as they change', async () => {
    health.mockResolvedValue(healthWith('ServiceDown'));
    collect.mockResolvedValue({ items: [], userStatuses: [], complete: true });
    await startBanners();
    expect(keys()).toEqual(['health:ServiceDown:compute:2025-03-10']);

    $activeRegion.set('us-ashburn-1');
    expect(keys()).toEqual([]);

    $location.set({ pathname: '/regions', search: '' });
    $capabilities.set({
      status: 'ready',
      data: { accountInfo: { ...ACCOUNT, freeTierOnly: true }, capabilities: { cloudShell: true, codeEditor: true } },
      failure: null,
    });
    expect($banners.get()[0]).toMatchObject({
      key: 'free-tier-upgrade:region-subscription',
      body: { message: 'banners.freeTier.regionSubscription' },
    });
  });
});

describe('service health polling', () => {
  it('asks every 60 seconds while signed in and stops on sign-out', async () => {
    await startBanners();
    expect(health).toHaveBeenCalledTimes(1);

    health.mockResolvedValue(healthWith('ServiceDisruption'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(health).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(health).toHaveBeenCalledTimes(2);
    expect(keys()).toEqual([
      'health:ServiceDisruption:compute:2025-03-10',
      'announcement:a1',
      'announcement:a2',
      'announcement:a3',
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(health).toHaveBeenCalledTimes(3);

    $session.set({ status: 'signed-out', claims: null });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(health).toHaveBeenCalledTimes(3);
    expect($banners.get()).toEqual([]);
  });

  it('keeps the last report when a poll fails, and stops when stopped', async () => {
    health.mockResolvedValue(healthWith('ServiceDown'));
    await startBanners();
    health.mockRejectedValue(new Error('status host down'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(keys()[0]).toBe('health:ServiceDown:compute:2025-03-10');

    stopBanners();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(health).toHaveBeenCalledTimes(2);
  });

  it('asks again for a realm feed that failed with each health poll, and stops once it answers', async () => {
    feed.mockRejectedValue(new Error('feed timed out'));
    collect.mockResolvedValue({ items: [], userStatuses: [], complete: true });
    await startBanners();
    expect(keys()).toEqual([]);
    expect(feed).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(feed).toHaveBeenCalledTimes(2);
    feed.mockResolvedValue({ ...EMPTY_FEED, generic: [{ id: 'g1', title: 'Generic' }] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(feed).toHaveBeenCalledTimes(3);
    expect(keys()).toEqual(['generic:g1']);

    // Once in, the feed stays as it is: the health report alone is polled.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(feed).toHaveBeenCalledTimes(3);
    expect(health).toHaveBeenCalledTimes(8);
  });

  it('shows a dismissed outage again the next day', async () => {
    vi.setSystemTime(Date.parse('2025-03-10T23:59:00.000Z'));
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    health.mockResolvedValue(healthWith('ServiceDown'));
    collect.mockResolvedValue({ items: [], userStatuses: [], complete: true });
    await startBanners();
    dismissBanner('health:ServiceDown:compute:2025-03-10');
    expect(keys()).toEqual([]);

    await vi.advanceTimersByTimeAsync(60_000);

    expect(keys()).toEqual(['health:ServiceDown:compute:2025-03-11']);
  });
});

describe('dismissal', () => {
  it('is stored per user and survives a restart of the banners (a reload) in the same sign-in', async () => {
    await startBanners();
    dismissBanner('announcement:a1');
    expect(keys()).toEqual(['announcement:a2', 'announcement:a3', 'announcement:a4']);
    const stored = JSON.parse(browser.localStorage.getItem(LOCAL_KEYS.bannerDismissals) ?? '{}');
    expect(stored.users[USER_ID].dismissed).toEqual({ 'announcement:a1': START });

    stopBanners();
    await startBanners();
    expect(keys()).toEqual(['announcement:a2', 'announcement:a3', 'announcement:a4']);
  });

  it('holds across a token refresh (new issue time, same session key) and ends with a new sign-in', async () => {
    await startBanners();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    dismissBanner('announcement:a1');

    // The refreshed token is issued after the dismissal: the sign-in is still the same one.
    signIn('first', Date.now() + 60_000);
    expect(keys()).not.toContain('announcement:a1');

    stopBanners();
    signIn('second', Date.now() + 120_000);
    await startBanners();
    expect(keys()).toContain('announcement:a1');
  });

  it('keeps a key banner dismissed after a new sign-in', async () => {
    feed.mockResolvedValue({ ...EMPTY_FEED, generic: [{ id: 'g1', title: 'Generic' }] });
    await startBanners();
    dismissBanner('generic:g1');
    stopBanners();

    signIn('second', Date.now() + 60_000);
    await startBanners();
    expect(keys()).not.toContain('generic:g1');
  });

  it('ignores banners that cannot be dismissed', async () => {
    await startBanners({ realmFeatures: { classification: 'secret' } });
    dismissBanner('classification:secret');
    expect(keys()[0]).toBe('classification:secret');
    expect(browser.localStorage.getItem(LOCAL_KEYS.bannerDismissals) ?? '').not.toContain('classification');
  });
});

describe('windows and timers', () => {
  it('hides a generic banner by timer when its window ends, and shows one when its window opens', async () => {
    feed.mockResolvedValue({
      ...EMPTY_FEED,
      generic: [
        { id: 'now', title: 'Now', endTime: new Date(START + 30 * 60_000).toISOString() },
        { id: 'later', title: 'Later', startTime: new Date(START + 45 * 60_000).toISOString() },
      ],
    });
    collect.mockResolvedValue({ items: [], userStatuses: [], complete: true });
    await startBanners();
    expect(keys()).toEqual(['generic:now']);

    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(keys()).toEqual([]);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(keys()).toEqual(['generic:later']);
  });

  it('hides the account-provisioning banner at the end of the configured window', async () => {
    setFeatureFlags({ 'account-provisioning-banner-minutes': 20 });
    $user.set({ status: 'ready', value: { isIdcsUser: true, hasOracleEmail: false } as ConsoleUser, error: null });
    $tenancy.set({
      status: 'ready',
      value: { createdTime: new Date(START - 5 * 60_000).toISOString() } as ConsoleTenancy,
      error: null,
    });
    collect.mockResolvedValue({ items: [], userStatuses: [], complete: true });
    await startBanners();
    expect($banners.get()[0]).toMatchObject({ kind: 'provisioning', severity: 'success' });

    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
    expect(keys()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(keys()).toEqual([]);
  });
});

describe('theme preview and classification', () => {
  it('shows the preview banner while a preview is active and ends the preview from its action', async () => {
    collect.mockResolvedValue({ items: [], userStatuses: [], complete: true });
    $theme.set({ ...INITIAL_THEME_STATE, preview: 'rainbow' });
    await startBanners();
    expect($banners.get()[0]).toMatchObject({ kind: 'theme-preview', action: { id: 'end-theme-preview' } });

    runBannerAction('end-theme-preview');

    expect($theme.get().preview).toBeNull();
    expect(keys()).toEqual([]);
  });

  it('says whether the classification banner shows, for the footer', async () => {
    await startBanners({ realmFeatures: { classification: 'top-secret' } });
    expect($classification.get()).toBe('top-secret');
    stopBanners();
    await startBanners({ realmFeatures: {} });
    expect($classification.get()).toBeNull();
  });
});
