import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  dashboardAt,
  dashboardWidget,
  dashboardWidgetStateId,
  type DashboardWidgetKind,
} from '../../../src/domain/dashboard.ts';
import { t } from '../../../src/i18n/i18n.ts';
import { DashboardNav, dashboardName } from './dashboard-nav.tsx';
import { DASHBOARD_PLACEHOLDER } from './deferred-tabs.tsx';
import type { DashboardViewProps } from './interfaces.ts';
import { AddWidgetPanel, DeleteConfirmation, WidgetFrame, focusKey } from './widget-frame.tsx';
import { AnnouncementsContent, HealthContent, RecentLinksContent, ResourceCountsContent } from './widget-contents.tsx';
import { ErrorState, LineIcon, StatusIndicator } from './widget-parts.tsx';

/** The element to focus once the next render has placed it (a widget's control, `add`, `delete` or `title`). */
type FocusTarget = string;

/**
 * The Dashboard tab: the user's dashboards beside the one the URL names, its widgets in a grid. Every change is
 * keyboard-operable: widgets move with their buttons (or Alt+arrows on their heading), focus stays on what was used,
 * and a live region says where the widget went.
 */
export function DashboardView(props: DashboardViewProps): ReactNode {
  const { status, save, document, location, widgetStates, data, actions } = props;
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const [message, setMessage] = useState('');
  const [adding, setAdding] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const addPanelId = useId();
  const titleId = useId();
  const current = status === 'idle' || status === 'loading' ? undefined : dashboardAt(document, location);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const selector = target === 'title' ? `#${CSS.escape(titleId)}` : `[data-focus="${target}"]`;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  // Another dashboard: the panels of the last one close.
  useEffect(() => {
    setAdding(false);
    setConfirmingDelete(false);
  }, [current?.id]);

  if (status === 'idle' || status === 'loading') return DASHBOARD_PLACEHOLDER;

  // The same text twice in a row is still announced: the live region's text changes each time.
  const announce = (text: string): void => setMessage(previous => (previous === text ? `${text}\u00a0` : text));
  const focusTitle = (): void => {
    pendingFocus.current = 'title';
  };

  const nav = <DashboardNav props={props} current={current} announce={announce} focusTitle={focusTitle} />;
  const live = (
    <div className="visually-hidden" aria-live="polite" data-testid="dashboard-announcer">
      {message}
    </div>
  );

  if (!current) {
    return (
      <div className="dash-layout" ref={root}>
        {nav}
        <div className="dash-main">
          <div className="dash-empty dash-not-found">
            <h2 id={titleId} tabIndex={-1} className="dash-title">
              {t('homeDashboard.notFound.heading')}
            </h2>
            <p>{t('homeDashboard.notFound.text')}</p>
            <a className="dash-link" href="/dashboard">
              {t('homeDashboard.notFound.link')}
            </a>
          </div>
        </div>
        {live}
      </div>
    );
  }

  const name = dashboardName(current);
  const isDefault = current.id === document.defaultDashboardId;
  const count = current.widgets.length;

  const handleMove = (kind: DashboardWidgetKind, move: 'up' | 'down', control: 'toggle' | 'up' | 'down'): void => {
    const from = current.widgets.indexOf(kind);
    const to = move === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= count) return;
    actions.moveWidget(current.id, kind, move);
    pendingFocus.current = focusKey(kind, control);
    announce(t('homeDashboard.announce.moved', { widget: t(dashboardWidget(kind).title), position: to + 1, count }));
  };

  const handleRemove = (kind: DashboardWidgetKind): void => {
    const index = current.widgets.indexOf(kind);
    const next = current.widgets[index + 1] ?? current.widgets[index - 1];
    actions.removeWidget(current.id, kind);
    pendingFocus.current = next ? focusKey(next, 'toggle') : 'add';
    announce(t('homeDashboard.announce.removed', { widget: t(dashboardWidget(kind).title) }));
  };

  const handleAdd = (kind: DashboardWidgetKind): void => {
    actions.addWidget(current.id, kind);
    // Turned open, so the widget it adds is the one the user sees.
    actions.setWidgetOpen(dashboardWidgetStateId(current.id, kind), true);
    setAdding(false);
    pendingFocus.current = focusKey(kind, 'toggle');
    announce(t('homeDashboard.announce.added', { widget: t(dashboardWidget(kind).title) }));
  };

  const handleDelete = (): void => {
    actions.deleteDashboard(current.id);
    announce(t('homeDashboard.announce.deleted', { name }));
    actions.navigate('/dashboard');
    focusTitle();
  };

  const contentOf = (kind: DashboardWidgetKind): ReactNode => {
    const shared = {
      regionName: props.regionName,
      locale: props.locale,
      timeZone: props.timeZone,
      onRetry: () => actions.retryWidget(kind),
      openExternal: actions.openExternal,
    };
    switch (kind) {
      case 'resource-counts':
        return <ResourceCountsContent {...shared} data={data['resource-counts']} />;
      case 'announcements':
        return <AnnouncementsContent {...shared} data={data.announcements} />;
      case 'service-health':
        return <HealthContent {...shared} data={data['service-health']} />;
      case 'recent-links':
        return <RecentLinksContent {...shared} data={data['recent-links']} />;
    }
  };

  return (
    <div className="dash-layout" ref={root}>
      {nav}
      <div className="dash-main">
        <div className="dash-header">
          <div className="dash-title-row">
            <h2 id={titleId} tabIndex={-1} className="dash-title">
              {name}
            </h2>
            {isDefault ? <span className="dash-badge">{t('homeDashboard.default')}</span> : null}
          </div>
          <div className="dash-actions">
            <button
              type="button"
              className="dash-button dash-button-primary"
              aria-expanded={adding}
              aria-controls={adding ? addPanelId : undefined}
              data-focus="add"
              onClick={() => setAdding(open => !open)}
            >
              <LineIcon name="plus" />
              {t('homeDashboard.add.open')}
            </button>
            {isDefault ? null : (
              <>
                <button
                  type="button"
                  className="dash-button"
                  onClick={() => {
                    actions.setDefaultDashboard(current.id);
                    announce(t('homeDashboard.announce.default', { name }));
                  }}
                >
                  {t('homeDashboard.setDefault')}
                </button>
                <button
                  type="button"
                  className="dash-button"
                  data-focus="delete"
                  onClick={() => setConfirmingDelete(true)}
                >
                  {t('homeDashboard.delete.open')}
                </button>
              </>
            )}
          </div>
        </div>

        {status === 'failed' ? (
          <div className="dash-notice">
            <StatusIndicator tone="warning">{t('homeDashboard.loadFailed')}</StatusIndicator>
            <button type="button" className="dash-button" onClick={actions.retryLoad}>
              {t('homeDashboard.tryAgain')}
            </button>
          </div>
        ) : null}
        {save === 'failed' ? (
          <div className="dash-notice">
            <ErrorState message={t('homeDashboard.saveFailed')} onRetry={actions.retrySave} />
          </div>
        ) : null}

        {confirmingDelete ? (
          <DeleteConfirmation
            name={name}
            onDelete={handleDelete}
            onCancel={() => {
              setConfirmingDelete(false);
              pendingFocus.current = 'delete';
            }}
          />
        ) : null}

        {adding ? (
          <AddWidgetPanel
            id={addPanelId}
            dashboard={current}
            onAdd={handleAdd}
            onClose={() => {
              setAdding(false);
              pendingFocus.current = 'add';
            }}
          />
        ) : null}

        {count === 0 ? (
          <div className="dash-empty dash-empty-dashboard">
            <p className="dash-empty-title">{t('homeDashboard.empty.heading')}</p>
            <p className="dash-meta">{t('homeDashboard.empty.text')}</p>
          </div>
        ) : (
          <ul className="dash-grid" aria-label={t('homeDashboard.widgets', { name })}>
            {current.widgets.map((kind, index) => {
              const stateId = dashboardWidgetStateId(current.id, kind);
              const open = widgetStates[stateId] ?? true;
              return (
                <li key={kind} className="dash-grid-item">
                  <WidgetFrame
                    kind={kind}
                    index={index}
                    count={count}
                    open={open}
                    onToggle={() => actions.setWidgetOpen(stateId, !open)}
                    onMove={(move, control) => handleMove(kind, move, control)}
                    onRemove={() => handleRemove(kind)}
                  >
                    {contentOf(kind)}
                  </WidgetFrame>
                </li>
              );
            })}
          </ul>
        )}
        {live}
      </div>
    </div>
  );
}
