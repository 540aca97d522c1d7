import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localNavigationMenu } from '../../test/navigation-fixture.ts';
import { ARABIC, SUPPORTED_LOCALES } from './locale.ts';
import { filterNavigationEntries } from './navigation-menu.ts';
import {
  addRecentSearch,
  checkTerm,
  documentationLanguage,
  marketplaceListingPath,
  marketplaceSearchAvailable,
  readQueryError,
  MAX_SEARCH_TERM_LENGTH,
  MIN_SEARCH_LENGTH,
  RECENT_SEARCHES_KEPT,
  removeRecentSearch,
  resourceSearchLimit,
  resourceTypes,
  searchServices,
  sortResources,
  servicesShown,
  type SearchColumn,
} from './search.ts';

describe('checkTerm', () => {
  it('asks for more characters below 3 in every column but services, which match any text', () => {
    for (const column of ['resources', 'documentation', 'marketplace'] as SearchColumn[]) {
      expect(checkTerm(column, 'vm'), column).toBe('too-short');
      expect(checkTerm(column, '  vm  '), `${column}, spaces do not count`).toBe('too-short');
      expect(checkTerm(column, 'vcn'), column).toBe('ok');
    }
    expect(checkTerm('services', '')).toBe('ok');
    expect(checkTerm('services', 'v')).toBe('ok');
    expect(MIN_SEARCH_LENGTH).toBe(3);
  });

  it('refuses documentation and marketplace terms over 128 characters; resources take them', () => {
    const longest = 'a'.repeat(MAX_SEARCH_TERM_LENGTH);
    const tooLong = `${longest}a`;
    expect(checkTerm('documentation', longest)).toBe('ok');
    expect(checkTerm('marketplace', longest)).toBe('ok');
    expect(checkTerm('documentation', tooLong)).toBe('too-long');
    expect(checkTerm('marketplace', tooLong)).toBe('too-long');
    expect(checkTerm('resources', tooLong)).toBe('ok');
  });

  it('counts characters, not UTF-16 units: three emoji are enough, 128 emoji are not too many', () => {
    expect(checkTerm('documentation', '🚀🚀🚀')).toBe('ok');
    expect(checkTerm('documentation', '🚀'.repeat(128))).toBe('ok');
    expect(checkTerm('documentation', '🚀'.repeat(129))).toBe('too-long');
  });
});

describe('column sizes', () => {
  it('asks resource search for 12 beside documentation search, else 10', () => {
    expect(resourceSearchLimit(true)).toBe(12);
    expect(resourceSearchLimit(false)).toBe(10);
  });

  it('shows 10 services alone, 5 beside documentation, fewer still with marketplace', () => {
    expect(servicesShown({ documentationSearch: false, marketplace: false })).toBe(10);
    expect(servicesShown({ documentationSearch: true, marketplace: false })).toBe(5);
    expect(servicesShown({ documentationSearch: true, marketplace: true })).toBeLessThan(5);
    expect(servicesShown({ documentationSearch: false, marketplace: true })).toBeLessThan(10);
  });
});

describe('marketplace listings', () => {
  it('open at the Marketplace plugin’s listing page, the id a single path segment', () => {
    expect(marketplaceListingPath('47726045')).toBe('/marketplace/listing/47726045');
    expect(marketplaceListingPath('a/../b?c')).toBe('/marketplace/listing/a%2F..%2Fb%3Fc');
  });

  it('are searched only where a registered plugin serves their pages', () => {
    expect(marketplaceSearchAvailable(['/compute', '/marketplace'])).toBe(true);
    expect(marketplaceSearchAvailable(['/marketplace/listing'])).toBe(true);
    expect(marketplaceSearchAvailable([])).toBe(false);
    expect(marketplaceSearchAvailable(['/compute', '/marketplace-old', '/marketplace/applications'])).toBe(false);
  });
});

describe('documentationLanguage', () => {
  it('maps console locales to the documentation languages of spec 1 §9', () => {
    expect(documentationLanguage('de')).toBe('de');
    expect(documentationLanguage('de-AT')).toBe('de');
    expect(documentationLanguage('en-GB')).toBe('en');
    expect(documentationLanguage('es')).toBe('es');
    expect(documentationLanguage('fr')).toBe('fr');
    expect(documentationLanguage('fr-FR')).toBe('fr');
    expect(documentationLanguage('fr-CA')).toBe('fr-CA');
    expect(documentationLanguage('ja')).toBe('ja');
    expect(documentationLanguage('pt-BR')).toBe('pt');
    expect(documentationLanguage('pt-PT')).toBe('pt');
  });

  it('searches English documentation for every other locale and for a tag that is not one', () => {
    expect(documentationLanguage('ko')).toBe('en');
    expect(documentationLanguage('zh-CN')).toBe('en');
    expect(documentationLanguage('ar')).toBe('en');
    expect(documentationLanguage('not a tag')).toBe('en');
    expect(documentationLanguage('')).toBe('en');
  });

  it('gives each of the 30 supported locales and Arabic its documentation language (issue 19)', () => {
    const mapped = Object.fromEntries(
      [...SUPPORTED_LOCALES, ARABIC].map(locale => [locale.localeTag, documentationLanguage(locale.localeTag)])
    );
    const own = { de: 'de', en: 'en', es: 'es', fr: 'fr', 'fr-CA': 'fr-CA', 'pt-BR': 'pt', 'pt-PT': 'pt', ja: 'ja' };
    expect(Object.keys(mapped)).toHaveLength(31);
    for (const [tag, language] of Object.entries(mapped)) {
      expect(language, tag).toBe(own[tag as keyof typeof own] ?? 'en');
    }
  });
});

describe('recent searches', () => {
  it('keeps the newest first and drops the oldest beyond five', () => {
    let recent: string[] = [];
    for (const term of ['one', 'two', 'three', 'four', 'five', 'six']) recent = addRecentSearch(recent, term);
    expect(recent).toEqual(['six', 'five', 'four', 'three', 'two']);
  });

  it('moves a repeated search to the front in its new spelling instead of keeping two', () => {
    const recent = addRecentSearch(['vcn', 'Instances', 'buckets'], '  instances ');
    expect(recent).toEqual(['instances', 'vcn', 'buckets']);
  });

  it('ignores blank text and removes one entry on request', () => {
    expect(addRecentSearch(['vcn'], '   ')).toEqual(['vcn']);
    expect(removeRecentSearch(['vcn', 'instances', 'buckets'], 'Instances')).toEqual(['vcn', 'buckets']);
  });

  it('whatever is searched: at most five, the last search first, no two equal ignoring case (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }), terms => {
        let recent: string[] = [];
        for (const term of terms) recent = addRecentSearch(recent, term);
        expect(recent.length).toBeLessThanOrEqual(RECENT_SEARCHES_KEPT);
        const keys = recent.map(entry => entry.toLocaleLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        expect(recent.every(entry => entry === entry.trim() && entry !== '')).toBe(true);
        const last = [...terms].reverse().find(term => term.trim() !== '');
        if (last !== undefined) expect(recent[0]).toBe(last.trim());
      })
    );
  });
});

describe('searchServices', () => {
  /** The menu the local cloud serves, in English, for a plain domain tenancy. */
  const view = localNavigationMenu();

  it('matches names and search tags of the menu, locally, each service once', () => {
    const found = searchServices(view.groups, 'instances', 10);
    expect(found.map(entry => entry.text)).toContain('Instances');
    const paths = found.map(entry => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('caps the column, and matches nothing for blank text or a zero cap', () => {
    expect(searchServices(view.groups, 'a', 5).length).toBeLessThanOrEqual(5);
    expect(searchServices(view.groups, 'a', 10).length).toBeGreaterThan(5);
    expect(searchServices(view.groups, '   ', 10)).toEqual([]);
    expect(searchServices(view.groups, 'instances', 0)).toEqual([]);
  });

  it('adds the related services of a category after its own links, without repeating a path', () => {
    const category = view.groups.find(group => group.kind === 'category' && group.entries.length > 0);
    if (!category) throw new Error('the menu has no category');
    const own = filterNavigationEntries([category], '', 1)[0];
    if (!own) throw new Error('the category has no link');
    const related = { ...own, key: 'related-quasar', text: 'Quasar telemetry', path: '/quasar', searchTags: [] };
    const groups = [{ ...category, entries: [own], relatedServices: [related, { ...own }] }];
    expect(searchServices(groups, 'quasar', 10).map(entry => entry.path)).toEqual(['/quasar']);
    expect(searchServices(groups, own.text, 10).map(entry => entry.path)).toEqual([own.path]);
  });

  it('finds nothing for a word no service has', () => {
    expect(searchServices(view.groups, 'zzzqqq', 10)).toEqual([]);
  });
});

describe('results order and types', () => {
  const resource = (displayName: string | null, timeCreated: string | null, resourceType = 'Instance') => ({
    resourceType,
    identifier: `ocid1.${resourceType.toLowerCase()}.oc1..${displayName ?? 'unnamed'}`,
    displayName,
    timeCreated,
  });
  const items = [
    resource('web-10', '2026-01-03T00:00:00Z'),
    resource('Web-2', '2026-01-01T00:00:00Z', 'Vcn'),
    resource('árbol', null, 'Bucket'),
    resource('db', 'not a time'),
    resource(null, '2026-01-02T00:00:00Z', 'Vcn'),
  ];
  const names = (sorted: readonly { displayName: string | null; identifier: string }[]) =>
    sorted.map(item => item.displayName ?? item.identifier);

  it('sorts names as people read them: accents and case second, numbers by value', () => {
    expect(names(sortResources(items, { by: 'name', direction: 'ascending' }, 'en'))).toEqual([
      'árbol',
      'db',
      'ocid1.vcn.oc1..unnamed',
      'Web-2',
      'web-10',
    ]);
    expect(names(sortResources(items, { by: 'name', direction: 'descending' }, 'en'))[0]).toBe('web-10');
  });

  it('sorts by time created, newest or oldest first, with unknown times last either way', () => {
    const newest = names(sortResources(items, { by: 'timeCreated', direction: 'descending' }, 'en'));
    expect(newest).toEqual(['web-10', 'ocid1.vcn.oc1..unnamed', 'Web-2', 'árbol', 'db']);
    const oldest = names(sortResources(items, { by: 'timeCreated', direction: 'ascending' }, 'en'));
    expect(oldest).toEqual(['Web-2', 'ocid1.vcn.oc1..unnamed', 'web-10', 'árbol', 'db']);
  });

  it('sorting keeps every item and never changes the list it was given (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.option(fc.string()), time: fc.option(fc.date({ noInvalidDate: true })) })),
        fc.constantFrom('name', 'timeCreated'),
        fc.constantFrom('ascending', 'descending'),
        (rows, by, direction) => {
          const given = rows.map((row, n) => ({
            resourceType: 'Instance',
            identifier: `id-${n}`,
            displayName: row.name,
            timeCreated: row.time?.toISOString() ?? null,
          }));
          const copy = JSON.stringify(given);
          const sorted = sortResources(
            given,
            { by: by as 'name' | 'timeCreated', direction: direction as 'ascending' | 'descending' },
            'en'
          );
          expect(JSON.stringify(given)).toBe(copy);
          expect(sorted.map(item => item.identifier).sort()).toEqual(given.map(item => item.identifier).sort());
        }
      )
    );
  });

  it('lists each resource type once, alphabetically', () => {
    expect(resourceTypes(items, 'en')).toEqual(['Bucket', 'Instance', 'Vcn']);
  });
});

describe('readQueryError', () => {
  it('reads the explanation and the character a structured query went wrong at', () => {
    expect(
      readQueryError("searchDetails.query is not a valid query: unknown resource type 'spaceship'. (at character 7)")
    ).toEqual({ detail: "unknown resource type 'spaceship'.", character: 7 });
  });

  it('keeps a message without a position whole, and never points at character 0', () => {
    expect(readQueryError('Authorization failed')).toEqual({ detail: 'Authorization failed', character: null });
    expect(readQueryError('bad (at character 0)')).toEqual({ detail: 'bad', character: null });
  });
});
