import { navigationMenu } from '../emulator/plugins/navigation-data.ts';
import { PLUGINS } from '../emulator/plugins/registry-data.ts';
import {
  buildNavigationMenu,
  DEFAULT_CONSOLE_SCOPE,
  type NavigationContext,
  type NavigationMenuInput,
  type NavigationMenuView,
} from '../src/domain/navigation-menu.ts';

/** The navigation context of a plain identity-domain tenancy in us-ashburn-1, with the local cloud's plugins. */
export function navigationContext(overrides: Partial<NavigationContext> = {}): NavigationContext {
  return {
    isDomainTenancy: true,
    isGovernmentRegion: false,
    isFeatureEnabled: () => false,
    experiments: {},
    scopes: [DEFAULT_CONSOLE_SCOPE],
    saasCustomer: false,
    saasServiceTypes: [],
    databaseType: 'default',
    pluginPrefixes: PLUGINS.map(plugin => plugin.pathPrefix),
    linkValues: { region: 'us-ashburn-1', tenancyName: 'acme-corp', secondLevelDomain: 'oraclecloud.com' },
    ...overrides,
  };
}

/** The menu the local cloud serves in English for that context, nothing pinned or recent. */
export function localNavigationMenu(overrides: Partial<NavigationMenuInput> = {}): NavigationMenuView {
  return buildNavigationMenu({
    registry: navigationMenu('en'),
    context: navigationContext(),
    paas: { status: 'idle', groups: [], error: null },
    pinned: [],
    recent: [],
    ...overrides,
  });
}
