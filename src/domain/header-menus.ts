// Pure rules of the header's menus (spec 1 §2, §6; spec 3 §2): which items each account and sign-in kind sees.
// Types are shared by the header, its menus and the console root. Pure: the facts come in as plain values (the
// account store's user and tenancy, the capabilities call's account info, feature flags), so no stores are imported.

import { localeDirection } from './locale.ts';

/** An entry of the help menu, by id; its label is a catalog message (`menus.help.gettingStarted` …). */
export type HelpMenuItemId =
  | 'documentation'
  | 'getting-started'
  | 'support-center'
  | 'create-support-request'
  | 'chat-with-support'
  | 'upgrade-account'
  | 'free-tier-faq'
  | 'community'
  | 'training'
  | 'status'
  | 'feedback'
  | 'contextual-help';

/** What a help menu entry that is no link does: open the contextual help panel or the feedback panel. */
export type HelpMenuAction = 'contextual-help' | 'feedback';

/** One entry of the help menu. */
export interface HelpMenuItem {
  id: HelpMenuItemId;
  /** A console path (`/support/home`) or an absolute URL; `external` ones open in a new tab. Empty for an action. */
  href: string;
  external: boolean;
  /** Set on entries that open a console panel instead of following a link; the header reports them. */
  action?: HelpMenuAction;
  /** A count shown beside the entry (unanswered feedback prompts, spec 2 §2); absent or 0 shows none. */
  count?: number;
}

/** Which help menu an account sees (spec 1 §6). */
export type HelpMenuVariant = 'standard' | 'free-tier' | 'expired-promotion' | 'short-support';

/** An entry of the user menu, by id; its label is a catalog message (`menus.user.myProfile` …). */
export type UserMenuItemId = 'tenancy' | 'user-settings' | 'my-profile' | 'change-password' | 'override-tenancy';

/** One entry of the user menu: a link to a console path. */
export interface UserMenuItem {
  id: UserMenuItemId;
  href: string;
}

/** The user as the user menu shows them. */
export interface UserMenuModel {
  /** Display name; for domain users with multiple identity domains, prefixed with the domain (`CorpDomain/jane`). */
  name: string;
  email?: string;
  /** The tenancy's name, shown under the user's identity. */
  tenancyName?: string;
  /** The links this user sees, in order. */
  items: readonly UserMenuItem[];
  /**
   * Whether the menu offers Console settings (spec 1 §2: the console settings side panel), which opens the panel
   * rather than a page. Every signed-in user has it: time zone and persona are their own; the session timeout locks
   * itself where they may not change it.
   */
  consoleSettings?: boolean;
}

/** The Cloud Shell and Code Editor launchers (spec 1 §2, spec 2 §5, spec 3 §5): each shown only when allowed. */
export interface DeveloperTools {
  cloudShell: boolean;
  codeEditor: boolean;
  /** One "Developer tools" menu holds the launchers; otherwise each is its own header button. */
  combined: boolean;
}

/** The announcements bell's unread count (message center summary, spec 1 §3). */
export interface AnnouncementsBadge {
  count: number;
  /** The count is a lower bound (isCountPartial): shown as such, e.g. "9+". */
  partial: boolean;
}

/** A supported locale as the locale menu lists it: by endonym (spec 3 §3). */
export interface LocaleOption {
  localeTag: string;
  endonym: string;
  /** Direction the endonym is written in (Arabic: rtl); left to right when absent. */
  dir?: 'ltr' | 'rtl';
}

/** A SaaS application the apps launcher links to. */
export interface SaasApp {
  id: string;
  name: string;
  href: string;
}

/** The live chat form: where it posts and the fields it sends (spec 1 §7). */
export interface LiveChatForm {
  action: string;
  fields: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------------------------

/**
 * A promotion status as the services spell it, in either reading of spec 2 §3 (`grace_period` / `GracePeriod`,
 * `converted_to_paid` / `Paid`), reduced to one spelling; anything else is `none` (spec 2 §5: an unexpected value is
 * treated as none).
 */
export type PromotionStatus = 'active' | 'expired' | 'grace-period' | 'paid' | 'none';

const PROMOTION_STATUSES: Readonly<Record<string, PromotionStatus>> = {
  active: 'active',
  expired: 'expired',
  graceperiod: 'grace-period',
  paid: 'paid',
  convertedtopaid: 'paid',
  none: 'none',
};

/** The promotion status in one spelling, whatever the service wrote: case, `_`, `-` and spaces do not matter. */
export function promotionStatusOf(status: string | null | undefined): PromotionStatus {
  const key = (status ?? '').toLowerCase().replace(/[\s_-]/g, '');
  // Own keys only: `constructor` must not reach Object.prototype.
  return Object.hasOwn(PROMOTION_STATUSES, key) ? (PROMOTION_STATUSES[key] ?? 'none') : 'none';
}

/** The account info the menu rules read (a subset of the capabilities call's accountInfo, spec 2 §3). */
export interface MenuAccountFacts {
  freeTierOnly: boolean;
  promotionStatus: string;
  /** Intent to pay while active upgraded the promotion (spec 2 §4): the account is paid, not expired. */
  promotionUpgraded?: boolean;
}

/** What decides the help menu variant. */
export interface HelpMenuFacts {
  /** The account info; null while unknown (the standard menu shows meanwhile). */
  accountInfo: MenuAccountFacts | null;
  /** The realm uses the short support menu (`realmFeatures.shortSupportMenu`). */
  shortSupportMenu?: boolean;
}

/** Whether the account's promotion (free trial) has expired without an upgrade. */
export function isExpiredPromotion(account: MenuAccountFacts | null): boolean {
  return account !== null && promotionStatusOf(account.promotionStatus) === 'expired' && !account.promotionUpgraded;
}

/** Whether the account is a free-tier (Always Free only) account. */
export function isFreeTierAccount(account: MenuAccountFacts | null): boolean {
  return account?.freeTierOnly === true;
}

/**
 * Which help menu the account sees (spec 1 §6). Precedence, chosen: expired promotion, then free tier, then the
 * short-support realm, then standard. An expired trial continues as an Always Free account, so both facts can hold at
 * once; the expired-promotion menu is the more specific one (it leads with the upgrade that keeps the resources). The
 * realm's short menu comes last because both account variants already leave the support request out, so the realm
 * rule holds whichever variant wins.
 */
export function helpMenuVariant(facts: HelpMenuFacts): HelpMenuVariant {
  if (isExpiredPromotion(facts.accountInfo)) return 'expired-promotion';
  if (isFreeTierAccount(facts.accountInfo)) return 'free-tier';
  if (facts.shortSupportMenu) return 'short-support';
  return 'standard';
}

/** Console path of the support centre (spec 1 §2). */
export const SUPPORT_CENTER_PATH = '/support/home';

/** Console path of a new support request. */
export const CREATE_SUPPORT_REQUEST_PATH = '/support/create-service-request';

/**
 * Where an account upgrades. Chosen: the payment method page (spec 1 §2 routes), where a free or expired account adds
 * a payment method to upgrade; with the upgrade-and-payment flag on, the router's redirect takes it on from there.
 */
export const UPGRADE_ACCOUNT_PATH = '/account-management/payment-method';

/** Where the help menu's links point; the ones the realm does not have are left out of the menu. */
export interface HelpMenuLinks {
  /** The realm's documentation root (the regions state's `baseDocsUrl`). */
  docsBaseUrl: string;
  /** The realm's status page (spec 1 §7 "{status host}"); without it there is no status entry. */
  statusPageUrl?: string | undefined;
  /** The provider's community forums; without it there is no community entry. */
  communityUrl?: string | undefined;
  /** The provider's training site; without it there is no training entry. */
  trainingUrl?: string | undefined;
  /** Where feedback is given (a console path or a URL); without it there is no feedback entry. */
  feedbackUrl?: string | undefined;
  /**
   * The console has the contextual help and feedback panels (issue 17): the menu starts with the contextual help
   * entry, and feedback opens the panel instead of following `feedbackUrl`.
   */
  panels?: boolean | undefined;
  /** Unanswered feedback prompts, shown on the feedback entry. */
  feedbackCount?: number | undefined;
}

/**
 * The entries of each variant, in menu order. Chosen (spec 1 §6 says only that the variants differ and that the
 * short menu hides the support request):
 * - standard: documentation, getting started, support centre, create support request, status, community, training,
 *   feedback;
 * - short-support: the standard menu without the support request;
 * - free-tier: documentation, getting started, the Free Tier FAQ, upgrade, support centre, community, status,
 *   feedback; Always Free accounts get community support, not technical support requests, so no request entry;
 * - expired-promotion: upgrade first (it keeps the trial's resources), then documentation, getting started, the Free
 *   Tier FAQ (the account continues as Always Free), support centre, community, status, feedback; no request entry
 *   either, as for free tier.
 * The live chat is its own header button (hidden for both account variants, spec 2 §6), so "chat with support" is
 * never a help menu entry.
 */
export const HELP_MENU_ENTRIES: Readonly<Record<HelpMenuVariant, readonly HelpMenuItemId[]>> = {
  standard: [
    'documentation',
    'getting-started',
    'support-center',
    'create-support-request',
    'status',
    'community',
    'training',
    'feedback',
  ],
  'short-support': [
    'documentation',
    'getting-started',
    'support-center',
    'status',
    'community',
    'training',
    'feedback',
  ],
  'free-tier': [
    'documentation',
    'getting-started',
    'free-tier-faq',
    'upgrade-account',
    'support-center',
    'community',
    'status',
    'feedback',
  ],
  'expired-promotion': [
    'upgrade-account',
    'documentation',
    'getting-started',
    'free-tier-faq',
    'support-center',
    'community',
    'status',
    'feedback',
  ],
};

/** Whether a link leaves the console: an absolute URL (a console path starts with a single `/`). */
function isExternalHref(href: string): boolean {
  return !href.startsWith('/') || href.startsWith('//');
}

/** The documentation root without its trailing slashes. */
function docsRoot(docsBaseUrl: string): string {
  return docsBaseUrl.replace(/\/+$/, '');
}

function helpHref(id: HelpMenuItemId, links: HelpMenuLinks): string | undefined {
  switch (id) {
    case 'documentation':
      return docsRoot(links.docsBaseUrl);
    case 'getting-started':
      return `${docsRoot(links.docsBaseUrl)}/getting-started.html`;
    case 'free-tier-faq':
      return `${docsRoot(links.docsBaseUrl)}/free-tier.html`;
    case 'support-center':
      return SUPPORT_CENTER_PATH;
    case 'create-support-request':
      return CREATE_SUPPORT_REQUEST_PATH;
    case 'upgrade-account':
      return UPGRADE_ACCOUNT_PATH;
    case 'status':
      return links.statusPageUrl;
    case 'community':
      return links.communityUrl;
    case 'training':
      return links.trainingUrl;
    case 'feedback':
      return links.feedbackUrl;
    case 'chat-with-support':
    case 'contextual-help':
      return undefined;
  }
}

/**
 * The help menu of a variant (see `HELP_MENU_ENTRIES`). Documentation pages are `{docsBaseUrl}`,
 * `{docsBaseUrl}/getting-started.html` and `{docsBaseUrl}/free-tier.html` (chosen page names); support and upgrade
 * are console paths; entries whose link is not configured are left out. Absolute URLs are `external`.
 */
export function helpMenuItems(variant: HelpMenuVariant, links: HelpMenuLinks): HelpMenuItem[] {
  const linked = HELP_MENU_ENTRIES[variant].flatMap((id): HelpMenuItem[] => {
    if (links.panels && id === 'feedback') {
      const count = links.feedbackCount ?? 0;
      return [{ id, href: '', external: false, action: 'feedback', ...(count > 0 ? { count } : {}) }];
    }
    const href = helpHref(id, links);
    return href ? [{ id, href, external: isExternalHref(href) }] : [];
  });
  // Chosen: help for the page being looked at comes first, before the general documentation.
  return links.panels
    ? [{ id: 'contextual-help', href: '', external: false, action: 'contextual-help' }, ...linked]
    : linked;
}

/** The user facts the user menu reads; the account store's `ConsoleUser` has them all. */
export interface UserMenuUserFacts {
  name: string;
  email: string | null;
  isRegularSignIn: boolean;
  isSamlSyncSignIn: boolean;
  isBoatSignIn: boolean;
  isIdcsUser: boolean;
  isDomainUser: boolean;
  domainName: string | null;
  /** The user settings path of spec 3 §2 (`userSettingsPath` in identity-rules). */
  userSettingsHref: string;
}

/** The tenancy facts the user menu reads; the account store's `ConsoleTenancy` has them. */
export interface UserMenuTenancyFacts {
  name: string;
}

/** What else the user menu depends on. */
export interface UserMenuOptions {
  /** The `multiple-identity-domains` flag: domain users see the domain prefix and my profile. */
  multipleIdentityDomains: boolean;
  /**
   * The identity provider that signs the user in (its origin or base URL); change password goes to its
   * `/password/change` (spec 3 §2).
   */
  identityProviderUrl: string;
}

/** Console path of the tenancy details (spec 1 §2). */
export const TENANCY_DETAILS_PATH = '/tenancy';

/** Console path of the tenancy override (spec 1 §2). */
export const TENANCY_OVERRIDE_PATH = '/tenancy-override';

/** Console path of the profile page (spec 1 §2); `tenant` and `domain` are added as query parameters. */
export const MY_PROFILE_PATH = '/identity/domains/my-profile';

/** The profile page of a domain user (spec 1 §2: `/identity/domains/my-profile?tenant=&domain=`). */
export function myProfileHref(tenancyName: string, domainName: string): string {
  const query = new URLSearchParams({ tenant: tenancyName, domain: domainName });
  return `${MY_PROFILE_PATH}?${query.toString()}`;
}

/** The identity provider's password change page (spec 3 §2). */
export function changePasswordHref(identityProviderUrl: string): string {
  return `${identityProviderUrl.replace(/\/+$/, '')}/password/change`;
}

/**
 * The user menu (spec 1 §2, §6; spec 3 §2), in this order:
 * - tenancy details `/tenancy`: everyone;
 * - user settings at `userSettingsHref`: regular, boat and SAML-sync sign-ins;
 * - my profile: domain users while multiple identity domains are on (and the tenancy's name is known), who also see
 *   their name as `{domain}/{name}`;
 * - change password: regular sign-ins of users who are not identity-cloud-service users;
 * - override tenancy `/tenancy-override`: boat (cross-tenancy) sign-ins only.
 * Without a tenancy (still loading) the menu has no tenancy name and no profile link.
 */
export function userMenuModel(
  user: UserMenuUserFacts,
  tenancy: UserMenuTenancyFacts | null,
  options: UserMenuOptions
): UserMenuModel {
  const domain = user.isDomainUser && options.multipleIdentityDomains && user.domainName ? user.domainName : null;
  const items: UserMenuItem[] = [{ id: 'tenancy', href: TENANCY_DETAILS_PATH }];
  if (user.isRegularSignIn || user.isBoatSignIn || user.isSamlSyncSignIn) {
    items.push({ id: 'user-settings', href: user.userSettingsHref });
  }
  if (domain && tenancy) items.push({ id: 'my-profile', href: myProfileHref(tenancy.name, domain) });
  if (user.isRegularSignIn && !user.isIdcsUser) {
    items.push({ id: 'change-password', href: changePasswordHref(options.identityProviderUrl) });
  }
  if (user.isBoatSignIn) items.push({ id: 'override-tenancy', href: TENANCY_OVERRIDE_PATH });
  return {
    name: domain ? `${domain}/${user.name}` : user.name,
    ...(user.email ? { email: user.email } : {}),
    ...(tenancy ? { tenancyName: tenancy.name } : {}),
    items,
    consoleSettings: true,
  };
}

/** The capabilities the developer tools read (the capabilities call's `capabilities`). */
export interface DeveloperToolCapabilities {
  cloudShell?: boolean;
  codeEditor?: boolean;
}

/** The feature flags the developer tools read. */
export interface DeveloperToolFlags {
  /** `cloud-shell-plugin`: the Cloud Shell plugin (which also hosts the Code Editor tab) is available. */
  cloudShellPlugin: boolean;
  /** `developer-tools-menu`: one combined "Developer tools" menu instead of two header buttons. */
  developerToolsMenu: boolean;
}

/**
 * Promotion statuses under which Cloud Shell does not launch (spec 2 §5 "the disabled list"; its members are not
 * shown). Chosen: an expired promotion and its grace period: the trial's resources are being stopped or reclaimed,
 * so no new session starts until the account is upgraded. Active trials, paid and free-tier accounts (status none)
 * launch it.
 */
export const CLOUD_SHELL_DISABLED_PROMOTION_STATUSES: readonly PromotionStatus[] = ['expired', 'grace-period'];

/**
 * Which developer tools the header offers (spec 2 §5, spec 3 §6): Cloud Shell with the plugin flag, its capability
 * and a promotion status not in the disabled list; Code Editor with its own capability and, chosen, the plugin flag
 * too, since the Cloud Shell plugin's bottom dock hosts the Code Editor tab (spec 3 §2). Unknown capabilities allow
 * nothing; unknown account info reads as promotion status none.
 */
export function developerTools(
  capabilities: DeveloperToolCapabilities | null,
  accountInfo: Pick<MenuAccountFacts, 'promotionStatus'> | null,
  flags: DeveloperToolFlags
): DeveloperTools {
  const promotion = promotionStatusOf(accountInfo?.promotionStatus);
  const cloudShell =
    flags.cloudShellPlugin &&
    capabilities?.cloudShell === true &&
    !CLOUD_SHELL_DISABLED_PROMOTION_STATUSES.includes(promotion);
  const codeEditor = flags.cloudShellPlugin && capabilities?.codeEditor === true;
  return { cloudShell, codeEditor, combined: flags.developerToolsMenu };
}

/** A supported locale as `localeOptions` reads it (spec 3 §3 Locale entry). */
export interface LocaleFacts {
  localeTag: string;
  endonym: string;
}

/**
 * The locale menu's entries: each supported locale by its endonym, in the order given (spec 3 §9's list, which is
 * already ordered by endonym within each script), with the direction its endonym is written in.
 */
export function localeOptions(locales: readonly LocaleFacts[]): LocaleOption[] {
  return locales.map(locale => ({
    localeTag: locale.localeTag,
    endonym: locale.endonym,
    dir: localeDirection(locale),
  }));
}
