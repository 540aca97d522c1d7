import { installMemoryStorage, type MemoryStorage } from './memory-storage.ts';

/**
 * The part of `window.location` the console reads, backed by a URL. Navigating away (`assign`, `replace`, setting
 * `href`) would unload a real page, so it is only recorded in `navigations`: the test decides what page comes next
 * and `load`s it.
 */
export class MemoryLocation {
  #url: URL;
  /** URLs the page tried to navigate to, absolute, in order. */
  readonly navigations: string[] = [];

  constructor(href: string) {
    this.#url = new URL(href);
  }

  get href(): string {
    return this.#url.href;
  }
  set href(url: string) {
    this.assign(url);
  }
  get origin(): string {
    return this.#url.origin;
  }
  get protocol(): string {
    return this.#url.protocol;
  }
  get host(): string {
    return this.#url.host;
  }
  get hostname(): string {
    return this.#url.hostname;
  }
  get port(): string {
    return this.#url.port;
  }
  get pathname(): string {
    return this.#url.pathname;
  }
  get search(): string {
    return this.#url.search;
  }
  get hash(): string {
    return this.#url.hash;
  }

  /** Records a navigation to the URL, resolved against the current one. */
  assign(url: string | URL): void {
    this.navigations.push(new URL(url, this.#url).href);
  }

  /** Records a navigation that would replace the current history entry. */
  replace(url: string | URL): void {
    this.assign(url);
  }

  toString(): string {
    return this.href;
  }

  /** Shows another URL in this tab: the page a navigation arrived at, or a history change on the same page. */
  load(url: string | URL): void {
    this.#url = new URL(url, this.#url);
  }
}

/** `window.history` over a MemoryLocation: the state and URL changes that stay on the page. */
export class MemoryHistory {
  readonly #location: MemoryLocation;
  #state: unknown = null;
  #length = 1;

  constructor(location: MemoryLocation) {
    this.#location = location;
  }

  get state(): unknown {
    return this.#state;
  }

  get length(): number {
    return this.#length;
  }

  /** Replaces the current entry's state and, when given, its URL. */
  replaceState(state: unknown, _unused: string, url?: string | URL | null): void {
    this.#move(url);
    this.#state = state;
  }

  /** Adds an entry with the state and, when given, a new URL. */
  pushState(state: unknown, _unused: string, url?: string | URL | null): void {
    this.#move(url);
    this.#state = state;
    this.#length += 1;
  }

  #move(url: string | URL | null | undefined): void {
    if (url === undefined || url === null) return;
    const next = new URL(url, this.#location.href);
    // As in a browser: history may change the path, query and fragment, never the origin.
    if (next.origin !== this.#location.origin) {
      throw new DOMException(`Cannot move history from ${this.#location.origin} to ${next.origin}`, 'SecurityError');
    }
    this.#location.load(next);
  }
}

/** The root element's attributes the console sets: the language and the text direction. */
export interface MemoryDocumentElement {
  lang: string;
  dir: string;
}

/** The browser globals a test installed, and how to take them away again. */
export interface BrowserGlobals {
  location: MemoryLocation;
  document: { documentElement: MemoryDocumentElement };
  history: MemoryHistory;
  sessionStorage: MemoryStorage;
  localStorage: MemoryStorage;
  /** Restores the globals as they were before the install. */
  uninstall(): void;
}

const INSTALLED = ['window', 'document', 'sessionStorage', 'localStorage'] as const;

/**
 * Installs a minimal `window` (location, history, storages), `document` (the root element's lang and dir) and the
 * global `sessionStorage` and `localStorage` for code under test that reads the browser's page state in node. Only
 * the browser edge is faked; call `uninstall()` after the test. Install after starting anything that sniffs for a
 * browser when it loads (the local cloud's database).
 */
export function installBrowserGlobals(href = 'http://localhost:5173/'): BrowserGlobals {
  const previous = INSTALLED.map(name => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  const location = new MemoryLocation(href);
  const history = new MemoryHistory(location);
  const document = { documentElement: { lang: '', dir: '' } };
  const storages = installMemoryStorage();
  for (const [name, value] of [
    ['window', { location, history, document, ...storages }],
    ['document', document],
  ] as const) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  return {
    location,
    history,
    document,
    ...storages,
    uninstall() {
      for (const [name, descriptor] of previous) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else Reflect.deleteProperty(globalThis, name);
      }
    },
  };
}
