import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { $helpLinks, $helpTopic } from '../../stores/contextual-help.ts';
import { $helpPanelOpen } from '../../stores/help-panel.ts';
import { $blockedPopup, dismissBlockedPopup } from '../../stores/popups.ts';
import { $location } from '../../stores/route.ts';
import { HELP_TEXTS } from './help-panel-loader.ts';
import './help-panel.element.ts';

const DOCS = 'https://cloud.test/help/docs';
const doc = (displayText: string, page: string, ...pathPatterns: string[]) => ({
  displayText,
  url: `${DOCS}/${page}.html`,
  kind: 'documentation',
  pathPatterns,
});
const community = (displayText: string, kind = 'community') => ({
  displayText,
  url: `https://community.test/${displayText.replace(/\W+/g, '-')}`,
  kind,
  pathPatterns: ['/compute/*'],
});

const ITEMS = [
  doc('Getting started', 'getting-started', '*'),
  doc('Creating an instance', 'compute-instances', '/compute/*'),
  doc('Shapes', 'shapes', '/compute/instances'),
  doc('Connecting', 'connecting', '/compute/*'),
  doc('Boot volumes', 'boot', '/compute/*'),
  doc('Metadata', 'metadata', '/compute/instances'),
  doc('Lifecycle', 'lifecycle', '/compute/instances'),
  community('Compute forum'),
  community('Shapes threads'),
  community('Troubleshooting'),
  community('Runbook', 'private'),
];

const HOSTILE_TOPIC = `<!doctype html><html><body><main><h1>Managing buckets</h1>
  <p onmouseover="window.__helpPwned = 1">A bucket holds objects.</p><script>window.__helpPwned = 1</script>
  <h2>Creating</h2><p>Select <a href="javascript:window.__helpPwned = 1">Create bucket</a> or read
  <a href="naming.html">naming rules</a>.</p>
  <div class="tabs"><div class="tab" data-title="Console"><p>Click</p></div><div class="tab" data-title="CLI"><p>Type</p></div></div>
  <div class="accordion"><h3 class="accordion-title">Tiers</h3><div class="accordion-content"><p>Standard</p></div></div>
  <table><tr><th>Tier</th></tr><tr><td>Archive</td></tr></table>
  <div class="alert alert-warning" role="alert"><p>Buckets are regional.</p></div>
  <img src="x" onerror="window.__helpPwned = 1"></main></body></html>`;

let opener: HTMLButtonElement;
let panel: HTMLElement;
const originalOpen = window.open;

const root = (): ShadowRoot => {
  if (!panel.shadowRoot) throw new Error('no shadow root');
  return panel.shadowRoot;
};
const dialog = () => root().querySelector('dialog');
const texts = (selector: string) => [...root().querySelectorAll(selector)].map(element => element.textContent?.trim());
const button = (name: string): HTMLButtonElement => {
  const found = [...root().querySelectorAll('button')].find(element => element.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

async function openPanel(): Promise<void> {
  opener.focus();
  $helpPanelOpen.set(true);
  await waitUntil(() => dialog()?.open, 'the panel opens');
}

before(async () => {
  await activateLocale('en');
  await addCatalogPart(HELP_TEXTS);
});

beforeEach(() => {
  $helpLinks.set({ status: 'ready', items: ITEMS });
  $helpTopic.set(null);
  $location.set({ pathname: '/compute/instances', search: '' });
  opener = document.createElement('button');
  opener.textContent = 'Help';
  panel = document.createElement('console-help-panel');
  document.body.append(opener, panel);
});

afterEach(() => {
  $helpPanelOpen.set(false);
  dismissBlockedPopup();
  window.open = originalOpen;
  opener.remove();
  panel.remove();
});

describe('console-help-panel', () => {
  it('opens beside the page (non-modal) with the path’s topics, 4 then View all, links 2 then View all', async () => {
    await openPanel();
    expect(root().querySelector('h2')?.textContent).to.equal('Help');
    expect(dialog()?.matches(':modal')).to.equal(false);
    expect(texts('.help-section-heading')).to.deep.equal(['Topics for this page', 'Community and discussions']);
    expect(texts('.help-topic')).to.deep.equal(['Shapes', 'Metadata', 'Lifecycle', 'Creating an instance']);
    expect(root().activeElement?.textContent).to.equal('Help');
    button('View all 6 topics').click();
    await waitUntil(() => texts('.help-topic').length === 6, 'all topics show');
    expect(button('Show fewer topics').getAttribute('aria-expanded')).to.equal('true');
    // Private links are for internal tenancies only: the demo here is not one.
    expect(texts('.help-external').filter(text => !text?.startsWith('All documentation'))).to.deep.equal([
      'Compute forum (opens in a new window)',
      'Shapes threads (opens in a new window)',
    ]);
    expect(button('View all 3 links').getAttribute('aria-expanded')).to.equal('false');
    await expect(panel).to.be.accessible();

    // The page stays usable beside the panel.
    opener.focus();
    expect(document.activeElement).to.equal(opener);
  });

  it('follows the route: generic help where nothing is specific, the path’s topics again after', async () => {
    await openPanel();
    $location.set({ pathname: '/', search: '' });
    await waitUntil(() => texts('.help-section-heading')[0] === 'General help', 'the generic topic shows');
    expect(texts('.help-topic')).to.deep.equal(['Getting started']);
    expect(root().querySelector('.help-note')?.textContent).to.contain('no help specific to this page');

    $helpTopic.set({ url: `${DOCS}/shapes.html`, displayText: 'Shapes', status: 'ready', markup: '<h1>Shapes</h1>' });
    $location.set({ pathname: '/compute/instances', search: '' });
    await waitUntil(() => root().querySelector('.help-document h2')?.textContent === 'Shapes', 'the topic shows');
    // A topic that is not the new page's closes when the route moves on.
    $location.set({ pathname: '/billing', search: '' });
    await waitUntil(() => root().querySelector('.help-document') === null, 'the topic closes');
    expect(texts('.help-topic')).to.deep.equal(['Getting started']);
  });

  it('renders a hostile page inert, its structure working and its links opening through the popup path', async () => {
    await openPanel();
    $helpTopic.set({
      url: `${DOCS}/buckets.html`,
      displayText: 'Managing buckets',
      status: 'ready',
      markup: HOSTILE_TOPIC,
    });
    await waitUntil(() => root().querySelector('.help-document h2'), 'the topic renders');
    expect(root().activeElement?.textContent).to.contain('All topics for this page');
    const content = root().querySelector('.help-document') as HTMLElement;
    expect(texts('.help-document h2, .help-document h3, .help-document h4')).to.deep.equal([
      'Managing buckets',
      'Creating',
      'Tiers',
    ]);
    expect(content.querySelector('script, img, [onmouseover], [onerror]')).to.equal(null);
    expect([...content.querySelectorAll('a')].map(link => link.getAttribute('href'))).to.deep.equal([
      `${DOCS}/naming.html`,
    ]);
    expect(content.textContent).to.contain('Create bucket');
    expect((window as { __helpPwned?: number }).__helpPwned).to.equal(undefined);

    // Tabs switch; the accordion opens; the table scrolls by keyboard; the alert is a note.
    const tabs = [...content.querySelectorAll<HTMLElement>('[role="tab"]')];
    tabs[1]?.click();
    await waitUntil(() => tabs[1]?.getAttribute('aria-selected') === 'true', 'the CLI tab is selected');
    expect([...content.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map(panel => panel.hidden)).to.deep.equal([
      true,
      false,
    ]);
    content.querySelector('summary')?.click();
    expect(content.querySelector('details')?.open).to.equal(true);
    expect(content.querySelector('.help-table')?.getAttribute('tabindex')).to.equal('0');
    expect(content.querySelector('[role="alert"]')).to.equal(null);
    await expect(panel).to.be.accessible();

    // A blocked pop-up shows the console's message for the link's address.
    window.open = () => null;
    content.querySelector('a')?.click();
    expect($blockedPopup.get()?.url).to.equal(`${DOCS}/naming.html`);

    button('All topics for this page').click();
    await waitUntil(() => root().activeElement?.textContent === 'Topics for this page', 'focus returns to the list');
  });

  it('keeps a long code line inside its block: the panel never scrolls sideways', async () => {
    await openPanel();
    const line = `oci compute instance launch ${'--option value '.repeat(30)}`;
    $helpTopic.set({
      url: `${DOCS}/cli.html`,
      displayText: 'CLI',
      status: 'ready',
      markup: `<h1>CLI</h1><pre><code>${line}</code></pre>`,
    });
    await waitUntil(() => root().querySelector('.help-document pre'), 'the topic renders');
    const body = root().querySelector('.side-panel-body') as HTMLElement;
    const pre = root().querySelector('.help-document pre') as HTMLElement;
    expect(body.scrollWidth).to.be.at.most(body.clientWidth);
    expect(pre.scrollWidth).to.be.above(pre.clientWidth);
  });

  it('says so when the links or the topic cannot be loaded, with Try again', async () => {
    await openPanel();
    $helpLinks.set({ status: 'failed', items: [] });
    await waitUntil(() =>
      root().querySelector('[role="alert"]')?.textContent?.includes('help topics could not be loaded')
    );
    $helpTopic.set({ url: `${DOCS}/x.html`, displayText: 'X', status: 'failed', markup: '' });
    await waitUntil(() =>
      root().querySelector('[role="alert"]')?.textContent?.includes('This topic could not be loaded.')
    );
    expect(button('Try again').type).to.equal('button');
    await new Promise(resolve => requestAnimationFrame(resolve));
    await expect(panel).to.be.accessible();
  });

  it('closes with Escape and gives focus back', async () => {
    await openPanel();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog()?.open, 'Escape closes');
    expect($helpPanelOpen.get()).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });
});
