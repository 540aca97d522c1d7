import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { $tenancy } from '../../stores/account.ts';
import { $compartmentNames, loadCompartmentNames } from '../../stores/compartment-names.ts';
import { $direction, $locale } from '../../stores/locale.ts';
import { $pluginPrefixes } from '../../stores/plugins.ts';
import { openWindow } from '../../stores/popups.ts';
import { $recentSearches, forgetSearch, loadRecentSearches, recordSearch } from '../../stores/recent-searches.ts';
import { $searchColumns, $searchOptions, $searchServices, $searchText, setSearchText } from '../../stores/search.ts';
import { goTo } from '../shared/go-to.ts';
import { flyoutContent, resultsPath } from './flyout-model.ts';
import type { FlyoutRow, FlyoutTexts } from './interfaces.ts';
import { SearchFlyout } from './search-flyout.tsx';

function texts(): FlyoutTexts {
  return {
    label: t('header.search.label'),
    landmark: t('header.search.landmark'),
    footer: t('search.footer'),
    removeHint: t('search.recent.removeHint'),
    remove: label => t('search.recent.remove', { label }),
  };
}

/** The search flyout connected to the console's stores: the text, the columns' answers and the recent searches. */
export function SearchFlyoutIsland(): ReactNode {
  const text = useStore($searchText);
  const services = useStore($searchServices);
  const columns = useStore($searchColumns);
  const options = useStore($searchOptions);
  const recent = useStore($recentSearches);
  const prefixes = useStore($pluginPrefixes);
  const names = useStore($compartmentNames);
  const tenancy = useStore($tenancy);
  const direction = useStore($direction);
  // Texts come from the catalog at render: a new locale re-renders them.
  useStore($locale);

  useEffect(() => {
    loadRecentSearches();
    // Names for the resources' compartments; without them the rows show compartment OCIDs.
    loadCompartmentNames();
  }, []);

  const compartmentNames = useMemo(() => {
    const root = tenancy.value;
    return root && !names.has(root.ocid) ? new Map([...names, [root.ocid, root.name]]) : names;
  }, [names, tenancy.value]);

  const content = flyoutContent({
    text,
    recent,
    services,
    resources: columns.resources,
    documentation: options.documentationSearch ? columns.documentation : null,
    marketplace: options.marketplace ? columns.marketplace : null,
    pluginPrefixes: prefixes,
    compartmentNames,
  });

  const choose = (row: FlyoutRow) => {
    const { action } = row;
    if (action.kind === 'recent') {
      setSearchText(action.text);
      return;
    }
    if (text.trim() !== '') recordSearch(text.trim());
    if (action.kind === 'url') openWindow(action.url);
    else goTo(action.path);
  };

  return (
    <SearchFlyout
      text={text}
      {...content}
      texts={texts()}
      rtl={direction === 'rtl'}
      onText={setSearchText}
      onChoose={choose}
      onRemove={row => forgetSearch(row.label)}
      onSubmit={query => {
        recordSearch(query);
        goTo(resultsPath(query));
      }}
    />
  );
}
