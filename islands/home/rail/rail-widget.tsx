import { useStore } from '@nanostores/react';
import { styleSheet, useAdoptedSheets } from '../../shared/adopted-sheets.ts';
import { Fragment, useLayoutEffect, type ReactNode } from 'react';
import { CONSOLE_CONFIG, type RealmFeatures } from '../../../src/config.ts';
import {
  listingPagesServed,
  railPanels,
  railPanelWidgetId,
  type RailFacts,
  type RailPanelId,
} from '../../../src/domain/right-rail.ts';
import { featureFlag } from '../../../src/feature-flags.ts';
import { $tenancy, $user } from '../../../stores/account.ts';
import { $capabilities } from '../../../stores/capabilities.ts';
import { $localeTag } from '../../../stores/locale.ts';
import { $timeZone } from '../../../stores/time-zone.ts';
import { $pluginPrefixes } from '../../../stores/plugins.ts';
import { $regions } from '../../../stores/regions.ts';
import {
  $railBilling,
  $railFeed,
  $railMarketplace,
  $railSavings,
  $railStatus,
  $railStatusPageUrl,
  $railWhatsNew,
  railBillingSettled,
  retryRailSource,
  type RailSourceName,
} from '../../../stores/right-rail.ts';
import { $widgetStates, isWidgetOpen, setWidgetOpen } from '../../../stores/widget-state.ts';
import {
  GovernmentBlogPanel,
  MarketplacePanel,
  MfaPanel,
  MobileAppPanel,
  NewFeaturesPanel,
} from './content-panels.tsx';
import billingCss from './billing-panel.css?inline';
import { BillingPanel } from './billing-panel.tsx';
import type { RailPanelControls } from './interfaces.ts';
import panelsCss from './rail-panels.css?inline';
import css from './rail.css?inline';
import { RightRail } from './right-rail.tsx';
import { SavingsPanel } from './savings-panel.tsx';
import { StatusPanel } from './status-panel.tsx';
import { WhatsNewPanel } from './whats-new-panel.tsx';

// The rail's styles come with its chunk, not with Home's start-up path: adopted into the shadow root it renders in
// before its first paint.
const sheet = styleSheet(css + panelsCss + billingCss);

/**
 * The realm's facts the rail reads. `government` and `disconnected` are the realm configuration's (src/config.ts
 * RealmFeatures), read this way so the rail does not depend on which of them a build's configuration declares.
 */
function realmFacts(features: RealmFeatures | undefined): { government: boolean; disconnected: boolean } {
  const realm = features as { government?: boolean; disconnected?: boolean } | undefined;
  return { government: realm?.government === true, disconnected: realm?.disconnected === true };
}

/** Every panel is open until the user closes it (spec 1 §4: "persisted per widget with a default"; default chosen). */
const DEFAULT_OPEN = true;

/**
 * How long the rail's first frame waits for the billing answer (chosen): the billing panel is hidden for a tenancy
 * without summaries, so waiting lets it be there from the first frame or never, rather than vanish and move the panels
 * below. Past this the panel shows its skeleton and the rail does not wait any longer.
 */
export const BILLING_FIRST_FRAME_WAIT_MS = 1500;

/** Resolves when the rail may render its first frame: the billing answer is in, not needed, or late (see above). */
export function railReady(): Promise<void> {
  return railBillingSettled(BILLING_FIRST_FRAME_WAIT_MS);
}

/** The mark set when the rail first renders (before its first paint): journeys and benchmarks measure from it. */
export const RAIL_RENDERED_MARK = 'console:home-rail';

/** Marks the rail's first render (before its first paint), once per page. */
function useRenderedMark(): void {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(RAIL_RENDERED_MARK).length === 0) performance.mark(RAIL_RENDERED_MARK);
  }, []);
}

/**
 * The right rail, connected (spec 2 §2 "Right rail", spec 1 §2): which panels show follows the account, the user, the
 * realm and the `right-rail` flag (src/domain/right-rail.ts); each panel reads its own store, so only the data of the
 * panels shown is asked for, and each fails on its own. Home's `rail` slot, loaded by `deferredWidget`.
 */
export default function RailWidget(): ReactNode {
  const capabilities = useStore($capabilities);
  const tenancy = useStore($tenancy);
  const user = useStore($user);
  const prefixes = useStore($pluginPrefixes);
  const regions = useStore($regions);
  const widgetStates = useStore($widgetStates);
  const localeTag = useStore($localeTag);
  const billing = useStore($railBilling);
  const timeZone = useStore($timeZone);
  useRenderedMark();
  const ref = useAdoptedSheets<HTMLElement>(sheet);

  const realm = realmFacts(CONSOLE_CONFIG.realmFeatures);
  const facts: RailFacts = {
    enabled: featureFlag('right-rail'),
    account: { accountInfo: capabilities.data?.accountInfo ?? null, isInternal: tenancy.value?.isInternal ?? false },
    // Summaries are assumed while loading or failed, so the panel shows its skeleton or its error.
    billing: {
      enabled: featureFlag('right-rail-billing'),
      hasSummaries: billing.status !== 'ready' || billing.value?.hasSummaries === true,
    },
    user:
      user.status === 'ready' && user.value
        ? {
            isMfaActivated: user.value.isMfaActivated,
            isIamUser: user.value.isIamUser,
            isBoatSignIn: user.value.isBoatSignIn,
          }
        : null,
    governmentRealm: realm.government,
    disconnectedRealm: realm.disconnected,
    marketplacePages: listingPagesServed(prefixes),
  };
  const panels = railPanels(facts);
  if (panels.length === 0) return null;

  const controls = (panel: RailPanelId, source: RailSourceName): RailPanelControls => ({
    open: isWidgetOpen(widgetStates, railPanelWidgetId(panel), DEFAULT_OPEN),
    onToggle: open => setWidgetOpen(railPanelWidgetId(panel), open),
    onRetry: () => retryRailSource(source),
    localeTag,
    timeZone,
  });

  const render = (panel: RailPanelId): ReactNode => {
    switch (panel) {
      case 'oci-status':
        return <StatusSlot {...controls(panel, 'status')} regionCount={regions.items.length} />;
      case 'billing':
        return <BillingPanel {...controls(panel, 'billing')} data={billing} />;
      case 'cost-management-savings':
        return <SavingsSlot {...controls(panel, 'savings')} />;
      case 'whats-new':
        return <WhatsNewSlot {...controls(panel, 'whats-new')} />;
      case 'new-features':
        return <FeedSlot {...controls(panel, 'feed')} Panel={NewFeaturesPanel} />;
      case 'marketplace':
        return <MarketplaceSlot {...controls(panel, 'marketplace')} />;
      case 'mobile-app':
        return <FeedSlot {...controls(panel, 'feed')} Panel={MobileAppPanel} />;
      case 'mfa-recommendation': {
        const { open, onToggle } = controls(panel, 'status');
        return <MfaPanel href={user.value?.userSettingsHref ?? '/'} open={open} onToggle={onToggle} />;
      }
      case 'government-blog':
        return <FeedSlot {...controls(panel, 'feed')} Panel={GovernmentBlogPanel} />;
    }
  };

  return (
    <RightRail ref={ref}>
      {panels.map(panel => (
        <Fragment key={panel}>{render(panel)}</Fragment>
      ))}
    </RightRail>
  );
}

function StatusSlot(props: RailPanelControls & { regionCount: number }): ReactNode {
  return <StatusPanel {...props} data={useStore($railStatus)} statusPageUrl={useStore($railStatusPageUrl)} />;
}

function SavingsSlot(props: RailPanelControls): ReactNode {
  return <SavingsPanel {...props} data={useStore($railSavings)} />;
}

function WhatsNewSlot(props: RailPanelControls): ReactNode {
  return <WhatsNewPanel {...props} data={useStore($railWhatsNew)} />;
}

function MarketplaceSlot(props: RailPanelControls): ReactNode {
  return <MarketplacePanel {...props} data={useStore($railMarketplace)} />;
}

function FeedSlot({
  Panel,
  ...props
}: RailPanelControls & { Panel: typeof NewFeaturesPanel | typeof MobileAppPanel }): ReactNode {
  return <Panel {...props} data={useStore($railFeed)} />;
}
