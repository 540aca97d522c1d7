// Issue 20 point 4, nothing lost: what a user chose or typed (preferences, pinned and recent links, the feedback draft,
// the console settings draft, the bottom dock) survives a token refresh failure, a sign-out and sign-in, an IndexedDB that throws, a
// full localStorage and a crash of the page. One table, every thing × every event, against the real local cloud.
//
// A "page" is a fresh module graph (vi.resetModules), as a reload gives: nothing survives in memory, only what the
// browser kept (IndexedDB, localStorage and this tab's sessionStorage, the URL) and what the cloud saved. Every page
// starts as the console does (initSession): a page without a session goes through the real sign-in (a new key pair,
// the local cloud's sign-in form, the callback), in the same tab.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLaunchIntent } from '../src/domain/cloud-shell-launch.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { startLocalCloud, type LocalCloud } from '../test/local-cloud.ts';
import { FullStorage } from '../test/memory-storage.ts';

const REGION = 'us-ashburn-1';

let cloud: LocalCloud;
let browser: BrowserGlobals;

beforeAll(async () => {
  cloud = await startLocalCloud();
});
afterAll(() => cloud.close());

beforeEach(() => {
  browser = installBrowserGlobals('http://localhost:5173/');
  globalThis.indexedDB = new IDBFactory();
  for (const level of ['warn', 'info', 'debug', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation(() => undefined);
  }
});
afterEach(async () => {
  await cloud.clearFaults();
  browser.uninstall();
  vi.restoreAllMocks();
});

/** The console's modules a page of these tests uses. */
const MODULES = {
  session: () => import('./session.ts'),
  keeper: () => import('./session-keeper.ts'),
  serviceContext: () => import('./service-context.ts'),
  activeRegion: () => import('./active-region.ts'),
  locale: () => import('./locale.ts'),
  preferences: () => import('./preferences.ts'),
  navigation: () => import('./navigation.ts'),
  feedback: () => import('./feedback.ts'),
  settings: () => import('./console-settings.ts'),
};

/** The console's modules as one page load has them. */
async function modules() {
  const loaded = await Promise.all(Object.entries(MODULES).map(async ([name, load]) => [name, await load()] as const));
  return Object.fromEntries(loaded) as { [K in keyof typeof MODULES]: Awaited<ReturnType<(typeof MODULES)[K]>> };
}

type Page = Awaited<ReturnType<typeof modules>>;

/**
 * Loads the page the tab shows now, as the console starts: a fresh module graph and `initSession`. Without a session
 * the console sends the tab to the sign-in page; the user signs in there and the callback page loads.
 */
async function loadPage(signIns = 0): Promise<Page> {
  vi.resetModules();
  const page = await modules();
  page.serviceContext.useServiceEndpoints(cloud.endpoints);
  page.activeRegion.$activeRegion.set(REGION);
  page.locale.$locale.set('en');
  if (await page.session.initSession()) return page;
  if (signIns > 0) throw new Error('the sign-in did not give the page a session');
  await signInFromSignInPage();
  return loadPage(signIns + 1);
}

/** The user fills in the sign-in page the console sent the tab to; the tab lands on the callback. */
async function signInFromSignInPage(): Promise<void> {
  const signInPage = browser.location.navigations.at(-1);
  if (!signInPage?.includes('/login')) throw new Error(`the tab is not on the sign-in page but on ${signInPage}`);
  browser.location.load(await cloud.submitSignIn(signInPage));
}

/** Something the user chose or typed: made on one page, read back on another as the UI would read it. */
interface Thing {
  name: string;
  change(page: Page, event: string): Promise<unknown>;
  read(page: Page): Promise<unknown>;
  /** What reading it back gives after `event`, when that is by design not what was changed. */
  expected?(event: string, changed: unknown): unknown;
}

/** The bottom dock as the address says it (spec 2 §4): what a reload's launch opens again. */
function dockInAddress(): unknown {
  return readLaunchIntent(window.location.search, { cloudShell: true, codeEditor: true, externalLinks: false }).dock;
}

const TIME_ZONES: Record<string, string> = {
  'a token refresh failure': 'Asia/Tokyo',
  'a sign-out and sign-in': 'Europe/Berlin',
  'an IndexedDB that throws': 'America/Chicago',
  'a full localStorage': 'Australia/Sydney',
  'a crash of the page (reload)': 'Europe/Paris',
};

const THINGS: Thing[] = [
  {
    name: 'the preferences',
    async change(page, event) {
      await page.preferences.loadPreferences({ probe: false });
      const timeZone = TIME_ZONES[event] ?? 'UTC';
      expect(await page.preferences.setTimeZonePreference(timeZone)).toBe(true);
      return timeZone;
    },
    async read(page) {
      await page.preferences.loadPreferences({ probe: false });
      return page.preferences.$preferences.get().preferences.timeZone.preferredTimeZone;
    },
  },
  {
    name: 'the pinned links',
    async change(page) {
      await page.navigation.loadNavigationMenu();
      page.navigation.restoreNavigationLinks();
      expect(page.navigation.pinItem('logging')).toEqual({ ok: true });
      return page.navigation.$pinned.get().map(link => link.itemKey);
    },
    async read(page) {
      page.navigation.restoreNavigationLinks();
      return page.navigation.$pinned.get().map(link => link.itemKey);
    },
  },
  {
    name: 'the recent links',
    async change(page) {
      await page.navigation.loadNavigationMenu();
      expect(page.navigation.recordVisit('/networking/vcns')).toBe('networking-vcns');
      return page.navigation.$recent.get().map(link => link.itemKey);
    },
    async read(page) {
      page.navigation.restoreNavigationLinks();
      return page.navigation.$recent.get().map(link => link.itemKey);
    },
  },
  {
    name: 'the feedback draft',
    async change(page, event) {
      page.feedback.openFeedback();
      page.feedback.changeFeedback({ rating: 4, comment: `Typed before ${event}.` });
      return page.feedback.$feedbackDraft.get();
    },
    async read(page) {
      page.feedback.openFeedback();
      return page.feedback.$feedbackDraft.get();
    },
  },
  {
    name: 'the console settings draft',
    async change(page) {
      page.settings.openConsoleSettings();
      page.settings.changeSettings({ timeoutChoice: 'custom', customText: '45' });
      return page.settings.$settingsDraft.get();
    },
    async read(page) {
      page.settings.openConsoleSettings();
      return page.settings.$settingsDraft.get();
    },
  },
  {
    name: 'the bottom dock',
    async change() {
      // Imported into the page loaded last (the module registry vi.resetModules left), only where a test needs them.
      const [docks, address] = await Promise.all([import('./plugin-host.ts'), import('./cloud-shell-url.ts')]);
      docks.bottomDockOpen('cloud-shell');
      docks.bottomDockOpen('code-editor');
      docks.bottomDockMaximize();
      address.followDockInUrl();
      return dockInAddress();
    },
    async read() {
      return dockInAddress();
    },
    // Chosen: a sign-out ends the Cloud Shell session with the console's; the console goes to '/', the dock stays shut.
    expected: (event, changed) => (event === 'a sign-out and sign-in' ? null : changed),
  },
];

/** A browser whose IndexedDB refuses to open, as a blocked or disabled one does. */
const THROWING_INDEXED_DB = {
  open() {
    throw new DOMException('The user denied permission to access the database.', 'SecurityError');
  },
  deleteDatabase() {
    throw new DOMException('The user denied permission to access the database.', 'SecurityError');
  },
} as unknown as IDBFactory;

/** What happens between the change and the page that reads it back; the page after it always starts afresh. */
interface LossEvent {
  name: string;
  /** The browser's condition from the first page on. */
  before?(): void;
  /** What happens on the page where the change was made. */
  during?(page: Page): Promise<void>;
}

const EVENTS: LossEvent[] = [
  {
    name: 'a token refresh failure',
    async during(page) {
      await cloud.injectFault({ operation: 'RefreshToken', status: 503 });
      expect(await page.keeper.renewSession([REGION, 'us-phoenix-1'])).toBe(false);
      await cloud.clearFaults();
      // The session runs out; the user signs in again from the session-expired screen.
      await page.session.restartSignIn();
      await signInFromSignInPage();
    },
  },
  {
    name: 'a sign-out and sign-in',
    async during(page) {
      await page.session.signOut(REGION);
      browser.location.load(browser.location.navigations.at(-1) ?? '/');
    },
  },
  {
    name: 'an IndexedDB that throws',
    before() {
      globalThis.indexedDB = THROWING_INDEXED_DB;
    },
  },
  {
    name: 'a full localStorage',
    before() {
      const full = new FullStorage();
      Object.defineProperty(globalThis, 'localStorage', { value: full, configurable: true, writable: true });
      Object.assign(globalThis.window, { localStorage: full });
    },
  },
  { name: 'a crash of the page (reload)' },
];

describe('nothing the user chose or typed is lost', () => {
  const cells = THINGS.flatMap(thing => EVENTS.map(event => ({ thing, event })));
  it.each(cells.map(cell => [cell.thing.name, cell.event.name, cell] as const))(
    '%s after %s',
    async (_thing, _event, { thing, event }) => {
      event.before?.();
      const page = await loadPage();
      const changed = await thing.change(page, event.name);
      expect(changed).toBeTruthy();
      await event.during?.(page);
      expect(await thing.read(await loadPage())).toEqual(
        thing.expected ? thing.expected(event.name, changed) : changed
      );
    }
  );
});
