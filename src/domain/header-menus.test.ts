import { describe, expect, it } from 'vitest';
import {
  CLOUD_SHELL_DISABLED_PROMOTION_STATUSES,
  developerTools,
  helpMenuItems,
  helpMenuVariant,
  localeOptions,
  promotionStatusOf,
  userMenuModel,
  type HelpMenuLinks,
  type MenuAccountFacts,
  type UserMenuUserFacts,
} from './header-menus.ts';
import { ARABIC, SUPPORTED_LOCALES, supportedLocales } from './locale.ts';

const PAID: MenuAccountFacts = { freeTierOnly: false, promotionStatus: 'Paid', promotionUpgraded: false };
const TRIAL: MenuAccountFacts = { freeTierOnly: false, promotionStatus: 'Active' };
const ALWAYS_FREE: MenuAccountFacts = { freeTierOnly: true, promotionStatus: 'None' };
const EXPIRED: MenuAccountFacts = { freeTierOnly: false, promotionStatus: 'Expired', promotionUpgraded: false };

const LINKS: HelpMenuLinks = {
  docsBaseUrl: 'https://docs.example.com/iaas/',
  statusPageUrl: 'https://status.example.com',
  communityUrl: 'https://community.example.com',
  trainingUrl: 'https://education.example.com',
  feedbackUrl: '/feedback',
};

const ids = (items: readonly { id: string }[]) => items.map(item => item.id);

describe('promotionStatusOf', () => {
  it('reads both spellings of spec 2 §3 as one', () => {
    expect(promotionStatusOf('grace_period')).toBe('grace-period');
    expect(promotionStatusOf('GracePeriod')).toBe('grace-period');
    expect(promotionStatusOf('converted_to_paid')).toBe('paid');
    expect(promotionStatusOf('Paid')).toBe('paid');
    expect(promotionStatusOf('EXPIRED')).toBe('expired');
    expect(promotionStatusOf('active')).toBe('active');
  });

  it('treats an unknown or missing status as none', () => {
    expect(promotionStatusOf('Sideways')).toBe('none');
    expect(promotionStatusOf('constructor')).toBe('none');
    expect(promotionStatusOf('')).toBe('none');
    expect(promotionStatusOf(null)).toBe('none');
    expect(promotionStatusOf(undefined)).toBe('none');
  });
});

describe('helpMenuVariant', () => {
  it('is standard for paid and active-trial accounts, and while the account is unknown', () => {
    expect(helpMenuVariant({ accountInfo: PAID })).toBe('standard');
    expect(helpMenuVariant({ accountInfo: TRIAL })).toBe('standard');
    expect(helpMenuVariant({ accountInfo: null })).toBe('standard');
  });

  it('is free-tier for an Always Free account', () => {
    expect(helpMenuVariant({ accountInfo: ALWAYS_FREE })).toBe('free-tier');
  });

  it('is expired-promotion for an expired trial, in either spelling, unless it was upgraded', () => {
    expect(helpMenuVariant({ accountInfo: EXPIRED })).toBe('expired-promotion');
    expect(helpMenuVariant({ accountInfo: { ...EXPIRED, promotionStatus: 'expired' } })).toBe('expired-promotion');
    expect(helpMenuVariant({ accountInfo: { ...EXPIRED, promotionUpgraded: true } })).toBe('standard');
  });

  it('prefers expired-promotion over free tier, and both over the short-support realm', () => {
    expect(helpMenuVariant({ accountInfo: { ...EXPIRED, freeTierOnly: true } })).toBe('expired-promotion');
    expect(helpMenuVariant({ accountInfo: ALWAYS_FREE, shortSupportMenu: true })).toBe('free-tier');
    expect(helpMenuVariant({ accountInfo: EXPIRED, shortSupportMenu: true })).toBe('expired-promotion');
  });

  it('is short-support in a short-support realm for other accounts', () => {
    expect(helpMenuVariant({ accountInfo: PAID, shortSupportMenu: true })).toBe('short-support');
    expect(helpMenuVariant({ accountInfo: null, shortSupportMenu: true })).toBe('short-support');
    expect(helpMenuVariant({ accountInfo: PAID, shortSupportMenu: false })).toBe('standard');
  });
});

describe('helpMenuItems', () => {
  it('gives the standard menu with the support request, the support centre and the documentation', () => {
    const items = helpMenuItems('standard', LINKS);
    expect(ids(items)).toEqual([
      'documentation',
      'getting-started',
      'support-center',
      'create-support-request',
      'status',
      'community',
      'training',
      'feedback',
    ]);
    expect(items.find(item => item.id === 'support-center')).toEqual({
      id: 'support-center',
      href: '/support/home',
      external: false,
    });
    expect(items.find(item => item.id === 'create-support-request')?.href).toBe('/support/create-service-request');
    expect(items.find(item => item.id === 'documentation')).toEqual({
      id: 'documentation',
      href: 'https://docs.example.com/iaas',
      external: true,
    });
    expect(items.find(item => item.id === 'getting-started')?.href).toBe(
      'https://docs.example.com/iaas/getting-started.html'
    );
    expect(items.find(item => item.id === 'status')).toMatchObject({ external: true });
    expect(items.find(item => item.id === 'feedback')).toMatchObject({ href: '/feedback', external: false });
  });

  it('hides the support request in the short-support menu and keeps everything else', () => {
    const items = ids(helpMenuItems('short-support', LINKS));
    expect(items).not.toContain('create-support-request');
    expect(items).toEqual(ids(helpMenuItems('standard', LINKS)).filter(id => id !== 'create-support-request'));
  });

  it('offers free-tier accounts the FAQ and the upgrade instead of a support request', () => {
    const items = helpMenuItems('free-tier', LINKS);
    expect(ids(items)).toEqual([
      'documentation',
      'getting-started',
      'free-tier-faq',
      'upgrade-account',
      'support-center',
      'community',
      'status',
      'feedback',
    ]);
    expect(items.find(item => item.id === 'upgrade-account')).toEqual({
      id: 'upgrade-account',
      href: '/account-management/payment-method',
      external: false,
    });
    expect(items.find(item => item.id === 'free-tier-faq')?.href).toBe('https://docs.example.com/iaas/free-tier.html');
  });

  it('leads the expired-promotion menu with the upgrade', () => {
    const items = ids(helpMenuItems('expired-promotion', LINKS));
    expect(items[0]).toBe('upgrade-account');
    expect(items).toContain('free-tier-faq');
    expect(items).not.toContain('create-support-request');
  });

  it('starts with contextual help and makes feedback open its panel, with its count, when the console has the panels', () => {
    for (const variant of ['standard', 'short-support', 'free-tier', 'expired-promotion'] as const) {
      const items = helpMenuItems(variant, { docsBaseUrl: 'https://docs.example.com', panels: true, feedbackCount: 2 });
      expect(items[0]).toEqual({ id: 'contextual-help', href: '', external: false, action: 'contextual-help' });
      expect(items.at(-1)).toEqual({ id: 'feedback', href: '', external: false, action: 'feedback', count: 2 });
    }
    const quiet = helpMenuItems('standard', { ...LINKS, panels: true, feedbackCount: 0 });
    expect(quiet.find(item => item.id === 'feedback')).toEqual({
      id: 'feedback',
      href: '',
      external: false,
      action: 'feedback',
    });
  });

  it('leaves out entries whose link the realm does not have, and never lists chat', () => {
    const items = ids(helpMenuItems('standard', { docsBaseUrl: 'https://docs.example.com' }));
    expect(items).toEqual(['documentation', 'getting-started', 'support-center', 'create-support-request']);
    for (const variant of ['standard', 'short-support', 'free-tier', 'expired-promotion'] as const) {
      expect(ids(helpMenuItems(variant, LINKS))).not.toContain('chat-with-support');
    }
  });
});

const BASE_USER: UserMenuUserFacts = {
  name: 'jane.doe',
  email: 'jane@example.com',
  isRegularSignIn: true,
  isSamlSyncSignIn: false,
  isBoatSignIn: false,
  isIdcsUser: false,
  isDomainUser: false,
  domainName: null,
  userSettingsHref: '/identity/users/ocid1.user.oc1..jane',
};
const TENANCY = { name: 'acme corp' };
const OPTIONS = { multipleIdentityDomains: true, identityProviderUrl: 'https://login.example.com/' };

describe('userMenuModel', () => {
  it('gives a regular native user tenancy, settings, change password and Console settings, with name, email and tenancy', () => {
    const model = userMenuModel(BASE_USER, TENANCY, OPTIONS);
    expect(model).toEqual({
      name: 'jane.doe',
      email: 'jane@example.com',
      tenancyName: 'acme corp',
      items: [
        { id: 'tenancy', href: '/tenancy' },
        { id: 'user-settings', href: '/identity/users/ocid1.user.oc1..jane' },
        { id: 'change-password', href: 'https://login.example.com/password/change' },
      ],
      consoleSettings: true,
    });
  });

  it('gives a boat sign-in settings and override tenancy, but no change password', () => {
    const boat = { ...BASE_USER, isRegularSignIn: false, isBoatSignIn: true };
    expect(ids(userMenuModel(boat, TENANCY, OPTIONS).items)).toEqual(['tenancy', 'user-settings', 'override-tenancy']);
  });

  it('gives a SAML-sync sign-in settings at its federated path, without change password or override', () => {
    const federated = {
      ...BASE_USER,
      isRegularSignIn: false,
      isSamlSyncSignIn: true,
      userSettingsHref: '/identity/federations/ocid1.saml2idp.oc1..idp/users/ocid1.user.oc1..jane',
    };
    expect(userMenuModel(federated, TENANCY, OPTIONS).items).toEqual([
      { id: 'tenancy', href: '/tenancy' },
      { id: 'user-settings', href: '/identity/federations/ocid1.saml2idp.oc1..idp/users/ocid1.user.oc1..jane' },
    ]);
  });

  it('gives a legacy identity-service user settings but no change password', () => {
    const idcs = { ...BASE_USER, isIdcsUser: true, name: 'oracleidentitycloudservice/jane' };
    const model = userMenuModel(idcs, TENANCY, OPTIONS);
    expect(ids(model.items)).toEqual(['tenancy', 'user-settings']);
    expect(model.name).toBe('oracleidentitycloudservice/jane');
  });

  it('gives a domain user the domain prefix and my profile when multiple identity domains are on', () => {
    const domainUser = { ...BASE_USER, isDomainUser: true, domainName: 'Sales Domain' };
    const model = userMenuModel(domainUser, TENANCY, OPTIONS);
    expect(model.name).toBe('Sales Domain/jane.doe');
    expect(ids(model.items)).toEqual(['tenancy', 'user-settings', 'my-profile', 'change-password']);
    const profile = model.items.find(item => item.id === 'my-profile')?.href ?? '';
    const url = new URL(profile, 'https://console.example.com');
    expect(url.pathname).toBe('/identity/domains/my-profile');
    expect(url.searchParams.get('tenant')).toBe('acme corp');
    expect(url.searchParams.get('domain')).toBe('Sales Domain');
  });

  it('gives a domain user neither prefix nor profile with the flag off', () => {
    const domainUser = { ...BASE_USER, isDomainUser: true, domainName: 'Sales' };
    const model = userMenuModel(domainUser, TENANCY, { ...OPTIONS, multipleIdentityDomains: false });
    expect(model.name).toBe('jane.doe');
    expect(ids(model.items)).toEqual(['tenancy', 'user-settings', 'change-password']);
  });

  it('never prefixes users who are not domain users, even with a domain name', () => {
    const notDomain = { ...BASE_USER, domainName: 'Default' };
    expect(userMenuModel(notDomain, TENANCY, OPTIONS).name).toBe('jane.doe');
  });

  it('leaves out email, tenancy name and profile while they are unknown', () => {
    const domainUser = { ...BASE_USER, email: null, isDomainUser: true, domainName: 'Sales' };
    const model = userMenuModel(domainUser, null, OPTIONS);
    expect(model).not.toHaveProperty('email');
    expect(model).not.toHaveProperty('tenancyName');
    expect(ids(model.items)).not.toContain('my-profile');
  });
});

describe('developerTools', () => {
  const FLAGS = { cloudShellPlugin: true, developerToolsMenu: true };
  const BOTH = { cloudShell: true, codeEditor: true };

  it('allows both tools with their capabilities, the plugin flag and an allowed promotion status', () => {
    expect(developerTools(BOTH, PAID, FLAGS)).toEqual({ cloudShell: true, codeEditor: true, combined: true });
    expect(developerTools(BOTH, TRIAL, FLAGS).cloudShell).toBe(true);
    expect(developerTools(BOTH, ALWAYS_FREE, FLAGS).cloudShell).toBe(true);
  });

  it('needs each tool its own capability', () => {
    expect(developerTools({ cloudShell: true, codeEditor: false }, PAID, FLAGS)).toMatchObject({
      cloudShell: true,
      codeEditor: false,
    });
    expect(developerTools({ cloudShell: false, codeEditor: true }, PAID, FLAGS)).toMatchObject({
      cloudShell: false,
      codeEditor: true,
    });
    expect(developerTools(null, PAID, FLAGS)).toMatchObject({ cloudShell: false, codeEditor: false });
  });

  it('disallows both without the plugin flag', () => {
    expect(developerTools(BOTH, PAID, { ...FLAGS, cloudShellPlugin: false })).toMatchObject({
      cloudShell: false,
      codeEditor: false,
    });
  });

  it('disallows Cloud Shell for the disabled promotion statuses in either spelling, but not Code Editor', () => {
    expect(CLOUD_SHELL_DISABLED_PROMOTION_STATUSES).toEqual(['expired', 'grace-period']);
    for (const promotionStatus of ['Expired', 'expired', 'GracePeriod', 'grace_period']) {
      expect(developerTools(BOTH, { promotionStatus }, FLAGS)).toMatchObject({ cloudShell: false, codeEditor: true });
    }
  });

  it('reads unknown account info as status none', () => {
    expect(developerTools(BOTH, null, FLAGS).cloudShell).toBe(true);
  });

  it('says whether the tools share one menu', () => {
    expect(developerTools(BOTH, PAID, { ...FLAGS, developerToolsMenu: false }).combined).toBe(false);
  });
});

describe('localeOptions', () => {
  it('lists every supported locale by endonym in the given order', () => {
    const options = localeOptions(SUPPORTED_LOCALES);
    expect(options).toHaveLength(SUPPORTED_LOCALES.length);
    expect(options.find(option => option.localeTag === 'de')).toEqual({
      localeTag: 'de',
      endonym: 'Deutsch',
      dir: 'ltr',
    });
    expect(options.map(option => option.endonym).slice(0, 4)).toEqual(['Čeština', 'Dansk', 'Deutsch', 'English']);
  });

  it('writes Arabic right to left when the flag adds it', () => {
    const options = localeOptions(supportedLocales({ arabic: true }));
    expect(options.at(-1)).toEqual({ localeTag: ARABIC.localeTag, endonym: 'العربية', dir: 'rtl' });
  });
});
