import type { ReactNode } from 'react';
import { announcementTypeMessage } from '../../../src/domain/banners.ts';
import { formatDateText } from '../../../src/domain/date-format.ts';
import {
  ALL_RESOURCES_QUERY,
  HEALTH_ISSUES_SHOWN,
  RESOURCE_COUNT_LIMIT,
  RESOURCE_TYPES_SHOWN,
  healthOverview,
  healthTone,
  resourceTypeLabel,
  resourceTypeQuery,
  type HealthTone,
} from '../../../src/domain/dashboard-widgets.ts';
import type { NavigationMenuEntry } from '../../../src/domain/navigation-menu.ts';
import { openableUrl } from '../../../src/domain/popup.ts';
import { searchPagePath } from '../../../src/domain/search-page.ts';
import { t } from '../../../src/i18n/i18n.ts';
import { ANNOUNCEMENT_TYPES } from '../../../src/services/announcements.ts';
import type { DashboardAnnouncements, DashboardHealth, ResourceCounts } from '../../../stores/dashboard-widgets.ts';
import type { WidgetData } from '../../../stores/home-widget-data.ts';
import { EmptyState, ErrorState, ExternalLink, Skeleton, StatusIndicator, type StatusTone } from './widget-parts.tsx';

// The content of each Dashboard widget: pure, from its store's data, with its own loading, empty and error states.

/** What every widget's content gets besides its data. */
export interface WidgetContentProps<T> {
  data: WidgetData<T>;
  regionName: string;
  locale: string;
  timeZone: string;
  onRetry: () => void;
  openExternal: (url: string) => void;
}

function numberText(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Resource counts by type, each linking to the search page listing that type. */
export function ResourceCountsContent(props: WidgetContentProps<ResourceCounts>): ReactNode {
  const { data, regionName, locale, onRetry } = props;
  if (data.status === 'failed')
    return <ErrorState message={t('homeDashboard.resourceCounts.error')} onRetry={onRetry} />;
  if (data.status !== 'ready' || !data.data) return <Skeleton rows={5} label={t('homeDashboard.loading')} />;
  const { counts, total, partial } = data.data;
  if (total === 0) {
    return <EmptyState title={t('homeDashboard.resourceCounts.empty', { region: regionName })} />;
  }
  const shown = counts.slice(0, RESOURCE_TYPES_SHOWN);
  const hidden = counts.length - shown.length;
  return (
    <>
      <p className="dash-meta">
        {t(partial ? 'homeDashboard.resourceCounts.partial' : 'homeDashboard.resourceCounts.summary', {
          count: total,
          limit: numberText(RESOURCE_COUNT_LIMIT, locale),
          region: regionName,
        })}
      </p>
      <table className="dash-table">
        <caption className="visually-hidden">{t('homeDashboard.resourceCounts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('homeDashboard.resourceCounts.type')}</th>
            <th scope="col" className="dash-number">
              {t('homeDashboard.resourceCounts.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map(({ resourceType, count }) => {
            const label = resourceTypeLabel(resourceType);
            return (
              <tr key={resourceType}>
                <th scope="row">
                  <a
                    className="dash-link"
                    href={searchPagePath({ kind: 'advanced', query: resourceTypeQuery(resourceType) })}
                  >
                    {label ? t(label) : resourceType}
                  </a>
                </th>
                <td className="dash-number">{numberText(count, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="dash-footer">
        {hidden > 0 ? (
          <span className="dash-meta">{t('homeDashboard.resourceCounts.more', { count: hidden })}</span>
        ) : null}
        <a className="dash-link" href={searchPagePath({ kind: 'advanced', query: ALL_RESOURCES_QUERY })}>
          {t('homeDashboard.resourceCounts.viewAll')}
        </a>
      </div>
    </>
  );
}

function announcementTypeText(type: string): string {
  if ((ANNOUNCEMENT_TYPES as readonly string[]).includes(type)) return t(announcementTypeMessage(type));
  // A type this build does not know: its name in words rather than a missing text.
  return type.toLowerCase().replace(/_/g, ' ');
}

/** The newest active announcements: type, summary and date, and a link to all of them. */
export function AnnouncementsContent(props: WidgetContentProps<DashboardAnnouncements>): ReactNode {
  const { data, locale, timeZone, onRetry } = props;
  if (data.status === 'failed')
    return <ErrorState message={t('homeDashboard.announcements.error')} onRetry={onRetry} />;
  if (data.status !== 'ready' || !data.data) return <Skeleton rows={4} label={t('homeDashboard.loading')} />;
  const { items, total, more } = data.data;
  if (items.length === 0) return <EmptyState title={t('homeDashboard.announcements.empty')} />;
  return (
    <>
      <p className="dash-meta">
        {t(more ? 'homeDashboard.announcements.countMore' : 'homeDashboard.announcements.count', { count: total })}
      </p>
      <ul className="dash-list">
        {items.map(item => {
          const date = formatDateText(item.timeCreated, locale, timeZone);
          return (
            <li key={item.id} className="dash-announcement">
              <span className="dash-tag">{announcementTypeText(item.announcementType)}</span>
              <span className="dash-announcement-summary">{item.summary}</span>
              {date ? (
                <time className="dash-meta" dateTime={item.timeCreated ?? undefined}>
                  {date}
                </time>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="dash-footer">
        <a className="dash-link" href="/announcements">
          {t('homeDashboard.announcements.viewAll')}
        </a>
      </div>
    </>
  );
}

const HEALTH_STATUS: Readonly<Record<HealthTone, { tone: StatusTone; text: string }>> = {
  down: { tone: 'error', text: 'homeDashboard.health.status.down' },
  disruption: { tone: 'warning', text: 'homeDashboard.health.status.disruption' },
  information: { tone: 'info', text: 'homeDashboard.health.status.information' },
  normal: { tone: 'success', text: 'homeDashboard.health.status.normal' },
  unknown: { tone: 'unknown', text: 'homeDashboard.health.status.unknown' },
};

/** The active region's service health: all well, or the services with an issue; a link to the status page. */
export function HealthContent(props: WidgetContentProps<DashboardHealth>): ReactNode {
  const { data, regionName, onRetry, openExternal } = props;
  if (data.status === 'failed') return <ErrorState message={t('homeDashboard.health.error')} onRetry={onRetry} />;
  if (data.status !== 'ready' || !data.data) return <Skeleton rows={4} label={t('homeDashboard.loading')} />;
  const { report, statusPageUrl } = data.data;
  if (!report || report.serviceHealthReports.length === 0) {
    return <EmptyState title={t('homeDashboard.health.empty', { region: regionName })} />;
  }
  const { total, issues, outages } = healthOverview(report.serviceHealthReports);
  const statusPage = statusPageUrl ? openableUrl(statusPageUrl) : null;
  return (
    <>
      {issues.length === 0 ? (
        <p className="dash-health-summary">
          <StatusIndicator tone="success">
            {t('homeDashboard.health.allNormal', { count: total, region: regionName })}
          </StatusIndicator>
        </p>
      ) : (
        <>
          <p className="dash-health-summary">
            {outages > 0 ? (
              <StatusIndicator tone="warning">
                {t('homeDashboard.health.issues', { count: outages, region: regionName })}
              </StatusIndicator>
            ) : (
              <StatusIndicator tone="info">
                {t('homeDashboard.health.notices', { count: issues.length, region: regionName })}
              </StatusIndicator>
            )}
          </p>
          <ul className="dash-list">
            {issues.slice(0, HEALTH_ISSUES_SHOWN).map(issue => {
              const status = HEALTH_STATUS[healthTone(issue.serviceStatus)];
              return (
                <li key={issue.serviceCanonicalName} className="dash-health-issue">
                  <span>{issue.serviceName}</span>
                  <StatusIndicator tone={status.tone}>{t(status.text)}</StatusIndicator>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {statusPage ? (
        <div className="dash-footer">
          <ExternalLink href={statusPage} open={openExternal}>
            {t('homeDashboard.health.statusPage')}
          </ExternalLink>
        </div>
      ) : null}
    </>
  );
}

/** The pages the user visited last (the navigation menu's recents), newest first. */
export function RecentLinksContent(props: WidgetContentProps<NavigationMenuEntry[]>): ReactNode {
  const { data, onRetry, openExternal } = props;
  if (data.status === 'failed') return <ErrorState message={t('homeDashboard.recent.error')} onRetry={onRetry} />;
  if (data.status !== 'ready' || !data.data) return <Skeleton rows={4} label={t('homeDashboard.loading')} />;
  if (data.data.length === 0) {
    return (
      <EmptyState title={t('homeDashboard.recent.empty')}>
        <p className="dash-meta">{t('homeDashboard.recent.emptyHint')}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="dash-list dash-links">
      {data.data.map(entry => {
        const text = entry.textId ? t(entry.textId) : entry.text;
        if (!entry.path) return null;
        return (
          <li key={entry.key}>
            {entry.external || entry.openInNewTab ? (
              <ExternalLink href={entry.path} open={openExternal}>
                {text}
              </ExternalLink>
            ) : (
              <a className="dash-link" href={entry.path}>
                {text}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
