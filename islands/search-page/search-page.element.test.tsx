import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { navigationMenu } from '../../emulator/plugins/navigation-data.ts';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { SEARCH_PAGE_TEXTS } from './search-page-loader.ts';
import { $navigationMenu } from '../../stores/navigation.ts';
import { $location, startRouting, stopRouting } from '../../stores/route.ts';
import { $searchPageDocumentation } from '../../stores/search-page.ts';
import { $searchResults, loadSearchResults } from '../../stores/search-results.ts';
import type { ConsoleSearchPage } from './search-page.element.ts';
import './search-page.element.ts';

// The island as the console runs it: the URL says what it shows, the stores answer. No session is signed in, so the
// resource search fails, which is one of the things the page must show well; documentation answers from a stub.

const startUrl = window.location.href;
const startTitle = document.title;
const realFetch = window.fetch;

function query<T extends Element = HTMLElement>(element: ConsoleSearchPage, selector: string): T {
  const found = element.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

const selectedTab = (element: ConsoleSearchPage) => query(element, '[role="tab"][aria-selected="true"]').textContent;

before(async () => {
  await addCatalogPart(SEARCH_PAGE_TEXTS);
  await activateLocale('en');
  $navigationMenu.set({ status: 'ready', registry: { ...navigationMenu('en'), source: 'remote' }, locale: 'en' });
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/_search')) {
      const item = { topic: 'Compute', display_name: 'Managing instances', url: 'https://docs.example/instances' };
      return Response.json({ items: [item], next_page_token: null });
    }
    return realFetch(input, init);
  };
});

after(() => {
  window.fetch = realFetch;
  $navigationMenu.set({ status: 'idle', registry: null, locale: null });
});

afterEach(async () => {
  stopRouting();
  history.replaceState(null, '', startUrl);
  await loadSearchResults('');
});

describe('console-search-page', () => {
  it('shows what the URL asks, follows its tabs through history, and titles the document', async () => {
    history.replaceState(null, '', '/search?q=instances&category=services');
    startRouting({ saasScope: false });
    const element = await fixture<ConsoleSearchPage>(html`<console-search-page></console-search-page>`);
    await waitUntil(() => element.shadowRoot?.querySelector('h1'), 'the search page did not render');
    expect(query(element, 'h1').textContent).to.equal('Search results for “instances”');
    await waitUntil(
      () => document.title === 'instances – Search results | Cloud Console',
      `the title is ${document.title}`
    );
    expect(selectedTab(element)).to.contain('Services');
    const links = [...(element.shadowRoot?.querySelectorAll('[role="tabpanel"]:not([hidden]) a') ?? [])];
    expect(links.map(link => link.textContent)).to.include('Instances');
    // The resource search fails (no one is signed in); the services above were shown all along.
    await waitUntil(() => $searchResults.get().status === 'failed', 'the resource search did not fail', {
      timeout: 5000,
    });
    await waitUntil(() => $searchPageDocumentation.get().status === 'ready');

    query(element, '#search-tab-resources').click();
    await waitUntil(() => $location.get().search === '?q=instances&category=resources');
    await waitUntil(() => element.shadowRoot?.querySelector('[role="alert"]'));
    expect(query(element, '[role="alert"]').textContent).to.contain('Error finding resources');
    expect(selectedTab(element)).to.contain('Resources');

    history.back();
    await waitUntil(() => selectedTab(element)?.includes('Services'), 'back did not restore the tab');
    expect($location.get().search).to.equal('?q=instances&category=services');
    await expect(element).to.be.accessible();

    element.remove();
    await waitUntil(() => document.title === startTitle, 'the title was not given back');
  });

  it('opens advanced search without a text, with the query of the URL in its editor', async () => {
    history.replaceState(null, '', `/search?sq=${encodeURIComponent('query vcn resources')}`);
    startRouting({ saasScope: false });
    const element = await fixture<ConsoleSearchPage>(html`<console-search-page></console-search-page>`);
    await waitUntil(() => element.shadowRoot?.querySelector('textarea'), 'advanced search did not render');
    expect(query(element, 'h1').textContent).to.equal('Advanced search');
    expect(query<HTMLTextAreaElement>(element, 'textarea').value).to.equal('query vcn resources');
    await waitUntil(() => document.title === 'Advanced search | Cloud Console', `the title is ${document.title}`);
    await waitUntil(() => $searchResults.get().status === 'failed', 'the query did not fail', { timeout: 5000 });
    expect($searchResults.get()).to.include({ kind: 'Structured', text: 'query vcn resources' });
  });
});
