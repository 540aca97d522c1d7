import type { NavigationMenuEntry } from '../../src/domain/navigation-menu.ts';
import { resourcePagePath } from '../../src/domain/resource-pages.ts';
import { marketplaceListingPath, MAX_SEARCH_TERM_LENGTH, rowText } from '../../src/domain/search.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { DocumentationItem } from '../../src/services/docs-search.ts';
import type { MarketplaceListing } from '../../src/services/marketplace.ts';
import type { ResourceSummary } from '../../src/services/resource-search.ts';
import type { SearchColumnState } from '../../stores/search.ts';
import type { FlyoutRow, FlyoutSection, SearchFlyoutProps } from './interfaces.ts';

/*
 * What the flyout shows for the stores' state (issue 13): the sections of each column, the footer, the hint and what
 * the live region says. Recent searches show while the box is empty (chosen: with text, the answers take the room);
 * with text the resources column sits at the inline start and services, documentation and marketplace at the end.
 */

// The longest name a row shows, and the cut (shared with the search page): src/domain/search.ts.
export { MAX_ROW_TEXT, rowText } from '../../src/domain/search.ts';

/** A network column's state for the flyout, with the rows it would show. */
type ColumnInput<T> = SearchColumnState<T> | null;

/** Everything the flyout is built from. */
export interface FlyoutInput {
  text: string;
  recent: readonly string[];
  services: readonly NavigationMenuEntry[];
  resources: ColumnInput<ResourceSummary>;
  /** Null while documentation search is off. */
  documentation: ColumnInput<DocumentationItem>;
  /** Null while marketplace search is off. */
  marketplace: ColumnInput<MarketplaceListing>;
  pluginPrefixes: readonly string[];
  /** Compartment names by OCID, for the resource rows. */
  compartmentNames: ReadonlyMap<string, string>;
}

/** Which error each column says (spec 1 §8: error finding resources, error finding documents). */
const ERROR_IDS: Record<'resources' | 'documentation' | 'marketplace', string> = {
  resources: 'search.resources.error',
  documentation: 'search.documentation.error',
  marketplace: 'search.marketplace.error',
};

/** The section of a network column, or null when it has nothing to say (idle). */
function networkSection<T>(
  key: 'resources' | 'documentation' | 'marketplace',
  state: ColumnInput<T>,
  rows: (items: readonly T[]) => FlyoutRow[]
): FlyoutSection | null {
  if (state === null || state.status === 'idle') return null;
  const heading = t(`search.${key}.heading`);
  switch (state.status) {
    case 'loading':
      return { key, heading, rows: [], loading: true };
    case 'too-short':
      return { key, heading, rows: [], message: { text: t('search.moreCharacters'), tone: 'info' } };
    case 'too-long':
      return {
        key,
        heading,
        rows: [],
        message: { text: t('search.tooManyCharacters', { max: MAX_SEARCH_TERM_LENGTH }), tone: 'error' },
      };
    case 'failed':
      return { key, heading, rows: [], message: { text: t(ERROR_IDS[key]), tone: 'error' } };
    case 'ready':
      return state.items.length === 0
        ? { key, heading, rows: [], message: { text: t('search.noResults'), tone: 'info' } }
        : { key, heading, rows: rows(state.items) };
  }
}

function resourceRows(input: FlyoutInput, items: readonly ResourceSummary[]): FlyoutRow[] {
  return items.map(item => {
    const compartment = item.compartmentId
      ? (input.compartmentNames.get(item.compartmentId) ?? item.compartmentId)
      : undefined;
    return {
      key: item.identifier,
      label: rowText(item.displayName || item.identifier),
      details: (compartment ? [item.resourceType, compartment] : [item.resourceType]).map(rowText),
      action: { kind: 'path', path: resourcePagePath(item, input.pluginPrefixes) },
    };
  });
}

function serviceRow(entry: NavigationMenuEntry): FlyoutRow {
  const label = entry.textId ? t(entry.textId) : entry.text;
  const path = entry.path ?? '/';
  return {
    key: entry.key,
    label,
    action: entry.external || entry.openInNewTab ? { kind: 'url', url: path } : { kind: 'path', path },
  };
}

function documentationRow(item: DocumentationItem): FlyoutRow {
  return {
    key: item.url,
    label: rowText(item.display_name),
    action: { kind: 'url', url: item.highlights?.url ?? item.url },
  };
}

function marketplaceRow(listing: MarketplaceListing): FlyoutRow {
  return {
    key: listing.id,
    label: listing.name,
    details: listing.publisher ? [listing.publisher.name] : [],
    action: { kind: 'path', path: marketplaceListingPath(listing.id) },
  };
}

/** The results page for a text (spec 1 §2). */
export function resultsPath(text: string): string {
  return `/search?${new URLSearchParams({ q: text.trim() }).toString()}`;
}

/** Advanced search (spec 1 §2). */
export const ADVANCED_SEARCH_PATH = '/search';

/** The flyout's props (without handlers and fixed texts) for the stores' state. */
export function flyoutContent(input: FlyoutInput): Pick<SearchFlyoutProps, 'columns' | 'footer' | 'hint' | 'status'> {
  const text = input.text.trim();
  const advanced: FlyoutRow = {
    key: 'advanced',
    label: t('search.advanced'),
    action: { kind: 'path', path: ADVANCED_SEARCH_PATH },
  };
  if (text === '') {
    const recent: FlyoutSection[] =
      input.recent.length === 0
        ? []
        : [
            {
              key: 'recent',
              heading: t('search.recent.heading'),
              removable: true,
              rows: input.recent.map(entry => ({ key: entry, label: entry, action: { kind: 'recent', text: entry } })),
            },
          ];
    return { columns: [recent, []], footer: [advanced], hint: t('search.hint'), status: '' };
  }
  const services: FlyoutSection = {
    key: 'services',
    heading: t('search.services.heading'),
    rows: input.services.map(serviceRow),
    ...(input.services.length === 0 ? { message: { text: t('search.noResults'), tone: 'info' as const } } : {}),
  };
  const present = (section: FlyoutSection | null): section is FlyoutSection => section !== null;
  const columns = [
    [networkSection('resources', input.resources, items => resourceRows(input, items))].filter(present),
    [
      services,
      networkSection('documentation', input.documentation, items => items.map(documentationRow)),
      networkSection('marketplace', input.marketplace, items => items.map(marketplaceRow)),
    ].filter(present),
  ];
  const all: FlyoutRow = {
    key: 'all',
    label: t('search.allResults', { text }),
    action: { kind: 'path', path: resultsPath(text) },
  };
  return { columns, footer: [all, advanced], status: settledStatus(columns) };
}

/** The live region's text once no section is loading: how many results the sections hold. */
function settledStatus(columns: readonly (readonly FlyoutSection[])[]): string {
  const sections = columns.flat();
  if (sections.some(section => section.loading)) return '';
  const count = sections.reduce((sum, section) => sum + (section.message ? 0 : section.rows.length), 0);
  return t('search.status', { count });
}
