import { computed } from 'nanostores';
import { CONSOLE_CONFIG } from '../src/config.ts';
import { customerTypeOf } from '../src/domain/customer-type.ts';
import {
  developerTools,
  helpMenuItems,
  helpMenuVariant,
  localeOptions,
  userMenuModel,
  type AnnouncementsBadge,
  type DeveloperTools,
  type HelpMenuItem,
  type LiveChatForm,
  type LocaleOption,
  type SaasApp,
  type UserMenuModel,
} from '../src/domain/header-menus.ts';
import { isLiveChatAvailable, liveChatForm } from '../src/domain/live-chat.ts';
import { supportedLocales } from '../src/domain/locale.ts';
import { saasApps } from '../src/domain/saas-apps.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { statusHost } from '../src/services/service-health.ts';
import { $tenancy, $user } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $announcementsBadge } from './announcements-state.ts';
import { $capabilities } from './capabilities.ts';
import { $feedbackNotificationCount } from './feedback-panel.ts';
import { $regions } from './regions.ts';
import { $serviceEnvironments } from './service-environments.ts';

/** Everything the header shows besides regions: derived from the account, capabilities and page data. */
export interface HeaderModel {
  user: UserMenuModel | null;
  developerTools: DeveloperTools;
  announcements: AnnouncementsBadge | null;
  helpItems: readonly HelpMenuItem[];
  locales: readonly LocaleOption[];
  liveChat: LiveChatForm | null;
  saasApps: readonly SaasApp[] | null;
}

/** The locales the menu offers (spec 3 §9; Arabic behind its flag); one entry when locale support is off. */
function offeredLocales(): LocaleOption[] {
  if (!featureFlag('locale-support')) return [];
  return localeOptions(supportedLocales({ arabic: featureFlag('arabic-locale') }));
}

/** The header's model (spec 1 §2 Header, §6 roles): which menus, items and launchers this user sees. */
export const $headerModel = computed(
  [
    $user,
    $tenancy,
    $capabilities,
    $regions,
    $activeRegion,
    $announcementsBadge,
    $serviceEnvironments,
    $feedbackNotificationCount,
  ],
  (user, tenancy, capabilities, regions, activeRegion, announcements, environments, feedbackCount): HeaderModel => {
    const account = capabilities.data?.accountInfo ?? null;
    const tenancyValue = tenancy.value;
    const userValue = user.value;
    const cloudOrigin = CONSOLE_CONFIG.cloudOrigin.replace(/\/+$/, '');
    const helpVariant = helpMenuVariant({
      accountInfo: account,
      shortSupportMenu: CONSOLE_CONFIG.realmFeatures?.shortSupportMenu === true,
    });
    return {
      user: userValue
        ? userMenuModel(userValue, tenancyValue, {
            multipleIdentityDomains: featureFlag('multiple-identity-domains'),
            identityProviderUrl: `${cloudOrigin}/login`,
          })
        : null,
      developerTools: developerTools(capabilities.data?.capabilities ?? null, account, {
        cloudShellPlugin: featureFlag('cloud-shell-plugin'),
        developerToolsMenu: featureFlag('developer-tools-menu'),
      }),
      announcements,
      helpItems: helpMenuItems(helpVariant, {
        docsBaseUrl: regions.baseDocsUrl ?? `https://docs.${CONSOLE_CONFIG.secondLevelDomain}/iaas`,
        statusPageUrl: statusHost(),
        // The contextual help and feedback panels (issue 17): entries that open them, feedback with its prompts' count.
        panels: true,
        feedbackCount,
      }),
      locales: offeredLocales(),
      liveChat:
        userValue && tenancyValue && isLiveChatAvailable(account)
          ? liveChatForm({
              cloudOrigin,
              email: userValue.email,
              firstName: userValue.firstName,
              lastName: userValue.lastName,
              tenancyName: tenancyValue.name,
              tenancyOcid: tenancyValue.ocid,
              customerType: customerTypeOf({ accountInfo: account, isInternal: tenancyValue.isInternal }),
              region: activeRegion,
            })
          : null,
      // The launcher is for SaaS customers (spec 1 §1 "SaaS applications widget"); others have no environments.
      saasApps: account?.hasSaasSubscription ? saasApps(environments.items) : null,
    };
  }
);
