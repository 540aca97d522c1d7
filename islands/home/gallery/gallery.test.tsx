import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { PLUGIN_SANDBOX } from '../../../elements/console-plugin-frame/console-plugin-frame.component.ts';
import type { GalleryCategory, GalleryTopic } from '../../../src/domain/gallery.ts';
import { activateLocale, addCatalogPart } from '../../../src/i18n/i18n.ts';
import { capabilitiesOf } from '../../../test/capabilities-fixture.ts';
import { $tenancy, type ConsoleTenancy } from '../../../stores/account.ts';
import { $capabilities } from '../../../stores/capabilities.ts';
import { $galleryFeed } from '../../../stores/gallery.ts';
import { $locale } from '../../../stores/locale.ts';
import { $location, $route, startRouting, stopRouting } from '../../../stores/route.ts';
import baseCss from '../../shared/island-base.css?inline';
import sidePanelCss from '../../shared/side-panel.css?inline';
import tokensCss from '../../../src/styles/tokens.css?inline';
import placeholderCss from './gallery-placeholder.css?inline';
import css from './gallery.css?inline';
import { GALLERY_TEXTS } from './gallery-loader.ts';
import GalleryWidget from './gallery-widget.tsx';
import { Gallery } from './gallery.tsx';
import type { GalleryProps } from './interfaces.ts';

const CONTENT = 'http://127.0.0.1:7070/gallery/v1';

function topic(
  id: string,
  extra: Partial<GalleryTopic['preview']> = {},
  content?: GalleryTopic['content']
): GalleryTopic {
  return {
    preview: { id, title: `Title of ${id}`, abstract: `What ${id} is about.`, contentType: 'tutorial', ...extra },
    content: content ?? { title: `Page of ${id}`, src: `${CONTENT}/pages/${id}.html?lang=en` },
  };
}

const CATEGORIES: GalleryCategory[] = [
  {
    id: 'get-started',
    title: 'Get started',
    items: [
      topic('basics', { featured: true, media: { src: `${CONTENT}/media/start.svg` } }),
      topic('free-vm', { alwaysFreeEligible: true }),
      topic(
        'costs',
        { hideContentType: true },
        { title: 'Costs', onClick: { navigate: '/account-management/cost-analysis' } }
      ),
      topic('team', { contentType: 'documentation' }),
    ],
  },
  { id: 'build', title: 'Build and deploy', items: [topic('shell'), topic('editor')] },
  { id: 'data', title: 'Data and AI', items: [topic('database')] },
];

type Navigation = readonly [path: string, replace: boolean];

interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  navigations: Navigation[];
  retries: number;
  update: (props: Partial<GalleryProps>) => void;
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + placeholderCss + sidePanelCss + css);
let react: Root | null = null;
let host: HTMLElement | null = null;

/** The pure gallery in a shadow root with its sheets, its navigations recorded. */
function render(props: Partial<GalleryProps> = {}): Rendered {
  host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  const rendered: Rendered = { host, root, navigations: [], retries: 0, update: () => undefined };
  let current: GalleryProps = {
    status: 'ready',
    categories: CATEGORIES,
    alwaysFree: new Set(['free-vm']),
    pathname: '/',
    search: '',
    navigate: (path, options) => rendered.navigations.push([path, options?.replace === true]),
    onRetry: () => (rendered.retries += 1),
    consoleOrigin: window.location.origin,
    ...props,
  };
  react = createRoot(root);
  const draw = (): void => flushSync(() => react?.render(<Gallery {...current} />));
  rendered.update = next => {
    current = { ...current, ...next };
    draw();
  };
  draw();
  return rendered;
}

function all<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  return [...root.querySelectorAll<T>(selector)];
}

function one<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

const tabs = (root: ShadowRoot) => all(root, '[role="tab"]');
const selected = (root: ShadowRoot) => one(root, '[role="tab"][aria-selected="true"]');
const tileLinks = (root: ShadowRoot) => all<HTMLAnchorElement>(root, '[role="tabpanel"]:not([hidden]) .gallery-tile a');
const flyout = (root: ShadowRoot) => one<HTMLDialogElement>(root, 'dialog');

const tokens = new CSSStyleSheet();
tokens.replaceSync(tokensCss);

before(async () => {
  await activateLocale('en');
  // The gallery's texts, as its loader adds them with its chunk.
  await addCatalogPart(GALLERY_TEXTS);
  // The console's design tokens, as the page has them.
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, tokens];
});

after(() => {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter(adopted => adopted !== tokens);
});

afterEach(async () => {
  react?.unmount();
  host?.remove();
  react = null;
  host = null;
  await setViewport({ width: 1440, height: 900 });
});

describe('the Home gallery', () => {
  beforeEach(async () => {
    await setViewport({ width: 1440, height: 900 });
  });

  it('shows a skeleton of its full size while the feed loads', async () => {
    const { root } = render({ status: 'loading' });
    expect(one(root, '[role="status"]').textContent).to.equal('Loading featured topics');
    expect(one(root, 'section').getAttribute('aria-busy')).to.equal('true');
    expect(all(root, '.gallery-skeleton-tile')).to.have.length(4);
    expect(one(root, 'section').getBoundingClientRect().height).to.equal(33 * 16);
    await expect(host).to.be.accessible();
  });

  it('lists the categories as vertical tabs beside up to four tiles of the first one', async () => {
    const { root } = render();
    const tablist = one(root, '[role="tablist"]');
    expect(tablist.getAttribute('aria-orientation')).to.equal('vertical');
    expect(tablist.getAttribute('aria-labelledby')).to.equal(one(root, 'h3').id);
    expect(one(root, 'h3').textContent).to.equal('Featured topics');
    expect(tabs(root).map(tab => tab.textContent)).to.deep.equal(['Get started', 'Build and deploy', 'Data and AI']);
    expect(selected(root).textContent).to.equal('Get started');
    expect(tileLinks(root).map(link => [link.textContent, link.getAttribute('href')])).to.deep.equal([
      ['Title of basics', '/?tile=basics'],
      ['Title of free-vm', '/?tile=free-vm'],
      ['Title of costs', '/account-management/cost-analysis'],
      ['Title of team', '/?tile=team'],
    ]);
    const badges = all(root, '.gallery-tile').map(tile => all(tile, '.gallery-badge').map(badge => badge.textContent));
    expect(badges).to.deep.equal([
      ['Tutorial', 'Featured'],
      ['Tutorial', 'Always Free eligible'],
      [],
      ['Documentation'],
    ]);
    // Beside the list, two tiles a row; the section keeps the placeholder's size.
    const [first, second, third] = all(root, '.gallery-tile').map(tile => tile.getBoundingClientRect());
    expect(first?.top).to.equal(second?.top);
    expect(third?.left).to.equal(first?.left);
    expect(tablist.getBoundingClientRect().right).to.be.lessThan(first?.left ?? 0);
    expect(one(root, 'section').getBoundingClientRect().height).to.equal(33 * 16);
    for (const tab of tabs(root)) {
      const panel = one(root, `#${tab.getAttribute('aria-controls')}`);
      expect(panel.getAttribute('aria-labelledby')).to.equal(tab.id);
      expect(panel.hidden).to.equal(tab !== selected(root));
    }
    await expect(host).to.be.accessible();
  });

  it('is one column below 1280 px', async () => {
    await setViewport({ width: 1024, height: 768 });
    const { root } = render();
    expect(one(root, '[role="tablist"]').getAttribute('aria-orientation')).to.equal('horizontal');
    const boxes = all(root, '.gallery-tile').map(tile => tile.getBoundingClientRect());
    expect(new Set(boxes.map(box => box.left)).size).to.equal(1);
    expect(one(root, '[role="tablist"]').getBoundingClientRect().bottom).to.be.at.most(boxes[0]?.top ?? 0);
    expect(one(root, 'section').getBoundingClientRect().height).to.equal(45 * 16);
    await expect(host).to.be.accessible();
  });

  it('moves between tabs with the arrows, Home and End, and into the tiles with Tab', async () => {
    const { root } = render();
    selected(root).focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(selected(root).textContent).to.equal('Build and deploy');
    expect(root.activeElement).to.equal(selected(root));
    expect(tileLinks(root).map(link => link.textContent)).to.deep.equal(['Title of shell', 'Title of editor']);
    await sendKeys({ press: 'End' });
    expect(selected(root).textContent).to.equal('Data and AI');
    await sendKeys({ press: 'ArrowDown' });
    expect(selected(root).textContent).to.equal('Get started');
    await sendKeys({ press: 'ArrowUp' });
    expect(selected(root).textContent).to.equal('Data and AI');
    await sendKeys({ press: 'Home' });
    expect(selected(root).textContent).to.equal('Get started');
    await sendKeys({ press: 'ArrowRight' });
    expect(selected(root).textContent).to.equal('Build and deploy');
    await sendKeys({ press: 'ArrowLeft' });
    expect(selected(root).textContent).to.equal('Get started');
    expect(tabs(root).map(tab => tab.tabIndex)).to.deep.equal([0, -1, -1]);

    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.textContent).to.equal('Title of basics');
    await sendKeys({ press: 'ArrowRight' });
    expect(root.activeElement?.textContent).to.equal('Title of free-vm');
    await sendKeys({ press: 'ArrowDown' });
    expect(root.activeElement?.textContent).to.equal('Title of costs');
    await sendKeys({ press: 'End' });
    expect(root.activeElement?.textContent).to.equal('Title of team');
    await sendKeys({ press: 'ArrowDown' });
    expect(root.activeElement?.textContent).to.equal('Title of basics');
    await sendKeys({ press: 'Home' });
    expect(root.activeElement?.textContent).to.equal('Title of basics');
    await sendKeys({ press: 'ArrowUp' });
    expect(root.activeElement?.textContent).to.equal('Title of team');
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(null);
    await sendKeys({ press: 'Shift+Tab' });
    expect(root.activeElement?.textContent).to.equal('Title of team');
  });

  it('opens the tile the URL names in a medium flyout titled from the tile, its page sandboxed like a plugin', async () => {
    const { root } = render({ search: '?region=eu-frankfurt-1&tile=editor' });
    await waitUntil(() => flyout(root).open, 'the flyout did not open');
    expect(selected(root).textContent).to.equal('Build and deploy');
    expect(flyout(root).matches(':modal')).to.equal(true);
    expect(flyout(root).classList.contains('side-panel-medium')).to.equal(true);
    expect(one(root, 'dialog h2').textContent).to.equal('Page of editor');
    expect(root.activeElement).to.equal(one(root, 'dialog h2'));
    const frame = one<HTMLIFrameElement>(root, 'dialog iframe');
    expect(frame.src).to.equal(`${CONTENT}/pages/editor.html?lang=en`);
    expect(frame.title).to.equal('Page of editor');
    expect(frame.getAttribute('sandbox')).to.equal(PLUGIN_SANDBOX);
    await expect(host).to.be.accessible();
  });

  it('closes through the URL, keeping its other parameters, and gives focus back to the tile', async () => {
    const rendered = render({ search: '?region=eu-frankfurt-1&tile=team' });
    const { root } = rendered;
    await waitUntil(() => flyout(root).open);
    one(root, '.side-panel-close').click();
    expect(rendered.navigations).to.deep.equal([['/?region=eu-frankfurt-1', false]]);
    rendered.update({ search: '?region=eu-frankfurt-1' });
    await waitUntil(() => !flyout(root).open, 'the flyout did not close');
    expect(root.querySelector('dialog iframe')).to.equal(null);
    await waitUntil(() => root.activeElement?.textContent === 'Title of team', 'focus did not go back to the tile');
  });

  it('closes when its own page asks to close or escape, and ignores every other message', async () => {
    const rendered = render({ search: '?tile=basics' });
    const { root } = rendered;
    await waitUntil(() => flyout(root).open);
    const frame = one<HTMLIFrameElement>(root, 'dialog iframe');
    const post = (data: unknown, origin: string, source: Window | null): void => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    };
    const origin = new URL(CONTENT).origin;

    post({ type: 'close' }, origin, window);
    post({ type: 'close' }, window.location.origin, window);
    post({ type: 'close' }, 'http://127.0.0.1:7071', frame.contentWindow);
    post({ type: 'close' }, 'null', frame.contentWindow);
    post({ type: 'navigate', path: '/' }, origin, frame.contentWindow);
    post('close', origin, frame.contentWindow);
    window.postMessage({ type: 'escape' }, '*');
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(rendered.navigations).to.deep.equal([]);
    expect(flyout(root).open).to.equal(true);

    post({ type: 'close' }, origin, frame.contentWindow);
    expect(rendered.navigations).to.deep.equal([['/', false]]);
    post({ type: 'escape' }, origin, frame.contentWindow);
    expect(rendered.navigations).to.deep.equal([
      ['/', false],
      ['/', false],
    ]);
  });

  it('closes on Escape and from its close button', async () => {
    const rendered = render({ search: '?tile=shell' });
    await waitUntil(() => flyout(rendered.root).open);
    await sendKeys({ press: 'Escape' });
    expect(rendered.navigations).to.deep.equal([['/', false]]);
  });

  it('goes to /NotFound for an unknown tile, replacing the entry', async () => {
    const rendered = render({ search: '?tile=missing' });
    await waitUntil(() => rendered.navigations.length > 0);
    expect(rendered.navigations).to.deep.equal([['/NotFound', true]]);
    expect(flyout(rendered.root).open).to.equal(false);
  });

  it('runs the click action of a tile the URL names', async () => {
    const rendered = render({ search: '?tile=costs' });
    await waitUntil(() => rendered.navigations.length > 0);
    expect(rendered.navigations).to.deep.equal([['/account-management/cost-analysis', true]]);
  });

  it('waits for the feed before it judges a tile', async () => {
    const rendered = render({ status: 'loading', search: '?tile=shell' });
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(rendered.navigations).to.deep.equal([]);
    rendered.update({ status: 'failed' });
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(rendered.navigations).to.deep.equal([]);
    rendered.update({ status: 'ready' });
    await waitUntil(() => flyout(rendered.root).open);
  });

  it('says when the feed failed, offers Try again, and says when there is nothing for the account', async () => {
    const rendered = render({ status: 'failed' });
    const alert = one(rendered.root, '[role="alert"]');
    expect(alert.textContent).to.contain('Featured topics could not be loaded');
    one<HTMLButtonElement>(rendered.root, '.gallery-retry').click();
    expect(rendered.retries).to.equal(1);
    expect(one(rendered.root, 'section').getBoundingClientRect().height).to.equal(33 * 16);
    await expect(host).to.be.accessible();

    rendered.update({ status: 'ready', categories: [] });
    expect(one(rendered.root, '.gallery-message').textContent).to.contain('Nothing is featured for your account yet');
    expect(rendered.root.querySelector('[role="tablist"]')).to.equal(null);
    await expect(host).to.be.accessible();
  });
});

describe('the connected gallery, with the console router', () => {
  const startUrl = window.location.href;

  beforeEach(async () => {
    await setViewport({ width: 1440, height: 900 });
    $locale.set('en');
    $capabilities.set({ status: 'ready', data: capabilitiesOf(), failure: null });
    $tenancy.set({ status: 'ready', value: { name: 'acme-corp', isInternal: false } as ConsoleTenancy, error: null });
    // The feed as loaded in English, so the store does not ask the (absent) local cloud.
    $galleryFeed.set({ status: 'ready', categories: CATEGORIES, language: 'en' });
    history.replaceState(null, '', '/');
  });

  afterEach(() => {
    stopRouting();
    history.replaceState(null, '', startUrl);
    $route.set(null);
    $location.set({ pathname: '/', search: '' });
  });

  it('opens a tile with a click, closes it with Back and opens it again with Forward', async () => {
    startRouting({ saasScope: false });
    host = document.createElement('div');
    document.body.append(host);
    react = createRoot(host);
    flushSync(() => react?.render(<GalleryWidget />));
    const element = one(host, 'console-home-gallery');
    await waitUntil(() => element.shadowRoot?.querySelector('.gallery-tile a'), 'the gallery did not render');
    const gallery = element.shadowRoot as ShadowRoot;
    // Its styles came with it, in its own shadow root.
    const rules = gallery.adoptedStyleSheets.flatMap(adopted => [...adopted.cssRules]);
    expect(rules.some(rule => rule.cssText.includes('.gallery-tile'))).to.equal(true);
    expect(rules.some(rule => rule.cssText.includes('.side-panel'))).to.equal(true);

    one<HTMLAnchorElement>(gallery, '.gallery-tile a').click();
    await waitUntil(() => flyout(gallery).open, 'the click did not open the flyout', { timeout: 3000 });
    expect(window.location.search).to.equal('?tile=basics');
    history.back();
    await waitUntil(() => !flyout(gallery).open, 'Back did not close the flyout', { timeout: 3000 });
    expect(window.location.search).to.equal('');
    history.forward();
    await waitUntil(() => flyout(gallery).open, 'Forward did not open the flyout again', { timeout: 3000 });
    one(gallery, '.side-panel-close').click();
    await waitUntil(() => window.location.search === '' && !flyout(gallery).open);
    await expect(host).to.be.accessible();
  });
});
