import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { COMPUTE_ONLY_REGISTRY as REGISTRY } from '../../test/plugin-registry-fixture.ts';
import type { ResourceSummary } from '../../src/services/resource-search.ts';
import { $navigationMenu } from '../../stores/navigation.ts';
import { $pluginRegistry } from '../../stores/plugins.ts';
import { $recentSearches, resetRecentSearches } from '../../stores/recent-searches.ts';
import { $location, startRouting, stopRouting } from '../../stores/route.ts';
import { $searchColumns, $searchText, clearSearch, configureSearch, SEARCH_COLUMNS_IDLE } from '../../stores/search.ts';
import './search-flyout.element.ts';
import { SEARCH_TEXTS } from './search-flyout-loader.ts';
import { SEARCH_READY_EVENT, type ConsoleSearchFlyout } from './search-flyout.element.ts';

function resource(name: string, type = 'Instance'): ResourceSummary {
  return {
    resourceType: type,
    identifier: `ocid1.${type.toLowerCase()}.oc1.iad.${name.replace(/\W/g, '')}`,
    displayName: name,
    compartmentId: 'ocid1.compartment.oc1..dev',
  };
}

const RESOURCES = [resource('web-server-1'), resource('web-server-2'), resource('web-logs', 'Bucket')];

/** Shadow root query that fails loudly. */
function query<T extends Element = HTMLElement>(element: ConsoleSearchFlyout, selector: string): T {
  const found = element.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

function all(element: ConsoleSearchFlyout, selector: string): HTMLElement[] {
  return [...(element.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])];
}

const input = (element: ConsoleSearchFlyout) => query<HTMLInputElement>(element, 'input');
const flyout = (element: ConsoleSearchFlyout) => query(element, '#search-flyout');
const activeOption = (element: ConsoleSearchFlyout) => {
  const id = input(element).getAttribute('aria-activedescendant');
  return id ? query(element, `#${id}`) : null;
};

async function renderFlyout(): Promise<ConsoleSearchFlyout> {
  const element = document.createElement('console-search-flyout');
  const ready = oneEvent(element, SEARCH_READY_EVENT);
  await fixture(html`<div>${element}</div>`);
  await ready;
  return element;
}

/** The stores as the flyout finds them once `text` has been answered. */
function answered(text: string): void {
  $searchText.set(text);
  $searchColumns.set({
    ...SEARCH_COLUMNS_IDLE,
    resources: { status: 'ready', items: RESOURCES },
    documentation: {
      status: 'ready',
      items: [
        { topic: 'vcn', display_name: 'Web application firewall', url: 'https://docs.example/waf', highlights: null },
      ],
    },
  });
}

const startUrl = window.location.href;

before(async () => {
  await activateLocale('en');
  // The flyout's texts travel with its loader (search-flyout-loader.ts), as in the console.
  await addCatalogPart(SEARCH_TEXTS);
});

beforeEach(() => {
  localStorage.clear();
  resetRecentSearches();
  configureSearch({ documentationSearch: true, marketplace: false });
  $pluginRegistry.set(REGISTRY);
  // The navigation menu is on its way and never arrives here: the services column has nothing to match (a flyout
  // with an idle menu would load it, and its answer would race these tests' checks).
  $navigationMenu.set({ status: 'loading', registry: null, locale: null });
});

afterEach(() => {
  clearSearch();
  stopRouting();
  history.replaceState(null, '', startUrl);
  $pluginRegistry.set(null);
});

describe('console-search-flyout', () => {
  it('is a labelled combobox whose flyout opens on focus with the recent searches, newest first', async () => {
    localStorage.setItem('console.recent-searches', JSON.stringify(['vcn', 'bucket']));
    const element = await renderFlyout();
    expect(input(element).getAttribute('role')).to.equal('combobox');
    expect(input(element).getAttribute('aria-label')).to.equal(
      'Search resources, services, documentation, and Marketplace'
    );
    expect(input(element).getAttribute('aria-expanded')).to.equal('false');
    expect(flyout(element).hidden).to.equal(true);
    element.focus();
    await waitUntil(() => !flyout(element).hidden);
    expect(input(element).getAttribute('aria-expanded')).to.equal('true');
    expect(all(element, '.section-recent [role="option"] .option-label').map(node => node.textContent)).to.deep.equal(
      $recentSearches.get()
    );
    expect(all(element, '.footer [role="option"]').map(node => node.textContent)).to.deep.equal(['Advanced search']);
    await expect(element).to.be.accessible();
  });

  it('removes a recent search with Delete on the active option, and with its remove mark', async () => {
    localStorage.setItem('console.recent-searches', JSON.stringify(['vcn', 'bucket', 'db']));
    const element = await renderFlyout();
    element.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(activeOption(element)?.textContent).to.contain('vcn');
    expect(activeOption(element)?.getAttribute('aria-describedby')).to.equal('search-remove-hint');
    await sendKeys({ press: 'Delete' });
    await waitUntil(() => $recentSearches.get().length === 2);
    expect($recentSearches.get()).to.deep.equal(['bucket', 'db']);
    query(element, '.section-recent .option-remove').click();
    await waitUntil(() => $recentSearches.get().length === 1);
    expect($recentSearches.get()).to.deep.equal(['db']);
    expect(element.shadowRoot?.activeElement).to.equal(input(element));
  });

  it('asks for more characters in the network columns below 3, while services already match', async () => {
    const element = await renderFlyout();
    element.focus();
    await sendKeys({ type: 'in' });
    await waitUntil(() => query(element, '.section-resources .message').textContent === 'Enter more characters...');
    expect(query(element, '.section-documentation .message').textContent).to.equal('Enter more characters...');
    // Services answer locally on any text, not held back by the 3-character rule (the menu is not there: no results).
    expect(query(element, '.section-services .message').textContent).to.equal('No results found');
    expect(element.value).to.equal('in');
  });

  it('shows a skeleton per loading column, then each column’s own answer, error or empty state', async () => {
    const element = await renderFlyout();
    element.focus();
    $searchText.set('web');
    $searchColumns.set({
      ...SEARCH_COLUMNS_IDLE,
      resources: { status: 'loading' },
      documentation: { status: 'loading' },
    });
    await waitUntil(() => all(element, '.skeletons').length === 2);
    expect(query(element, '[data-testid="search-skeleton-resources"]').getAttribute('aria-hidden')).to.equal('true');
    $searchColumns.set({
      ...SEARCH_COLUMNS_IDLE,
      resources: { status: 'failed' },
      documentation: { status: 'ready', items: [] },
    });
    await waitUntil(() => all(element, '.skeletons').length === 0);
    expect(query(element, '.section-resources .message.error').textContent).to.equal('Error finding resources');
    expect(query(element, '.section-documentation .message').textContent).to.equal('No results found');
    $searchColumns.set({
      ...SEARCH_COLUMNS_IDLE,
      resources: { status: 'ready', items: [] },
      documentation: { status: 'failed' },
    });
    await waitUntil(() => all(element, '.section-documentation .message.error').length === 1);
    expect(query(element, '.section-documentation .message').textContent).to.equal('Error finding documents');
    expect(query(element, '.section-resources .message').textContent).to.equal('No results found');
    $searchColumns.set({
      ...SEARCH_COLUMNS_IDLE,
      resources: { status: 'ready', items: [] },
      documentation: { status: 'too-long' },
    });
    await waitUntil(() => all(element, '.section-documentation .message.error').length === 1);
    expect(query(element, '.section-documentation .message').textContent).to.equal(
      'Too many characters: enter at most 128.'
    );
    await expect(element).to.be.accessible();
  });

  it('moves with the arrows within and between columns, highlights matches, and Enter opens the resource page', async () => {
    startRouting({ saasScope: false });
    const element = await renderFlyout();
    element.focus();
    answered('web');
    await waitUntil(() => all(element, '.section-resources [role="option"]').length === 3);
    const rows = all(element, '.section-resources [role="option"]');
    expect(rows[0]?.querySelector('mark')?.textContent).to.equal('web');
    expect([...(rows[0]?.querySelectorAll('.option-detail') ?? [])].map(node => node.textContent)).to.deep.equal([
      'Instance',
      'ocid1.compartment.oc1..dev',
    ]);
    await sendKeys({ press: 'ArrowDown' });
    expect(activeOption(element)?.textContent).to.contain('web-server-1');
    expect(activeOption(element)?.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(activeOption(element)?.textContent).to.contain('web-server-2');
    await sendKeys({ press: 'ArrowRight' });
    // The right column: services (none here, so "No results found"), then documentation.
    expect(activeOption(element)?.textContent).to.contain('See all results for “web”');
    await sendKeys({ press: 'ArrowLeft' });
    expect(activeOption(element)?.textContent).to.contain('web-server-2');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(activeOption(element)).to.equal(null);
    await sendKeys({ press: 'ArrowDown' });
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => $location.get().pathname.startsWith('/compute/instances/'));
    expect($location.get().pathname).to.equal(`/compute/instances/${RESOURCES[0]?.identifier ?? ''}`);
    expect(flyout(element).hidden).to.equal(true);
    expect($recentSearches.get()).to.deep.equal(['web']);
  });

  it('opens a resource without a plugin page in the results page, and Enter without an option searches', async () => {
    startRouting({ saasScope: false });
    const element = await renderFlyout();
    element.focus();
    answered('web');
    await waitUntil(() => all(element, '.section-resources [role="option"]').length === 3);
    all(element, '.section-resources [role="option"]')[2]?.click();
    await waitUntil(() => $location.get().pathname === '/search');
    expect(new URLSearchParams($location.get().search).get('resource')).to.equal(RESOURCES[2]?.identifier);
    element.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => new URLSearchParams($location.get().search).get('q') === 'web');
  });

  it('closes on Escape keeping the text, reopens on ArrowDown, and closes on Tab', async () => {
    const element = await renderFlyout();
    element.focus();
    answered('web');
    await waitUntil(() => !flyout(element).hidden);
    const escape = new Promise<boolean>(resolve =>
      element.addEventListener('keydown', event => resolve(event.defaultPrevented), { once: true })
    );
    await sendKeys({ press: 'Escape' });
    expect(await escape).to.equal(true);
    await waitUntil(() => flyout(element).hidden);
    expect(element.value).to.equal('web');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => !flyout(element).hidden);
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => flyout(element).hidden);
  });

  it('shows marketplace listings with their publisher when marketplace search is on, each opening its listing page', async () => {
    configureSearch({ documentationSearch: true, marketplace: true });
    startRouting({ saasScope: false });
    const element = await renderFlyout();
    element.focus();
    $searchText.set('wordpress');
    $searchColumns.set({
      ...SEARCH_COLUMNS_IDLE,
      resources: { status: 'ready', items: [] },
      documentation: { status: 'ready', items: [] },
      marketplace: {
        status: 'ready',
        items: [
          {
            id: 'ocid1.listing.wp',
            name: 'WordPress',
            shortDescription: '',
            publisher: { id: 'p', name: 'Bitnami' },
            pricingTypes: [],
            isFeatured: false,
          },
        ],
      },
    });
    await waitUntil(() => all(element, '.section-marketplace [role="option"]').length === 1);
    const row = query(element, '.section-marketplace [role="option"]');
    expect(row.querySelector('.option-label')?.textContent).to.equal('WordPress');
    expect(row.querySelector('.option-detail')?.textContent).to.equal('Bitnami');
    row.click();
    await waitUntil(() => $location.get().pathname === '/marketplace/listing/ocid1.listing.wp');
    $searchColumns.setKey('marketplace', { status: 'failed' });
    element.focus();
    await waitUntil(() => all(element, '.section-marketplace .message.error').length === 1);
    expect(query(element, '.section-marketplace .message').textContent).to.equal('Error finding Marketplace listings');
  });
});
