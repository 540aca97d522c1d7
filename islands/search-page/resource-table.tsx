import { useId, type ReactNode } from 'react';
import type { ResourceOrder } from '../../src/domain/search.ts';
import { rowText } from '../../src/domain/search.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { ResourceTableProps } from './interfaces.ts';
import { CompartmentName, LifecycleState, ResourceLink, ResourceTime } from './resource-fields.tsx';

/** Skeleton rows while the first page loads (enough to hold the table's place without a jump). */
const SKELETON_ROWS = 6;
const COLUMNS = 5;

type SortColumn = ResourceOrder['by'];

/** The order a click on a column's header asks: the other direction when it is sorted, else its natural first one. */
function nextOrder(column: SortColumn, order: ResourceOrder | null): ResourceOrder {
  if (order?.by === column) {
    return { by: column, direction: order.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  // Names read A to Z first; times newest first.
  return { by: column, direction: column === 'name' ? 'ascending' : 'descending' };
}

function SortableHeader({
  column,
  label,
  order,
  onSort,
}: {
  column: SortColumn;
  label: string;
  order: ResourceOrder | null;
  onSort: (order: ResourceOrder) => void;
}): ReactNode {
  const direction = order?.by === column ? order.direction : 'none';
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="sort" onClick={() => onSort(nextOrder(column, order))}>
        {label}
        <span className={`sort-mark sort-${direction}`} aria-hidden="true" />
      </button>
    </th>
  );
}

function SkeletonRows(): ReactNode {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} className="skeleton-row" aria-hidden="true">
      {Array.from({ length: COLUMNS }, (_, cell) => (
        <td key={cell}>
          <span className="skeleton" />
        </td>
      ))}
    </tr>
  ));
}

/** The alert of a failed search with its retry, or of a failed "Load more" (the rows stay above it). */
export function SearchAlert({
  heading,
  text,
  onRetry,
}: {
  heading: string;
  text: string;
  onRetry: () => void;
}): ReactNode {
  return (
    <div className="alert alert-error" role="alert">
      <div className="alert-body">
        <strong className="alert-heading">{heading}</strong>
        <p>{text}</p>
      </div>
      <button type="button" className="button" onClick={onRetry}>
        {t('searchPage.retry')}
      </button>
    </div>
  );
}

function Toolbar(props: ResourceTableProps & { filterId: string }): ReactNode {
  const { results, items, types, typeFilter, filterId, onFilterType } = props;
  return (
    <div className="toolbar">
      <div className="field">
        <label htmlFor={filterId}>{t('searchPage.resources.typeFilter')}</label>
        <select
          id={filterId}
          value={typeFilter ?? ''}
          disabled={results.status !== 'ready' || types.length === 0}
          onChange={event => onFilterType(event.currentTarget.value === '' ? null : event.currentTarget.value)}
        >
          <option value="">{t('searchPage.resources.allTypes')}</option>
          {types.map(type => (
            <option key={type} value={type}>
              {rowText(type)}
            </option>
          ))}
        </select>
      </div>
      <p className="toolbar-status" role="status">
        {results.status === 'ready'
          ? t(results.nextPage === undefined ? 'searchPage.resources.shown' : 'searchPage.resources.shownMore', {
              shown: items.length,
              loaded: results.items.length,
            })
          : results.status === 'loading'
            ? t('searchPage.resources.loading')
            : ''}
      </p>
    </div>
  );
}

function Footer({ results, onLoadMore }: ResourceTableProps): ReactNode {
  if (results.status !== 'ready') return null;
  return (
    <div className="table-footer">
      {results.moreFailed ? (
        <SearchAlert
          heading={t('searchPage.resources.moreFailed.heading')}
          text={t('searchPage.resources.moreFailed.text')}
          onRetry={onLoadMore}
        />
      ) : null}
      {results.nextPage !== undefined && !results.moreFailed ? (
        <button
          type="button"
          className="button"
          aria-disabled={results.loadingMore}
          onClick={() => {
            if (!results.loadingMore) onLoadMore();
          }}
        >
          {t(results.loadingMore ? 'searchPage.resources.loadingMore' : 'searchPage.resources.loadMore')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The resources found: a table (name linking to the resource's page, type, compartment, state, time created) sorted
 * by name or time created from its column headers, filtered by type, paged with "Load more". Skeleton rows while
 * the first page loads, an empty state, and an error with a retry; a failing "Load more" keeps the rows shown.
 */
export function ResourceTable(props: ResourceTableProps): ReactNode {
  const { results, items, order, caption, onSort, onRetry } = props;
  const filterId = useId();
  if (results.status === 'failed') {
    return (
      <SearchAlert
        heading={t('searchPage.resources.error.heading')}
        text={t('searchPage.resources.error.text')}
        onRetry={onRetry}
      />
    );
  }
  if (results.status === 'ready' && results.items.length === 0) {
    return (
      <div className="empty-state">
        <h2>{t('searchPage.resources.empty.heading')}</h2>
        <p>
          {results.kind === 'Structured'
            ? t('searchPage.resources.empty.query')
            : t('searchPage.resources.empty.text', { text: results.text })}
        </p>
      </div>
    );
  }
  const loading = results.status === 'loading';
  return (
    <div className="resources">
      <Toolbar {...props} filterId={filterId} />
      <div className="table-frame">
        <table aria-busy={loading}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <SortableHeader column="name" label={t('searchPage.column.name')} order={order} onSort={onSort} />
              <th scope="col">{t('searchPage.column.type')}</th>
              <th scope="col">{t('searchPage.column.compartment')}</th>
              <th scope="col">{t('searchPage.column.state')}</th>
              <SortableHeader
                column="timeCreated"
                label={t('searchPage.column.timeCreated')}
                order={order}
                onSort={onSort}
              />
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <SkeletonRows />
            ) : (
              items.map(resource => (
                <tr key={resource.identifier}>
                  <th scope="row">
                    <ResourceLink resource={resource} display={props} />
                  </th>
                  <td>{rowText(resource.resourceType)}</td>
                  <td>
                    <CompartmentName compartmentId={resource.compartmentId} display={props} />
                  </td>
                  <td>
                    <LifecycleState state={resource.lifecycleState} />
                  </td>
                  <td>
                    <ResourceTime value={resource.timeCreated} display={props} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Footer {...props} />
    </div>
  );
}
