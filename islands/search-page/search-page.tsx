import { useEffect, useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { SEARCH_PAGE_PATH, type SearchCategory, type SearchPageView } from '../../src/domain/search-page.ts';
import { activeLocale, catalogIntlTag, onLocaleChange, t } from '../../src/i18n/i18n.ts';
import type { SearchResultsState, SearchKind } from '../../stores/search-results.ts';
import { AdvancedQuery } from './advanced-query.tsx';
import type { SearchPageProps } from './interfaces.ts';
import { DocumentationList, ServiceList } from './result-lists.tsx';
import { ResultTabs, type ResultTab } from './result-tabs.tsx';
import { ResourceDetails } from './resource-details.tsx';
import { resourceName } from './resource-fields.tsx';
import { ResourceTable } from './resource-table.tsx';

/**
 * The results as they stand for `kind` and `text`: until the store has taken up a search the URL just asked for, the
 * page shows it loading rather than the previous search's rows.
 */
function resultsFor(results: SearchResultsState, kind: SearchKind, text: string): SearchResultsState {
  if (text.trim() === '') return { ...results, status: 'idle', kind, text, items: [], nextPage: undefined };
  if (results.kind === kind && results.text === text) return results;
  return {
    ...results,
    status: 'loading',
    kind,
    text,
    items: [],
    nextPage: undefined,
    loadingMore: false,
    moreFailed: false,
    queryError: null,
  };
}

/** The page's own search box: refines the text; what was typed stays when the search fails. */
function SearchBox({ text, onSearch }: { text: string; onSearch: (text: string) => void }): ReactNode {
  const [draft, setDraft] = useState(text);
  const inputId = useId();
  useEffect(() => setDraft(text), [text]);
  const handleSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (draft.trim() !== '') onSearch(draft.trim());
  };
  return (
    <form className="search-box" role="search" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('searchPage.searchBox.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={draft}
        placeholder={t('searchPage.searchBox.placeholder')}
        onChange={event => setDraft(event.currentTarget.value)}
      />
      <button type="submit" className="button button-primary">
        {t('searchPage.searchBox.submit')}
      </button>
    </form>
  );
}

function Results(props: SearchPageProps & { view: Extract<SearchPageView, { kind: 'results' }> }): ReactNode {
  const { view, services, documentation, onNavigate } = props;
  const results = resultsFor(props.results, 'FreeText', view.text);
  const resourceCount =
    results.status === 'ready' ? `${results.items.length}${results.nextPage === undefined ? '' : '+'}` : null;
  const tabs: ResultTab[] = [
    { id: 'resources', label: t('searchPage.tab.resources'), count: resourceCount },
    { id: 'services', label: t('searchPage.tab.services'), count: services ? String(services.length) : null },
    {
      id: 'documentation',
      label: t('searchPage.tab.documentation'),
      count: documentation.status === 'ready' ? String(documentation.items.length) : null,
    },
  ];
  const select = (category: SearchCategory) => onNavigate({ ...view, category });
  return (
    <ResultTabs tabs={tabs} selected={view.category} label={t('searchPage.tabs.label')} onSelect={select}>
      {view.category === 'resources' ? (
        <ResourceTable
          {...props}
          results={results}
          items={results === props.results ? props.visibleResults : []}
          types={props.resultTypes}
          caption={t('searchPage.resources.caption', { text: view.text })}
        />
      ) : view.category === 'services' ? (
        <ServiceList services={services} text={view.text} />
      ) : (
        <DocumentationList documentation={documentation} onRetry={props.onReload} />
      )}
    </ResultTabs>
  );
}

function Advanced(props: SearchPageProps & { view: Extract<SearchPageView, { kind: 'advanced' }> }): ReactNode {
  const { view, onNavigate, onRetry } = props;
  const results = resultsFor(props.results, 'Structured', view.query);
  const headingId = useId();
  const run = (query: string): void => {
    if (query === view.query) onRetry();
    else onNavigate({ kind: 'advanced', query });
  };
  return (
    <>
      <AdvancedQuery
        query={view.query}
        queryError={results.queryError}
        running={results.status === 'loading'}
        now={props.now ?? new Date()}
        onRun={run}
      />
      {results.status === 'idle' ? (
        <div className="empty-state">
          <h2>{t('searchPage.advanced.idle.heading')}</h2>
          <p>{t('searchPage.advanced.idle.text')}</p>
        </div>
      ) : results.queryError ? null : (
        <section className="query-results" aria-labelledby={headingId}>
          <h2 id={headingId}>
            {t('searchPage.advanced.results')}
            {results.status === 'ready' ? (
              <span className="count">{` (${results.items.length}${results.nextPage === undefined ? '' : '+'})`}</span>
            ) : null}
          </h2>
          <ResourceTable
            {...props}
            results={results}
            items={results === props.results ? props.visibleResults : []}
            types={props.resultTypes}
            caption={t('searchPage.advanced.results')}
          />
        </section>
      )}
    </>
  );
}

/** The heading of the page: what was searched, advanced search, or the resource shown. */
function heading({ view, details }: SearchPageProps): string {
  if (view.kind === 'results') return t('searchPage.heading.results', { text: view.text });
  if (view.kind === 'advanced') return t('searchPage.heading.advanced');
  return details.identifier === view.identifier && details.resource
    ? resourceName(details.resource)
    : t('searchPage.heading.resource');
}

/**
 * The search page (spec 1 §2): results of a text in tabs (resources, services, documentation) with a search box to
 * refine it, advanced search with a structured query, or one resource's details. What it shows comes from the URL
 * (`view`); every choice asks `onNavigate` for the URL that shows it.
 */
export function SearchPage(props: SearchPageProps): ReactNode {
  const { view, onNavigate } = props;
  // Re-render when the catalog changes; `lang` names the language the texts are actually in.
  const catalogLocale = useSyncExternalStore(onLocaleChange, activeLocale);
  const search = (text: string): void => {
    if (view.kind === 'results' && text === view.text) {
      props.onRetry();
      props.onReload();
    } else {
      onNavigate({ kind: 'results', text, category: view.kind === 'results' ? view.category : 'resources' });
    }
  };
  return (
    <div className="search-page" lang={catalogIntlTag(catalogLocale ?? props.localeTag)}>
      <div className="page-header">
        <div className="title-row">
          <h1>{heading(props)}</h1>
          {view.kind === 'advanced' ? null : (
            <a className="page-link" href={SEARCH_PAGE_PATH}>
              {t('searchPage.advancedLink')}
            </a>
          )}
        </div>
        {view.kind === 'advanced' ? <p className="description">{t('searchPage.advanced.description')}</p> : null}
        {view.kind === 'results' ? <SearchBox text={view.text} onSearch={search} /> : null}
      </div>
      {view.kind === 'results' ? (
        <Results {...props} view={view} />
      ) : view.kind === 'advanced' ? (
        <Advanced {...props} view={view} />
      ) : (
        <ResourceDetails details={props.details} display={props} onRetry={props.onReload} />
      )}
    </div>
  );
}
