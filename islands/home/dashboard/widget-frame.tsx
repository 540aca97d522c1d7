import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  addableWidgets,
  dashboardWidget,
  type Dashboard,
  type DashboardWidgetKind,
} from '../../../src/domain/dashboard.ts';
import { t } from '../../../src/i18n/i18n.ts';
import { LineIcon, StatusIndicator } from './widget-parts.tsx';

/** The `data-focus` key of a widget's control, where focus goes back after a change. */
export const focusKey = (kind: DashboardWidgetKind, control: 'toggle' | 'up' | 'down' | 'remove'): string =>
  `${kind}:${control}`;

/** A widget: its heading opens and closes it, its buttons move and remove it; the content keeps its own states. */
export function WidgetFrame({
  kind,
  index,
  count,
  open,
  onToggle,
  onMove,
  onRemove,
  children,
}: {
  kind: DashboardWidgetKind;
  index: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  onMove: (move: 'up' | 'down', control: 'toggle' | 'up' | 'down') => void;
  onRemove: () => void;
  children: ReactNode;
}): ReactNode {
  const contentId = useId();
  const title = t(dashboardWidget(kind).title);
  const first = index === 0;
  const last = index === count - 1;
  // Alt+arrows move the widget from its heading as well (the APG's keyboard alternative to dragging).
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? 'up' : 'down', 'toggle');
  };
  return (
    <section className="dash-widget" aria-labelledby={`${contentId}-heading`} data-widget={kind}>
      <div className="dash-widget-header">
        <h3 id={`${contentId}-heading`} className="dash-widget-heading">
          <button
            type="button"
            className="dash-widget-toggle"
            aria-expanded={open}
            aria-controls={contentId}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            data-focus={focusKey(kind, 'toggle')}
            onClick={onToggle}
            onKeyDown={handleKeyDown}
          >
            <LineIcon name="chevron" />
            <span>{title}</span>
          </button>
        </h3>
        <div className="dash-widget-actions">
          <button
            type="button"
            className="dash-icon-button"
            aria-label={t('homeDashboard.widget.moveUp', { widget: title })}
            title={t('homeDashboard.widget.moveUp', { widget: title })}
            aria-disabled={first ? 'true' : undefined}
            data-focus={focusKey(kind, 'up')}
            onClick={() => {
              if (!first) onMove('up', 'up');
            }}
          >
            <LineIcon name="up" />
          </button>
          <button
            type="button"
            className="dash-icon-button"
            aria-label={t('homeDashboard.widget.moveDown', { widget: title })}
            title={t('homeDashboard.widget.moveDown', { widget: title })}
            aria-disabled={last ? 'true' : undefined}
            data-focus={focusKey(kind, 'down')}
            onClick={() => {
              if (!last) onMove('down', 'down');
            }}
          >
            <LineIcon name="down" />
          </button>
          <button
            type="button"
            className="dash-icon-button"
            aria-label={t('homeDashboard.widget.remove', { widget: title })}
            title={t('homeDashboard.widget.remove', { widget: title })}
            data-focus={focusKey(kind, 'remove')}
            onClick={onRemove}
          >
            <LineIcon name="close" />
          </button>
        </div>
      </div>
      <div id={contentId} className="dash-widget-content" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** The list of widgets a dashboard can still add, each with what it shows. */
export function AddWidgetPanel({
  id,
  dashboard,
  onAdd,
  onClose,
}: {
  id: string;
  dashboard: Dashboard;
  onAdd: (kind: DashboardWidgetKind) => void;
  onClose: () => void;
}): ReactNode {
  const panel = useRef<HTMLDivElement>(null);
  const addable = addableWidgets(dashboard);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, []);
  return (
    <div
      ref={panel}
      id={id}
      className="dash-add-panel"
      role="group"
      aria-labelledby={`${id}-heading`}
      onKeyDown={event => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <h3 id={`${id}-heading`} className="dash-add-heading" tabIndex={addable.length === 0 ? -1 : undefined}>
        {t('homeDashboard.add.heading')}
      </h3>
      {addable.length === 0 ? (
        <p className="dash-meta">{t('homeDashboard.add.none')}</p>
      ) : (
        <ul className="dash-add-list">
          {addable.map(kind => {
            const definition = dashboardWidget(kind);
            return (
              <li key={kind} className="dash-add-item">
                <div>
                  <p className="dash-add-title">{t(definition.title)}</p>
                  <p className="dash-meta">{t(definition.description)}</p>
                </div>
                <button
                  type="button"
                  className="dash-button"
                  aria-label={t('homeDashboard.add.one', { widget: t(definition.title) })}
                  onClick={() => onAdd(kind)}
                >
                  <LineIcon name="plus" />
                  {t('homeDashboard.add.button')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="dash-button dash-button-link" onClick={onClose}>
        {t('homeDashboard.add.close')}
      </button>
    </div>
  );
}

/** Asks before a dashboard is deleted; Cancel is where focus lands. */
export function DeleteConfirmation({
  name,
  onDelete,
  onCancel,
}: {
  name: string;
  onDelete: () => void;
  onCancel: () => void;
}): ReactNode {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      className="dash-confirm"
      role="group"
      aria-labelledby={id}
      onKeyDown={event => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <p id={id} className="dash-confirm-text">
        <StatusIndicator tone="warning">{t('homeDashboard.delete.confirm', { name })}</StatusIndicator>
      </p>
      <div className="dash-create-actions">
        <button type="button" className="dash-button dash-button-danger" onClick={onDelete}>
          {t('homeDashboard.delete.submit')}
        </button>
        <button ref={cancel} type="button" className="dash-button" onClick={onCancel}>
          {t('homeDashboard.cancel')}
        </button>
      </div>
    </div>
  );
}
