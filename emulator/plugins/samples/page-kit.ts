// What every sample plugin page shares, built only on the plugin SDK and the DOM (no framework): connecting, the
// theme, direction and language of the console, the page's strings from its locale file, and one data view with
// loading skeleton, empty state and error. The page markup it fills is rendered by emulator/plugins/pages.ts.
//
// A plugin team would import the SDK from its own copy (docs/plugin-sdk.md); the samples import it by source path,
// and the plugin origin's bundler (emulator/plugins/bundle.ts) turns that import into the SDK bundle the origin
// serves, so every sample loads the one /assets/console-plugin-sdk.js.

import {
  ConsolePluginError,
  connectToConsole,
  type ConsoleConnection,
  type FetchRequest,
  type PluginContext,
} from '../../../src/plugin-sdk/index.ts';

/** Where the plugin origin serves locale files (the same path the local cloud serves them under). */
export const LOCALE_PATH = '/plugins/console/3.1.7/locales';

/** Placeholder values of a string. */
export type Values = Readonly<Record<string, string | number>>;

/** Translates a key of the page's locale file; `{name}` placeholders are filled from `values`. */
export type Translate = (key: string, values?: Values) => string;

type Child = Node | string | null | undefined | false;
type Attribute = string | number | boolean | null | undefined;
type Props = Readonly<Record<string, Attribute | ((event: Event) => void)>>;

/**
 * Creates an element: props starting with `on` are event listeners, `true` sets an empty attribute, `false`, null and
 * undefined leave it out. Text is always set as text, never parsed as HTML.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** A JSON object of an API answer, read field by field (answers are validated by the page, never trusted). */
export type Row = Readonly<Record<string, unknown>>;

/** The objects of an array answer; anything that is not an object is left out. */
export function rows(data: unknown): Row[] {
  return Array.isArray(data)
    ? data.filter((item): item is Row => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

/** A string field, or '' when the field is missing or not a string. */
export function text(row: Row | undefined, field: string): string {
  const value = row?.[field];
  return typeof value === 'string' ? value : '';
}

/** A number field, or undefined. */
export function numberField(row: Row | undefined, field: string): number | undefined {
  const value = row?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Follows opc-next-page tokens and gathers every item of a list call (at most `maxPages` pages). */
export async function listAll(connection: ConsoleConnection, request: FetchRequest, maxPages = 10): Promise<Row[]> {
  const items: Row[] = [];
  let page: string | undefined;
  for (let count = 0; count < maxPages; count++) {
    const answer = await connection.fetch({ ...request, query: { ...request.query, page } });
    items.push(...rows(answer.data));
    if (!answer.nextPage) break;
    page = answer.nextPage;
  }
  return items;
}

/** The page's connection, context and strings, handed to a sample's functions. */
export interface SampleApi {
  readonly connection: ConsoleConnection;
  readonly context: PluginContext;
  readonly t: Translate;
  /** The compartment to list in: the selected one, else the root compartment (the tenancy). */
  readonly compartment: { id: string; name: string };
  /** Formats an RFC 3339 time for the console's locale; '' stays '—'. */
  formatDate(iso: string): string;
  /** Loads the data again (after a change the sample made). */
  reload(): void;
  /** Renders the page again from the current state, without loading. */
  rerender(): void;
  /** Moves the focus to the element with this data-focus-key (call after rerender). */
  focus(key: string): void;
  /** Says something to screen-reader users through the page's status region. */
  announce(message: string): void;
  /** The message of a failed call, for the page and toasts. */
  describeError(error: unknown): string;
}

/** One sample page: what it loads and how it shows it. */
export interface Sample<T> {
  /** The plugin's registry name. */
  plugin: string;
  /** What the data depends on; when it changes the data is loaded again (default: region and compartment). */
  dataKey?(context: PluginContext): string;
  /** Loads the page's data through the SDK. */
  load(api: SampleApi): Promise<T>;
  /** True when there is nothing to show (the empty state). */
  isEmpty?(data: T): boolean;
  /** The empty state's text. */
  emptyText?(api: SampleApi): string;
  /** The view of loaded data. */
  view(data: T, api: SampleApi): Node;
  /** Buttons above the content (e.g. Create), rendered on every render. */
  toolbar?(api: SampleApi, data: T | undefined): Node[];
  /**
   * A panel between the toolbar and the content (a form, a confirmation), or null. Return the same node while it
   * stays open: it is only replaced when another node comes back, so what the user typed and the focus survive.
   */
  panel?(api: SampleApi): Node | null;
  /** False for a page without data to refresh (no Refresh button). */
  refreshable?: boolean;
  /** The line under the title (default: compartment and region). */
  contextLine?(api: SampleApi): string;
}

type DataState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}.`);
  return element;
}

const stringCache = new Map<string, Promise<Readonly<Record<string, string>>>>();

/** A plugin's strings in one language: its locale file, or {} when there is none (the caller falls back to en). */
export function loadStrings(plugin: string, language: string): Promise<Readonly<Record<string, string>>> {
  const key = `${plugin}/${language}`;
  let strings = stringCache.get(key);
  if (!strings) {
    strings = fetch(`${LOCALE_PATH}/${encodeURIComponent(plugin)}/${encodeURIComponent(language)}.json`)
      .then(async response => (response.ok ? ((await response.json()) as Record<string, string>) : {}))
      .catch(() => ({}));
    stringCache.set(key, strings);
  }
  return strings;
}

/** The language subtag of a BCP 47 locale: de-DE → de. */
export function languageOf(locale: string): string {
  return locale.split('-')[0]?.toLowerCase() || 'en';
}

export function interpolate(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match
  );
}

function skeleton(t: Translate): Node {
  const bars = Array.from({ length: 4 }, () => h('div', { class: 'skeleton-row', 'aria-hidden': 'true' }));
  return h('div', { class: 'skeleton' }, h('p', { class: 'visually-hidden' }, t('common.loading')), ...bars);
}

/** Runs a sample page: connects, follows the context, loads and renders. Call once from the page's module. */
export async function runSample<T>(sample: Sample<T>): Promise<void> {
  const title = byId('page-title');
  const contextLine = byId('page-context');
  const toolbar = byId('page-toolbar');
  const status = byId('page-status');
  const panelHost = byId('page-panel');
  const content = byId('page-content');
  const root = document.documentElement;

  let english: Readonly<Record<string, string>> = {};
  let strings: Readonly<Record<string, string>> = {};
  const t: Translate = (key, values) => interpolate(strings[key] ?? english[key] ?? key, values);

  let state: DataState<T> = { status: 'loading' };
  let connection: ConsoleConnection;
  const englishLoaded = loadStrings(sample.plugin, 'en');
  try {
    connection = await connectToConsole({ plugin: sample.plugin });
  } catch (error) {
    english = await englishLoaded;
    content.removeAttribute('aria-busy');
    content.replaceChildren(
      h('div', { class: 'notice notice-error', role: 'alert' }, h('p', {}, t('common.notConnected')), describe(error))
    );
    return;
  }
  english = await englishLoaded;

  let language = languageOf(connection.context.locale);
  strings = await loadStrings(sample.plugin, language);
  let loadedKey: string | undefined;
  let generation = 0;

  const dataKey = (context: PluginContext) =>
    sample.dataKey?.(context) ?? `${context.region}|${context.compartment?.id ?? context.tenancy.id}`;

  function describe(error: unknown): string {
    if (error instanceof ConsolePluginError)
      return t('common.errorDetail', { code: error.code, message: error.message });
    return error instanceof Error ? error.message : String(error);
  }

  const api: SampleApi = {
    get connection() {
      return connection;
    },
    get context() {
      return connection.context;
    },
    t,
    get compartment() {
      const { compartment, tenancy } = connection.context;
      return compartment ?? tenancy;
    },
    formatDate(iso) {
      const date = new Date(iso);
      if (!iso || Number.isNaN(date.getTime())) return t('common.none');
      return new Intl.DateTimeFormat(connection.context.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        date
      );
    },
    reload: () => void load(),
    rerender: () => render(),
    focus(key) {
      document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)?.focus();
    },
    announce(message) {
      // Clearing first makes a repeated message be read again.
      status.textContent = '';
      setTimeout(() => (status.textContent = message), 50);
    },
    describeError: describe,
  };

  function applyContext(): void {
    const { theme, direction, locale } = connection.context;
    root.dataset['theme'] = theme;
    root.dir = direction;
    root.lang = locale;
  }

  function render(): void {
    // Re-rendering replaces buttons; the one that had the focus gets it back through its data-focus-key.
    const active = document.activeElement;
    const focusKey = active instanceof HTMLElement ? active.dataset['focusKey'] : undefined;
    try {
      // A console path asking for `sample-crash=render` makes the samples fail on purpose, so the console's plugin
      // error page can be shown (and tested) with a real render failure.
      if (connection.context.path.includes('sample-crash=render')) throw new Error('The sample was asked to crash');
      renderParts();
    } catch (error) {
      // A page that cannot render says so; the console puts its plugin error page in its place.
      void connection.reportRenderFailure(error);
      return;
    }
    if (focusKey && !active?.isConnected) {
      document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focusKey)}"]`)?.focus();
    }
  }

  function renderParts(): void {
    applyContext();
    title.textContent = t('title');
    document.title = t('title');
    const { region } = connection.context;
    contextLine.textContent =
      sample.contextLine?.(api) ?? t('common.context', { compartment: api.compartment.name, region });
    toolbar.replaceChildren(
      ...(sample.toolbar?.(api, state.status === 'ready' ? state.data : undefined) ?? []),
      sample.refreshable === false
        ? ''
        : h(
            'button',
            { type: 'button', class: 'button', 'data-focus-key': 'refresh', onclick: () => void load() },
            t('common.refresh')
          )
    );
    const panel = sample.panel?.(api) ?? null;
    if (panelHost.firstChild !== panel) panelHost.replaceChildren(...(panel ? [panel] : []));
    content.toggleAttribute('aria-busy', state.status === 'loading');
    if (state.status === 'loading') {
      content.replaceChildren(skeleton(t));
    } else if (state.status === 'error') {
      content.replaceChildren(
        h(
          'div',
          { class: 'notice notice-error', role: 'alert' },
          h('p', { class: 'notice-title' }, t('common.loadFailed')),
          h('p', {}, describe(state.error)),
          h(
            'button',
            { type: 'button', class: 'button', 'data-focus-key': 'retry', onclick: () => void load() },
            t('common.retry')
          )
        )
      );
    } else if (sample.isEmpty?.(state.data)) {
      content.replaceChildren(h('p', { class: 'notice empty' }, sample.emptyText?.(api) ?? ''));
    } else {
      content.replaceChildren(sample.view(state.data, api));
    }
  }

  async function load(): Promise<void> {
    const current = ++generation;
    loadedKey = dataKey(connection.context);
    state = { status: 'loading' };
    render();
    try {
      const data = await sample.load(api);
      // A newer load (another region or compartment) wins; this answer is stale.
      if (current !== generation) return;
      state = { status: 'ready', data };
    } catch (error) {
      if (current !== generation) return;
      state = { status: 'error', error };
    }
    render();
  }

  connection.onContext(context => {
    const nextLanguage = languageOf(context.locale);
    const refresh = () => (dataKey(context) === loadedKey ? render() : void load());
    if (nextLanguage === language) {
      refresh();
      return;
    }
    language = nextLanguage;
    void loadStrings(sample.plugin, nextLanguage).then(next => {
      if (language !== nextLanguage) return;
      strings = next;
      refresh();
    });
  });

  await load();
}
