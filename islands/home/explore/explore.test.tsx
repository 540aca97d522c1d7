import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { activateLocale, addCatalogPart } from '../../../src/i18n/i18n.ts';
import { HOME_TEXTS } from '../home-texts.ts';
import type { ExploreCategory, ExploreEntry } from '../../../src/services/start-exploring.ts';
import { $tenancy, type ConsoleTenancy } from '../../../stores/account.ts';
import { setGuidedTourHandler } from '../../../stores/guided-tour.ts';
import { $locale } from '../../../stores/locale.ts';
import { $blockedPopup, dismissBlockedPopup } from '../../../stores/popups.ts';
import { $startExploring, resetStartExploring } from '../../../stores/start-exploring.ts';
import baseCss from '../../shared/island-base.css?inline';
import tabsCss from '../../shared/island-tabs.css?inline';
import homeCss from '../home.css?inline';
import quickActionsCss from '../quick-actions.css?inline';
import placeholderCss from './explore-placeholder.css?inline';
import css from './explore.css?inline';
import { EXPLORE_PLACEHOLDER } from './deferred-explore.tsx';
import { EXPLORE_TEXTS } from './explore-loader.ts';
import StartExploringWidget from './explore-widget.tsx';
import { StartExploring } from './explore.tsx';
import type { StartExploringProps } from './interfaces.ts';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + tabsCss + homeCss + quickActionsCss + placeholderCss + css);

function entry(id: string, fields: Partial<ExploreEntry> = {}): ExploreEntry {
  return {
    id,
    title: `Title of ${id}`,
    abstract: `What ${id} is about.`,
    contentType: 'documentation',
    url: `http://127.0.0.1:7070/help/explore/${id}.html`,
    featured: false,
    alwaysFreeEligible: false,
    whitelists: [],
    featureFlags: [],
    hiddenInDisconnected: false,
    ...fields,
  };
}

const CATEGORIES: ExploreCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    entries: [
      entry('console-basics', { featured: true }),
      entry('always-free-resources', { alwaysFreeEligible: true }),
      entry('foundations-training', { contentType: 'training' }),
    ],
  },
  {
    id: 'developer-tools',
    title: 'Exploring developer tools',
    entries: [entry('cli-samples', { contentType: 'github' }), entry('devops-blog', { contentType: 'blog' })],
  },
  { id: 'guided-tours', title: 'Guided tours', entries: [entry('console-tour', { contentType: 'tour' })] },
];

interface Mounted {
  root: ShadowRoot;
  opened: ExploreEntry[];
  retries: number;
  update: (props: Partial<StartExploringProps>) => void;
}

const cleanups: (() => void)[] = [];

/** Renders into a shadow root with Home's stylesheets; `node` renders something else than the pure widget. */
async function mount(props: Partial<StartExploringProps> = {}, node?: () => React.ReactNode): Promise<Mounted> {
  const host = document.createElement('div');
  host.style.inlineSize = '1000px';
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  const react: Root = createRoot(root);
  const mounted: Mounted = { root, opened: [], retries: 0, update: () => undefined };
  let current: StartExploringProps = {
    status: 'ready',
    categories: CATEGORIES,
    alwaysFreeBadge: false,
    onOpen: opened => mounted.opened.push(opened),
    onRetry: () => (mounted.retries += 1),
    ...props,
  };
  const render = () => react.render(node ? node() : <StartExploring {...current} />);
  mounted.update = next => {
    current = { ...current, ...next };
    render();
  };
  render();
  cleanups.push(() => {
    react.unmount();
    host.remove();
  });
  await waitUntil(() => root.querySelector('section, .explore-placeholder'), 'the widget did not render');
  return mounted;
}

const all = <T extends Element = HTMLElement>(root: ShadowRoot, selector: string) => [
  ...root.querySelectorAll<T>(selector),
];
const one = <T extends Element = HTMLElement>(root: ShadowRoot, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
};
const texts = (nodes: Element[]) => nodes.map(node => node.textContent);
const selectedTab = (root: ShadowRoot) => one(root, '[role="tab"][aria-selected="true"]').textContent;

before(async () => {
  await addCatalogPart(EXPLORE_TEXTS);
  await addCatalogPart(HOME_TEXTS);
  await activateLocale('en');
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  dismissBlockedPopup();
});

describe('StartExploring', () => {
  it('shows the categories as tabs and the first one’s entries as cards with their type', async () => {
    const { root } = await mount();
    expect(one(root, 'h3').textContent).to.equal('Start exploring');
    expect(texts(all(root, '[role="tab"]'))).to.deep.equal([
      'Getting started',
      'Exploring developer tools',
      'Guided tours',
    ]);
    expect(selectedTab(root)).to.equal('Getting started');
    const panel = one(root, '[role="tabpanel"]');
    expect(panel.getAttribute('aria-labelledby')).to.equal(one(root, '[aria-selected="true"]').id);
    expect(texts(all(root, '.explore-card .explore-type'))).to.deep.equal([
      'Documentation',
      'Documentation',
      'Training',
    ]);
    expect(texts(all(root, '.explore-title'))).to.deep.equal([
      'Title of console-basics(opens in a new window)',
      'Title of always-free-resources(opens in a new window)',
      'Title of foundations-training(opens in a new window)',
    ]);
    expect(one(root, '.explore-link').getAttribute('href')).to.equal(CATEGORIES[0]?.entries[0]?.url);
    expect(one(root, '.explore-link').getAttribute('target')).to.equal('_blank');
    expect(texts(all(root, '.explore-marks'))).to.deep.equal(['Featured']);
    await expect(root.host).to.be.accessible();
  });

  it('badges Always Free eligible entries when the account gets the badge', async () => {
    const { root, update } = await mount();
    expect(all(root, '.always-free-badge')).to.have.length(0);
    update({ alwaysFreeBadge: true });
    await waitUntil(() => all(root, '.always-free-badge').length === 1);
    expect(one(root, '.always-free-badge').closest('li')?.dataset.testid).to.equal(
      'home-explore-entry-always-free-resources'
    );
  });

  it('moves between tabs with the arrows, Home and End, selecting as it goes', async () => {
    const { root } = await mount();
    one(root, '[role="tab"][aria-selected="true"]').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(selectedTab(root)).to.equal('Exploring developer tools');
    expect(root.activeElement?.textContent).to.equal('Exploring developer tools');
    expect(texts(all(root, '.explore-type'))).to.deep.equal(['GitHub', 'Blog']);
    await sendKeys({ press: 'End' });
    expect(selectedTab(root)).to.equal('Guided tours');
    await sendKeys({ press: 'ArrowRight' });
    expect(selectedTab(root)).to.equal('Getting started');
    await sendKeys({ press: 'ArrowLeft' });
    expect(selectedTab(root)).to.equal('Guided tours');
    await sendKeys({ press: 'Home' });
    expect(selectedTab(root)).to.equal('Getting started');
    // Tab leaves the tablist for the first card; the other tabs are not tab stops.
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.classList.contains('explore-link')).to.equal(true);
    expect(root.activeElement?.textContent).to.contain('Title of console-basics');
  });

  it('opens an entry on click or Enter, and leaves modified clicks to the browser', async () => {
    const mounted = await mount();
    const link = one<HTMLAnchorElement>(mounted.root, '.explore-link');
    link.click();
    expect(mounted.opened.map(opened => opened.id)).to.deep.equal(['console-basics']);
    link.focus();
    await sendKeys({ press: 'Enter' });
    expect(mounted.opened).to.have.length(2);
    let prevented = true;
    const watch = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    try {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
    } finally {
      document.removeEventListener('click', watch);
    }
    expect(prevented).to.equal(false);
    expect(mounted.opened).to.have.length(2);
  });

  it('offers the console tour as a button that asks to start it', async () => {
    const mounted = await mount({ categories: [CATEGORIES[2] as ExploreCategory] });
    const button = one<HTMLButtonElement>(mounted.root, '.explore-card button.explore-link');
    expect(button.textContent).to.equal('Title of console-tour');
    expect(one(mounted.root, '.explore-type').textContent).to.equal('Guided tour');
    button.click();
    expect(mounted.opened.map(opened => opened.id)).to.deep.equal(['console-tour']);
  });

  it('shows a skeleton of the loaded height while loading, then the entries in its place', async () => {
    const mounted = await mount({ status: 'loading', categories: [] });
    const { root } = mounted;
    expect(one(root, 'section').getAttribute('aria-busy')).to.equal('true');
    expect(one(root, '.visually-hidden').textContent).to.equal('Loading content to explore…');
    const skeleton = {
      tabs: one(root, '.explore-tabs').getBoundingClientRect().height,
      card: one(root, '.explore-card').getBoundingClientRect().height,
      top: one(root, '.explore-cards').getBoundingClientRect().top,
    };
    await expect(root.host).to.be.accessible();
    mounted.update({ status: 'ready', categories: CATEGORIES });
    await waitUntil(() => root.querySelector('[role="tab"]'));
    expect(one(root, 'section').getAttribute('aria-busy')).to.equal('false');
    expect(one(root, '.explore-tabs').getBoundingClientRect().height).to.equal(skeleton.tabs);
    expect(one(root, '.explore-card').getBoundingClientRect().height).to.equal(skeleton.card);
    expect(one(root, '.explore-cards').getBoundingClientRect().top).to.equal(skeleton.top);
  });

  it('keeps the entries it has while another language loads', async () => {
    const { root } = await mount({ status: 'loading' });
    expect(all(root, '.explore-card')).to.have.length(3);
    expect(one(root, 'section').getAttribute('aria-busy')).to.equal('true');
  });

  it('says when the feed failed, with Try again', async () => {
    const mounted = await mount({ status: 'failed', categories: [] });
    const alert = one(mounted.root, '[role="alert"]');
    expect(alert.textContent).to.contain('The content to explore could not be loaded.');
    one<HTMLButtonElement>(mounted.root, '.explore-retry').click();
    expect(mounted.retries).to.equal(1);
    await expect(mounted.root.host).to.be.accessible();
  });

  it('says when nothing is left to explore', async () => {
    const { root } = await mount({ status: 'ready', categories: [] });
    expect(one(root, '.explore-message').textContent).to.equal('There is nothing to explore right now.');
    expect(root.querySelector('[role="tablist"]')).to.equal(null);
  });

  it('is as high as Home’s placeholder in every state, so nothing below it moves', async () => {
    const height = (mounted: Mounted) => one(mounted.root, 'section').getBoundingClientRect().height;
    const placeholder = (await mount({}, () => EXPLORE_PLACEHOLDER)).root;
    const expected = one(placeholder, '.explore-placeholder').getBoundingClientRect().height;
    for (const props of [
      { status: 'loading', categories: [] },
      { status: 'ready', categories: CATEGORIES },
      { status: 'failed', categories: [] },
      { status: 'ready', categories: [] },
    ] as const) {
      expect(height(await mount(props)), props.status).to.equal(expected);
    }
  });
});

describe('the connected Start exploring widget', () => {
  const feed = (categories: ExploreCategory[]) =>
    $startExploring.set({ status: 'ready', language: $locale.get(), categories });
  let open: typeof window.open;

  beforeEach(() => {
    open = window.open;
  });
  afterEach(() => {
    window.open = open;
    resetStartExploring();
    $tenancy.set({ status: 'idle', value: null, error: null });
  });

  it('opens a page in a new window, and says so when the browser blocks it', async () => {
    feed(CATEGORIES);
    const asked: string[] = [];
    window.open = (url?: string | URL) => {
      asked.push(String(url));
      return null;
    };
    const { root } = await mount({}, () => <StartExploringWidget />);
    await waitUntil(() => root.querySelector('.explore-link'), 'the entries did not show');
    one(root, '.explore-link').click();
    expect(asked).to.deep.equal(['http://127.0.0.1:7070/help/explore/console-basics.html']);
    expect($blockedPopup.get()?.url).to.equal('http://127.0.0.1:7070/help/explore/console-basics.html');
  });

  it('starts the guided tour through the tour’s handler once there is one', async () => {
    // Guided tours show to accounts 3 days old or younger.
    const createdTime = new Date().toISOString();
    $tenancy.set({ status: 'ready', value: { createdTime, isInternal: false } as ConsoleTenancy, error: null });
    feed([{ id: 'guided-tours', title: 'Guided tours', entries: [entry('console-tour', { contentType: 'tour' })] }]);
    const tours: string[] = [];
    const remove = setGuidedTourHandler(tour => tours.push(tour));
    const asked: string[] = [];
    window.open = (url?: string | URL) => {
      asked.push(String(url));
      return null;
    };
    try {
      const { root } = await mount({}, () => <StartExploringWidget />);
      await waitUntil(() => root.querySelector('button.explore-link'), 'the tour did not show');
      one(root, 'button.explore-link').click();
      expect(tours).to.deep.equal(['homepage']);
      expect(asked).to.deep.equal([]);
    } finally {
      remove();
    }
  });
});
