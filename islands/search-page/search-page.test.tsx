import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { SEARCH_PAGE_TEXTS } from './search-page-loader.ts';
import { find, findAll, mountPage, readyResults, removePages, resource } from './search-page-fixture.tsx';

const texts = (nodes: HTMLElement[]) => nodes.map(node => node.textContent?.trim());

before(async () => {
  await addCatalogPart(SEARCH_PAGE_TEXTS);
  await activateLocale('en');
});

afterEach(() => removePages());

describe('the search results page', () => {
  it('shows the text as its heading, the categories as tabs with counts, and the resources as a table', async () => {
    const rendered = await mountPage();
    expect(find(rendered, 'h1').textContent).to.equal('Search results for “web”');
    expect(texts(findAll(rendered, '[role="tab"]'))).to.deep.equal([
      'Resources (2)',
      'Services (1)',
      'Documentation (1)',
    ]);
    expect(find(rendered, '[role="tab"][aria-selected="true"]').textContent).to.contain('Resources');
    expect(texts(findAll(rendered, 'thead th'))).to.deep.equal([
      'Name',
      'Resource type',
      'Compartment',
      'Lifecycle state',
      'Created',
    ]);
    const rows = findAll(rendered, 'tbody tr');
    expect(rows).to.have.length(2);
    // The name links to the resource's plugin page; a known compartment shows its name, another its OCID.
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).to.equal(
      '/compute/instances/ocid1.instance.oc1.iad.webserver1'
    );
    expect(texts([...(rows[0]?.querySelectorAll<HTMLElement>('td') ?? [])])).to.deep.equal([
      'Instance',
      'production',
      'Running',
      'Nov 20, 2026, 2:05 PM UTC',
    ]);
    expect(rows[1]?.querySelector('.ocid')?.textContent).to.equal('ocid1.compartment.oc1..other');
    expect(find(rendered, 'time').getAttribute('datetime')).to.equal('2026-11-20T14:05:00Z');
    await expect(rendered.host).to.be.accessible();
  });

  it('moves between the tabs with the arrows, Home and End, asking for the URL of each', async () => {
    const rendered = await mountPage();
    const tab = (name: string) => findAll(rendered, '[role="tab"]').find(node => node.textContent?.startsWith(name));
    tab('Resources')?.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(rendered.calls.at(-1)).to.deep.equal(['navigate', { kind: 'results', text: 'web', category: 'services' }]);
    expect(rendered.root.activeElement).to.equal(tab('Services'));
    rendered.update({ view: { kind: 'results', text: 'web', category: 'services' } });
    await waitUntil(() => tab('Services')?.getAttribute('aria-selected') === 'true');
    expect(tab('Services')?.tabIndex).to.equal(0);
    expect(tab('Resources')?.tabIndex).to.equal(-1);
    expect(find(rendered, '[role="tabpanel"]:not([hidden]) a').getAttribute('href')).to.equal('/compute/instances');
    await sendKeys({ press: 'End' });
    expect(rendered.calls.at(-1)?.[1]).to.include({ category: 'documentation' });
    await sendKeys({ press: 'Home' });
    expect(rendered.calls.at(-1)?.[1]).to.include({ category: 'resources' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(rendered.calls.at(-1)?.[1]).to.include({ category: 'documentation' });
    expect(rendered.root.activeElement).to.equal(tab('Documentation'));
    await expect(rendered.host).to.be.accessible();
  });

  it('opens documentation in a new window without giving it the console', async () => {
    const rendered = await mountPage({ view: { kind: 'results', text: 'web', category: 'documentation' } });
    const link = find<HTMLAnchorElement>(rendered, '[role="tabpanel"]:not([hidden]) a');
    expect(link.getAttribute('href')).to.equal('https://docs.example/waf');
    expect(link.target).to.equal('_blank');
    expect(link.relList.contains('noopener')).to.equal(true);
    expect(link.textContent).to.equal('Web application firewall (opens in a new window)');
  });

  it('sorts by name and by time created from the column headers, saying which way with aria-sort', async () => {
    const rendered = await mountPage();
    const header = (name: string) => findAll(rendered, 'thead th').find(node => node.textContent === name);
    expect(header('Name')?.getAttribute('aria-sort')).to.equal('none');
    expect(header('Resource type')?.hasAttribute('aria-sort')).to.equal(false);
    header('Name')?.querySelector('button')?.click();
    expect(rendered.calls.at(-1)).to.deep.equal(['sort', { by: 'name', direction: 'ascending' }]);
    rendered.update({ order: { by: 'name', direction: 'ascending' } });
    await waitUntil(() => header('Name')?.getAttribute('aria-sort') === 'ascending');
    header('Name')?.querySelector('button')?.click();
    expect(rendered.calls.at(-1)).to.deep.equal(['sort', { by: 'name', direction: 'descending' }]);
    // Times read newest first on the first click.
    header('Created')?.querySelector('button')?.click();
    expect(rendered.calls.at(-1)).to.deep.equal(['sort', { by: 'timeCreated', direction: 'descending' }]);
  });

  it('filters by the resource types among the results', async () => {
    const rendered = await mountPage({ resultTypes: ['Bucket', 'Instance'] });
    const select = find<HTMLSelectElement>(rendered, 'select');
    expect([...select.options].map(option => option.textContent)).to.deep.equal(['All types', 'Bucket', 'Instance']);
    expect(select.labels?.[0]?.textContent).to.equal('Resource type');
    select.value = 'Bucket';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(rendered.calls.at(-1)).to.deep.equal(['filter', 'Bucket']);
  });

  it('loads more while the service has more, and keeps the rows when that fails', async () => {
    const items = [resource('web-server-1'), resource('web-server-2')];
    const rendered = await mountPage({ results: readyResults('web', items, true) });
    expect(find(rendered, '[role="tab"]').textContent).to.equal('Resources (2+)');
    const button = () => findAll(rendered, '.table-footer button').at(-1);
    expect(button()?.textContent).to.equal('Load more');
    button()?.click();
    expect(rendered.calls.at(-1)).to.deep.equal(['loadMore']);
    rendered.update({ results: { ...readyResults('web', items, true), loadingMore: true } });
    await waitUntil(() => button()?.textContent === 'Loading more…');
    expect(button()?.getAttribute('aria-disabled')).to.equal('true');
    rendered.update({ results: { ...readyResults('web', items, true), moreFailed: true } });
    await waitUntil(() => rendered.root.querySelector('[role="alert"]'));
    expect(findAll(rendered, 'tbody tr')).to.have.length(2);
    expect(find(rendered, '[role="alert"]').textContent).to.contain('More results could not be loaded');
    find(rendered, '[role="alert"] button').click();
    expect(rendered.calls.at(-1)).to.deep.equal(['loadMore']);
    await expect(rendered.host).to.be.accessible();
  });

  it('shows skeleton rows while loading, then an empty state when nothing matches', async () => {
    const rendered = await mountPage({
      results: { ...readyResults('zzz', []), status: 'loading' },
      visibleResults: [],
    });
    expect(find(rendered, 'table').getAttribute('aria-busy')).to.equal('true');
    expect(findAll(rendered, 'tbody tr.skeleton-row')).to.have.length(6);
    expect(find(rendered, '[role="status"]').textContent).to.equal('Loading resources…');
    await expect(rendered.host).to.be.accessible();
    rendered.update({
      view: { kind: 'results', text: 'zzz', category: 'resources' },
      results: readyResults('zzz', []),
    });
    await waitUntil(() => rendered.root.querySelector('.empty-state'));
    expect(find(rendered, '.empty-state h2').textContent).to.equal('No resources found');
    expect(find(rendered, '[role="tab"]').textContent).to.equal('Resources (0)');
  });

  it('says a failed search failed, retries it, keeps the text typed and still shows the services', async () => {
    const rendered = await mountPage({ results: { ...readyResults('web', []), status: 'failed' }, visibleResults: [] });
    expect(find(rendered, '[role="alert"]').textContent).to.contain('Error finding resources');
    find(rendered, '[role="alert"] button').click();
    expect(rendered.calls.at(-1)).to.deep.equal(['retry']);
    const input = find<HTMLInputElement>(rendered, 'input[type="search"]');
    expect(input.value).to.equal('web');
    expect(input.labels?.[0]?.textContent).to.equal('Search resources, services and documentation');
    input.focus();
    await sendKeys({ type: ' servers' });
    await sendKeys({ press: 'Enter' });
    expect(rendered.calls.at(-1)).to.deep.equal([
      'navigate',
      { kind: 'results', text: 'web servers', category: 'resources' },
    ]);
    // The same text again asks again, for everything that can fail.
    rendered.update({
      view: { kind: 'results', text: 'web servers', category: 'services' },
      results: { ...readyResults('web servers', []), status: 'failed' },
    });
    await waitUntil(() => rendered.root.querySelector('[role="tabpanel"]:not([hidden]) a'));
    expect(input.value).to.equal('web servers');
    expect(find(rendered, '[role="tabpanel"]:not([hidden]) a').textContent).to.equal('Instances');
    find(rendered, 'form[role="search"] button').click();
    expect(rendered.calls.slice(-2)).to.deep.equal([['retry'], ['reload']]);
    await expect(rendered.host).to.be.accessible();
  });
});
