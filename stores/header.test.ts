import { afterEach, describe, expect, it } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import type { CapabilitiesResponse } from '../src/services/identity.ts';
import { $tenancy, $user, type ConsoleTenancy, type ConsoleUser } from './account.ts';
import { $capabilities } from './capabilities.ts';
import { $headerModel } from './header.ts';

const USER: ConsoleUser = {
  ocid: 'ocid1.user.oc1..demo',
  name: 'Demo User',
  email: 'demo@example.com',
  hasOracleEmail: false,
  firstName: 'Demo',
  lastName: 'User',
  isRegularSignIn: true,
  isSamlSyncSignIn: false,
  isBoatSignIn: false,
  isIdcsUser: false,
  isDomainUser: false,
  isIdcsDomainUser: false,
  isIamUser: true,
  domainName: 'Default',
  domainOCID: null,
  idcsInstanceId: null,
  idcsUserLocale: null,
  identityProviderId: null,
  timeCreated: null,
  isMfaActivated: null,
  userSettingsHref: '/identity/users/ocid1.user.oc1..demo',
  showSessionExpiringWarning: false,
  canUpdateToken: true,
  signingOut: false,
  showLanguageConflictDialog: false,
};

const TENANCY: ConsoleTenancy = {
  ocid: 'ocid1.tenancy.oc1..acme',
  name: 'acme-corp',
  homeRegionKey: 'IAD',
  myServicesIdentifier: null,
  isInternal: false,
  isOverriden: false,
  overrideFromId: null,
  accountInfo: null,
  createdTime: null,
  isBoatInProdTenancy: false,
  overrideError: null,
};

function account(overrides: Partial<CapabilitiesResponse['accountInfo']>): CapabilitiesResponse {
  return {
    accountInfo: {
      limitsProvisioned: true,
      suspended: false,
      freeTierEnabled: true,
      freeTierOnly: false,
      promotionStatus: 'none',
      accountStatus: 'active',
      intentToPay: false,
      promotionUpgraded: false,
      accountFlags: 1,
      programType: '',
      hasSaasSubscription: false,
      ...overrides,
    },
    capabilities: { cloudShell: true, codeEditor: false },
  };
}

describe('$headerModel', () => {
  afterEach(() => {
    cleanStores($headerModel, $user, $tenancy, $capabilities);
  });

  it('gives a paying user the standard help menu, the live chat with their details and Cloud Shell only', () => {
    keepMount($headerModel);
    $user.set({ status: 'ready', value: USER, error: null });
    $tenancy.set({ status: 'ready', value: TENANCY, error: null });
    $capabilities.set({ status: 'ready', data: account({}), failure: null });
    const model = $headerModel.get();
    expect(model.user?.items.map(item => item.id)).toEqual(['tenancy', 'user-settings', 'change-password']);
    expect(model.helpItems.map(item => item.id)).toContain('create-support-request');
    expect(model.developerTools).toEqual({ cloudShell: true, codeEditor: false, combined: true });
    expect(model.liveChat?.action).toMatch(/\/support-chat\/chat$/);
    expect(Object.values(model.liveChat?.fields ?? {})).toEqual(
      expect.arrayContaining(['demo@example.com', 'acme-corp', 'PayGo'])
    );
    expect(model.saasApps).toBeNull();
    expect(model.locales.length).toBeGreaterThan(1);
  });

  it('hides the live chat and the support request from an Always Free account', () => {
    keepMount($headerModel);
    $user.set({ status: 'ready', value: USER, error: null });
    $tenancy.set({ status: 'ready', value: TENANCY, error: null });
    $capabilities.set({ status: 'ready', data: account({ freeTierOnly: true }), failure: null });
    const model = $headerModel.get();
    expect(model.liveChat).toBeNull();
    expect(model.helpItems.map(item => item.id)).not.toContain('create-support-request');
    expect(model.helpItems.map(item => item.id)).toContain('upgrade-account');
  });
});
