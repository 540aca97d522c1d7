// Banner selection and dismissal (spec 1 §2 Banners, §3, §4, §5, §9; spec 2 §4–§9 account states). Pure: every
// function takes the facts it needs (path, time, account, user, session, dismissals, health, feed) and answers the
// banners to show, ordered, as message ids with parameters or as service text the chrome sanitises before rendering.

/** How a banner looks and how urgent it is. */
export type BannerSeverity = 'critical' | 'error' | 'warning' | 'info' | 'success';

/** What a banner is about; also its place in the order (BANNER_KIND_ORDER). */
export type BannerKind =
  | 'classification'
  | 'health'
  | 'account'
  | 'provisioning'
  | 'theme-preview'
  | 'shared-realm'
  | 'announcement'
  | 'free-tier-upgrade'
  | 'page'
  | 'generic'
  | 'idle-compute'
  | 'survey';

/**
 * Order of the banners. Not shown: chosen. Critical first (the realm's classification marking, a service outage in the
 * active region, the account's state), then what the user started (a theme preview), then notices of the realm and the
 * tenancy, then what belongs to the page, then the realm's feed.
 */
export const BANNER_KIND_ORDER: readonly BannerKind[] = [
  'classification',
  'health',
  'account',
  'provisioning',
  'theme-preview',
  'shared-realm',
  'announcement',
  'free-tier-upgrade',
  'page',
  'generic',
  'idle-compute',
  'survey',
];

/**
 * How a dismissal lasts (spec 1 §4: "Some banners reappear after a new sign-in …; others stay dismissed until their
 * key changes"):
 * - `none`: the banner cannot be dismissed;
 * - `sign-in`: dismissed until the next sign-in (the stored time is older than the sign-in time);
 * - `key`: dismissed until the banner's key changes (a new announcement id, a new day for service health).
 */
export type DismissalPolicy = 'none' | 'sign-in' | 'key';

/** A value interpolated into a banner message: text, a number, a list (joined in the locale) or another message. */
export type BannerParam = string | number | readonly string[] | { readonly message: string };

/** Text of a banner: a catalog message with parameters, or text a service wrote (never markup until sanitised). */
export type BannerText =
  | { readonly message: string; readonly params?: Readonly<Record<string, BannerParam>> }
  | { readonly serviceText: string; readonly markdown: boolean };

/** A link at the end of a banner. */
export interface BannerLink {
  /** A console path (`/…`) or an http(s) URL. */
  readonly href: string;
  readonly text: BannerText;
  /** Opens in a new tab (with rel noopener). */
  readonly newTab: boolean;
}

/** What a banner's action button does; the banners store runs it (spec 1 §3: an action needs a link or a handler). */
export type BannerActionId = 'end-theme-preview';

/** One banner to show. */
export interface Banner {
  /** Unique among the banners shown; dismissals are stored under it. */
  readonly key: string;
  readonly kind: BannerKind;
  readonly severity: BannerSeverity;
  readonly dismissal: DismissalPolicy;
  /** Whether a close button shows (`dismissal !== 'none'`). */
  readonly dismissible: boolean;
  readonly title?: BannerText;
  readonly body: BannerText;
  readonly link?: BannerLink;
  readonly action?: { readonly id: BannerActionId; readonly label: BannerText };
}

// ---------------------------------------------------------------------------------------------------------------
// Facts

/** The account facts the banners read (spec 2 §3 Account info); absent fields count as unknown. */
export interface BannerAccountFacts {
  limitsProvisioned?: boolean | null;
  suspended?: boolean | null;
  freeTierEnabled?: boolean | null;
  freeTierOnly?: boolean | null;
  promotionStatus?: string | null;
  accountStatus?: string | null;
  intentToPay?: boolean | null;
  promotionUpgraded?: boolean | null;
  /** 0 none, 1 baselined (spec 2 §3). */
  accountFlags?: number | null;
}

/** The user facts the banners read. */
export interface BannerUserFacts {
  /** An identity-cloud-service user: sees the account-provisioning banner (spec 1 §6). */
  isIdcsUser: boolean;
  /** A company e-mail (an employee): the promotion banner becomes the security-requirements one (spec 1 §2). */
  hasOracleEmail: boolean;
}

/** One banner announcement (spec 1 §3 Announcement). */
export interface BannerAnnouncement {
  id: string;
  summary: string;
  announcementType: string;
  lifecycleState?: string | null;
  isBanner?: boolean | null;
  timeCreated?: string | null;
}

/** The caller's status of one announcement (spec 2 §3 userStatuses). */
export interface BannerAnnouncementStatus {
  userStatusAnnouncementId: string;
  timeAcknowledged?: string | null;
}

/** The banner announcements collected for the tenancy. */
export interface BannerAnnouncementFacts {
  items: readonly BannerAnnouncement[];
  userStatuses: readonly BannerAnnouncementStatus[];
}

/** The service status values of a health report (spec 1 §3). */
export type ServiceStatus = 'NormalPerformance' | 'ServiceDown' | 'ServiceDisruption' | 'Informational';

/** One service's health in a region (spec 1 §3 Service health report). */
export interface ServiceHealthEntry {
  serviceStatus: string;
  serviceName: string;
  serviceCanonicalName: string;
}

/** The active region's health report. */
export interface RegionHealthFacts {
  regionCanonicalName: string;
  serviceHealthReports: readonly ServiceHealthEntry[];
  /** The status page to link to, when the document names one. */
  statusPageUrl?: string | null;
}

/** A generic banner of the realm feed (spec 1 §3 Generic banner). */
export interface GenericBannerEntry {
  id: string;
  title: string;
  hyperlink?: string | null;
  linkText?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  openInNewTab?: boolean | null;
  severity?: 'info' | 'warning' | 'error' | 'success' | null;
}

/** A survey of the realm feed. */
export interface SurveyBannerEntry {
  id: string;
  hyperlink: string;
  startTime?: string | null;
  endTime?: string | null;
}

/** An idle-compute notice of the realm feed: the regions it applies to and its window (spec 1 §9). */
export interface IdleComputeBannerEntry {
  id: string;
  regions: readonly string[];
  startTime?: string | null;
  endTime?: string | null;
  hyperlink?: string | null;
}

/** The realm's banner feed after validation (src/services/banner-feed.ts). */
export interface BannerFeed {
  generic: readonly GenericBannerEntry[];
  surveys: readonly SurveyBannerEntry[];
  idleCompute: readonly IdleComputeBannerEntry[];
}

/** The realm's classification marking (src/config.ts RealmClassification). */
export type BannerClassification = 'secret' | 'top-secret';

/** Everything banner selection looks at. Unknown facts are null: their banners do not show. */
export interface BannerFacts {
  /** The console path, without query. */
  path: string;
  /** Now, in milliseconds. */
  now: number;
  /** Minutes to add to UTC for the user's local date (`-new Date().getTimezoneOffset()`); 0 means UTC. */
  utcOffsetMinutes?: number;
  /**
   * When this sign-in started, in milliseconds: a dismissal older than it no longer counts for `sign-in` banners.
   * Null while unknown (a dismissal then counts).
   */
  signedInAt: number | null;
  user: BannerUserFacts | null;
  account: BannerAccountFacts | null;
  /** When the tenancy (the account) was created, in milliseconds. */
  accountCreatedAt: number | null;
  /** How long after creation the provisioned account's banner shows (spec 1 §9: default 15 minutes). */
  provisioningWindowMs?: number;
  /** The active region and its display name. */
  region: string;
  regionName: string;
  realm: { classification?: BannerClassification | null; sharedRealmTesting?: boolean | null };
  /** The theme being previewed, by id, or null. */
  themePreview: string | null;
  announcements: BannerAnnouncementFacts | null;
  /** The active region's health report, or null while unknown. */
  health: RegionHealthFacts | null;
  feed: BannerFeed | null;
  /** Dismissal time per banner key, in milliseconds. */
  dismissals: Readonly<Record<string, number>>;
}

// ---------------------------------------------------------------------------------------------------------------
// Constants

/** At most this many announcement banners (spec 1 §2, §5, §9). */
export const MAX_ANNOUNCEMENT_BANNERS = 3;

/** The account-provisioning banner shows this long after creation unless configured otherwise (spec 1 §9). */
export const DEFAULT_PROVISIONING_WINDOW_MS = 15 * 60 * 1000;

/** Free-trial idle compute is reclaimed after this many idle days (spec 2 §9). */
export const IDLE_COMPUTE_RECLAIM_DAYS = 7;

/** The announcement types that may show as banners (spec 1 §3). */
export const BANNER_ANNOUNCEMENT_TYPES: readonly string[] = [
  'ACTION_RECOMMENDED',
  'ACTION_REQUIRED',
  'EMERGENCY_CHANGE',
  'EMERGENCY_MAINTENANCE',
  'EMERGENCY_MAINTENANCE_COMPLETE',
  'EMERGENCY_MAINTENANCE_EXTENDED',
  'EMERGENCY_MAINTENANCE_RESCHEDULED',
  'INFORMATION',
  'PLANNED_CHANGE',
  'PLANNED_CHANGE_COMPLETE',
  'PLANNED_CHANGE_EXTENDED',
  'PLANNED_CHANGE_RESCHEDULED',
  'PRODUCTION_EVENT_NOTIFICATION',
  'SCHEDULED_MAINTENANCE',
];

// Types that ask something of the user or report an incident: shown as warnings and first. Not shown: chosen.
const URGENT_ANNOUNCEMENT_TYPES: ReadonlySet<string> = new Set([
  'ACTION_REQUIRED',
  'EMERGENCY_CHANGE',
  'EMERGENCY_MAINTENANCE',
  'EMERGENCY_MAINTENANCE_EXTENDED',
  'EMERGENCY_MAINTENANCE_RESCHEDULED',
  'PRODUCTION_EVENT_NOTIFICATION',
]);

/** The paths of the free-tier upgrade banner (spec 1 §2), with the wording each gets. */
export const FREE_TIER_UPGRADE_PATHS: readonly string[] = [
  '/support/service-request',
  '/regions',
  '/dbaas/backups',
  '/exacc/infrastructures',
  '/exacc/backupDestinations',
  '/dns/zones',
  '/dns/steering-policies',
  '/dns/tsig-keys',
  '/networking/ip-management/byoip-ranges',
  '/networking/ip-management/ip-pools',
];

/** The three wordings of the free-tier upgrade banner (spec 1 §2). */
export type FreeTierUpgradeWording = 'service-limit' | 'region-subscription' | 'plugin-upgrade';

/** Where the upgrade links go: the payment method page (spec 1 §2 routes). */
export const UPGRADE_PATH = '/account-management/payment-method';

/** The page families with a page banner (spec 1 §2). */
export type PageBannerFamily = 'autonomous-database' | 'apex' | 'exacc' | 'dbaas' | 'dbtools' | 'database';

/**
 * The page banners' path patterns, most specific first; the first match wins. Not shown: chosen from the console's
 * paths (/db/adb, /dbaas, spec 1 §2 legacy map) and the product names.
 */
export const PAGE_BANNER_PATTERNS: readonly { family: PageBannerFamily; pattern: RegExp }[] = [
  { family: 'autonomous-database', pattern: /^\/db\/adb(?:\/|$)/ },
  { family: 'apex', pattern: /^\/(?:db\/)?apex(?:\/|$)/ },
  { family: 'exacc', pattern: /^\/exacc(?:\/|$)/ },
  { family: 'dbaas', pattern: /^\/dbaas(?:\/|$)/ },
  { family: 'dbtools', pattern: /^\/dbtools(?:\/|$)/ },
  { family: 'database', pattern: /^\/db(?:\/|$)/ },
];

// Catalog ids of the page families' texts.
const PAGE_BANNER_MESSAGES: Readonly<Record<PageBannerFamily, string>> = {
  'autonomous-database': 'banners.page.autonomousDatabase',
  apex: 'banners.page.apex',
  exacc: 'banners.page.exacc',
  dbaas: 'banners.page.dbaas',
  dbtools: 'banners.page.dbtools',
  database: 'banners.page.database',
};

// Bumped when a page banner's text changes, so a dismissed old text does not hide the new one.
const PAGE_BANNER_VERSION = 1;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function banner(fields: Omit<Banner, 'dismissible'>): Banner {
  return { ...fields, dismissible: fields.dismissal !== 'none' };
}

function message(id: string, params?: Record<string, BannerParam>): BannerText {
  return params ? { message: id, params } : { message: id };
}

/** Milliseconds of an ISO time, or null for an absent or unreadable one. */
export function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * Whether `now` is inside a window: from its start (inclusive) to its end (exclusive); an absent bound is open. An
 * unreadable bound closes the window: a feed entry with a broken date never shows rather than showing forever.
 */
export function isInWindow(now: number, startTime?: string | null, endTime?: string | null): boolean {
  const start = timeOf(startTime);
  const end = timeOf(endTime);
  if ((startTime && start === null) || (endTime && end === null)) return false;
  return (start === null || now >= start) && (end === null || now < end);
}

/** The user's local date of a time as YYYY-MM-DD. */
export function localDateKey(now: number, utcOffsetMinutes = 0): string {
  return new Date(now + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Whether a path is one of the paths or below one. */
function isAtOrBelow(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** A promotion status in one spelling: lower-case without separators (spec 2 §3 lists two readings). */
function promotionStatusOf(account: BannerAccountFacts): string {
  return (account.promotionStatus ?? 'none').toLowerCase().replace(/[\s_-]/g, '');
}

/** Whether the account is on a free trial or Always Free only (the audience of the idle-compute notices). */
export function isFreeTrialOrFreeTier(account: BannerAccountFacts | null): boolean {
  if (!account) return false;
  if (account.freeTierOnly === true) return true;
  const status = promotionStatusOf(account);
  return (status === 'active' || status === 'graceperiod') && account.promotionUpgraded !== true;
}

/** Whether a feed link may be followed: a console path or an http(s) URL. */
export function isSafeBannerHref(href: string): boolean {
  // `/\host` is `//host` to a browser: another site, not a console path (found by fuzzing, issue 20).
  if (/^\/(?![/\\])/.test(href)) return true;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Dismissal

/** Whether a banner's stored dismissal still holds (spec 1 §4). */
export function isDismissed(
  candidate: Pick<Banner, 'key' | 'dismissal'>,
  dismissals: Readonly<Record<string, number>>,
  signedInAt: number | null
): boolean {
  if (candidate.dismissal === 'none') return false;
  const at = dismissals[candidate.key];
  if (at === undefined) return false;
  if (candidate.dismissal === 'key') return true;
  // Dismissed before this sign-in began: it shows again.
  return signedInAt === null || at >= signedInAt;
}

// ---------------------------------------------------------------------------------------------------------------
// The rules, one per kind

/** The non-dismissible classification marking (spec 1 §2; the footer grows by 24 px while it shows, §9). */
export function classificationBanner(classification: BannerClassification | null | undefined): Banner | null {
  if (classification !== 'secret' && classification !== 'top-secret') return null;
  return banner({
    key: `classification:${classification}`,
    kind: 'classification',
    severity: 'critical',
    dismissal: 'none',
    body: message(classification === 'secret' ? 'banners.classification.secret' : 'banners.classification.topSecret'),
  });
}

/**
 * The service health banners of the active region (spec 1 §2, §4): only ServiceDown and ServiceDisruption produce one,
 * one banner per status naming its services. The key holds status, services and the local date, so a dismissal resets
 * daily and whenever another service is affected.
 */
export function healthBanners(
  health: RegionHealthFacts | null,
  context: { region: string; regionName: string; now: number; utcOffsetMinutes?: number }
): Banner[] {
  if (!health || health.regionCanonicalName !== context.region) return [];
  const date = localDateKey(context.now, context.utcOffsetMinutes);
  const statuses: readonly { status: ServiceStatus; severity: BannerSeverity; id: string }[] = [
    { status: 'ServiceDown', severity: 'error', id: 'banners.health.down' },
    { status: 'ServiceDisruption', severity: 'warning', id: 'banners.health.disruption' },
  ];
  const link =
    health.statusPageUrl && isSafeBannerHref(health.statusPageUrl)
      ? { href: health.statusPageUrl, text: message('banners.health.link'), newTab: true }
      : undefined;
  return statuses.flatMap(({ status, severity, id }) => {
    const affected = health.serviceHealthReports.filter(entry => entry.serviceStatus === status);
    if (affected.length === 0) return [];
    const services = [...new Set(affected.map(entry => entry.serviceName))].sort((a, b) => a.localeCompare(b));
    const canonical = [...new Set(affected.map(entry => entry.serviceCanonicalName))].sort().join(',');
    return [
      banner({
        key: `health:${status}:${canonical}:${date}`,
        kind: 'health',
        severity,
        dismissal: 'key',
        body: message(id, { region: context.regionName, services }),
        ...(link ? { link } : {}),
      }),
    ];
  });
}

/** The states an account banner can be in (spec 2 §4, §9), and the employees' variant. */
export type AccountBannerState =
  | 'terminated'
  | 'suspended'
  | 'security-requirements'
  | 'trial-active'
  | 'grace-period'
  | 'expired'
  | 'upgraded'
  | 'non-baselined';

/**
 * The account banner's state (spec 2 §4 "Account banner states"): a terminated account overrides everything with a
 * critical notice (spec 1 §4), then suspension; the promotion's states (active trial, grace period, expired,
 * upgraded) come next, and for employees the trial states become the security-requirements banner (spec 1 §2); an
 * account not yet baselined (accountFlags 0) says so last. Null when nothing is to be said.
 */
export function accountBannerState(
  account: BannerAccountFacts | null,
  user: BannerUserFacts | null
): AccountBannerState | null {
  if (!account) return null;
  if ((account.accountStatus ?? '').toLowerCase() === 'terminated') return 'terminated';
  if (account.suspended === true) return 'suspended';
  const status = promotionStatusOf(account);
  let state: AccountBannerState | null = null;
  if (status === 'convertedtopaid' || (account.promotionUpgraded === true && status !== 'none' && status !== 'paid')) {
    state = 'upgraded';
  } else if (status === 'active') {
    state = account.intentToPay === true ? 'upgraded' : 'trial-active';
  } else if (status === 'graceperiod') {
    state = 'grace-period';
  } else if (status === 'expired') {
    state = 'expired';
  }
  if (user?.hasOracleEmail && (state === 'trial-active' || state === 'grace-period' || state === 'expired')) {
    return 'security-requirements';
  }
  if (state) return state;
  return account.accountFlags === 0 ? 'non-baselined' : null;
}

// Severity, dismissal and texts of each account state. Not shown: chosen.
const ACCOUNT_BANNERS: Readonly<
  Record<
    AccountBannerState,
    { severity: BannerSeverity; dismissal: DismissalPolicy; id: string; link?: { href: string; id: string } }
  >
> = {
  terminated: { severity: 'critical', dismissal: 'none', id: 'banners.account.terminated' },
  suspended: {
    severity: 'error',
    dismissal: 'none',
    id: 'banners.account.suspended',
    link: { href: '/support/home', id: 'banners.account.contactSupport' },
  },
  'security-requirements': { severity: 'info', dismissal: 'sign-in', id: 'banners.account.securityRequirements' },
  'trial-active': {
    severity: 'info',
    dismissal: 'sign-in',
    id: 'banners.account.trialActive',
    link: { href: UPGRADE_PATH, id: 'banners.account.upgrade' },
  },
  'grace-period': {
    severity: 'warning',
    dismissal: 'sign-in',
    id: 'banners.account.gracePeriod',
    link: { href: UPGRADE_PATH, id: 'banners.account.upgrade' },
  },
  expired: {
    severity: 'warning',
    dismissal: 'sign-in',
    id: 'banners.account.expired',
    link: { href: UPGRADE_PATH, id: 'banners.account.upgrade' },
  },
  upgraded: { severity: 'success', dismissal: 'key', id: 'banners.account.upgraded' },
  'non-baselined': { severity: 'info', dismissal: 'sign-in', id: 'banners.account.nonBaselined' },
};

/** The account (promotion) banner (spec 1 §2 promotion banner, spec 2 §4 account banner states). */
export function accountBanner(account: BannerAccountFacts | null, user: BannerUserFacts | null): Banner | null {
  const state = accountBannerState(account, user);
  if (!state) return null;
  const spec = ACCOUNT_BANNERS[state];
  return banner({
    key: `account:${state}`,
    kind: 'account',
    severity: spec.severity,
    dismissal: spec.dismissal,
    body: message(spec.id),
    ...(spec.link ? { link: { href: spec.link.href, text: message(spec.link.id), newTab: false } } : {}),
  });
}

/**
 * The account-provisioning banner of an identity-service user (spec 1 §4, §6): while limitsProvisioned is explicitly
 * false it says the account is being set up; once provisioned it says the account is ready until the display window
 * after creation ends (the store's timer hides it then).
 */
export function provisioningBanner(facts: {
  user: BannerUserFacts | null;
  account: BannerAccountFacts | null;
  accountCreatedAt: number | null;
  now: number;
  provisioningWindowMs?: number;
}): Banner | null {
  if (!facts.user?.isIdcsUser || !facts.account) return null;
  if (facts.account.limitsProvisioned === false) {
    return banner({
      key: 'provisioning:pending',
      kind: 'provisioning',
      severity: 'info',
      dismissal: 'sign-in',
      body: message('banners.provisioning.pending'),
    });
  }
  if (facts.account.limitsProvisioned !== true || facts.accountCreatedAt === null) return null;
  const end = facts.accountCreatedAt + (facts.provisioningWindowMs ?? DEFAULT_PROVISIONING_WINDOW_MS);
  if (facts.now < facts.accountCreatedAt || facts.now >= end) return null;
  return banner({
    key: `provisioning:ready:${facts.accountCreatedAt}`,
    kind: 'provisioning',
    severity: 'success',
    dismissal: 'key',
    body: message('banners.provisioning.ready'),
  });
}

/** The live-preview theme banner with its End preview action (spec 1 §2); theme names are `themes.name.<id>`. */
export function themePreviewBanner(themeId: string | null): Banner | null {
  if (!themeId) return null;
  return banner({
    key: `theme-preview:${themeId}`,
    kind: 'theme-preview',
    severity: 'info',
    dismissal: 'none',
    body: message('banners.themePreview.message', { theme: { message: `themes.name.${themeId}` } }),
    action: { id: 'end-theme-preview', label: message('banners.themePreview.end') },
  });
}

/** The shared-realm testing banner (spec 1 §2), from the realm's features. */
export function sharedRealmBanner(sharedRealmTesting: boolean | null | undefined): Banner | null {
  if (sharedRealmTesting !== true) return null;
  return banner({
    key: 'shared-realm',
    kind: 'shared-realm',
    severity: 'warning',
    dismissal: 'sign-in',
    body: message('banners.sharedRealm.message'),
  });
}

/** Catalog id of an announcement type's label, e.g. ACTION_REQUIRED → banners.announcement.type.actionRequired. */
export function announcementTypeMessage(type: string): string {
  const camel = type.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  return `banners.announcement.type.${camel}`;
}

/**
 * The announcement banners (spec 1 §2, §5): banner announcements of a known type that are active, not acknowledged
 * by the user and not dismissed; the urgent types first, then the newest; at most three. Dismissing one lets the
 * next take its place. The summary is the service's text, shown as text.
 */
export function announcementBanners(
  announcements: BannerAnnouncementFacts | null,
  dismissals: Readonly<Record<string, number>>,
  signedInAt: number | null
): Banner[] {
  if (!announcements) return [];
  const acknowledged = new Set(
    announcements.userStatuses.filter(status => status.timeAcknowledged).map(status => status.userStatusAnnouncementId)
  );
  const seen = new Set<string>();
  const candidates = announcements.items.filter(item => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return (
      item.isBanner !== false &&
      (item.lifecycleState ?? 'ACTIVE') === 'ACTIVE' &&
      BANNER_ANNOUNCEMENT_TYPES.includes(item.announcementType) &&
      !acknowledged.has(item.id)
    );
  });
  const rank = (item: BannerAnnouncement) => (URGENT_ANNOUNCEMENT_TYPES.has(item.announcementType) ? 0 : 1);
  const created = (item: BannerAnnouncement) => timeOf(item.timeCreated) ?? 0;
  candidates.sort((a, b) => rank(a) - rank(b) || created(b) - created(a));
  return candidates
    .map(item =>
      banner({
        key: `announcement:${item.id}`,
        kind: 'announcement',
        severity: URGENT_ANNOUNCEMENT_TYPES.has(item.announcementType) ? 'warning' : 'info',
        dismissal: 'sign-in',
        title: message(announcementTypeMessage(item.announcementType)),
        body: { serviceText: item.summary, markdown: false },
        link: {
          // Not shown: the announcements plugin's path; chosen under its registry prefix.
          // A lone surrogate in a service's id would make encodeURIComponent throw and take every banner with it
          // (found by fuzzing, issue 20): it becomes U+FFFD, as a browser's own URL encoding does.
          href: `/announcements/${encodeURIComponent(item.id.replace(/\p{Cs}/gu, '\uFFFD'))}`,
          text: message('banners.announcement.details'),
          newTab: false,
        },
      })
    )
    .filter(candidate => !isDismissed(candidate, dismissals, signedInAt))
    .slice(0, MAX_ANNOUNCEMENT_BANNERS);
}

/** The free-tier upgrade wording of a path, or null off the listed paths (spec 1 §2). Sub-paths count. */
export function freeTierUpgradeWording(path: string): FreeTierUpgradeWording | null {
  const base = FREE_TIER_UPGRADE_PATHS.find(candidate => isAtOrBelow(path, candidate));
  if (!base) return null;
  if (base === '/support/service-request') return 'service-limit';
  if (base === '/regions') return 'region-subscription';
  return 'plugin-upgrade';
}

const FREE_TIER_MESSAGES: Readonly<Record<FreeTierUpgradeWording, string>> = {
  'service-limit': 'banners.freeTier.serviceLimit',
  'region-subscription': 'banners.freeTier.regionSubscription',
  'plugin-upgrade': 'banners.freeTier.pluginUpgrade',
};

/**
 * The free-tier upgrade banner (spec 1 §2, §6: free-tier accounts are blocked from some services, limit increases and
 * more regions until they upgrade), on the listed paths and their sub-paths, for Always Free-only accounts.
 */
export function freeTierUpgradeBanner(path: string, account: BannerAccountFacts | null): Banner | null {
  if (account?.freeTierOnly !== true) return null;
  const wording = freeTierUpgradeWording(path);
  if (!wording) return null;
  return banner({
    key: `free-tier-upgrade:${wording}`,
    kind: 'free-tier-upgrade',
    severity: 'info',
    dismissal: 'sign-in',
    body: message(FREE_TIER_MESSAGES[wording]),
    link: { href: UPGRADE_PATH, text: message('banners.freeTier.upgrade'), newTab: false },
  });
}

/** The page family of a path, or null (spec 1 §2 page banners). */
export function pageBannerFamily(path: string): PageBannerFamily | null {
  return PAGE_BANNER_PATTERNS.find(entry => entry.pattern.test(path))?.family ?? null;
}

/** The page banner of a database, autonomous database, APEX, Exadata Cloud@Customer, DBaaS or DB tools page. */
export function pageBanner(path: string): Banner | null {
  const family = pageBannerFamily(path);
  if (!family) return null;
  return banner({
    key: `page:${family}:${PAGE_BANNER_VERSION}`,
    kind: 'page',
    severity: 'info',
    dismissal: 'key',
    body: message(PAGE_BANNER_MESSAGES[family]),
  });
}

/**
 * The realm feed's generic banners inside their window (spec 1 §3): the title is the service's markdown; a link
 * needs a hyperlink (an action must have a link or a handler; the feed has no handlers).
 */
export function genericBanners(feed: BannerFeed | null, now: number): Banner[] {
  if (!feed) return [];
  return feed.generic
    .filter(entry => isInWindow(now, entry.startTime, entry.endTime))
    .map(entry => {
      const href = entry.hyperlink && isSafeBannerHref(entry.hyperlink) ? entry.hyperlink : null;
      return banner({
        key: `generic:${entry.id}`,
        kind: 'generic',
        severity: entry.severity ?? 'info',
        dismissal: 'key',
        body: { serviceText: entry.title, markdown: true },
        ...(href
          ? {
              link: {
                href,
                text: entry.linkText
                  ? { serviceText: entry.linkText, markdown: false }
                  : message('banners.generic.learnMore'),
                newTab: entry.openInNewTab === true,
              },
            }
          : {}),
      });
    });
}

/** The realm feed's idle-compute notices for the active region, for free-trial and Always Free accounts. */
export function idleComputeBanners(
  feed: BannerFeed | null,
  context: { region: string; regionName: string; now: number; account: BannerAccountFacts | null }
): Banner[] {
  if (!feed || !isFreeTrialOrFreeTier(context.account)) return [];
  return feed.idleCompute
    .filter(entry => entry.regions.includes(context.region) && isInWindow(context.now, entry.startTime, entry.endTime))
    .map(entry =>
      banner({
        key: `idle-compute:${entry.id}:${context.region}`,
        kind: 'idle-compute',
        severity: 'warning',
        dismissal: 'key',
        body: message('banners.idleCompute.message', { region: context.regionName, days: IDLE_COMPUTE_RECLAIM_DAYS }),
        ...(entry.hyperlink && isSafeBannerHref(entry.hyperlink)
          ? { link: { href: entry.hyperlink, text: message('banners.idleCompute.link'), newTab: true } }
          : {}),
      })
    );
}

/** The realm feed's surveys inside their window. */
export function surveyBanners(feed: BannerFeed | null, now: number): Banner[] {
  if (!feed) return [];
  return feed.surveys
    .filter(entry => isSafeBannerHref(entry.hyperlink) && isInWindow(now, entry.startTime, entry.endTime))
    .map(entry =>
      banner({
        key: `survey:${entry.id}`,
        kind: 'survey',
        severity: 'info',
        dismissal: 'key',
        body: message('banners.survey.message'),
        link: { href: entry.hyperlink, text: message('banners.survey.link'), newTab: true },
      })
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Selection

/** The banners to show, ordered (BANNER_KIND_ORDER), dismissed ones left out. */
export function selectBanners(facts: BannerFacts): Banner[] {
  const { now, path, account, user, feed } = facts;
  const candidates = [
    classificationBanner(facts.realm.classification),
    ...healthBanners(facts.health, facts),
    accountBanner(account, user),
    provisioningBanner(facts),
    themePreviewBanner(facts.themePreview),
    sharedRealmBanner(facts.realm.sharedRealmTesting),
    ...announcementBanners(facts.announcements, facts.dismissals, facts.signedInAt),
    freeTierUpgradeBanner(path, account),
    pageBanner(path),
    ...genericBanners(feed, now),
    ...idleComputeBanners(feed, { ...facts, account }),
    ...surveyBanners(feed, now),
  ].filter((candidate): candidate is Banner => candidate !== null);
  const rank = (candidate: Banner) => BANNER_KIND_ORDER.indexOf(candidate.kind);
  return candidates
    .filter(candidate => !isDismissed(candidate, facts.dismissals, facts.signedInAt))
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => rank(a.candidate) - rank(b.candidate) || a.index - b.index)
    .map(entry => entry.candidate);
}

/**
 * The next time the selection changes by time alone (a window opens or closes, the provisioning window ends, the
 * health key's date rolls over), so the store re-selects then; null when nothing is due.
 */
export function nextBannerChange(facts: BannerFacts): number | null {
  const { now } = facts;
  const times: number[] = [];
  const feed = facts.feed;
  if (feed) {
    for (const entry of [...feed.generic, ...feed.surveys, ...feed.idleCompute]) {
      for (const time of [timeOf(entry.startTime), timeOf(entry.endTime)]) if (time !== null) times.push(time);
    }
  }
  if (facts.user?.isIdcsUser && facts.account?.limitsProvisioned === true && facts.accountCreatedAt !== null) {
    times.push(
      facts.accountCreatedAt,
      facts.accountCreatedAt + (facts.provisioningWindowMs ?? DEFAULT_PROVISIONING_WINDOW_MS)
    );
  }
  if (facts.health) {
    // The next local midnight: the health banners' keys change with the date.
    const offset = (facts.utcOffsetMinutes ?? 0) * 60_000;
    const day = 24 * 60 * 60 * 1000;
    times.push(Math.floor((now + offset) / day) * day + day - offset);
  }
  const future = times.filter(time => time > now);
  return future.length === 0 ? null : Math.min(...future);
}
