// Node, at build time (vite.catalog.config.ts): the catalog page's static HTML from the package's manifest. Every
// element's section, its navigation link and its API tables come from `apiSections` (the same reader that writes the
// tables of docs/elements.md), so an element added to the package appears here with no edit. The live examples are
// mounted into each section's `data-examples` container by catalog.ts in the browser.
import type { ApiSection, ApiTable } from '../package/api-tables.ts';
import { CATALOG_LOCALES, PSEUDO_LOCALE } from '../../src/i18n/catalog-locales.ts';

/** The languages the catalog offers: every catalog of the console but the development pseudo-locale. */
export const CATALOG_LANGUAGES: readonly string[] = CATALOG_LOCALES.filter(tag => tag !== PSEUDO_LOCALE);

/** A language the catalog's language switch offers: its catalog tag and its name in itself. */
export interface CatalogLanguage {
  tag: string;
  /** BCP 47 tag for the option's `lang` attribute. */
  intlTag: string;
  endonym: string;
  dir: 'ltr' | 'rtl';
}

/** What the page is generated from. */
export interface CatalogPageInput {
  sections: readonly ApiSection[];
  packageName: string;
  version: string;
  languages: readonly CatalogLanguage[];
}

/** The three token sets of src/styles/tokens.css, selected by `data-console-theme` on the root. */
export const CATALOG_THEMES = [
  { id: 'redwood', label: 'Redwood' },
  { id: 'rainbow', label: 'Rainbow' },
  { id: 'hg', label: 'HG' },
] as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and in quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, character => ESCAPES[character] ?? character);
}

/** An API table cell (inline markdown: text with `code` spans) as HTML: every odd backtick-delimited run is code. */
export function inlineMarkdown(text: string): string {
  return text
    .split('`')
    .map((run, index) => (index % 2 === 1 ? `<code>${escapeHtml(run)}</code>` : escapeHtml(run)))
    .join('');
}

/** The id of a table's heading, e.g. `console-header-css-custom-properties`. */
export function tableId(tag: string, table: ApiTable): string {
  return `${tag}-${table.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

/** Event names an element fires, from its Events table: catalog.ts logs them under each example. */
export function eventNames(section: ApiSection): string[] {
  const events = section.tables.find(table => table.title === 'Events');
  return (events?.rows ?? []).map(row => (row[0] ?? '').replace(/`/g, '')).filter(Boolean);
}

function renderTable(tag: string, table: ApiTable): string {
  const id = tableId(tag, table);
  const head = table.head.map(title => `<th scope="col">${escapeHtml(title)}</th>`).join('');
  const rows = table.rows
    .map(row => {
      const [first = '', ...rest] = row;
      return `<tr><th scope="row">${inlineMarkdown(first)}</th>${rest.map(text => `<td>${inlineMarkdown(text)}</td>`).join('')}</tr>`;
    })
    .join('\n');
  // A table wider than the column scrolls inside a focusable region, so keyboard users can scroll it too.
  return `<h4 class="api-title" id="${id}">${escapeHtml(table.title)}</h4>
<div class="table-scroll" role="region" aria-labelledby="${tag}-title ${id}" tabindex="0">
<table class="api-table table-${table.head.length}-columns"><thead><tr>${head}</tr></thead><tbody>
${rows}
</tbody></table></div>`;
}

function renderSection(section: ApiSection, packageName: string): string {
  const { tag } = section;
  const api = section.tables.length
    ? section.tables.map(table => renderTable(tag, table)).join('\n')
    : '<p class="muted">No public properties, events, slots, parts or CSS custom properties.</p>';
  return `<section class="element" id="${tag}" aria-labelledby="${tag}-title">
<header class="element-head">
<h2 id="${tag}-title"><a class="anchor" href="#${tag}"><code>&lt;${escapeHtml(tag)}&gt;</code></a></h2>
<p class="summary">${inlineMarkdown(section.summary)}</p>
<dl class="facts">
<div><dt>Class</dt><dd><code>${escapeHtml(section.className)}</code></dd></div>
<div><dt>Import</dt><dd><code>import '${escapeHtml(packageName)}/${escapeHtml(tag)}.js';</code></dd></div>
</dl>
</header>
<h3 id="${tag}-examples">Examples</h3>
<div class="examples" data-examples="${tag}" data-events="${escapeHtml(eventNames(section).join(' '))}"></div>
<h3 id="${tag}-api">API</h3>
${api}
</section>`;
}

function renderSwitches(languages: readonly CatalogLanguage[]): string {
  const themes = CATALOG_THEMES.map(theme => `<option value="${theme.id}">${theme.label}</option>`).join('');
  const options = languages
    .map(
      language =>
        `<option value="${escapeHtml(language.tag)}" lang="${escapeHtml(language.intlTag)}" dir="${language.dir}">${escapeHtml(language.endonym)}</option>`
    )
    .join('');
  return `<form class="switches" id="switches" aria-label="Preview settings">
<div class="switch"><label class="switch-label" for="theme-switch">Theme</label><select id="theme-switch" name="theme">${themes}</select></div>
<fieldset class="switch segmented"><legend class="switch-label">Direction</legend>
<label><input type="radio" name="dir" value="ltr" checked /><span>LTR</span></label>
<label><input type="radio" name="dir" value="rtl" /><span>RTL</span></label>
</fieldset>
<div class="switch"><label class="switch-label" for="lang-switch">Language</label><select id="lang-switch" name="lang">${options}</select></div>
</form>`;
}

/** The page's body: skip link, top bar with the theme, direction and language switches, navigation, sections. */
export function catalogPage({ sections, packageName, version, languages }: CatalogPageInput): string {
  const links = sections
    .map(section => `<li><a href="#${section.tag}"><code>${escapeHtml(section.tag)}</code></a></li>`)
    .join('\n');
  return `<header class="topbar" aria-label="Catalog">
<a class="skip-link" href="#main">Skip to content</a>
<a class="brand" href="#top"><span class="brand-mark" aria-hidden="true"></span><span class="brand-name">Console elements</span></a>
<span class="version">${escapeHtml(packageName)} ${escapeHtml(version)}</span>
${renderSwitches(languages)}
</header>
<div class="layout">
<nav class="sidebar" aria-label="Elements">
<h2 class="nav-title">Elements <span class="count">${sections.length}</span></h2>
<ul class="nav-list">
${links}
</ul>
</nav>
<main id="main" tabindex="-1" aria-label="Elements catalog">
<section class="intro" id="top" aria-labelledby="catalog-title">
<h1 id="catalog-title">Console elements</h1>
<p class="lead">The console's chrome as custom elements: every element of <code>${escapeHtml(packageName)}</code>, live in
its states, with the API its manifest declares. Data goes in as properties, intent comes out as typed events; no
store, no network. Switch the theme, the direction and the language above: every example follows.</p>
<pre class="snippet" tabindex="0" aria-label="Install and use"><code>npm install ${escapeHtml(packageName)} lit @lit/context

import '${escapeHtml(packageName)}/theme.css';
import { setLocale } from '${escapeHtml(packageName)}'; // defines every element

await setLocale('de');</code></pre>
</section>
${sections.map(section => renderSection(section, packageName)).join('\n')}
</main>
</div>`;
}
