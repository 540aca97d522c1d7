import { useId, type ReactNode } from 'react';
import { QUICKSTARTS_PATH, quickStartsPath } from '../../src/domain/quickstarts.ts';
import { resourcePagePath } from '../../src/domain/resource-pages.ts';
import { formatResourceTime, lifecycleTone } from '../../src/domain/search-page.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { LaunchedQuickStartItem } from '../../stores/quickstarts.ts';
import type { LaunchedDisplay, LaunchedQuickStartsProps } from './interfaces.ts';
import { solutionTitle } from './solution-texts.ts';

/** Catalog ids of the Resource Manager stack states; any other state shows as the service spells it. */
const STATE_LABELS: Readonly<Record<string, string>> = {
  ACTIVE: 'quickstarts.state.active',
  CREATING: 'quickstarts.state.creating',
  UPDATING: 'quickstarts.state.updating',
  DELETING: 'quickstarts.state.deleting',
  DELETED: 'quickstarts.state.deleted',
  FAILED: 'quickstarts.state.failed',
};

/** Rows the skeleton shows while the list loads (chosen: about what a tenancy has launched). */
const SKELETON_ROWS = 3;

function StackState({ state }: { state: string | null | undefined }): ReactNode {
  if (!state) return <span className="muted">{t('quickstarts.value.unknown')}</span>;
  const label = STATE_LABELS[state.toUpperCase()];
  return <span className={`state state-${lifecycleTone(state)}`}>{label ? t(label) : state}</span>;
}

function Row({ item, display }: { item: LaunchedQuickStartItem; display: LaunchedDisplay }): ReactNode {
  const { stack, solution } = item;
  const created = formatResourceTime(stack.timeCreated, display.localeTag, display.timeZone);
  return (
    <tr>
      <th scope="row">
        <a href={resourcePagePath(stack, display.pluginPrefixes)}>{stack.displayName || stack.identifier}</a>
      </th>
      <td>
        <a href={quickStartsPath(solution)}>{solutionTitle(solution)}</a>
      </td>
      <td>
        <StackState state={stack.lifecycleState} />
      </td>
      <td>
        {created !== null && stack.timeCreated ? (
          <time dateTime={stack.timeCreated}>{created}</time>
        ) : (
          <span className="muted">{t('quickstarts.value.unknown')}</span>
        )}
      </td>
    </tr>
  );
}

function SkeletonRows(): ReactNode {
  return Array.from({ length: SKELETON_ROWS }, (_, index) => (
    <tr key={index} className="skeleton-row" aria-hidden="true">
      {[0, 1, 2, 3].map(cell => (
        <td key={cell}>
          <span className="skeleton" />
        </td>
      ))}
    </tr>
  ));
}

/**
 * The manage view (spec 2 §2, `/resourcemanager/quickstarts/manage`): the stacks of the active region launched from a
 * quick start, each linking to its Resource Manager page and to its solution's details, with a skeleton while they
 * load, an empty state, and an error with Try again. A status line tells screen readers what arrived.
 */
export function LaunchedQuickStarts(props: LaunchedQuickStartsProps): ReactNode {
  const { launched, regionName, onRefresh } = props;
  const headingId = useId();
  const loading = launched.status === 'loading' || launched.status === 'idle';
  const ready = launched.status === 'ready';
  const status = loading
    ? t('quickstarts.manage.loading')
    : ready
      ? t('quickstarts.manage.summary', { count: launched.items.length })
      : '';
  return (
    <>
      <nav aria-label={t('quickstarts.breadcrumbs.label')}>
        <ol className="breadcrumbs">
          <li>
            <a href={QUICKSTARTS_PATH}>{t('quickstarts.heading')}</a>
          </li>
          <li>
            <span aria-current="page">{t('quickstarts.manage.heading')}</span>
          </li>
        </ol>
      </nav>
      <div className="page-header">
        <h1>{t('quickstarts.manage.heading')}</h1>
        <p className="description">{t('quickstarts.manage.description', { region: regionName })}</p>
      </div>
      <section className="container" aria-labelledby={headingId} aria-busy={loading}>
        <div className="container-header">
          <h2 id={headingId}>
            {t('quickstarts.manage.tableHeading')}
            {ready ? <span className="count"> ({launched.items.length})</span> : null}
          </h2>
          <button type="button" className="button" onClick={() => loading || onRefresh()} aria-disabled={loading}>
            {t('quickstarts.manage.refresh')}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {status}
        </p>
        {launched.status === 'failed' ? (
          <div className="alert alert-error" role="alert">
            <div>
              <strong className="alert-heading">{t('quickstarts.manage.error.heading')}</strong>
              <p>{t('quickstarts.manage.error.text')}</p>
            </div>
            <button type="button" className="button" onClick={onRefresh}>
              {t('quickstarts.manage.retry')}
            </button>
          </div>
        ) : ready && launched.items.length === 0 ? (
          <div className="empty-state">
            <h3>{t('quickstarts.manage.empty.heading')}</h3>
            <p>{t('quickstarts.manage.empty.text')}</p>
            <a className="button" href={QUICKSTARTS_PATH}>
              {t('quickstarts.manage.empty.browse')}
            </a>
          </div>
        ) : (
          <div className="table-frame">
            <table>
              <caption className="visually-hidden">{t('quickstarts.manage.tableHeading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quickstarts.manage.column.stack')}</th>
                  <th scope="col">{t('quickstarts.manage.column.solution')}</th>
                  <th scope="col">{t('quickstarts.manage.column.state')}</th>
                  <th scope="col">{t('quickstarts.manage.column.created')}</th>
                </tr>
              </thead>
              <tbody>
                {loading && launched.items.length === 0 ? (
                  <SkeletonRows />
                ) : (
                  launched.items.map(item => <Row key={item.stack.identifier} item={item} display={props} />)
                )}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
