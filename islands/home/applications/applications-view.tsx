import { useId, type ReactNode } from 'react';
import {
  environmentConsoleUrl,
  environmentStatus,
  environmentTone,
  environmentType,
  subscriptionEnvironments,
  type EnvironmentStatus,
  type EnvironmentType,
} from '../../../src/domain/applications.ts';
import { regionFriendlyName } from '../../../src/domain/regions.ts';
import { t } from '../../../src/i18n/i18n.ts';
import { EmptyState, ErrorState, ExternalLink, Skeleton, StatusIndicator } from '../dashboard/widget-parts.tsx';
import type { ApplicationsViewProps } from './interfaces.ts';

const STATUS_TEXTS: Readonly<Record<EnvironmentStatus, string>> = {
  active: 'homeDashboard.apps.status.active',
  creating: 'homeDashboard.apps.status.creating',
  deleted: 'homeDashboard.apps.status.deleted',
  deleting: 'homeDashboard.apps.status.deleting',
  failed: 'homeDashboard.apps.status.failed',
  'in-progress': 'homeDashboard.apps.status.inProgress',
  unknown: 'homeDashboard.apps.status.unknown',
  updating: 'homeDashboard.apps.status.updating',
};

const TYPE_TEXTS: Readonly<Record<EnvironmentType, string>> = {
  development: 'homeDashboard.apps.type.development',
  production: 'homeDashboard.apps.type.production',
  staging: 'homeDashboard.apps.type.staging',
  test: 'homeDashboard.apps.type.test',
  'additional-test': 'homeDashboard.apps.type.additionalTest',
  'service-console': 'homeDashboard.apps.type.serviceConsole',
};

/** A lifecycle state as icon and text (spec 1 §3 statuses); Unknown keeps the service's own word beside it. */
function LifecycleState({ state }: { state: string | null | undefined }): ReactNode {
  const status = environmentStatus(state);
  return (
    <StatusIndicator tone={environmentTone(status)}>
      {status === 'unknown' && state ? `${t(STATUS_TEXTS.unknown)} (${state})` : t(STATUS_TEXTS[status])}
    </StatusIndicator>
  );
}

/** A titled panel of the tab with its own loading, empty and error states. */
function Panel({ title, count, children }: { title: string; count: number | null; children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <section className="apps-panel" aria-labelledby={id}>
      <div className="apps-panel-header">
        <h2 id={id} className="apps-panel-heading">
          {title}
          {count === null ? null : <span className="apps-count"> ({count})</span>}
        </h2>
      </div>
      <div className="apps-panel-content">{children}</div>
    </section>
  );
}

function EnvironmentsPanel(props: ApplicationsViewProps): ReactNode {
  const { environments, services, onRetryEnvironments, openExternal } = props;
  const items = environments.status === 'ready' ? (environments.data ?? []) : null;
  let content: ReactNode;
  if (environments.status === 'failed') {
    content = <ErrorState message={t('homeDashboard.apps.environments.error')} onRetry={onRetryEnvironments} />;
  } else if (!items) {
    content = <Skeleton rows={4} label={t('homeDashboard.loading')} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState title={t('homeDashboard.apps.environments.empty')}>
        <p className="dash-meta">{t('homeDashboard.apps.environments.emptyHint')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <table className="dash-table apps-table">
        <caption className="visually-hidden">{t('homeDashboard.apps.environments.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('homeDashboard.apps.column.environment')}</th>
            <th scope="col">{t('homeDashboard.apps.column.application')}</th>
            <th scope="col">{t('homeDashboard.apps.column.type')}</th>
            <th scope="col">{t('homeDashboard.apps.column.region')}</th>
            <th scope="col">{t('homeDashboard.apps.column.state')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map(environment => {
            const href = environmentConsoleUrl(environment);
            const type = environmentType(environment.environmentType);
            const serviceType = environment.serviceType?.toUpperCase() ?? '';
            const failed = environmentStatus(environment.lifecycleState) === 'failed';
            return (
              <tr key={environment.id} data-testid={`app-environment-${environment.displayName}`}>
                <th scope="row">
                  {href ? (
                    <ExternalLink href={href} open={openExternal}>
                      {environment.displayName}
                    </ExternalLink>
                  ) : (
                    environment.displayName
                  )}
                </th>
                <td>{services.get(serviceType)?.text ?? environment.serviceType ?? '—'}</td>
                <td>{type ? t(TYPE_TEXTS[type]) : (environment.environmentType ?? '—')}</td>
                <td>{environment.region ? regionFriendlyName(environment.region) : '—'}</td>
                <td>
                  <LifecycleState state={environment.lifecycleState} />
                  {failed && environment.lifecycleDetails ? (
                    <p className="apps-details">{environment.lifecycleDetails}</p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }
  return (
    <Panel title={t('homeDashboard.apps.environments.heading')} count={items ? items.length : null}>
      {content}
    </Panel>
  );
}

function SubscriptionsPanel(props: ApplicationsViewProps): ReactNode {
  const { subscriptions, environments, services, locale, onRetrySubscriptions } = props;
  const items = subscriptions.status === 'ready' ? (subscriptions.data ?? []) : null;
  let content: ReactNode;
  if (subscriptions.status === 'failed') {
    content = <ErrorState message={t('homeDashboard.apps.subscriptions.error')} onRetry={onRetrySubscriptions} />;
  } else if (!items) {
    content = <Skeleton rows={3} label={t('homeDashboard.loading')} />;
  } else if (items.length === 0) {
    content = <EmptyState title={t('homeDashboard.apps.subscriptions.empty')} />;
  } else {
    const listed = environments.status === 'ready' ? (environments.data ?? []) : null;
    content = (
      <table className="dash-table apps-table">
        <caption className="visually-hidden">{t('homeDashboard.apps.subscriptions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('homeDashboard.apps.column.application')}</th>
            <th scope="col">{t('homeDashboard.apps.column.subscription')}</th>
            <th scope="col" className="dash-number">
              {t('homeDashboard.apps.column.environments')}
            </th>
            <th scope="col">{t('homeDashboard.apps.column.state')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map(subscription => {
            const service = services.get(subscription.serviceName.toUpperCase());
            const name = service?.text ?? subscription.serviceName;
            return (
              <tr key={subscription.id}>
                <th scope="row">
                  {service?.path ? (
                    <a className="dash-link" href={service.path}>
                      {name}
                    </a>
                  ) : (
                    name
                  )}{' '}
                  <span className="dash-tag">{subscription.serviceName}</span>
                </th>
                <td className="apps-id">{subscription.classicSubscriptionId ?? subscription.id}</td>
                <td className="dash-number">
                  {listed
                    ? new Intl.NumberFormat(locale).format(subscriptionEnvironments(subscription, listed).length)
                    : '—'}
                </td>
                <td>
                  <LifecycleState state={subscription.lifecycleState} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }
  return (
    <Panel title={t('homeDashboard.apps.subscriptions.heading')} count={items ? items.length : null}>
      {content}
    </Panel>
  );
}

/**
 * The Applications tab (SaaS scope): the tenancy's service environments, each opening its console in a new window
 * with its lifecycle state (a failed one says why), and its app subscriptions; each panel with its own states.
 */
export function ApplicationsView(props: ApplicationsViewProps): ReactNode {
  return (
    <div className="apps-layout">
      <EnvironmentsPanel {...props} />
      <SubscriptionsPanel {...props} />
    </div>
  );
}
