import { computed } from 'nanostores';
import { featureFlag } from '../src/feature-flags.ts';
import {
  QUICK_ACTION_FLAG_NAMES,
  homeQuickActions,
  type QuickActionContext,
  type QuickActionFlags,
} from '../src/domain/quick-actions.ts';
import { $tenancy } from './account.ts';
import { $capabilities } from './capabilities.ts';
import { consoleConfig } from './service-context.ts';

/**
 * What Home's quick-action rules (and the Always Free badge's, `alwaysFreeBadgeShown`) read: the flags (read again
 * when the account facts change; they do not change within a page), the realm's configuration, the capabilities'
 * account info and the tenancy's internal tag and creation time (the account's age, for the badge's cutoffs).
 */
export const $quickActionContext = computed([$capabilities, $tenancy], (capabilities, tenancy): QuickActionContext => {
  const config = consoleConfig();
  return {
    flags: Object.fromEntries(QUICK_ACTION_FLAG_NAMES.map(name => [name, featureFlag(name)])) as QuickActionFlags,
    realm: config.realm,
    government: config.realmFeatures?.government === true,
    disconnected: config.realmFeatures?.disconnected === true,
    account: { accountInfo: capabilities.data?.accountInfo ?? null, isInternal: tenancy.value?.isInternal === true },
    accountCreated: tenancy.value?.createdTime ?? null,
  };
});

/** Home's quick actions (spec 2 §2) for this account in this realm. */
export const $homeQuickActions = computed($quickActionContext, homeQuickActions);
