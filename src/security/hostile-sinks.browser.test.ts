import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { announcementBanners, genericBanners, type Banner } from '../domain/banners.ts';
import { openableUrl } from '../domain/popup.ts';
import { saasApps } from '../domain/saas-apps.ts';
import { buildNavigationMenu, type NavigationContext, type NavigationItem } from '../domain/navigation-menu.ts';
import type { ResourceSummary } from '../services/resource-search.ts';
import { HOSTILE_STRINGS, HOSTILE_STRINGS_SMALL } from '../../test/hostile-strings.ts';
import {
  assertInert,
  bothPhases,
  deepElements,
  deepText,
  fuzzElement,
  installSinkHarness,
  label,
  settle,
  sinkStats,
} from './hostile-sink-harness.ts';
import { helpDocument } from './help-document.ts';
import { MAX_MARKDOWN_LENGTH, renderMarkdown } from './sanitize.ts';
import { $banners, $bannersLoaded } from '../../stores/banners.ts';
import { $helpLinks, $helpTopic } from '../../stores/contextual-help.ts';
import { $helpPanelOpen } from '../../stores/help-panel.ts';
import { $location } from '../../stores/route.ts';
import { $searchColumns, $searchText, clearSearch, configureSearch, SEARCH_COLUMNS_IDLE } from '../../stores/search.ts';
import type { ConsoleShell } from '../../elements/console-shell/console-shell.component.ts';
import type { ConsoleUserMenu } from '../../elements/console-user-menu/console-user-menu.component.ts';
import type { ConsoleConfirmDialog } from '../../elements/console-confirm-dialog/console-confirm-dialog.component.ts';
import type { ConsoleNavMenu } from '../../elements/console-nav-menu/console-nav-menu.component.ts';
import type { ConsolePluginFrame } from '../../elements/console-plugin-frame/console-plugin-frame.component.ts';
import type { ConsoleRegionMenu } from '../../elements/console-region-menu/console-region-menu.component.ts';
import type { RegionOption } from '../../elements/console-region-menu/interfaces.ts';
import type { ToastItem } from '../../elements/console-toasts/interfaces.ts';
import '../../elements/console-shell/console-shell.ts';
import '../../elements/console-banners/console-banners.connected.ts';
import '../../elements/console-toasts/console-toasts.ts';
import '../../elements/console-user-menu/console-user-menu.ts';
import '../../elements/console-side-dock/console-side-dock.ts';
import '../../elements/console-apps-launcher/console-apps-launcher.ts';
import '../../elements/console-confirm-dialog/console-confirm-dialog.ts';
import '../../elements/console-nav-menu/console-nav-menu.ts';
import '../../elements/console-plugin-frame/console-plugin-frame.ts';
import '../../elements/console-region-menu/console-region-menu.ts';
import '../../islands/search-flyout/search-flyout.element.ts';
import { rowText } from '../../islands/search-flyout/flyout-model.ts';
import { SEARCH_TEXTS } from '../../islands/search-flyout/search-flyout-loader.ts';
import { SEARCH_READY_EVENT } from '../../islands/search-flyout/search-flyout.element.ts';
import { mountPage, readyResults, removePages, resource } from '../../islands/search-page/search-page-fixture.tsx';
import { SEARCH_PAGE_TEXTS } from '../../islands/search-page/search-page-loader.ts';
import { HELP_TEXTS } from '../../islands/help-panel/help-panel-loader.ts';
import '../../islands/help-panel/help-panel.element.ts';

// Issue 20 point 3: the hostile corpus (test/hostile-strings.ts) through every sink that renders text from a service
// or a plugin, in Chromium under the console's own CSP (Trusted Types enforced), with a tripwire every payload sets.
// Each sink gets the corpus in as few renders as it allows. Asserted per sink: no payload ran (`window.__pwned`), no
// CSP or Trusted Types violation was reported, nothing that could run script is in the DOM, and plain-text sinks show
// the string as text (no element added, the text there verbatim).

installSinkHarness('hostile-sinks', [SEARCH_TEXTS, SEARCH_PAGE_TEXTS, HELP_TEXTS]);

/** Longest string a sink gets a second copy of in one render (a second megabyte of text costs layout, tests nothing). */
const SECOND_COPY_MAX = 20_000;

/** The navigation menu's context: every registry item shows (no filter of scope, flag or tenancy applies). */
const NAVIGATION_CONTEXT: NavigationContext = {
  isDomainTenancy: true,
  isGovernmentRegion: false,
  isFeatureEnabled: () => false,
  experiments: {},
  scopes: [],
  saasCustomer: false,
  saasServiceTypes: [],
  databaseType: 'mysqldsaws',
  pluginPrefixes: ['/compute'],
  linkValues: { region: 'us-ashburn-1', tenancyName: 'acme', secondLevelDomain: 'oraclecloud.com' },
};

/** One test per sink; run twice, without a policy (does anything run?) and under the console's (is anything refused?). */
function sinkTests(policy: boolean): void {
  // Markdown over MAX_MARKDOWN_LENGTH is shown as text, never parsed: under the policy there is nothing in it to refuse.
  const markup = policy ? HOSTILE_STRINGS.filter(entry => entry.text.length <= MAX_MARKDOWN_LENGTH) : HOSTILE_STRINGS;

  it('footer markdown (realm configuration): each string at the start of the footer and the next one at its end', async () => {
    const shell = await fixture<ConsoleShell>(html`<console-shell></console-shell>`);
    for (const [index, entry] of markup.entries()) {
      if (index % 2 === 1) continue;
      const next = markup[index + 1] ?? entry;
      shell.config = {
        ...shell.config,
        realmFeatures: { footerMarkdown: { left: entry.text, right: next.text } },
      } as ConsoleShell['config'];
      await shell.updateComplete;
      // The sanitiser is imported lazily: the fragment lands a task later.
      await new Promise(resolve => setTimeout(resolve));
      const footer = shell.shadowRoot?.querySelector('footer');
      if (!footer) throw new Error('no footer');
      assertInert(footer, `${label(entry)} / ${label(next)}`);
      sinkStats.renders += 2;
    }
    await settle();
  });

  it('banners and announcements: feed markdown, link texts, unsafe links and announcement summaries', async () => {
    const now = Date.now();
    const generic: Banner[] = genericBanners(
      {
        generic: markup.map((entry, index) => ({
          id: `g${index}`,
          title: entry.text,
          hyperlink: HOSTILE_STRINGS_SMALL[index % HOSTILE_STRINGS_SMALL.length]?.text ?? null,
          linkText: HOSTILE_STRINGS_SMALL[(index + 7) % HOSTILE_STRINGS_SMALL.length]?.text ?? null,
        })),
        surveys: [],
        idleCompute: [],
      },
      now
    );
    const announcements = HOSTILE_STRINGS.flatMap((entry, index) =>
      announcementBanners(
        {
          items: [
            { id: `a${index}${entry.text.slice(0, 40)}`, summary: entry.text, announcementType: 'ACTION_REQUIRED' },
          ],
          userStatuses: [],
        },
        {},
        null
      )
    );
    expect(generic).to.have.length(markup.length);
    expect(announcements).to.have.length(HOSTILE_STRINGS.length);
    const element = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(
      html`<console-banners></console-banners>`
    );
    // A page's worth at a time: the whole corpus in one list would be some 900 banners.
    const show = async (banners: readonly Banner[]): Promise<Element[]> => {
      $banners.set(banners);
      $bannersLoaded.set(true);
      await element.updateComplete;
      await new Promise(resolve => setTimeout(resolve));
      return [...(element.shadowRoot?.querySelectorAll('console-banner') ?? [])];
    };
    for (let start = 0; start < generic.length; start += 100) {
      await show(generic.slice(start, start + 100));
      assertInert(element.shadowRoot ?? element, `feed banners ${start}–${start + 99}`);
    }
    // Announcement summaries are text: each banner shows its summary verbatim (nothing parsed: once, without a policy).
    for (let start = 0; !policy && start < announcements.length; start += 100) {
      const shown = await show(announcements.slice(start, start + 100));
      assertInert(element.shadowRoot ?? element, `announcement banners ${start}–${start + 99}`);
      expect(shown).to.have.length(Math.min(100, announcements.length - start));
      shown.forEach((banner, index) => {
        const entry = HOSTILE_STRINGS[start + index];
        if (entry) expect(deepText(banner).includes(entry.text), label(entry)).to.equal(true);
      });
    }
    sinkStats.renders += generic.length * 2 + (policy ? 0 : announcements.length);
    await settle();
    $banners.set([]);
    $bannersLoaded.set(false);
  });

  it('help pages: each string as a whole documentation page, through helpDocument', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    // The megabyte and ten-thousand-level pages stay out of this loop: helpDocument alone takes seconds on each (10 000
    // nested tables: some 10 s of main thread), which is reported (issue 20), not a test to run on every change.
    for (const [index, entry] of HOSTILE_STRINGS_SMALL.entries()) {
      const page = helpDocument(entry.text, {
        pageUrl: 'https://cloud.test/help/docs/page.html',
        canonicalDocsRoot: 'https://docs.oracle.com/iaas',
        docsRoot: 'https://docs.realm.test/iaas',
        idPrefix: `h${index}`,
        labels: {
          newWindow: '(opens in a new window)',
          table: 'Table',
          tabs: 'Tabs',
          alerts: { info: 'Note', warning: 'Warning', danger: 'Caution', success: 'Tip' },
        },
      });
      holder.replaceChildren(page.content);
      assertInert(holder, label(entry));
      sinkStats.renders += 1;
    }
    await settle();
  });

  it('markdown rendered whole (banner bodies, footer): each string through renderMarkdown into the page', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    for (const entry of markup) {
      holder.append(renderMarkdown(entry.text));
      sinkStats.renders += 1;
    }
    await settle();
    assertInert(holder, 'renderMarkdown');
  });

  // Text sinks (Lit and React text, attributes) never parse a string, so the policy has nothing to refuse there: they
  // run once, without it.
  if (policy) return;

  it('search results: resource names, types and compartments, and documentation titles and links', async () => {
    configureSearch({ documentationSearch: true, marketplace: false });
    const flyout = document.createElement('console-search-flyout');
    const ready = new Promise(resolve => flyout.addEventListener(SEARCH_READY_EVENT, resolve, { once: true }));
    await fixture(html`<div>${flyout}</div>`);
    await ready;
    for (let start = 0; start < HOSTILE_STRINGS.length; start += 50) {
      const batch = HOSTILE_STRINGS.slice(start, start + 50);
      const items: ResourceSummary[] = batch.map((entry, index) => ({
        resourceType: entry.text,
        identifier: `ocid1.instance.oc1.iad.hostile${start + index}`,
        displayName: entry.text,
        compartmentId: entry.text,
      }));
      $searchText.set('script');
      $searchColumns.set({
        ...SEARCH_COLUMNS_IDLE,
        resources: { status: 'ready', items },
        documentation: {
          status: 'ready',
          items: batch.slice(0, 5).map(entry => ({
            topic: 'x',
            display_name: entry.text,
            url: entry.text,
            highlights: null,
          })),
        },
      });
      flyout.focus();
      await new Promise(resolve => setTimeout(resolve, 20));
      const root = flyout.shadowRoot ?? flyout;
      assertInert(root, `search results ${start}–${start + 49}`, ['form']);
      // Names show as text, highlighted or not, cut after MAX_ROW_TEXT characters: no element of the name's own.
      const text = deepText(root);
      for (const entry of batch) expect(text.includes(rowText(entry.text)), label(entry)).to.equal(true);
      sinkStats.renders += batch.length * 4;
    }
    await settle();
    clearSearch();
  });

  it('plugin toasts: the whole corpus as toast messages in one list, shown verbatim as text', async () => {
    const toasts: ToastItem[] = HOSTILE_STRINGS.map((entry, index) => ({
      id: index + 1,
      severity: 'info',
      message: entry.text,
    }));
    const element = await fixture(html`<console-toasts .toasts=${toasts}></console-toasts>`);
    await new Promise(resolve => setTimeout(resolve));
    assertInert(element.shadowRoot ?? element, 'toasts');
    const shown = [...(element.shadowRoot?.querySelectorAll('console-toast') ?? [])];
    expect(shown).to.have.length(HOSTILE_STRINGS.length);
    shown.forEach((toast, index) => {
      const entry = HOSTILE_STRINGS[index];
      // The message follows a visually hidden severity ("Information:").
      const shownText = toast.shadowRoot?.querySelector('.message')?.textContent?.trim() ?? '';
      if (entry) expect(shownText.endsWith(entry.text.trim()), label(entry)).to.equal(true);
    });
    sinkStats.renders += HOSTILE_STRINGS.length;
    await settle();
  });

  it('plugin titles (side panel heading) and tenancy and user names (user menu): text, no element added', async () => {
    const dock = await fixture<HTMLElement & { heading: string; updateComplete: Promise<unknown> }>(
      html`<console-side-dock open heading="plain"></console-side-dock>`
    );
    const menu = await fixture<ConsoleUserMenu>(
      html`<console-user-menu
        .user=${{ name: 'plain', email: 'plain', tenancyName: 'plain', items: [] }}
      ></console-user-menu>`
    );
    const dockElements = deepElements(dock.shadowRoot ?? dock).length;
    const menuElements = deepElements(menu.shadowRoot ?? menu).length;
    for (const entry of HOSTILE_STRINGS) {
      dock.heading = entry.text;
      menu.user = { name: entry.text, email: entry.text, tenancyName: entry.text, items: [] };
      await Promise.all([dock.updateComplete, menu.updateComplete]);
      expect(dock.shadowRoot?.querySelector('h2')?.textContent, label(entry)).to.equal(entry.text);
      expect(menu.shadowRoot?.querySelector('.trigger-label')?.textContent, label(entry)).to.equal(entry.text);
      expect(deepElements(dock.shadowRoot ?? dock), label(entry)).to.have.length(dockElements);
      expect(deepElements(menu.shadowRoot ?? menu), label(entry)).to.have.length(menuElements);
      sinkStats.renders += 3;
    }
    assertInert(dock.shadowRoot ?? dock, 'side dock');
    assertInert(menu.shadowRoot ?? menu, 'user menu');
    await settle();
  });

  it('search page: results table, type filter, services, documentation and resource details, names cut as in the flyout', async () => {
    const display = { compartmentNames: new Map<string, string>(), pluginPrefixes: ['/compute'] };
    const page = await mountPage();
    for (let start = 0; start < HOSTILE_STRINGS.length; start += 50) {
      const batch = HOSTILE_STRINGS.slice(start, start + 50);
      const items = batch.map((entry, index) =>
        resource(`r${start + index}`, {
          displayName: entry.text,
          resourceType: entry.text,
          compartmentId: `ocid1.compartment.oc1..c${start + index}`,
          lifecycleState: entry.text,
          timeCreated: entry.text,
          freeformTags: { [entry.text.slice(0, 300)]: entry.text },
        })
      );
      items.forEach((item, index) => display.compartmentNames.set(item.compartmentId ?? '', batch[index]?.text ?? ''));
      const texts = batch.map(entry => entry.text);
      // The searched text names the batch: the heading shows it once React has rendered the batch.
      const searched = `script ${start}`;
      const views = [
        { kind: 'results', text: searched, category: 'resources' },
        { kind: 'results', text: searched, category: 'services' },
        { kind: 'results', text: searched, category: 'documentation' },
      ] as const;
      for (const view of views) {
        // Rendered at once (flushSync): polling for each of some 600 renders would cost seconds.
        flushSync(() =>
          page.update({
            ...display,
            view,
            results: readyResults(searched, items),
            visibleResults: items,
            resultTypes: texts,
            services: batch.map((entry, index) => ({
              key: `s${start + index}`,
              text: entry.text,
              path: `/s${index}`,
              category: entry.text,
              openInNewTab: false,
              external: false,
            })),
            documentation: {
              status: 'ready',
              text: searched,
              items: batch.map((entry, index) => ({
                topic: entry.text,
                display_name: entry.text,
                url: index % 2 === 0 ? entry.text : `https://docs.example/${index}`,
                highlights: index % 2 === 0 ? null : { url: entry.text, display_name: entry.text },
              })),
            },
          })
        );
        expect(page.root.querySelector('h1')?.textContent).to.contain(searched);
        expect(page.root.querySelector('[role="tab"][aria-selected="true"]')?.textContent).to.match(
          new RegExp(view.category, 'i')
        );
        assertInert(page.root, `search page ${view.category} ${start}–${start + 49}`, ['form']);
        const text = deepText(page.root);
        for (const entry of batch)
          expect(text.includes(rowText(entry.text)), `${view.category} ${label(entry)}`).to.equal(true);
        // Resources: name, type, type filter, compartment, state; services: name, category; documentation: name,
        // topic, link.
        sinkStats.renders += batch.length * (view.category === 'resources' ? 5 : view.category === 'services' ? 2 : 3);
      }
      // A resource's details: every field from the service as text.
      for (const item of items) {
        flushSync(() =>
          page.update({
            ...display,
            view: { kind: 'resource', identifier: item.identifier },
            details: { status: 'ready', identifier: item.identifier, resource: item },
          })
        );
        expect(page.root.querySelector('.ocid-full')?.textContent).to.equal(item.identifier);
        assertInert(page.root, `resource details ${item.identifier}`, ['form']);
        // Name, type, state, compartment and a tag.
        expect(deepText(page.root).includes(rowText(item.displayName ?? '')), item.identifier).to.equal(true);
        sinkStats.renders += 5;
      }
    }
    removePages();
    await settle();
  });

  it('plugin dirty messages (leave confirmation): the message and the blocked destination, as text', async () => {
    const dialog = await fixture<ConsoleConfirmDialog>(
      html`<console-confirm-dialog message="plain" destination="/plain"></console-confirm-dialog>`
    );
    await fuzzElement(
      dialog,
      'confirm dialog',
      2,
      entry => {
        dialog.message = entry.text;
        dialog.destination = `/compute/${entry.text}`;
      },
      (root, entry) => {
        expect(root.querySelector('.message')?.textContent, label(entry)).to.equal(entry.text);
        // The destination goes through t() as a value, verbatim: escape sequences in it stay as typed (src/i18n/i18n.ts).
        const destination = root.querySelector('.destination')?.textContent ?? '';
        expect(destination.includes(`/compute/${entry.text}`), label(entry)).to.equal(true);
      }
    );
  });

  it('plugin frames: the iframe title from the registry plugin name is an attribute, verbatim', async () => {
    const frame = await fixture<ConsolePluginFrame>(
      html`<console-plugin-frame src=${`${window.location.origin}/hostile-sinks-absent.html`}></console-plugin-frame>`
    );
    for (const entry of HOSTILE_STRINGS) {
      frame.pluginName = entry.text;
      frame.title = entry.text;
      await frame.updateComplete;
      const iframe = frame.shadowRoot?.querySelector('iframe');
      // An empty title names the frame after the plugin ("Plugin page: …").
      if (entry.text !== '') expect(iframe?.getAttribute('title'), label(entry)).to.equal(entry.text);
      expect(deepElements(frame.shadowRoot ?? frame), label(entry)).to.have.length(1);
      sinkStats.renders += 1;
    }
    assertInert(frame.shadowRoot ?? frame, 'plugin frame', ['iframe']);
    await settle();
  });

  it('region names (header region menu): friendly names and identifiers from the regions service, as text', async () => {
    const regions: RegionOption[] = HOSTILE_STRINGS.map((entry, index) => ({
      // The identifier too, but a megabyte one once is enough (layout time).
      name: entry.text.length > SECOND_COPY_MAX ? `r${index}` : `${index}:${entry.text}`,
      friendlyName: entry.text,
      key: entry.text.slice(0, 3),
      isHome: index === 0,
    }));
    const menu = await fixture<ConsoleRegionMenu>(
      html`<console-region-menu
        variant="inline"
        .regions=${regions}
        active-region=${regions[1]?.name ?? ''}
      ></console-region-menu>`
    );
    await menu.updateComplete;
    const root = menu.shadowRoot ?? menu;
    assertInert(root, 'region menu');
    const names = [...root.querySelectorAll('.friendly-name')].map(node => node.textContent);
    expect(names).to.deep.equal(HOSTILE_STRINGS.map(entry => entry.text));
    sinkStats.renders += HOSTILE_STRINGS.length * 2;
    await settle();
  });

  it('help panel: topic titles and community link names and addresses from the contextual help service', async () => {
    const docs = 'https://cloud.test/help/docs';
    $helpLinks.set({
      status: 'ready',
      items: HOSTILE_STRINGS.flatMap((entry, index) => [
        { displayText: entry.text, url: `${docs}/${index}.html`, kind: 'documentation', pathPatterns: ['/hostile'] },
        { displayText: entry.text, url: entry.text, kind: 'community', pathPatterns: ['/hostile'] },
      ]),
    });
    $helpTopic.set(null);
    $location.set({ pathname: '/hostile', search: '' });
    const panel = document.createElement('console-help-panel');
    document.body.append(panel);
    $helpPanelOpen.set(true);
    const root = (): ShadowRoot | HTMLElement => panel.shadowRoot ?? panel;
    // Community links to anything but an absolute http(s) address are left out: only the topics need "View all".
    await waitUntil(() => root().querySelector('.help-view-all'), 'the help panel lists');
    for (const button of root().querySelectorAll<HTMLButtonElement>('.help-view-all')) button.click();
    await waitUntil(() => root().querySelectorAll('.help-topic').length === HOSTILE_STRINGS.length, 'every topic');
    assertInert(root(), 'help panel');
    const topics = [...root().querySelectorAll('.help-topic')].map(node => node.textContent);
    expect(topics).to.deep.equal(HOSTILE_STRINGS.map(entry => entry.text));
    const links = HOSTILE_STRINGS.filter(entry => openableUrl(entry.text) !== null);
    expect(root().querySelectorAll('.help-section:nth-child(2) .help-external').length).to.equal(links.length);
    sinkStats.renders += HOSTILE_STRINGS.length * 3;
    $helpPanelOpen.set(false);
    panel.remove();
    $helpLinks.set({ status: 'idle', items: [] });
    await settle();
  });

  it('SaaS application names and console addresses (apps launcher), through saasApps: text, https links only', async () => {
    const apps = saasApps(
      HOSTILE_STRINGS.flatMap((entry, index) => [
        {
          id: `n${index}`,
          consoleUrl: `https://apps.example/${index}`,
          serviceDefinition: { displayName: entry.text },
        },
        // As an address (dropped unless https) and an environment's description; a second copy of a megabyte name
        // would only cost layout time.
        ...(entry.text.length > SECOND_COPY_MAX
          ? []
          : [
              {
                id: `u${index}`,
                consoleUrl: entry.text,
                serviceDefinition: { displayName: `App ${index}` },
                serviceEnvironmentEndpoints: [{ description: entry.text }],
              },
            ]),
      ])
    );
    const launcher = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(
      html`<console-apps-launcher variant="inline" .apps=${apps}></console-apps-launcher>`
    );
    await launcher.updateComplete;
    const root = launcher.shadowRoot ?? launcher;
    assertInert(root, 'apps launcher');
    const text = deepText(root);
    for (const entry of HOSTILE_STRINGS) {
      if (entry.text.trim() !== '') expect(text.includes(entry.text.trim()), label(entry)).to.equal(true);
    }
    sinkStats.renders += HOSTILE_STRINGS.length * 3;
    await settle();
  });

  it('navigation menu: category, service and help link names from the navigation JSON, as text', async () => {
    const menu = await fixture<ConsoleNavMenu>(html`<console-nav-menu open></console-nav-menu>`);
    for (let start = 0; start < HOSTILE_STRINGS.length; start += 50) {
      const batch = HOSTILE_STRINGS.slice(start, start + 50);
      const items: NavigationItem[] = batch.map((entry, index) => ({
        key: `c${start + index}`,
        type: 'parent',
        text: entry.text,
        isCategoryGroup: true,
        helpItems: [
          { text: entry.text, url: `https://docs.example/${index}` },
          { text: entry.text, url: entry.text },
        ],
        // A valid path with the string as its name, and the string as a path (the menu drops an invalid one).
        children: [
          {
            key: `l${start + index}`,
            type: 'link',
            text: entry.text,
            path: `/compute/${index}`,
            searchTags: [entry.text],
          },
          { key: `p${start + index}`, type: 'link', text: `path ${index}`, path: entry.text },
        ],
      }));
      menu.menu = buildNavigationMenu({
        registry: { featured: items.map(item => `l${item.key.slice(1)}`), items },
        context: NAVIGATION_CONTEXT,
        paas: { status: 'idle', groups: [], error: null },
        pinned: [],
        recent: [],
      });
      await menu.updateComplete;
      const root = menu.shadowRoot ?? menu;
      assertInert(root, `navigation menu ${start}–${start + 49}`);
      const text = deepText(root);
      // A blank name is no item (spec 3 §5): only the others show.
      for (const entry of batch) {
        if (entry.text.trim() !== '') expect(text.includes(entry.text), label(entry)).to.equal(true);
      }
      sinkStats.renders += batch.length * 4;
    }
    await settle();
  });
}

it('the corpus has at least 300 strings of every family, 1 MB long and 10 000 levels deep among them', () => {
  expect(HOSTILE_STRINGS.length).to.be.at.least(300);
  expect(new Set(HOSTILE_STRINGS.map(entry => entry.family)).size).to.equal(11);
  expect(HOSTILE_STRINGS.some(entry => entry.text.length >= 1_000_000)).to.equal(true);
});

bothPhases(sinkTests);
