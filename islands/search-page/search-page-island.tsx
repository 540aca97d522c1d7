import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { readSearchPageView, searchPagePath, type SearchPageView } from '../../src/domain/search-page.ts';
import { t } from '../../src/i18n/i18n.ts';
import { $localeTag } from '../../stores/locale.ts';
import { $pluginPrefixes } from '../../stores/plugins.ts';
import { $timeZone } from '../../stores/time-zone.ts';
import { $activeRegion } from '../../stores/active-region.ts';
import { $location, navigate } from '../../stores/route.ts';
import { $compartmentNames, loadCompartmentNames } from '../../stores/compartment-names.ts';
import {
  $resourceDetails,
  $searchPageDocumentation,
  $searchPageServices,
  loadPageDocumentation,
  loadResourceDetails,
  openSearchPage,
} from '../../stores/search-page.ts';
import {
  $resultsOrder,
  $resultsTypeFilter,
  $resultTypes,
  $searchResults,
  $visibleResults,
  filterResultsByType,
  loadMoreResults,
  orderResults,
  retrySearchResults,
} from '../../stores/search-results.ts';
import { useDocumentTitle } from '../shared/document-title.ts';
import { SearchPage } from './search-page.tsx';

/** The browser tab's title for a view of the page. */
function documentTitle(view: SearchPageView): string {
  if (view.kind === 'results') return t('searchPage.documentTitle.results', { text: view.text });
  if (view.kind === 'advanced') return t('searchPage.documentTitle.advanced');
  return t('searchPage.documentTitle.resource');
}

/**
 * The search page connected to the console's stores. The URL (`$location`) says what it shows; opening a view asks
 * the stores for whatever it needs (again in another region), and every choice becomes a new URL through the router,
 * so back, forward and reload show the same thing.
 */
export function SearchPageIsland(): ReactNode {
  const location = useStore($location);
  const view = useMemo(() => readSearchPageView(location.search), [location.search]);
  const viewKey = searchPagePath(view);
  const region = useStore($activeRegion);
  const localeTag = useStore($localeTag);
  const timeZone = useStore($timeZone);
  const results = useStore($searchResults);
  const visibleResults = useStore($visibleResults);
  const resultTypes = useStore($resultTypes);
  const order = useStore($resultsOrder);
  const typeFilter = useStore($resultsTypeFilter);
  const services = useStore($searchPageServices);
  const documentation = useStore($searchPageDocumentation);
  const details = useStore($resourceDetails);
  const compartmentNames = useStore($compartmentNames);
  const pluginPrefixes = useStore($pluginPrefixes);

  // `view` is read from `viewKey`'s URL, so the key alone says when it changed. Entering the page asks again for what
  // failed before; moving between its tabs and history entries does not.
  const entered = useRef(false);
  useEffect(() => loadCompartmentNames(), []);
  useEffect(() => {
    openSearchPage(view, { retryFailed: !entered.current });
    entered.current = true;
  }, [viewKey, region]);
  useDocumentTitle(documentTitle(view));

  return (
    <SearchPage
      view={view}
      results={results}
      visibleResults={visibleResults}
      resultTypes={resultTypes}
      order={order}
      typeFilter={typeFilter}
      services={services}
      documentation={documentation}
      details={details}
      compartmentNames={compartmentNames}
      pluginPrefixes={pluginPrefixes}
      localeTag={localeTag}
      timeZone={timeZone}
      onNavigate={next => navigate(searchPagePath(next))}
      onSort={orderResults}
      onFilterType={filterResultsByType}
      onLoadMore={() => void loadMoreResults()}
      onRetry={() => void retrySearchResults()}
      onReload={() => {
        if (view.kind === 'results') void loadPageDocumentation(view.text);
        if (view.kind === 'resource') void loadResourceDetails(view.identifier);
      }}
    />
  );
}
