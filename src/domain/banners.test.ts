import { describe, expect, it } from 'vitest';
import {
  accountBanner,
  accountBannerState,
  announcementBanners,
  announcementTypeMessage,
  BANNER_ANNOUNCEMENT_TYPES,
  classificationBanner,
  DEFAULT_PROVISIONING_WINDOW_MS,
  FREE_TIER_UPGRADE_PATHS,
  freeTierUpgradeBanner,
  freeTierUpgradeWording,
  genericBanners,
  healthBanners,
  idleComputeBanners,
  isDismissed,
  isInWindow,
  isSafeBannerHref,
  localDateKey,
  nextBannerChange,
  pageBanner,
  pageBannerFamily,
  provisioningBanner,
  selectBanners,
  sharedRealmBanner,
  surveyBanners,
  themePreviewBanner,
  type BannerAccountFacts,
  type BannerAnnouncement,
  type BannerFacts,
  type BannerFeed,
  type RegionHealthFacts,
} from './banners.ts';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const PAYG: BannerAccountFacts = {
  limitsProvisioned: true,
  suspended: false,
  freeTierEnabled: false,
  freeTierOnly: false,
  promotionStatus: 'none',
  accountStatus: 'active',
  intentToPay: false,
  promotionUpgraded: false,
  accountFlags: 1,
};
const ALWAYS_FREE: BannerAccountFacts = { ...PAYG, freeTierEnabled: true, freeTierOnly: true };
const TRIAL: BannerAccountFacts = { ...PAYG, freeTierEnabled: true, promotionStatus: 'active' };
const CUSTOMER = { isIdcsUser: false, hasOracleEmail: false };
const EMPLOYEE = { isIdcsUser: false, hasOracleEmail: true };
const EMPTY_FEED: BannerFeed = { generic: [], surveys: [], idleCompute: [] };

function facts(overrides: Partial<BannerFacts> = {}): BannerFacts {
  return {
    path: '/',
    now: NOW,
    signedInAt: NOW - HOUR,
    user: CUSTOMER,
    account: PAYG,
    accountCreatedAt: NOW - 300 * DAY,
    region: 'us-ashburn-1',
    regionName: 'US East (Ashburn)',
    realm: {},
    themePreview: null,
    announcements: null,
    health: null,
    feed: null,
    dismissals: {},
    ...overrides,
  };
}

function announcement(id: string, type: string, hoursAgo: number, extra: Partial<BannerAnnouncement> = {}) {
  return {
    id,
    summary: `Summary of ${id}`,
    announcementType: type,
    lifecycleState: 'ACTIVE',
    isBanner: true,
    timeCreated: new Date(NOW - hoursAgo * HOUR).toISOString(),
    ...extra,
  };
}

describe('dismissal', () => {
  const signedInAt = NOW - HOUR;

  it('never holds for a banner that cannot be dismissed', () => {
    expect(isDismissed({ key: 'a', dismissal: 'none' }, { a: NOW }, signedInAt)).toBe(false);
  });

  it('holds for a key banner until its key changes, whenever it was dismissed', () => {
    expect(isDismissed({ key: 'generic:1', dismissal: 'key' }, { 'generic:1': 0 }, signedInAt)).toBe(true);
    expect(isDismissed({ key: 'generic:2', dismissal: 'key' }, { 'generic:1': NOW }, signedInAt)).toBe(false);
  });

  it('holds for a sign-in banner dismissed at or after the sign-in, and not for one dismissed before it', () => {
    const candidate = { key: 'shared-realm', dismissal: 'sign-in' as const };
    expect(isDismissed(candidate, { 'shared-realm': signedInAt + 1 }, signedInAt)).toBe(true);
    expect(isDismissed(candidate, { 'shared-realm': signedInAt }, signedInAt)).toBe(true);
    expect(isDismissed(candidate, { 'shared-realm': signedInAt - 1 }, signedInAt)).toBe(false);
    expect(isDismissed(candidate, {}, signedInAt)).toBe(false);
  });

  it('keeps a sign-in banner dismissed while the sign-in time is unknown', () => {
    expect(isDismissed({ key: 'x', dismissal: 'sign-in' }, { x: 5 }, null)).toBe(true);
  });
});

describe('announcement banners', () => {
  const four = {
    items: [
      announcement('info', 'INFORMATION', 1),
      announcement('required-old', 'ACTION_REQUIRED', 30),
      announcement('emergency', 'EMERGENCY_MAINTENANCE', 6),
      announcement('event', 'PRODUCTION_EVENT_NOTIFICATION', 2),
    ],
    userStatuses: [],
  };

  it('shows at most three, urgent types first and the newest first among them', () => {
    const banners = announcementBanners(four, {}, NOW - HOUR);
    expect(banners.map(entry => entry.key)).toEqual([
      'announcement:event',
      'announcement:emergency',
      'announcement:required-old',
    ]);
    expect(banners.map(entry => entry.severity)).toEqual(['warning', 'warning', 'warning']);
  });

  it('shows all of them when there are three or fewer', () => {
    const three = { items: four.items.slice(0, 3), userStatuses: [] };
    expect(announcementBanners(three, {}, null)).toHaveLength(3);
    expect(announcementBanners({ items: four.items.slice(0, 2), userStatuses: [] }, {}, null)).toHaveLength(2);
  });

  it('lets the fourth take the place of a dismissed one, until the next sign-in', () => {
    const dismissed = { 'announcement:event': NOW - 10 * MINUTE };
    expect(announcementBanners(four, dismissed, NOW - HOUR).map(entry => entry.key)).toEqual([
      'announcement:emergency',
      'announcement:required-old',
      'announcement:info',
    ]);
    // A new sign-in after the dismissal: it is back.
    expect(announcementBanners(four, dismissed, NOW - 5 * MINUTE)[0]?.key).toBe('announcement:event');
  });

  it('leaves out acknowledged, inactive, non-banner, unknown-type and repeated announcements', () => {
    const banners = announcementBanners(
      {
        items: [
          announcement('acked', 'ACTION_REQUIRED', 1),
          announcement('inactive', 'ACTION_REQUIRED', 1, { lifecycleState: 'INACTIVE' }),
          announcement('not-banner', 'ACTION_REQUIRED', 1, { isBanner: false }),
          announcement('unknown', 'SOMETHING_NEW', 1),
          announcement('kept', 'PLANNED_CHANGE', 1),
          announcement('kept', 'PLANNED_CHANGE', 1),
          announcement('unacked', 'INFORMATION', 3),
        ],
        userStatuses: [
          { userStatusAnnouncementId: 'acked', timeAcknowledged: new Date(NOW - DAY).toISOString() },
          { userStatusAnnouncementId: 'unacked', timeAcknowledged: null },
        ],
      },
      {},
      null
    );
    expect(banners.map(entry => entry.key)).toEqual(['announcement:kept', 'announcement:unacked']);
    expect(banners[0]).toMatchObject({
      severity: 'info',
      dismissible: true,
      dismissal: 'sign-in',
      title: { message: 'banners.announcement.type.plannedChange' },
      body: { serviceText: 'Summary of kept', markdown: false },
      link: { href: '/announcements/kept', newTab: false },
    });
  });

  it('names every announcement type with a catalog id', () => {
    expect(announcementTypeMessage('EMERGENCY_MAINTENANCE_RESCHEDULED')).toBe(
      'banners.announcement.type.emergencyMaintenanceRescheduled'
    );
    expect(new Set(BANNER_ANNOUNCEMENT_TYPES.map(announcementTypeMessage)).size).toBe(14);
  });

  it('shows nothing before the announcements are known', () => {
    expect(announcementBanners(null, {}, null)).toEqual([]);
  });
});

describe('page banners', () => {
  it.each([
    ['/db/adb', 'autonomous-database'],
    ['/db/adb/ocid1.autonomousdatabase.oc1..x', 'autonomous-database'],
    ['/db/apex', 'apex'],
    ['/apex/instances', 'apex'],
    ['/exacc/infrastructures', 'exacc'],
    ['/dbaas/db-systems', 'dbaas'],
    ['/dbtools/connections', 'dbtools'],
    ['/db/mysql/db-systems', 'database'],
    ['/db', 'database'],
  ])('shows the page banner of %s for %s', (path, family) => {
    expect(pageBannerFamily(path)).toBe(family);
    expect(pageBanner(path)).toMatchObject({ kind: 'page', dismissal: 'key', dismissible: true });
  });

  it.each(['/', '/dbx', '/dbaasx', '/compute/instances', '/adb', '/networking/db'])('shows none on %s', path => {
    expect(pageBanner(path)).toBeNull();
  });
});

describe('free-tier upgrade banner', () => {
  it('has the service-limit wording on the service request page, the region wording on /regions', () => {
    expect(freeTierUpgradeWording('/support/service-request')).toBe('service-limit');
    expect(freeTierUpgradeWording('/support/service-request/new')).toBe('service-limit');
    expect(freeTierUpgradeWording('/regions')).toBe('region-subscription');
    expect(freeTierUpgradeBanner('/regions', ALWAYS_FREE)?.body).toEqual({
      message: 'banners.freeTier.regionSubscription',
    });
    expect(freeTierUpgradeBanner('/support/service-request', ALWAYS_FREE)?.body).toEqual({
      message: 'banners.freeTier.serviceLimit',
    });
  });

  it('has the plugin wording on every other listed path and its sub-paths', () => {
    for (const path of FREE_TIER_UPGRADE_PATHS.slice(2)) {
      expect(freeTierUpgradeWording(path)).toBe('plugin-upgrade');
      expect(freeTierUpgradeWording(`${path}/ocid1.x`)).toBe('plugin-upgrade');
    }
    expect(freeTierUpgradeBanner('/dns/zones', ALWAYS_FREE)).toMatchObject({
      key: 'free-tier-upgrade:plugin-upgrade',
      body: { message: 'banners.freeTier.pluginUpgrade' },
      link: { href: '/account-management/payment-method', newTab: false },
    });
  });

  it('shows nowhere else: not on look-alike paths or the parents of listed paths', () => {
    for (const path of ['/', '/regionsx', '/support', '/support/home', '/dns', '/dbaas/db-systems', '/exacc']) {
      expect(freeTierUpgradeWording(path)).toBeNull();
    }
  });

  it('shows only to Always Free-only accounts', () => {
    expect(freeTierUpgradeBanner('/regions', PAYG)).toBeNull();
    expect(freeTierUpgradeBanner('/regions', TRIAL)).toBeNull();
    expect(freeTierUpgradeBanner('/regions', null)).toBeNull();
    expect(freeTierUpgradeBanner('/regions', { ...TRIAL, freeTierOnly: true, promotionStatus: 'expired' })).not.toBe(
      null
    );
  });
});

describe('classification banner', () => {
  it('marks secret and top secret realms and cannot be dismissed', () => {
    expect(classificationBanner('secret')).toMatchObject({
      kind: 'classification',
      severity: 'critical',
      dismissible: false,
      body: { message: 'banners.classification.secret' },
    });
    expect(classificationBanner('top-secret')?.body).toEqual({ message: 'banners.classification.topSecret' });
    expect(classificationBanner(undefined)).toBeNull();
  });

  it('stays even when a dismissal is stored under its key', () => {
    const shown = selectBanners(
      facts({ realm: { classification: 'secret' }, dismissals: { 'classification:secret': NOW } })
    );
    expect(shown.map(entry => entry.kind)).toEqual(['classification']);
  });
});

describe('theme preview banner', () => {
  it('names the previewed theme and offers to end the preview instead of a close button', () => {
    expect(themePreviewBanner('rainbow')).toMatchObject({
      dismissible: false,
      body: { message: 'banners.themePreview.message', params: { theme: { message: 'themes.name.rainbow' } } },
      action: { id: 'end-theme-preview', label: { message: 'banners.themePreview.end' } },
    });
    expect(themePreviewBanner(null)).toBeNull();
  });
});

describe('account-provisioning banner', () => {
  const idcs = { isIdcsUser: true, hasOracleEmail: false };
  const created = NOW - 10 * MINUTE;
  const base = { user: idcs, account: PAYG, accountCreatedAt: created, now: NOW };

  it('shows while limits are explicitly not provisioned, and not while unknown', () => {
    expect(provisioningBanner({ ...base, account: { ...PAYG, limitsProvisioned: false } })).toMatchObject({
      key: 'provisioning:pending',
      severity: 'info',
    });
    expect(provisioningBanner({ ...base, account: { ...PAYG, limitsProvisioned: null } })).toBeNull();
    expect(provisioningBanner({ ...base, account: { ...PAYG, limitsProvisioned: undefined } })).toBeNull();
  });

  it('shows a provisioned account from its creation to the end of the 15-minute window', () => {
    expect(provisioningBanner({ ...base, now: created })?.severity).toBe('success');
    expect(provisioningBanner({ ...base, now: created + DEFAULT_PROVISIONING_WINDOW_MS - 1 })).not.toBeNull();
    expect(provisioningBanner({ ...base, now: created + DEFAULT_PROVISIONING_WINDOW_MS })).toBeNull();
    expect(provisioningBanner({ ...base, now: created - 1 })).toBeNull();
  });

  it('uses the configured window instead of the default', () => {
    const window = 60 * MINUTE;
    expect(provisioningBanner({ ...base, now: created + 30 * MINUTE, provisioningWindowMs: window })).not.toBeNull();
    expect(provisioningBanner({ ...base, now: created + 30 * MINUTE })).toBeNull();
  });

  it('shows only to identity-service users', () => {
    expect(provisioningBanner({ ...base, user: CUSTOMER })).toBeNull();
    expect(provisioningBanner({ ...base, user: null })).toBeNull();
  });

  it('asks for a re-selection at the end of the window', () => {
    const input = facts({ user: idcs, accountCreatedAt: created });
    expect(nextBannerChange(input)).toBe(created + DEFAULT_PROVISIONING_WINDOW_MS);
    expect(selectBanners({ ...input, now: created + DEFAULT_PROVISIONING_WINDOW_MS }).map(entry => entry.kind)).toEqual(
      []
    );
  });
});

describe('shared-realm testing banner', () => {
  it('shows in a shared realm only, until the next sign-in once dismissed', () => {
    expect(sharedRealmBanner(true)).toMatchObject({ severity: 'warning', dismissal: 'sign-in' });
    expect(sharedRealmBanner(false)).toBeNull();
    expect(sharedRealmBanner(undefined)).toBeNull();
  });
});

describe('account (promotion) banner', () => {
  it.each<[string, BannerAccountFacts, string | null]>([
    ['an active trial', TRIAL, 'trial-active'],
    ['a trial in its grace period', { ...TRIAL, promotionStatus: 'grace_period' }, 'grace-period'],
    ['the other reading of the grace period', { ...TRIAL, promotionStatus: 'GracePeriod' }, 'grace-period'],
    ['an expired trial', { ...TRIAL, promotionStatus: 'expired', freeTierOnly: true }, 'expired'],
    ['a trial converted to paid', { ...TRIAL, promotionStatus: 'converted_to_paid' }, 'upgraded'],
    ['an active trial with intent to pay', { ...TRIAL, intentToPay: true }, 'upgraded'],
    ['an upgraded expired trial', { ...TRIAL, promotionStatus: 'expired', promotionUpgraded: true }, 'upgraded'],
    ['a suspended account', { ...TRIAL, suspended: true }, 'suspended'],
    ['a terminated account', { ...TRIAL, suspended: true, accountStatus: 'TERMINATED' }, 'terminated'],
    ['an account not yet baselined', { ...PAYG, accountFlags: 0 }, 'non-baselined'],
    ['a paid account', PAYG, null],
    ['a paid account in the other reading', { ...PAYG, promotionStatus: 'Paid' }, null],
    ['an Always Free account', ALWAYS_FREE, null],
  ])('is in the right state for %s', (_name, account, state) => {
    expect(accountBannerState(account, CUSTOMER)).toBe(state);
  });

  it('becomes the security-requirements banner for employees, except for what overrides it', () => {
    expect(accountBannerState(TRIAL, EMPLOYEE)).toBe('security-requirements');
    expect(accountBannerState({ ...TRIAL, promotionStatus: 'expired' }, EMPLOYEE)).toBe('security-requirements');
    expect(accountBannerState({ ...TRIAL, accountStatus: 'terminated' }, EMPLOYEE)).toBe('terminated');
    expect(accountBannerState(PAYG, EMPLOYEE)).toBeNull();
    expect(accountBanner(TRIAL, EMPLOYEE)).toMatchObject({
      key: 'account:security-requirements',
      body: { message: 'banners.account.securityRequirements' },
    });
  });

  it('makes terminated critical and suspended an error, neither dismissible; the trial offers the upgrade', () => {
    expect(accountBanner({ ...PAYG, accountStatus: 'terminated' }, CUSTOMER)).toMatchObject({
      severity: 'critical',
      dismissible: false,
    });
    expect(accountBanner({ ...PAYG, suspended: true }, CUSTOMER)).toMatchObject({
      severity: 'error',
      dismissible: false,
    });
    expect(accountBanner(TRIAL, CUSTOMER)).toMatchObject({
      severity: 'info',
      dismissal: 'sign-in',
      link: { href: '/account-management/payment-method' },
    });
    expect(accountBanner(null, CUSTOMER)).toBeNull();
  });
});

describe('service health banners', () => {
  const report = (entries: [string, string, string][]): RegionHealthFacts => ({
    regionCanonicalName: 'us-phoenix-1',
    serviceHealthReports: entries.map(([serviceStatus, serviceName, serviceCanonicalName]) => ({
      serviceStatus,
      serviceName,
      serviceCanonicalName,
    })),
    statusPageUrl: 'https://status.example.com/',
  });
  const phoenix = { region: 'us-phoenix-1', regionName: 'US West (Phoenix)', now: NOW };

  it('shows only outages and disruptions, one banner per status naming its services, outage first', () => {
    const banners = healthBanners(
      report([
        ['ServiceDisruption', 'Object Storage', 'object-storage'],
        ['Informational', 'Autonomous Database', 'autonomous-database'],
        ['ServiceDown', 'Networking', 'networking'],
        ['NormalPerformance', 'DNS', 'dns'],
        ['ServiceDown', 'Compute', 'compute'],
      ]),
      phoenix
    );
    expect(banners).toEqual([
      expect.objectContaining({
        key: 'health:ServiceDown:compute,networking:2025-03-10',
        severity: 'error',
        dismissal: 'key',
        body: {
          message: 'banners.health.down',
          params: { region: 'US West (Phoenix)', services: ['Compute', 'Networking'] },
        },
        link: { href: 'https://status.example.com/', text: { message: 'banners.health.link' }, newTab: true },
      }),
      expect.objectContaining({ key: 'health:ServiceDisruption:object-storage:2025-03-10', severity: 'warning' }),
    ]);
  });

  it('shows nothing for informational or normal reports, another region, or no report', () => {
    expect(healthBanners(report([['Informational', 'DNS', 'dns']]), phoenix)).toEqual([]);
    expect(healthBanners(report([['ServiceDown', 'DNS', 'dns']]), { ...phoenix, region: 'us-ashburn-1' })).toEqual([]);
    expect(healthBanners(null, phoenix)).toEqual([]);
  });

  it('keys the dismissal by the local date, so it resets at local midnight', () => {
    const down = report([['ServiceDown', 'Compute', 'compute']]);
    const before = Date.parse('2025-03-10T23:59:59.999Z');
    const after = before + 1;
    expect(healthBanners(down, { ...phoenix, now: before })[0]?.key).toBe('health:ServiceDown:compute:2025-03-10');
    expect(healthBanners(down, { ...phoenix, now: after })[0]?.key).toBe('health:ServiceDown:compute:2025-03-11');
    // Eight hours behind UTC: the local day still is the 10th until 08:00 UTC of the 11th.
    const pacific = { ...phoenix, utcOffsetMinutes: -480 };
    expect(healthBanners(down, { ...pacific, now: Date.parse('2025-03-11T07:59:59.999Z') })[0]?.key).toMatch(
      /2025-03-10$/
    );
    expect(healthBanners(down, { ...pacific, now: Date.parse('2025-03-11T08:00:00.000Z') })[0]?.key).toMatch(
      /2025-03-11$/
    );
  });

  it('stays dismissed for the day and comes back the next day, or when another service goes down', () => {
    const down = report([['ServiceDown', 'Compute', 'compute']]);
    const input = facts({ ...phoenix, health: down });
    const [shown] = selectBanners(input);
    if (!shown) throw new Error('no health banner');
    const dismissals = { [shown.key]: NOW };
    expect(selectBanners({ ...input, dismissals })).toEqual([]);
    expect(selectBanners({ ...input, dismissals, now: Date.parse('2025-03-11T00:00:00.000Z') })).toHaveLength(1);
    const more = report([
      ['ServiceDown', 'Compute', 'compute'],
      ['ServiceDown', 'DNS', 'dns'],
    ]);
    expect(selectBanners({ ...input, dismissals, health: more })).toHaveLength(1);
    expect(nextBannerChange(input)).toBe(Date.parse('2025-03-11T00:00:00.000Z'));
  });

  it('leaves the status page link out when the document names none or an unsafe one', () => {
    const down = { ...report([['ServiceDown', 'Compute', 'compute']]), statusPageUrl: 'javascript:alert(1)' };
    expect(healthBanners(down, phoenix)[0]?.link).toBeUndefined();
    expect(healthBanners({ ...down, statusPageUrl: null }, phoenix)[0]?.link).toBeUndefined();
  });

  it('reads local dates with the offset', () => {
    expect(localDateKey(Date.parse('2025-12-31T23:30:00.000Z'), 60)).toBe('2026-01-01');
    expect(localDateKey(Date.parse('2025-12-31T23:30:00.000Z'))).toBe('2025-12-31');
  });
});

describe('windows of the feed', () => {
  const start = '2025-03-10T00:00:00.000Z';
  const end = '2025-03-11T00:00:00.000Z';

  it('is inside from the start (inclusive) to the end (exclusive); open bounds are open', () => {
    expect(isInWindow(Date.parse(start) - 1, start, end)).toBe(false);
    expect(isInWindow(Date.parse(start), start, end)).toBe(true);
    expect(isInWindow(Date.parse(end) - 1, start, end)).toBe(true);
    expect(isInWindow(Date.parse(end), start, end)).toBe(false);
    expect(isInWindow(0, null, end)).toBe(true);
    expect(isInWindow(Number.MAX_SAFE_INTEGER, start, undefined)).toBe(true);
  });

  it('closes a window with an unreadable bound', () => {
    expect(isInWindow(NOW, 'not a date', end)).toBe(false);
    expect(isInWindow(NOW, start, 'tomorrow')).toBe(false);
  });
});

describe('generic banners', () => {
  const feed: BannerFeed = {
    ...EMPTY_FEED,
    generic: [
      {
        id: 'maintenance',
        title: 'Console **maintenance** tonight',
        hyperlink: 'https://status.example.com/maintenance',
        linkText: 'Details',
        startTime: '2025-03-10T00:00:00.000Z',
        endTime: '2025-03-11T00:00:00.000Z',
        openInNewTab: true,
      },
      { id: 'past', title: 'Over', startTime: '2022-12-02T00:00:00.000Z', endTime: '2023-12-01T00:00:00.000Z' },
      { id: 'no-link', title: 'Read this', linkText: 'Nowhere' },
      { id: 'unsafe', title: 'Unsafe link', hyperlink: 'javascript:alert(1)', linkText: 'Click' },
      { id: 'internal', title: 'Tenancy', hyperlink: '/tenancy', severity: 'warning' },
    ],
  };

  it('shows the ones inside their window with the service text as markdown and their link', () => {
    const banners = genericBanners(feed, NOW);
    expect(banners.map(entry => entry.key)).toEqual([
      'generic:maintenance',
      'generic:no-link',
      'generic:unsafe',
      'generic:internal',
    ]);
    expect(banners[0]).toMatchObject({
      body: { serviceText: 'Console **maintenance** tonight', markdown: true },
      link: {
        href: 'https://status.example.com/maintenance',
        text: { serviceText: 'Details', markdown: false },
        newTab: true,
      },
      dismissal: 'key',
    });
  });

  it('drops a link without a safe hyperlink, and names a link without link text', () => {
    const [, noLink, unsafe, internal] = genericBanners(feed, NOW);
    expect(noLink?.link).toBeUndefined();
    expect(unsafe?.link).toBeUndefined();
    expect(internal).toMatchObject({
      severity: 'warning',
      link: { href: '/tenancy', text: { message: 'banners.generic.learnMore' }, newTab: false },
    });
  });

  it('hides one outside its window, and asks for a re-selection when it opens or closes', () => {
    expect(genericBanners(feed, Date.parse('2025-03-11T00:00:00.000Z')).map(entry => entry.key)).not.toContain(
      'generic:maintenance'
    );
    expect(nextBannerChange(facts({ feed, now: Date.parse('2025-03-09T12:00:00.000Z') }))).toBe(
      Date.parse('2025-03-10T00:00:00.000Z')
    );
    expect(nextBannerChange(facts({ feed }))).toBe(Date.parse('2025-03-11T00:00:00.000Z'));
    expect(nextBannerChange(facts({ feed: EMPTY_FEED }))).toBeNull();
  });
});

describe('idle compute and survey banners', () => {
  const feed: BannerFeed = {
    generic: [],
    surveys: [
      {
        id: 'q1',
        hyperlink: 'https://survey.example.com/q1',
        startTime: '2025-03-01T00:00:00Z',
        endTime: '2025-04-01T00:00:00Z',
      },
      { id: 'bad', hyperlink: 'ftp://survey.example.com' },
    ],
    idleCompute: [
      {
        id: 'reclaim-2025',
        regions: ['uk-london-1', 'us-ashburn-1'],
        startTime: '2025-03-01T00:00:00Z',
        endTime: '2025-03-31T00:00:00Z',
      },
      {
        id: 'reclaim-2023',
        regions: ['us-ashburn-1'],
        startTime: '2023-01-01T00:00:00Z',
        endTime: '2023-02-01T00:00:00Z',
      },
    ],
  };
  const london = { region: 'uk-london-1', regionName: 'UK South (London)', now: NOW };

  it('shows the idle compute notice of the active region to free-trial and Always Free accounts only', () => {
    expect(idleComputeBanners(feed, { ...london, account: ALWAYS_FREE })).toEqual([
      expect.objectContaining({
        key: 'idle-compute:reclaim-2025:uk-london-1',
        severity: 'warning',
        body: { message: 'banners.idleCompute.message', params: { region: 'UK South (London)', days: 7 } },
      }),
    ]);
    expect(idleComputeBanners(feed, { ...london, account: TRIAL })).toHaveLength(1);
    expect(idleComputeBanners(feed, { ...london, account: { ...TRIAL, promotionUpgraded: true } })).toEqual([]);
    expect(idleComputeBanners(feed, { ...london, account: PAYG })).toEqual([]);
    expect(idleComputeBanners(feed, { ...london, region: 'eu-frankfurt-1', account: ALWAYS_FREE })).toEqual([]);
    expect(idleComputeBanners(feed, { ...london, now: Date.parse('2025-03-31T00:00:00Z'), account: TRIAL })).toEqual(
      []
    );
  });

  it('shows a survey inside its window with a link to a new tab', () => {
    expect(surveyBanners(feed, NOW)).toEqual([
      expect.objectContaining({
        key: 'survey:q1',
        link: { href: 'https://survey.example.com/q1', text: { message: 'banners.survey.link' }, newTab: true },
      }),
    ]);
    expect(surveyBanners(feed, Date.parse('2025-04-01T00:00:00Z'))).toEqual([]);
  });

  it('accepts console paths and http(s) URLs as links, nothing else', () => {
    expect(isSafeBannerHref('/regions')).toBe(true);
    expect(isSafeBannerHref('https://example.com')).toBe(true);
    expect(isSafeBannerHref('//evil.example.com')).toBe(false);
    expect(isSafeBannerHref('javascript:alert(1)')).toBe(false);
    expect(isSafeBannerHref('data:text/html,x')).toBe(false);
    expect(isSafeBannerHref('regions')).toBe(false);
  });
});

describe('selectBanners', () => {
  it('orders critical first: classification, health outage, account, then the rest', () => {
    const shown = selectBanners(
      facts({
        path: '/dbaas/backups',
        region: 'us-phoenix-1',
        regionName: 'US West (Phoenix)',
        account: { ...ALWAYS_FREE, promotionStatus: 'expired' },
        realm: { classification: 'top-secret', sharedRealmTesting: true },
        themePreview: 'hg',
        announcements: { items: [announcement('a', 'ACTION_REQUIRED', 1)], userStatuses: [] },
        health: {
          regionCanonicalName: 'us-phoenix-1',
          serviceHealthReports: [
            { serviceStatus: 'ServiceDisruption', serviceName: 'DNS', serviceCanonicalName: 'dns' },
            { serviceStatus: 'ServiceDown', serviceName: 'Compute', serviceCanonicalName: 'compute' },
          ],
        },
        feed: {
          generic: [{ id: 'g', title: 'Generic' }],
          surveys: [{ id: 's', hyperlink: 'https://survey.example.com' }],
          idleCompute: [{ id: 'i', regions: ['us-phoenix-1'] }],
        },
      })
    );
    expect(shown.map(entry => `${entry.kind}:${entry.severity}`)).toEqual([
      'classification:critical',
      'health:error',
      'health:warning',
      'account:warning',
      'theme-preview:info',
      'shared-realm:warning',
      'announcement:warning',
      'free-tier-upgrade:info',
      'page:info',
      'generic:info',
      'idle-compute:warning',
      'survey:info',
    ]);
    expect(new Set(shown.map(entry => entry.key)).size).toBe(shown.length);
  });

  it('shows nothing for a paid account on the home page with nothing going on', () => {
    expect(selectBanners(facts({ feed: EMPTY_FEED, announcements: { items: [], userStatuses: [] } }))).toEqual([]);
  });

  it('leaves out dismissed banners by their policy', () => {
    const input = facts({ path: '/db/adb', realm: { sharedRealmTesting: true } });
    const keys = selectBanners(input).map(entry => entry.key);
    expect(keys).toEqual(['shared-realm', 'page:autonomous-database:1']);
    const dismissals = { 'shared-realm': NOW - 2 * HOUR, 'page:autonomous-database:1': NOW - 300 * DAY };
    // The shared-realm dismissal is older than this sign-in: back. The page banner stays dismissed.
    expect(selectBanners({ ...input, dismissals }).map(entry => entry.key)).toEqual(['shared-realm']);
  });
});
