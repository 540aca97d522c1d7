import { sanitizeDocumentationHtml } from './sanitize.ts';

// Turns a documentation page into the inline help panel's content (spec 2 §2 Inline help: "headings shifted one
// level, tables, alerts, accordions, tabs; links open in a new window"; §9 "Documentation domain replaced by a
// configured doc domain"). The markup is cleaned by DOMPurify first (sanitize.ts); everything here works on the cleaned
// DOM and only ever sets text, attributes it chooses and elements it creates, so no string becomes HTML.

/** The texts the content needs, already translated (the caller owns the catalog). */
export interface HelpDocumentLabels {
  /** Appended (visually hidden) to every link: "(opens in a new window)". */
  newWindow: string;
  /** The accessible name of a table without a caption. */
  table: string;
  /** The accessible name of a set of tabs without a title. */
  tabs: string;
  /** The accessible names of the alert kinds. */
  alerts: Readonly<Record<HelpAlertKind, string>>;
}

/** The alert kinds a page marks with `alert-info`, `alert-warning`, `alert-danger`, `alert-success`. */
export type HelpAlertKind = 'info' | 'warning' | 'danger' | 'success';

/** Where the page came from and what to do with its links. */
export interface HelpDocumentOptions {
  /** The page's own address: relative links resolve against it. */
  pageUrl: string;
  /** The canonical documentation root the pages link to, e.g. `https://docs.oracle.com/iaas`. */
  canonicalDocsRoot: string;
  /** The realm's documentation root that replaces it (the regions state's `baseDocsUrl`). */
  docsRoot: string;
  /** Makes the tabs' ids unique in the panel's shadow root. */
  idPrefix: string;
  labels: HelpDocumentLabels;
}

/** A page ready for the panel. */
export interface HelpDocument {
  /** The text of the page's first heading (its title), or ''. */
  title: string;
  content: DocumentFragment;
}

const ALERT_KINDS: readonly HelpAlertKind[] = ['info', 'warning', 'danger', 'success'];
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** Renames an element, keeping its children and the attributes it is given. */
function replaceTag(element: Element, tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const replacement = element.ownerDocument.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) replacement.setAttribute(name, value);
  replacement.append(...element.childNodes);
  element.replaceWith(replacement);
  return replacement;
}

function visuallyHidden(document: Document, text: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = ` ${text}`;
  return span;
}

/** Where a link leads once resolved and moved to the realm's documentation root; null when it may not be followed. */
export function helpLinkTarget(
  href: string,
  options: Pick<HelpDocumentOptions, 'pageUrl' | 'canonicalDocsRoot' | 'docsRoot'>
): string | null {
  let url: URL;
  try {
    url = new URL(href, options.pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'mailto:') return null;
  const canonical = options.canonicalDocsRoot.replace(/\/+$/, '');
  const text = url.href;
  if (text === canonical || text.startsWith(`${canonical}/`)) {
    return `${options.docsRoot.replace(/\/+$/, '')}${text.slice(canonical.length)}`;
  }
  return text;
}

function transformLinks(root: DocumentFragment, options: HelpDocumentOptions): void {
  for (const link of root.querySelectorAll('a')) {
    const href = link.getAttribute('href');
    // DOMPurify drops a refused URL and leaves the element: without an address it is no link.
    const target = href === null || href.trim() === '' ? null : helpLinkTarget(href, options);
    if (!target) {
      // Not followable: the text stays, the link goes.
      link.replaceWith(...link.childNodes);
      continue;
    }
    link.setAttribute('href', target);
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    link.setAttribute('data-help-link', '');
    link.append(visuallyHidden(link.ownerDocument, options.labels.newWindow));
  }
}

function transformHeadings(root: DocumentFragment): string {
  const headings = [...root.querySelectorAll(HEADINGS)];
  const title = (root.querySelector('h1') ?? headings[0])?.textContent?.trim() ?? '';
  for (const heading of headings) {
    const level = Number(heading.localName.slice(1));
    replaceTag(heading, `h${Math.min(6, level + 1)}`);
  }
  return title;
}

function transformTables(root: DocumentFragment, labels: HelpDocumentLabels): void {
  for (const table of root.querySelectorAll('table')) {
    const wrapper = table.ownerDocument.createElement('div');
    wrapper.className = 'help-table';
    // Scrolls sideways in a narrow panel: focusable so the keyboard can scroll it, named for screen readers.
    wrapper.setAttribute('tabindex', '0');
    wrapper.setAttribute('role', 'region');
    wrapper.setAttribute('aria-label', table.querySelector('caption')?.textContent?.trim() || labels.table);
    table.replaceWith(wrapper);
    wrapper.append(table);
  }
}

function transformAlerts(
  root: DocumentFragment,
  classes: WeakMap<Element, string[]>,
  labels: HelpDocumentLabels
): void {
  for (const element of root.querySelectorAll('div, p, section')) {
    const names = classes.get(element) ?? [];
    if (!names.includes('alert')) continue;
    const kind = ALERT_KINDS.find(candidate => names.includes(`alert-${candidate}`)) ?? 'info';
    // A page's role="alert" would be announced as if it had just happened: a note it is.
    element.className = `help-alert help-alert-${kind}`;
    element.setAttribute('role', 'note');
    element.setAttribute('aria-label', labels.alerts[kind]);
  }
}

function transformAccordions(root: DocumentFragment, classes: WeakMap<Element, string[]>): void {
  for (const element of root.querySelectorAll('div, section')) {
    if (!(classes.get(element) ?? []).includes('accordion')) continue;
    const document = element.ownerDocument;
    const titleElement =
      [...element.children].find(child => (classes.get(child) ?? []).includes('accordion-title')) ??
      element.querySelector(HEADINGS);
    const details = document.createElement('details');
    details.className = 'help-accordion';
    const summary = document.createElement('summary');
    if (titleElement) {
      // A heading inside the summary keeps the page's outline.
      if (titleElement.matches(HEADINGS)) summary.append(titleElement);
      else {
        summary.append(...titleElement.childNodes);
        titleElement.remove();
      }
    }
    const body = document.createElement('div');
    body.className = 'help-accordion-body';
    body.append(...element.childNodes);
    details.append(summary, body);
    element.replaceWith(details);
  }
  for (const details of root.querySelectorAll('details:not(.help-accordion)')) details.className = 'help-accordion';
}

function transformTabs(
  root: DocumentFragment,
  classes: WeakMap<Element, string[]>,
  options: HelpDocumentOptions
): void {
  let set = 0;
  for (const element of root.querySelectorAll('div, section')) {
    if (!(classes.get(element) ?? []).includes('tabs')) continue;
    const tabs = [...element.children].filter(child => (classes.get(child) ?? []).includes('tab'));
    if (tabs.length === 0) continue;
    const document = element.ownerDocument;
    const container = document.createElement('div');
    container.className = 'help-tabs';
    const list = document.createElement('div');
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-label', element.getAttribute('data-title')?.trim() || options.labels.tabs);
    container.append(list);
    tabs.forEach((tab, index) => {
      const id = `${options.idPrefix}-tabs${set}-${index}`;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'help-tab';
      button.id = `${id}-tab`;
      button.setAttribute('role', 'tab');
      button.setAttribute('aria-controls', `${id}-panel`);
      button.setAttribute('aria-selected', String(index === 0));
      button.tabIndex = index === 0 ? 0 : -1;
      button.textContent = tab.getAttribute('data-title')?.trim() || String(index + 1);
      list.append(button);
      const panel = document.createElement('div');
      panel.className = 'help-tab-panel';
      panel.id = `${id}-panel`;
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', button.id);
      panel.tabIndex = 0;
      panel.hidden = index !== 0;
      panel.append(...tab.childNodes);
      container.append(panel);
    });
    element.replaceWith(container);
    set += 1;
  }
}

/**
 * Cleans and transforms a documentation page for the panel: headings one level down (the page's h1 becomes an h2
 * under the panel's own), tables in named scroll regions, alerts as named notes, accordions as `details`, tabs as an
 * ARIA tab set (wire `handleHelpTabsClick` and `handleHelpTabsKeyDown` to the container), every link resolved against
 * the page, moved from the canonical documentation root to the realm's, and marked to open in a new window.
 */
export function helpDocument(markup: string, options: HelpDocumentOptions): HelpDocument {
  const content = sanitizeDocumentationHtml(markup);
  // The page's classes and roles mark structure only; they are read once and never kept.
  const classes = new WeakMap<Element, string[]>();
  for (const element of content.querySelectorAll('*')) {
    classes.set(element, [...element.classList]);
    element.removeAttribute('class');
    element.removeAttribute('role');
  }
  transformTabs(content, classes, options);
  transformAccordions(content, classes);
  transformAlerts(content, classes, options.labels);
  transformTables(content, options.labels);
  const title = transformHeadings(content);
  transformLinks(content, options);
  for (const element of content.querySelectorAll('[data-title]')) element.removeAttribute('data-title');
  return { title, content };
}

function selectTab(tab: HTMLElement, focus: boolean): void {
  const list = tab.closest('[role="tablist"]');
  const container = list?.parentElement;
  if (!list || !container) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = container.querySelector<HTMLElement>(`#${CSS.escape(other.getAttribute('aria-controls') ?? '')}`);
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
}

/** A click on a tab of the content selects it. */
export function handleHelpTabsClick(event: Event): void {
  const tab = (event.target as Element | null)?.closest<HTMLElement>('.help-tab[role="tab"]');
  if (tab) selectTab(tab, false);
}

/** Arrow keys, Home and End move between the tabs of a set and select them (automatic activation, APG tabs). */
export function handleHelpTabsKeyDown(event: KeyboardEvent): void {
  const tab = (event.target as Element | null)?.closest<HTMLElement>('.help-tab[role="tab"]');
  const list = tab?.closest('[role="tablist"]');
  if (!tab || !list) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(tab);
  const rtl = getComputedStyle(list).direction === 'rtl';
  const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
  let next: HTMLElement | undefined;
  if (event.key in step) next = tabs[(index + (step[event.key] ?? 0) + tabs.length) % tabs.length];
  else if (event.key === 'Home') next = tabs[0];
  else if (event.key === 'End') next = tabs.at(-1);
  if (!next) return;
  event.preventDefault();
  selectTab(next, true);
}
