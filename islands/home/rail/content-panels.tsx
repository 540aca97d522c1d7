import type { ReactNode } from 'react';
import {
  FEED_ENTRIES_SHOWN,
  formatRailDate,
  listingPath,
  MARKETPLACE_PATH,
  RAIL_MARKETPLACE_SHOWN,
  type RailPanelId,
} from '../../../src/domain/right-rail.ts';
import { t } from '../../../src/i18n/i18n.ts';
import type { FeaturedListing } from '../../../src/services/marketplace-featured.ts';
import type { FeedEntry, RailFeed } from '../../../src/services/rail-feed.ts';
import type { RailData } from '../../../stores/right-rail.ts';
import type { RailPanelControls, RailPanelState } from './interfaces.ts';
import { PhoneIcon, ShieldIcon } from './rail-icons.tsx';
import { ExternalLink, frameControls, RailPanel, SkeletonLines } from './rail-panel.tsx';

/** A list panel's state from its data: empty when ready with nothing to show. */
function listState<T>(data: RailData<T>, count: number): RailPanelState {
  return data.status === 'ready' ? (count > 0 ? 'ready' : 'empty') : data.status;
}

/** Skeleton of a list of `count` entries with `lines` lines each. */
function ListSkeleton({ count, lines }: { count: number; lines: readonly number[] }): ReactNode {
  return (
    <ul className="rail-list">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="rail-entry">
          <SkeletonLines lines={lines} />
        </li>
      ))}
    </ul>
  );
}

/** Props of the panels fed by the rail feed. */
export interface FeedPanelProps extends RailPanelControls {
  data: RailData<RailFeed>;
}

/** A panel listing feed entries (new features, government blog posts): title linking out, summary, date. */
function FeedListPanel(
  props: FeedPanelProps & {
    panel: RailPanelId;
    heading: string;
    entries: (feed: RailFeed) => FeedEntry[];
    empty: string;
  }
): ReactNode {
  const entries = props.data.value ? props.entries(props.data.value).slice(0, FEED_ENTRIES_SHOWN) : [];
  return (
    <RailPanel
      panel={props.panel}
      heading={props.heading}
      state={listState(props.data, entries.length)}
      {...frameControls(props)}
      errorText={t('homeRail.error.feed')}
      skeleton={<ListSkeleton count={FEED_ENTRIES_SHOWN} lines={[80, 100, 70, 40]} />}
    >
      {entries.length === 0 ? (
        props.empty
      ) : (
        <ul className="rail-list">
          {entries.map(entry => (
            <li key={entry.id} className="rail-entry">
              <span className="rail-entry-title rail-truncate">
                <ExternalLink href={entry.url}>{entry.title}</ExternalLink>
              </span>
              <span className="rail-entry-summary rail-clamp">{entry.summary}</span>
              {entry.date ? (
                <time className="rail-entry-meta" dateTime={entry.date}>
                  {formatRailDate(entry.date, props.localeTag, props.timeZone)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </RailPanel>
  );
}

/** The new-features panel (spec 1 §2): the newest features from the rail feed. */
export function NewFeaturesPanel(props: FeedPanelProps): ReactNode {
  return (
    <FeedListPanel
      {...props}
      panel="new-features"
      heading={t('homeRail.panel.newFeatures')}
      entries={feed => feed.newFeatures}
      empty={t('homeRail.newFeatures.empty')}
    />
  );
}

/** The government-blog panel (spec 1 §2, government realms only): the blog's latest posts. */
export function GovernmentBlogPanel(props: FeedPanelProps): ReactNode {
  return (
    <FeedListPanel
      {...props}
      panel="government-blog"
      heading={t('homeRail.panel.governmentBlog')}
      entries={feed => feed.governmentBlog}
      empty={t('homeRail.governmentBlog.empty')}
    />
  );
}

/** The mobile-app panel (spec 1 §2): what the app does and its store pages. */
export function MobileAppPanel(props: FeedPanelProps): ReactNode {
  const app = props.data.value?.mobileApp ?? null;
  return (
    <RailPanel
      panel="mobile-app"
      heading={t('homeRail.panel.mobileApp')}
      state={listState(props.data, app ? 1 : 0)}
      {...frameControls(props)}
      errorText={t('homeRail.error.feed')}
      skeleton={
        // The text does not wait for the feed: only the store links do.
        <MobileAppFeature>
          <SkeletonLines lines={[60]} narrow={[40]} />
        </MobileAppFeature>
      }
    >
      {app ? (
        <MobileAppFeature>
          <p className="rail-inline-links">
            <ExternalLink href={app.appStoreUrl}>{t('homeRail.mobileApp.appStore')}</ExternalLink>
            <ExternalLink href={app.googlePlayUrl}>{t('homeRail.mobileApp.googlePlay')}</ExternalLink>
          </p>
        </MobileAppFeature>
      ) : (
        t('homeRail.mobileApp.empty')
      )}
    </RailPanel>
  );
}

/** The mobile app's icon and what it does, above `children` (its store links, or their skeleton). */
function MobileAppFeature({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className="rail-feature">
      <PhoneIcon />
      <div>
        <p className="rail-feature-text">{t('homeRail.mobileApp.text')}</p>
        {children}
      </div>
    </div>
  );
}

/** Props of the Marketplace panel. */
export interface MarketplacePanelProps extends RailPanelControls {
  data: RailData<FeaturedListing[]>;
}

/** The Marketplace panel (spec 1 §2): featured listings, each opening its page, and a link to the Marketplace. */
export function MarketplacePanel(props: MarketplacePanelProps): ReactNode {
  const listings = (props.data.value ?? []).slice(0, RAIL_MARKETPLACE_SHOWN);
  return (
    <RailPanel
      panel="marketplace"
      heading={t('homeRail.panel.marketplace')}
      state={listState(props.data, listings.length)}
      {...frameControls(props)}
      errorText={t('homeRail.error.marketplace')}
      actions={
        <a className="rail-link" href={MARKETPLACE_PATH}>
          {t('homeRail.marketplace.browse')}
        </a>
      }
      skeleton={<ListSkeleton count={RAIL_MARKETPLACE_SHOWN} lines={[70, 50]} />}
    >
      {listings.length === 0 ? (
        t('homeRail.marketplace.empty')
      ) : (
        <ul className="rail-list">
          {listings.map(listing => (
            <li key={listing.id} className="rail-entry rail-listing">
              {listing.icon ? (
                <img className="rail-listing-icon" src={listing.icon.contentUrl} alt="" width="32" height="32" />
              ) : (
                <span className="rail-listing-icon" aria-hidden="true" />
              )}
              <span className="rail-listing-text">
                <a className="rail-entry-title rail-truncate" href={listingPath(listing.id)}>
                  {listing.name}
                </a>
                {listing.publisher ? (
                  <span className="rail-entry-meta rail-truncate">
                    {t('homeRail.marketplace.publisher', { publisher: listing.publisher.name })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RailPanel>
  );
}

/** Props of the MFA recommendation. */
export interface MfaPanelProps {
  /** The user's settings page, where MFA is enabled. */
  href: string;
  open: boolean;
  onToggle: (open: boolean) => void;
}

/**
 * The MFA recommendation (spec 1 §2), shown only to a user without multi-factor authentication: what is at stake and
 * a link to the user's settings where it is enabled. Its data is the user record Home already has, so it is ready.
 */
export function MfaPanel(props: MfaPanelProps): ReactNode {
  return (
    <RailPanel
      panel="mfa-recommendation"
      heading={t('homeRail.panel.mfa')}
      state="ready"
      open={props.open}
      onToggle={props.onToggle}
      skeleton={null}
    >
      <div className="rail-feature rail-recommendation">
        <ShieldIcon />
        <div>
          <p className="rail-feature-text">{t('homeRail.mfa.text')}</p>
          <p className="rail-inline-links">
            <a className="rail-link" href={props.href}>
              {t('homeRail.mfa.action')}
            </a>
          </p>
        </div>
      </div>
    </RailPanel>
  );
}
