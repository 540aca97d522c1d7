import { describe, expect, it } from 'vitest';
import { marketplaceListingPath, marketplaceSearchAvailable } from './search.ts';
import {
  announcementKind,
  announcementPath,
  componentStatusOf,
  displayedSavings,
  formatMoney,
  formatRailDate,
  listingPagesServed,
  listingPath,
  RAIL_PANELS,
  railPanels,
  railPanelVisible,
  railPanelWidgetId,
  regionStatuses,
  statusTone,
  whatsNewItems,
  worstStatus,
  type RailFacts,
  type RailPanelId,
  type StatusComponentFacts,
} from './right-rail.ts';

type Account = RailFacts['account']['accountInfo'];

const PAID: Account = { freeTierOnly: false, promotionStatus: 'none' };
const TRIAL: Account = { freeTierOnly: false, promotionStatus: 'active' };
const GRACE: Account = { freeTierOnly: false, promotionStatus: 'grace_period' };
const UPGRADED: Account = { freeTierOnly: false, promotionStatus: 'active', promotionUpgraded: true };
const ALWAYS_FREE: Account = { freeTierOnly: true, promotionStatus: 'none' };
const EXPIRED: Account = { freeTierOnly: true, promotionStatus: 'expired' };

const NO_MFA_USER = { isMfaActivated: false, isIamUser: true, isBoatSignIn: false };

/** The demo tenancy's facts: paid, commercial realm, Marketplace pages served, a user without MFA. */
function facts(overrides: Partial<RailFacts> = {}): RailFacts {
  return {
    enabled: true,
    account: { accountInfo: PAID, isInternal: false },
    billing: { enabled: false, hasSummaries: false },
    user: NO_MFA_USER,
    governmentRealm: false,
    disconnectedRealm: false,
    marketplacePages: true,
    ...overrides,
  };
}

describe('railPanels', () => {
  it('keeps spec 2’s four in order, then spec 1’s others', () => {
    expect(RAIL_PANELS.slice(0, 4)).toEqual(['oci-status', 'billing', 'cost-management-savings', 'whats-new']);
  });

  it.each<[string, Partial<RailFacts>, RailPanelId[]]>([
    [
      'the demo tenancy (paid, no MFA)',
      {},
      [
        'oci-status',
        'cost-management-savings',
        'whats-new',
        'new-features',
        'marketplace',
        'mobile-app',
        'mfa-recommendation',
      ],
    ],
    ['the flag off: no rail', { enabled: false }, []],
    [
      'an Always Free account: no savings',
      { account: { accountInfo: ALWAYS_FREE, isInternal: false } },
      ['oci-status', 'whats-new', 'new-features', 'marketplace', 'mobile-app', 'mfa-recommendation'],
    ],
    [
      'a government realm: the blog, no mobile app',
      { governmentRealm: true, user: { ...NO_MFA_USER, isMfaActivated: true } },
      ['oci-status', 'cost-management-savings', 'whats-new', 'new-features', 'marketplace', 'government-blog'],
    ],
    [
      'a disconnected realm: no status page, Marketplace or mobile app',
      { disconnectedRealm: true, user: null },
      ['cost-management-savings', 'whats-new', 'new-features'],
    ],
    [
      'a paid account with billing summaries: the billing slot',
      { billing: { enabled: true, hasSummaries: true }, marketplacePages: false, user: null },
      ['oci-status', 'billing', 'cost-management-savings', 'whats-new', 'new-features', 'mobile-app'],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(railPanels(facts(overrides))).toEqual(expected);
  });
});

describe('railPanelVisible', () => {
  it.each<[string, Account, boolean, boolean, boolean, boolean]>([
    // account, internal, billing flag, summaries → billing shown
    ['paid with flag and summaries', PAID, false, true, true, true],
    ['paid without summaries', PAID, false, true, false, false],
    ['paid with the flag off', PAID, false, false, true, false],
    ['trial', TRIAL, false, true, true, false],
    ['trial in its grace period', GRACE, false, true, true, false],
    ['trial upgraded to paid', UPGRADED, false, true, true, true],
    ['Always Free', ALWAYS_FREE, false, true, true, false],
    ['expired trial (Always Free)', EXPIRED, false, true, true, false],
    ['internal', PAID, true, true, true, true],
    // Chosen: not before the account is known, so a trial account never shows it for a moment.
    ['unknown account', null, false, true, true, false],
  ])('billing: %s', (_name, accountInfo, isInternal, enabled, hasSummaries, shown) => {
    const rail = facts({ account: { accountInfo, isInternal }, billing: { enabled, hasSummaries } });
    expect(railPanelVisible('billing', rail)).toBe(shown);
  });

  it.each<[string, Account, boolean, boolean]>([
    ['paid', PAID, false, true],
    ['trial', TRIAL, false, true],
    ['grace period', GRACE, false, true],
    ['upgraded', UPGRADED, false, true],
    ['internal', ALWAYS_FREE, true, true],
    ['Always Free', ALWAYS_FREE, false, false],
    ['expired trial', EXPIRED, false, false],
    ['unknown account', null, false, false],
  ])('cost-management-savings: %s', (_name, accountInfo, isInternal, shown) => {
    expect(railPanelVisible('cost-management-savings', facts({ account: { accountInfo, isInternal } }))).toBe(shown);
  });

  it.each<[string, RailFacts['user'], boolean]>([
    ['an IAM user without MFA', NO_MFA_USER, true],
    ['an IAM user with MFA', { ...NO_MFA_USER, isMfaActivated: true }, false],
    ['MFA not known yet', { ...NO_MFA_USER, isMfaActivated: null }, false],
    ['a federated or legacy identity-service user', { ...NO_MFA_USER, isIamUser: false }, false],
    ['an operator under a tenancy override', { ...NO_MFA_USER, isBoatSignIn: true }, false],
    ['the user not loaded', null, false],
  ])('mfa-recommendation: %s', (_name, user, shown) => {
    expect(railPanelVisible('mfa-recommendation', facts({ user }))).toBe(shown);
  });

  it.each<[RailPanelId, boolean, boolean, boolean, boolean]>([
    // panel, government, disconnected, marketplace pages → shown
    ['oci-status', false, false, false, true],
    ['oci-status', true, false, false, true],
    ['oci-status', false, true, false, false],
    ['whats-new', true, true, false, true],
    ['new-features', true, true, false, true],
    ['marketplace', false, false, true, true],
    ['marketplace', false, false, false, false],
    ['marketplace', true, false, true, true],
    ['marketplace', false, true, true, false],
    ['mobile-app', false, false, false, true],
    ['mobile-app', true, false, false, false],
    ['mobile-app', false, true, false, false],
    ['government-blog', true, false, false, true],
    ['government-blog', false, false, true, false],
    ['government-blog', true, true, false, true],
  ])('%s in government %s, disconnected %s, Marketplace pages %s', (panel, gov, disconnected, pages, shown) => {
    const rail = facts({ governmentRealm: gov, disconnectedRealm: disconnected, marketplacePages: pages });
    expect(railPanelVisible(panel, rail)).toBe(shown);
  });

  it('keeps each panel’s state under its own widget id', () => {
    const ids = RAIL_PANELS.map(railPanelWidgetId);
    expect(new Set(ids).size).toBe(RAIL_PANELS.length);
    expect(railPanelWidgetId('oci-status')).toBe('home-rail.oci-status');
  });
});

describe('OCI status', () => {
  it.each([
    ['major_outage', 'major_outage', 'error'],
    ['partial_outage', 'partial_outage', 'error'],
    ['degraded_performance', 'degraded_performance', 'warning'],
    ['under_maintenance', 'under_maintenance', 'info'],
    ['operational', 'operational', 'success'],
    ['investigating', 'unknown', 'neutral'],
    ['', 'unknown', 'neutral'],
    ['constructor', 'unknown', 'neutral'],
  ] as const)('%s is %s, drawn %s', (raw, status, tone) => {
    expect(componentStatusOf(raw)).toBe(status);
    expect(statusTone(componentStatusOf(raw))).toBe(tone);
  });

  it.each([
    [[], 'operational'],
    [['operational', 'operational'], 'operational'],
    [['operational', 'under_maintenance'], 'under_maintenance'],
    [['under_maintenance', 'unknown'], 'under_maintenance'],
    [['unknown', 'operational'], 'unknown'],
    [['degraded_performance', 'partial_outage', 'operational'], 'partial_outage'],
    [['partial_outage', 'major_outage'], 'major_outage'],
  ] as const)('the worst of %j is %s', (statuses, worst) => {
    expect(worstStatus(statuses)).toBe(worst);
  });

  const group = (region: string, name: string, status = 'operational'): StatusComponentFacts => ({
    id: `g-${region}`,
    name,
    status,
    group: true,
    groupId: null,
    region,
  });
  const service = (region: string, name: string, status: string): StatusComponentFacts => ({
    id: `${region}/${name}`,
    name,
    status,
    group: false,
    groupId: `g-${region}`,
    region,
  });
  const DOCUMENT: StatusComponentFacts[] = [
    group('us-ashburn-1', 'US East (Ashburn)', 'under_maintenance'),
    service('us-ashburn-1', 'Compute', 'operational'),
    service('us-ashburn-1', 'Autonomous Database', 'under_maintenance'),
    group('us-phoenix-1', 'US West (Phoenix)', 'major_outage'),
    service('us-phoenix-1', 'Object Storage', 'degraded_performance'),
    service('us-phoenix-1', 'Compute', 'major_outage'),
    service('us-phoenix-1', 'DNS', 'operational'),
    group('uk-london-1', 'UK South (London)'),
    service('uk-london-1', 'Compute', 'operational'),
    // A group without services: its own status counts.
    group('eu-frankfurt-1', 'Germany Central (Frankfurt)', 'partial_outage'),
  ];

  const region = (name: string) => ({ name, friendlyName: `Friendly ${name}` });

  it('reports the tenancy’s regions, active first, worst services first, operational ones left out', () => {
    expect(
      regionStatuses(DOCUMENT, ['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1'].map(region), 'us-phoenix-1')
    ).toEqual([
      {
        region: 'us-phoenix-1',
        name: 'Friendly us-phoenix-1',
        status: 'major_outage',
        affected: [
          { name: 'Compute', status: 'major_outage' },
          { name: 'Object Storage', status: 'degraded_performance' },
        ],
        reported: true,
      },
      {
        region: 'us-ashburn-1',
        name: 'Friendly us-ashburn-1',
        status: 'under_maintenance',
        affected: [{ name: 'Autonomous Database', status: 'under_maintenance' }],
        reported: true,
      },
      {
        region: 'eu-frankfurt-1',
        name: 'Friendly eu-frankfurt-1',
        status: 'partial_outage',
        affected: [],
        reported: true,
      },
    ]);
  });

  it.each<[string, string[], string | null, [string, boolean][]]>([
    ['one operational region', ['uk-london-1'], 'uk-london-1', [['uk-london-1', true]]],
    [
      'an active region that is not the tenancy’s keeps the order',
      ['uk-london-1', 'us-ashburn-1'],
      'ap-tokyo-1',
      [
        ['uk-london-1', true],
        ['us-ashburn-1', true],
      ],
    ],
    [
      'no active region',
      ['us-phoenix-1', 'us-ashburn-1'],
      null,
      [
        ['us-phoenix-1', true],
        ['us-ashburn-1', true],
      ],
    ],
    [
      'a region the page does not list is there, not reported',
      ['ap-tokyo-1', 'uk-london-1'],
      'uk-london-1',
      [
        ['uk-london-1', true],
        ['ap-tokyo-1', false],
      ],
    ],
    ['none of the page', ['ap-tokyo-1'], 'ap-tokyo-1', [['ap-tokyo-1', false]]],
    ['no regions', [], null, []],
  ])('%s', (_name, regions, active, expected) => {
    expect(regionStatuses(DOCUMENT, regions.map(region), active).map(entry => [entry.region, entry.reported])).toEqual(
      expected
    );
  });

  it('reads an operational region as operational with nothing affected, an unlisted one as unknown', () => {
    expect(regionStatuses(DOCUMENT, [region('uk-london-1'), region('ap-tokyo-1')], null)).toEqual([
      { region: 'uk-london-1', name: 'Friendly uk-london-1', status: 'operational', affected: [], reported: true },
      { region: 'ap-tokyo-1', name: 'Friendly ap-tokyo-1', status: 'unknown', affected: [], reported: false },
    ]);
    expect(regionStatuses([], [region('uk-london-1')], null)[0]?.status).toBe('unknown');
  });
});

describe('cost management savings', () => {
  it.each<[string, number, string | undefined | null, { amount: number; currency: string } | null]>([
    ['positive with a currency', 226.8, 'USD', { amount: 226.8, currency: 'USD' }],
    ['a lower-case currency', 12, 'eur', { amount: 12, currency: 'EUR' }],
    ['zero', 0, 'USD', null],
    ['negative', -5, 'USD', null],
    ['not a number', Number.NaN, 'USD', null],
    ['infinite', Number.POSITIVE_INFINITY, 'USD', null],
    ['no currency', 100, undefined, null],
    ['a null currency', 100, null, null],
    ['an empty currency', 100, '', null],
    ['not a currency code', 100, 'dollars', null],
    ['a code of digits', 100, '840', null],
  ])('%s', (_name, savings, currency, expected) => {
    expect(displayedSavings(savings, currency)).toEqual(expected);
  });

  it.each([
    [1234.5, 'USD', 'en-US', '$1,234.50'],
    [1234.5, 'USD', 'de-DE', '1.234,50\u00a0$'],
    [1234.5, 'EUR', 'de-DE', '1.234,50\u00a0€'],
    [1234.5, 'EUR', 'en-GB', '€1,234.50'],
    [0.4, 'GBP', 'en-GB', '£0.40'],
    [1234.5, 'JPY', 'ja-JP', '￥1,235'],
    [1234.5, 'JPY', 'en-US', '¥1,235'],
  ])('%d %s in %s is %s', (amount, currency, locale, text) => {
    expect(formatMoney(amount, currency, locale)).toBe(text);
  });
});

describe('formatRailDate', () => {
  it.each([
    ['2025-03-04', 'en-US', 'Mar 4, 2025'],
    ['2025-03-04', 'de-DE', '04.03.2025'],
    ['2025-03-04', 'en-GB', '4 Mar 2025'],
    ['2025-12-31', 'en-US', 'Dec 31, 2025'],
    ['not a date', 'en-US', 'not a date'],
    ['', 'en-US', ''],
  ])('%s in %s is %s', (value, locale, text) => {
    expect(formatRailDate(value, locale, 'Pacific/Kiritimati')).toBe(text);
  });

  it('shows a time as its day in the user’s time zone', () => {
    const time = '2025-03-04T20:00:00Z';
    expect(formatRailDate(time, 'en-US', 'UTC')).toBe('Mar 4, 2025');
    expect(formatRailDate(time, 'en-US', 'Asia/Tokyo')).toBe('Mar 5, 2025');
    expect(formatRailDate(time, 'en-US', 'Not/A_Zone')).toBe('Mar 4, 2025');
  });
});

describe('what’s new', () => {
  it.each([
    ['ACTION_REQUIRED', 'action'],
    ['ACTION_RECOMMENDED', 'action'],
    ['EMERGENCY_MAINTENANCE', 'emergency'],
    ['EMERGENCY_CHANGE', 'emergency'],
    ['EMERGENCY_MAINTENANCE_RESCHEDULED', 'emergency'],
    ['SCHEDULED_MAINTENANCE', 'maintenance'],
    ['PLANNED_CHANGE', 'change'],
    ['PLANNED_CHANGE_EXTENDED', 'change'],
    ['INFORMATION', 'information'],
    ['PRODUCTION_EVENT_NOTIFICATION', 'information'],
    ['SOMETHING_NEW', 'information'],
  ] as const)('%s is of kind %s', (type, kind) => {
    expect(announcementKind(type)).toBe(kind);
  });

  const item = (id: string, announcementType = 'INFORMATION') => ({
    id,
    summary: `Summary ${id}`,
    announcementType,
    timeCreated: `2025-01-0${id}T00:00:00Z`,
  });

  it('lists the first three with their kind, time and read state', () => {
    const items = whatsNewItems({
      items: [item('1', 'ACTION_REQUIRED'), item('2'), item('3', 'PLANNED_CHANGE'), item('4')],
      userStatuses: [
        { userStatusAnnouncementId: '1', timeAcknowledged: null },
        { userStatusAnnouncementId: '2', timeAcknowledged: '2025-01-03T00:00:00Z' },
        { userStatusAnnouncementId: '3' },
        { userStatusAnnouncementId: '4', timeAcknowledged: '2025-01-05T00:00:00Z' },
      ],
    });
    expect(items).toEqual([
      { id: '1', summary: 'Summary 1', kind: 'action', time: '2025-01-01T00:00:00Z', unread: true },
      { id: '2', summary: 'Summary 2', kind: 'information', time: '2025-01-02T00:00:00Z', unread: false },
      { id: '3', summary: 'Summary 3', kind: 'change', time: '2025-01-03T00:00:00Z', unread: true },
    ]);
  });

  it.each<[string, { userStatusAnnouncementId: string; timeAcknowledged: string | null }[], boolean[]]>([
    ['every status acknowledged', [ack('1'), ack('2')], [false, false]],
    ['a status count that does not match: all unread', [ack('1')], [true, true]],
    ['no statuses at all: all unread', [], [true, true]],
    ['a status of another announcement', [ack('1'), ack('9')], [false, true]],
  ])('%s', (_name, userStatuses, unread) => {
    expect(whatsNewItems({ items: [item('1'), item('2')], userStatuses }).map(entry => entry.unread)).toEqual(unread);
  });

  it.each([
    [0, 0],
    [-1, 0],
    [2, 2],
    [10, 4],
  ])('a limit of %d lists %d', (limit, count) => {
    const page = { items: ['1', '2', '3', '4'].map(id => item(id)), userStatuses: [] };
    expect(whatsNewItems(page, limit)).toHaveLength(count);
  });

  it('reads a missing time as null', () => {
    const [entry] = whatsNewItems({
      items: [{ id: 'a', summary: 's', announcementType: 'INFORMATION' }],
      userStatuses: [],
    });
    expect(entry?.time).toBeNull();
  });

  it('links an announcement to its page, its id escaped', () => {
    expect(announcementPath('ocid1.announcement.oc1..abc')).toBe('/announcements/ocid1.announcement.oc1..abc');
    expect(announcementPath('a/b?c')).toBe('/announcements/a%2Fb%3Fc');
  });
});

function ack(id: string) {
  return { userStatusAnnouncementId: id, timeAcknowledged: '2025-01-01T00:00:00Z' };
}

describe('the Marketplace’s listing pages', () => {
  it.each([
    [['/marketplace'], true],
    [['/marketplace/listing'], true],
    [['/marketplace/listing/'], true],
    [['/marketplace/listings'], false],
    [['/market'], false],
    [['/'], false],
    [[], false],
    [['/compute', '/marketplace'], true],
  ])('with plugin prefixes %j are served: %s, as the search flyout says', (prefixes, served) => {
    expect(listingPagesServed(prefixes)).toBe(served);
    expect(marketplaceSearchAvailable(prefixes)).toBe(served);
  });

  it.each(['ocid1.listing.oc1..abc', 'a/b?c', 'Ünïcode listing'])('open %s where the search flyout opens it', id => {
    expect(listingPath(id)).toBe(marketplaceListingPath(id));
  });
});
