import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { QUICKSTARTS_TEXTS } from './quickstarts-loader.ts';
import { $launchedQuickStarts, resetLaunchedQuickStarts } from '../../stores/quickstarts.ts';
import { $location, startRouting, stopRouting } from '../../stores/route.ts';
import type { ConsoleQuickStarts } from './quickstarts.element.ts';
import './quickstarts.element.ts';

// The island as the console runs it: the route says the view, the URL the open solution, and every choice is a URL
// the router follows. No session is signed in, so the manage view's resource search fails, which it must show well.

const startUrl = window.location.href;
const startTitle = document.title;

function query<T extends Element = HTMLElement>(element: ConsoleQuickStarts, selector: string): T {
  const found = element.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

const panelOpen = (element: ConsoleQuickStarts) => element.shadowRoot?.querySelector('dialog')?.open === true;

async function mount(path: string): Promise<ConsoleQuickStarts> {
  history.replaceState(null, '', path);
  startRouting({ saasScope: false });
  const element = await fixture<ConsoleQuickStarts>(html`<console-quickstarts></console-quickstarts>`);
  await waitUntil(() => element.shadowRoot?.querySelector('h1'), 'the quick starts page did not render');
  return element;
}

before(async () => {
  await addCatalogPart(QUICKSTARTS_TEXTS);
  await activateLocale('en');
});

afterEach(() => {
  stopRouting();
  history.replaceState(null, '', startUrl);
  resetLaunchedQuickStarts();
});

describe('console-quickstarts', () => {
  it('opens the solution of the URL, follows it through history, and titles the document', async () => {
    const element = await mount('/resourcemanager/quickstarts?solution=apex');
    await waitUntil(() => panelOpen(element), 'the solution did not open');
    expect(query(element, 'dialog h2').textContent).to.equal('Oracle APEX');
    await waitUntil(() => document.title === 'Oracle APEX – Quick starts | Cloud Console', document.title);

    // Escape closes it: a new URL without the solution.
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $location.get().search === '', 'the URL kept the solution');
    expect($location.get().pathname).to.equal('/resourcemanager/quickstarts');
    await waitUntil(() => !panelOpen(element), 'the panel stayed open');
    await waitUntil(() => document.title === 'Quick starts | Cloud Console', document.title);
    await expect(element).to.be.accessible();

    history.back();
    await waitUntil(() => panelOpen(element), 'back did not reopen the solution');
    expect(query(element, 'dialog h2').textContent).to.equal('Oracle APEX');
    history.forward();
    await waitUntil(() => !panelOpen(element), 'forward did not close it');

    // A tile is a link the router follows.
    query(element, 'a[href="/resourcemanager/quickstarts?solution=jenkins"]').click();
    await waitUntil(() => $location.get().search === '?solution=jenkins');
    await waitUntil(() => panelOpen(element));
    expect(query(element, 'dialog h2').textContent).to.equal('Jenkins');

    element.remove();
    await waitUntil(() => document.title === startTitle, 'the title was not given back');
  });

  it('names an unknown solution and shows the list', async () => {
    const element = await mount('/resourcemanager/quickstarts?solution=WordPress');
    expect(query(element, '[role="alert"]').textContent).to.contain('There is no quick start “WordPress”.');
    expect(element.shadowRoot?.querySelectorAll('.tile')).to.have.length(6);
    expect(panelOpen(element)).to.equal(false);
    await waitUntil(() => document.title === 'Quick starts | Cloud Console', document.title);
  });

  it('shows the manage view of its route, and its failure when resource search fails', async () => {
    const element = await mount('/resourcemanager/quickstarts/manage');
    expect(query(element, 'h1').textContent).to.equal('Manage quick starts');
    await waitUntil(() => document.title === 'Manage quick starts | Cloud Console', document.title);
    await waitUntil(() => $launchedQuickStarts.get().status === 'failed', 'the search did not fail', { timeout: 8000 });
    await waitUntil(() => element.shadowRoot?.querySelector('[role="alert"]'));
    expect(query(element, '[role="alert"]').textContent).to.contain('Launched quick starts could not be loaded');
    await expect(element).to.be.accessible();
  });
});
