import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_EXAMPLES } from '../elements/catalog/catalog-examples.ts';
import {
  CATALOG_LANGUAGES,
  catalogPage,
  escapeHtml,
  eventNames,
  inlineMarkdown,
  tableId,
} from '../elements/catalog/catalog-page.ts';
import { settingsFromQuery, settingsQuery } from '../elements/catalog/catalog-settings.ts';
import { analyzePackageManifest } from '../elements/package/analyze-manifest.ts';
import { apiSections, type ApiSection } from '../elements/package/api-tables.ts';
import { PACKAGE_ELEMENTS } from '../elements/package/package-elements.ts';

// The elements catalog (npm run catalog, docs/elements.md): its static page is generated from the package's manifest,
// so every element the package ships has its navigation link, section, examples and API tables.

let sections: ApiSection[];
let page: string;

beforeAll(() => {
  sections = apiSections(analyzePackageManifest());
  page = catalogPage({
    sections,
    packageName: '@cloud-console/elements',
    version: '1.2.3',
    languages: [
      { tag: 'en', intlTag: 'en', endonym: 'English', dir: 'ltr' },
      { tag: 'ar', intlTag: 'ar', endonym: 'العربية', dir: 'rtl' },
    ],
  });
});

describe('the catalog page', () => {
  it('has a link, a section, an examples stage and API tables for every element of the manifest', () => {
    expect(sections.map(section => section.tag)).toEqual([...PACKAGE_ELEMENTS]);
    for (const section of sections) {
      expect(page, section.tag).toContain(`<li><a href="#${section.tag}"><code>${section.tag}</code></a></li>`);
      expect(page, section.tag).toContain(`<section class="element" id="${section.tag}"`);
      expect(page, section.tag).toContain(`<h2 id="${section.tag}-title">`);
      expect(page, section.tag).toContain(`data-examples="${section.tag}"`);
      expect(section.tables.length, section.tag).toBeGreaterThan(0);
      for (const table of section.tables) {
        expect(page, `${section.tag} ${table.title}`).toContain(`id="${tableId(section.tag, table)}"`);
        // Every row of the manifest's table is a row of the page's, its first cell a row header.
        for (const row of table.rows)
          expect(page).toContain(`<tr><th scope="row">${inlineMarkdown(row[0] ?? '')}</th>`);
      }
    }
    expect(page).toContain('<span class="count">' + PACKAGE_ELEMENTS.length + '</span>');
  });

  it('shows the header’s properties, events with the fields they carry, slots, parts and CSS custom properties', () => {
    const header = sections.find(section => section.tag === 'console-header');
    expect(header?.tables.map(table => table.title)).toEqual([
      'Properties',
      'Events',
      'Slots',
      'Parts',
      'CSS custom properties',
    ]);
    expect(page).toContain('<td><code>RegionSelectEvent</code></td><td><code>region: string</code></td>');
    expect(page).toContain('<th scope="row"><code>--console-header-height</code></th><td><code>60px</code></td>');
    expect(header && eventNames(header)).toContain('console-region-select');
    expect(page).toContain(`data-events="${header && eventNames(header).join(' ')}"`);
  });

  it('has live examples for every packaged element', () => {
    for (const tag of PACKAGE_ELEMENTS) expect(CATALOG_EXAMPLES[tag].length, tag).toBeGreaterThan(0);
  });

  it('offers the three themes, both directions and every language but the pseudo-locale', () => {
    for (const theme of ['redwood', 'rainbow', 'hg']) expect(page).toContain(`<option value="${theme}">`);
    expect(page).toContain('<input type="radio" name="dir" value="rtl" />');
    expect(page).toContain('<option value="ar" lang="ar" dir="rtl">العربية</option>');
    expect(CATALOG_LANGUAGES).toHaveLength(31);
    expect(CATALOG_LANGUAGES).not.toContain('en-XA');
  });
});

describe('API cells as HTML', () => {
  it.each([
    ['Name of the region, e.g. `us-ashburn-1`.', 'Name of the region, e.g. <code>us-ashburn-1</code>.'],
    ['`UserMenuModel | null`', '<code>UserMenuModel | null</code>'],
    ['Renders <b> & "quotes"', 'Renders &lt;b&gt; &amp; &quot;quotes&quot;'],
    ['`<console-header>` in `a`, `b`', '<code>&lt;console-header&gt;</code> in <code>a</code>, <code>b</code>'],
    ['(nothing)', '(nothing)'],
  ])('%s', (cell, expected) => {
    expect(inlineMarkdown(cell)).toBe(expected);
  });

  it('escapes attribute quotes', () => {
    expect(escapeHtml(`it's "x"`)).toBe('it&#39;s &quot;x&quot;');
  });
});

describe('settings in the address', () => {
  it.each([
    ['', { theme: 'redwood', dir: 'ltr', lang: 'en' }],
    ['?theme=hg&dir=rtl&lang=ar', { theme: 'hg', dir: 'rtl', lang: 'ar' }],
    ['?theme=rainbow&lang=pt_BR', { theme: 'rainbow', dir: 'ltr', lang: 'pt_BR' }],
    ['?theme=neon&dir=up&lang=xx', { theme: 'redwood', dir: 'ltr', lang: 'en' }],
    ['?lang=en-XA', { theme: 'redwood', dir: 'ltr', lang: 'en' }],
  ])('%s', (query, settings) => {
    expect(settingsFromQuery(query)).toEqual(settings);
  });

  it('round-trips through its query', () => {
    const settings = { theme: 'hg', dir: 'rtl', lang: 'zh_TW' } as const;
    expect(settingsFromQuery(settingsQuery(settings))).toEqual(settings);
  });
});
