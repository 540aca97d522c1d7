import { longestPluginPrefix } from '../router/route-table.ts';
import { customerTypeOf, type CustomerTypeFacts } from './customer-type.ts';
import { formatDateText } from './date-format.ts';

/**
 * Home's right rail (spec 2 §2 "Right rail", spec 1 §2): which panels show, in which order, and what each shows of
 * its data. Pure: the rail's store fetches, these rules decide.
 */

/**
 * The rail's panels in display order: spec 2 §2's four (oci-status, billing, cost-management-savings, whats-new),
 * then the other panels spec 1 §2 lists, in its order. The tenancy name of spec 1 is Home's account summary above the
 * rail, so it has no entry here (no duplicate). `billing` is the usage and subscriptions panel (src/domain/billing.ts).
 */
export const RAIL_PANELS = [
  'oci-status',
  'billing',
  'cost-management-savings',
  'whats-new',
  'new-features',
  'marketplace',
  'mobile-app',
  'mfa-recommendation',
  'government-blog',
] as const;

/** One panel of the rail. */
export type RailPanelId = (typeof RAIL_PANELS)[number];

/** What the user record says about multi-factor authentication, and how the user signs in. */
export interface RailUserFacts {
  /** GetUser's isMfaActivated; null while unknown. */
  isMfaActivated: boolean | null;
  /** Signed in by the identity service itself (neither federated nor a legacy identity-service user). */
  isIamUser: boolean;
  /** An operator acting in another tenancy through a tenancy override. */
  isBoatSignIn: boolean;
}

/** Everything the panels' visibility depends on. */
export interface RailFacts {
  /** The `right-rail` feature flag. */
  enabled: boolean;
  /** The account, for the customer type (free tier, trial, paid, internal). */
  account: CustomerTypeFacts;
  /**
   * The billing panel's own conditions (spec 2 §2): the billing flag (`right-rail-billing`) and whether the tenancy has
   * summaries (true while they are still loading or failed, so the panel shows its skeleton or its error).
   */
  billing: { enabled: boolean; hasSummaries: boolean };
  /** The signed-in user, null while unknown. */
  user: RailUserFacts | null;
  /** The realm configuration says government realm. */
  governmentRealm: boolean;
  /** The realm configuration says disconnected (air-gapped) realm. */
  disconnectedRealm: boolean;
  /** A registered plugin serves the Marketplace listing pages (src/domain/search.ts `marketplaceSearchAvailable`). */
  marketplacePages: boolean;
}

/**
 * Whether one panel shows. Spec 2 §2 gives the billing rule; the others are not shown, so chosen:
 * - oci-status: everywhere but a disconnected realm, which has no public status page;
 * - cost-management-savings: not for Always Free (free-tier only, an expired trial included) accounts, whose resources
 *   cost nothing to save on, nor while the account is unknown;
 * - marketplace: where its listing pages exist, never in a disconnected realm;
 * - mobile-app: not in government or disconnected realms, where the public app cannot sign in;
 * - mfa-recommendation: an identity-service user without MFA signed in as themself; federated and legacy users get MFA
 *   from their identity provider, and an operator's override is not their account;
 * - government-blog: government realms only (spec 1 §2).
 */
export function railPanelVisible(panel: RailPanelId, facts: RailFacts): boolean {
  const customerType = customerTypeOf(facts.account);
  switch (panel) {
    case 'oci-status':
      return !facts.disconnectedRealm;
    case 'billing':
      return billingPanelAllowed(facts.account, facts.billing.enabled) && facts.billing.hasSummaries;
    case 'cost-management-savings':
      return customerType !== 'Free-Tier' && customerType !== 'Unknown';
    case 'whats-new':
    case 'new-features':
      return true;
    case 'marketplace':
      return facts.marketplacePages && !facts.disconnectedRealm;
    case 'mobile-app':
      return !facts.governmentRealm && !facts.disconnectedRealm;
    case 'mfa-recommendation':
      return (
        facts.user !== null && facts.user.isMfaActivated === false && facts.user.isIamUser && !facts.user.isBoatSignIn
      );
    case 'government-blog':
      return facts.governmentRealm;
  }
}

/**
 * Whether the account may see the billing panel at all, before its summaries are known (spec 2 §2: hidden for free-tier
 * or trial accounts and when the billing flag is off). Chosen: not while the account is unknown either, so a trial
 * account never shows it for a moment. The store asks for the summaries only when this holds.
 */
export function billingPanelAllowed(account: CustomerTypeFacts, billingFlag: boolean): boolean {
  const customerType = customerTypeOf(account);
  return billingFlag && customerType !== 'Free-Tier' && customerType !== 'Trial' && customerType !== 'Unknown';
}

/** The panels the rail shows, in order; none when its flag is off. */
export function railPanels(facts: RailFacts): RailPanelId[] {
  if (!facts.enabled) return [];
  return RAIL_PANELS.filter(panel => railPanelVisible(panel, facts));
}

/** The key under which a panel's open or closed state is kept (stores/widget-state.ts). */
export function railPanelWidgetId(panel: RailPanelId): string {
  return `home-rail.${panel}`;
}

// ---------------------------------------------------------------------------------------------------------------
// OCI status

/** A Statuspage component status, or `unknown` for a value the console does not know. */
export type ComponentStatus =
  'major_outage' | 'partial_outage' | 'degraded_performance' | 'under_maintenance' | 'operational' | 'unknown';

// Worst first. An unknown status ranks between maintenance and operational: something is said, nothing is known.
const SEVERITY: readonly ComponentStatus[] = [
  'major_outage',
  'partial_outage',
  'degraded_performance',
  'under_maintenance',
  'unknown',
  'operational',
];

/** A status string of the status page as the console knows it. */
export function componentStatusOf(status: string): ComponentStatus {
  const known = SEVERITY.find(candidate => candidate === status);
  return known ?? 'unknown';
}

/** The worst of several statuses; operational for none. */
export function worstStatus(statuses: readonly ComponentStatus[]): ComponentStatus {
  return SEVERITY.find(status => statuses.includes(status)) ?? 'operational';
}

/** How a status is drawn: its icon and colour family. Every status also has its own text. */
export type StatusTone = 'error' | 'warning' | 'info' | 'success' | 'neutral';

/** The tone of a status: outages error, degraded warning, maintenance info, operational success. */
export function statusTone(status: ComponentStatus): StatusTone {
  switch (status) {
    case 'major_outage':
    case 'partial_outage':
      return 'error';
    case 'degraded_performance':
      return 'warning';
    case 'under_maintenance':
      return 'info';
    case 'operational':
      return 'success';
    case 'unknown':
      return 'neutral';
  }
}

/** A status page component, as the status service reads it. */
export interface StatusComponentFacts {
  id: string;
  name: string;
  status: string;
  /** A group: on the provider's status page, one per region. */
  group: boolean;
  groupId: string | null;
  /** The region a group (or service) belongs to, when the page says. */
  region: string | null;
}

/** One region of the tenancy on the status page: its worst status and the services that are not operational. */
export interface RegionStatus {
  region: string;
  /** The region's name as the console shows it (its friendly name). */
  name: string;
  /** The worst status of its services; `unknown` when the status page does not report the region. */
  status: ComponentStatus;
  /** Services not operational, worst first. */
  affected: { name: string; status: ComponentStatus }[];
  /** The status page reports the region. */
  reported: boolean;
}

/** A subscribed region as the status panel names it. */
export interface RailRegion {
  name: string;
  friendlyName: string;
}

/**
 * Every region of the tenancy with its status on the status page: the active region first, then the others in the
 * order given (one row each, so the panel's size is known before the page answers). A region the page does not list
 * is `unknown` and not `reported`. A region's status is the worst of its services (or the group's own when it lists
 * none).
 */
export function regionStatuses(
  components: readonly StatusComponentFacts[],
  regions: readonly RailRegion[],
  activeRegion: string | null
): RegionStatus[] {
  const active = regions.find(region => region.name === activeRegion);
  const ordered = active ? [active, ...regions.filter(region => region !== active)] : regions;
  return ordered.map(({ name: region, friendlyName }) => {
    const group = components.find(component => component.group && component.region === region);
    if (!group) return { region, name: friendlyName, status: 'unknown', affected: [], reported: false };
    const services = components
      .filter(component => !component.group && component.groupId === group.id)
      .map(component => ({ name: component.name, status: componentStatusOf(component.status) }));
    const affected = services
      .filter(service => service.status !== 'operational')
      .sort((a, b) => SEVERITY.indexOf(a.status) - SEVERITY.indexOf(b.status));
    const status =
      services.length > 0 ? worstStatus(services.map(service => service.status)) : componentStatusOf(group.status);
    return { region, name: friendlyName, status, affected, reported: true };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Cost management savings

/** Savings to show: an amount with the currency to format it in. */
export interface DisplayedSavings {
  amount: number;
  currency: string;
}

/** Whether Intl knows a currency code (an ISO 4217 code of three letters). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Za-z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/**
 * The savings to show, or null: spec 2 §5 "Savings shown only if positive and a currency exists". A currency Intl
 * cannot format is as good as none.
 */
export function displayedSavings(savings: number, currencyCode: string | undefined | null): DisplayedSavings | null {
  if (!Number.isFinite(savings) || savings <= 0 || !currencyCode || !isCurrencyCode(currencyCode)) return null;
  return { amount: savings, currency: currencyCode.toUpperCase() };
}

/** An amount of money in the user's locale and the amount's currency, with the currency's usual fraction digits. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/**
 * A date of the rail in the user's locale ("Mar 4, 2025", "04.03.2025"). A plain date (YYYY-MM-DD, as the rail feed
 * sends) is a calendar day, shown as that day wherever the user is; a time is shown as its day in the user's time zone
 * (the console settings' choice, `$timeZone`). Anything that is no date is shown as it came.
 */
export function formatRailDate(value: string, locale: string, timeZone: string): string {
  return formatDateText(value, locale, timeZone) ?? value;
}

// ---------------------------------------------------------------------------------------------------------------
// What's new (announcements)

/** How many announcements the what's-new panel lists. */
export const WHATS_NEW_SHOWN = 3;

/** An announcement kind the panel names (and draws with its icon). */
export type AnnouncementKind = 'action' | 'emergency' | 'maintenance' | 'change' | 'information';

/** The kind of an announcement type (spec 3 §9 announcement types); an unknown type is information. */
export function announcementKind(announcementType: string): AnnouncementKind {
  if (announcementType.startsWith('ACTION_')) return 'action';
  if (announcementType.startsWith('EMERGENCY_')) return 'emergency';
  if (announcementType === 'SCHEDULED_MAINTENANCE') return 'maintenance';
  if (announcementType.startsWith('PLANNED_CHANGE')) return 'change';
  return 'information';
}

/** An announcement and the caller's status of it, as the announcements API answers. */
export interface AnnouncementFacts {
  items: readonly { id: string; summary: string; announcementType: string; timeCreated?: string | null | undefined }[];
  userStatuses: readonly { userStatusAnnouncementId: string; timeAcknowledged?: string | null | undefined }[];
}

/** One line of the what's-new panel. */
export interface WhatsNewItem {
  id: string;
  summary: string;
  kind: AnnouncementKind;
  /** When it was published (ISO 8601), null when not said. */
  time: string | null;
  unread: boolean;
}

/**
 * The newest announcements (in the order given: the call sorts newest first), at most `limit`. Spec 2 §5:
 * "Announcements with mismatched user status count are treated as unread"; otherwise one never (or no longer)
 * acknowledged is unread.
 */
export function whatsNewItems(page: AnnouncementFacts, limit: number = WHATS_NEW_SHOWN): WhatsNewItem[] {
  const allUnread = page.userStatuses.length !== page.items.length;
  return page.items.slice(0, Math.max(0, limit)).map(item => {
    const status = page.userStatuses.find(entry => entry.userStatusAnnouncementId === item.id);
    return {
      id: item.id,
      summary: item.summary,
      kind: announcementKind(item.announcementType),
      time: item.timeCreated ?? null,
      unread: allUnread || !status?.timeAcknowledged,
    };
  });
}

/** The console page of one announcement (the announcements plugin's prefix). */
export function announcementPath(id: string): string {
  return `${ANNOUNCEMENTS_PATH}/${encodeURIComponent(id)}`;
}

/** The announcements list. */
export const ANNOUNCEMENTS_PATH = '/announcements';

/** Cloud Advisor's recommendations (spec 2 §2 account-management links). */
export const CLOUD_ADVISOR_RECOMMENDATIONS_PATH = '/cloud-advisor/recommendations';

/** The Marketplace's home page (its plugin's prefix). */
export const MARKETPLACE_PATH = '/marketplace';

// The Marketplace's listing pages, as src/domain/search.ts has them (marketplaceListingPath, marketplaceSearchAvailable).
// Kept here too, so Home's rail and the search flyout share no chunk: a shared one lengthens the start-up path's
// preload lists (e2e/size-budget.spec.ts). right-rail.test.ts keeps the two alike.
const LISTING_PAGES = `${MARKETPLACE_PATH}/listing`;

/** Where a Marketplace listing opens. */
export function listingPath(id: string): string {
  return `${LISTING_PAGES}/${encodeURIComponent(id)}`;
}

/** Whether a registered plugin serves the Marketplace's listing pages (the Marketplace panel's condition). */
export function listingPagesServed(pluginPrefixes: readonly string[]): boolean {
  return longestPluginPrefix(LISTING_PAGES, pluginPrefixes) !== undefined;
}

/** How many featured Marketplace listings the rail shows. */
export const RAIL_MARKETPLACE_SHOWN = 3;

/** How many entries the new-features and government-blog panels show. */
export const FEED_ENTRIES_SHOWN = 3;
