import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  MAX_DASHBOARDS,
  MAX_DASHBOARD_NAME_LENGTH,
  dashboardPath,
  type CreateDashboardError,
  type Dashboard,
} from '../../../src/domain/dashboard.ts';
import { t } from '../../../src/i18n/i18n.ts';
import type { DashboardViewProps } from './interfaces.ts';
import { LineIcon } from './widget-parts.tsx';

const CREATE_ERRORS: Readonly<Record<CreateDashboardError, string>> = {
  'name-required': 'homeDashboard.create.error.nameRequired',
  'name-too-long': 'homeDashboard.create.error.nameTooLong',
  limit: 'homeDashboard.create.error.limit',
};

/** A dashboard's name: the user's, or the starter dashboard's translated one. */
export function dashboardName(dashboard: Dashboard): string {
  return dashboard.name ?? t('homeDashboard.starterName');
}

/** The list of the user's dashboards, the current one marked, and the form that creates one. */
export function DashboardNav({
  props,
  current,
  announce,
  focusTitle,
}: {
  props: DashboardViewProps;
  current: Dashboard | undefined;
  announce: (message: string) => void;
  focusTitle: () => void;
}): ReactNode {
  const { document, actions } = props;
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<CreateDashboardError | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const errorId = useId();
  const atLimit = document.dashboards.length >= MAX_DASHBOARDS;

  useEffect(() => {
    if (creating) input.current?.focus();
  }, [creating]);

  const close = (): void => {
    setCreating(false);
    setName('');
    setError(null);
    // The button comes back with the next render.
    requestAnimationFrame(() => createButton.current?.focus());
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const result = actions.createDashboard(name);
    if (!result.ok) {
      setError(result.error);
      input.current?.focus();
      return;
    }
    setCreating(false);
    setName('');
    setError(null);
    announce(t('homeDashboard.announce.created', { name: result.dashboard.name ?? '' }));
    actions.navigate(dashboardPath(result.document, result.dashboard.id));
    focusTitle();
  };

  return (
    <nav className="dash-nav" aria-labelledby={headingId}>
      <h2 id={headingId} className="dash-nav-heading">
        {t('homeDashboard.nav.heading')}
      </h2>
      <ul className="dash-nav-list">
        {document.dashboards.map(dashboard => {
          const isCurrent = dashboard.id === current?.id;
          return (
            <li key={dashboard.id}>
              <a
                className="dash-nav-link"
                href={dashboardPath(document, dashboard.id)}
                aria-current={isCurrent ? 'page' : undefined}
              >
                <span className="dash-nav-name">{dashboardName(dashboard)}</span>
                {dashboard.id === document.defaultDashboardId ? (
                  <span className="dash-badge">{t('homeDashboard.default')}</span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
      {creating ? (
        <form className="dash-create" onSubmit={handleSubmit} noValidate>
          <label htmlFor={`${headingId}-name`}>{t('homeDashboard.create.label')}</label>
          <input
            ref={input}
            id={`${headingId}-name`}
            className="dash-input"
            type="text"
            value={name}
            maxLength={MAX_DASHBOARD_NAME_LENGTH * 2}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={event => {
              setName(event.target.value);
              setError(null);
            }}
            onKeyDown={event => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close();
              }
            }}
          />
          {error ? (
            <p id={errorId} className="dash-field-error">
              <span aria-hidden="true">
                <LineIcon name="close" />
              </span>
              {t(CREATE_ERRORS[error], { max: MAX_DASHBOARD_NAME_LENGTH, limit: MAX_DASHBOARDS })}
            </p>
          ) : null}
          <div className="dash-create-actions">
            <button type="submit" className="dash-button dash-button-primary">
              {t('homeDashboard.create.submit')}
            </button>
            <button type="button" className="dash-button" onClick={close}>
              {t('homeDashboard.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <button
            ref={createButton}
            type="button"
            className="dash-button"
            aria-disabled={atLimit ? 'true' : undefined}
            aria-describedby={atLimit ? `${headingId}-limit` : undefined}
            onClick={() => {
              if (!atLimit) setCreating(true);
            }}
          >
            <LineIcon name="plus" />
            {t('homeDashboard.create.open')}
          </button>
          {atLimit ? (
            <p id={`${headingId}-limit`} className="dash-meta">
              {t(CREATE_ERRORS.limit, { limit: MAX_DASHBOARDS })}
            </p>
          ) : null}
        </>
      )}
    </nav>
  );
}
