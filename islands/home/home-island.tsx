import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $tenancy } from '../../stores/account.ts';
import { $activeRegionFriendlyName } from '../../stores/active-region.ts';
import { $capabilities } from '../../stores/capabilities.ts';
import { $homeQuickActions } from '../../stores/home-quick-actions.ts';
import { $locale } from '../../stores/locale.ts';
import { $regions } from '../../stores/regions.ts';
import { $route } from '../../stores/route.ts';
import { goTo } from '../shared/go-to.ts';
import { DeferredExplore } from './explore/deferred-explore.tsx';
import { DeferredApplications, DeferredDashboard } from './dashboard/deferred-tabs.tsx';
import { DeferredGallery } from './gallery/deferred-gallery.tsx';
import { Home } from './home.tsx';
import { DeferredRail } from './rail/deferred-rail.tsx';

/** The Home page connected to the console's stores: the route picks the tab, the account stores fill the summary. */
export function HomeIsland(): ReactNode {
  const route = useStore($route);
  const tenancy = useStore($tenancy);
  const regions = useStore($regions);
  const activeRegion = useStore($activeRegionFriendlyName);
  const capabilities = useStore($capabilities);
  const locale = useStore($locale);
  const quickActions = useStore($homeQuickActions);
  return (
    <Home
      tab={route?.kind === 'home' ? route.tab : undefined}
      tenancyName={tenancy.value?.name}
      homeRegion={regions.items.find(region => region.isHome)?.friendlyName}
      activeRegion={activeRegion}
      saasScope={capabilities.data?.accountInfo.hasSaasSubscription === true}
      locale={locale}
      navigate={goTo}
      quickActions={quickActions}
      widgets={{
        gallery: <DeferredGallery />,
        dashboard: <DeferredDashboard />,
        explore: <DeferredExplore />,
        applications: <DeferredApplications />,
        rail: <DeferredRail />,
      }}
    />
  );
}
