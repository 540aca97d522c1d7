import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { SEARCH_PAGE_TEXTS } from './search-page-loader.ts';
import type { SearchResultsState } from '../../stores/search-results.ts';
import { find, mountPage, readyResults, removePages, resource } from './search-page-fixture.tsx';

const QUERY = "query all resources where displayName 'web'";

/** Results of a structured query, as the store holds them. */
function structured(state: Partial<SearchResultsState>, text = QUERY): SearchResultsState {
  return { ...readyResults(text, []), kind: 'Structured', ...state };
}

before(async () => {
  await addCatalogPart(SEARCH_PAGE_TEXTS);
  await activateLocale('en');
});

afterEach(() => removePages());

describe('advanced search', () => {
  it('offers a labelled editor, sample queries and Run, and prompts before any query ran', async () => {
    const rendered = await mountPage({
      view: { kind: 'advanced', query: '' },
      results: structured({ status: 'idle' }, ''),
    });
    expect(find(rendered, 'h1').textContent).to.equal('Advanced search');
    const editor = find<HTMLTextAreaElement>(rendered, 'textarea');
    expect(editor.labels?.[0]?.textContent).to.equal('Query');
    expect(editor.getAttribute('aria-invalid')).to.equal('false');
    expect(find(rendered, `#${CSS.escape(editor.getAttribute('aria-describedby') ?? '')}`).textContent).to.contain(
      "query instance resources where lifecycleState = 'RUNNING'"
    );
    expect([...rendered.root.querySelectorAll('.sample-label')].map(label => label.textContent)).to.deep.equal([
      'All running instances',
      'Resources created in the last week',
      'All virtual cloud networks',
      'Resources tagged environment: production',
      'Block volumes of 100 GB or more',
    ]);
    expect(find(rendered, '.empty-state h2').textContent).to.equal('No query run yet');
    await expect(rendered.host).to.be.accessible();
  });

  it('runs a picked sample, and the typed query with Run or Ctrl+Enter, through the URL', async () => {
    const rendered = await mountPage({
      view: { kind: 'advanced', query: '' },
      results: structured({ status: 'idle' }, ''),
    });
    find(rendered, '.samples li:nth-child(2) button').click();
    expect(rendered.calls.at(-1)).to.deep.equal([
      'navigate',
      { kind: 'advanced', query: "query all resources where timeCreated >= '2026-11-18'" },
    ]);
    const editor = find<HTMLTextAreaElement>(rendered, 'textarea');
    editor.focus();
    await sendKeys({ type: 'query vcn resources' });
    await sendKeys({ press: 'Control+Enter' });
    expect(rendered.calls.at(-1)).to.deep.equal(['navigate', { kind: 'advanced', query: 'query vcn resources' }]);
    // Running the query the URL already has runs it again.
    rendered.update({
      view: { kind: 'advanced', query: 'query vcn resources' },
      results: structured({ status: 'ready', items: [] }, 'query vcn resources'),
    });
    await waitUntil(() => rendered.root.querySelector('.query-results'));
    find(rendered, 'button[type="submit"]').click();
    expect(rendered.calls.at(-1)).to.deep.equal(['retry']);
  });

  it('shows a refused query inline where it goes wrong, marks the editor invalid and keeps the query', async () => {
    const character = QUERY.indexOf("'web'") + 1;
    const rendered = await mountPage({
      view: { kind: 'advanced', query: QUERY },
      results: structured({
        status: 'failed',
        queryError: { detail: 'expected an operator after displayName.', character },
      }),
      visibleResults: [],
    });
    const editor = find<HTMLTextAreaElement>(rendered, 'textarea');
    expect(editor.value).to.equal(QUERY);
    expect(editor.getAttribute('aria-invalid')).to.equal('true');
    const [errorId, hintId] = (editor.getAttribute('aria-describedby') ?? '').split(' ');
    const error = find(rendered, `#${CSS.escape(errorId ?? '')}`);
    expect(error.textContent).to.contain(
      `The query is not valid at line 1, column ${character}: expected an operator after displayName.`
    );
    expect(error.querySelector('mark')?.textContent).to.equal("'");
    expect(hintId).to.not.equal(undefined);
    // No results table for a query the service refused: the explanation is the answer.
    expect(rendered.root.querySelector('table')).to.equal(null);
    await expect(rendered.host).to.be.accessible();
    // Fixed and run again, the results replace the error.
    const fixed = "query all resources where displayName = 'web'";
    rendered.update({
      view: { kind: 'advanced', query: fixed },
      results: structured({ status: 'ready', items: [resource('web-server-1')] }, fixed),
      visibleResults: [resource('web-server-1')],
    });
    await waitUntil(() => rendered.root.querySelector('tbody tr'));
    expect(editor.getAttribute('aria-invalid')).to.equal('false');
    expect(find(rendered, '.query-results h2').textContent).to.equal('Query results (1)');
  });

  it("says when the service fails, apart from the query's own errors, with a retry", async () => {
    const rendered = await mountPage({
      view: { kind: 'advanced', query: 'query vcn resources' },
      results: structured({ status: 'failed' }, 'query vcn resources'),
      visibleResults: [],
    });
    expect(find(rendered, 'textarea').getAttribute('aria-invalid')).to.equal('false');
    expect(find(rendered, '[role="alert"]').textContent).to.contain('Error finding resources');
    find(rendered, '[role="alert"] button').click();
    expect(rendered.calls.at(-1)).to.deep.equal(['retry']);
  });
});

describe("a resource's details", () => {
  it('names the resource and lists its fields, with a link to its own page', async () => {
    const vm = resource('web-server-1', { availabilityDomain: 'AD-1', freeformTags: { environment: 'production' } });
    const rendered = await mountPage({
      view: { kind: 'resource', identifier: vm.identifier },
      details: { status: 'ready', identifier: vm.identifier, resource: vm },
    });
    expect(find(rendered, 'h1').textContent).to.equal('web-server-1');
    const fields = [...rendered.root.querySelectorAll('.details-grid > div')].map(field => [
      field.querySelector('dt')?.textContent,
      field.querySelector('dd')?.textContent,
    ]);
    expect(fields).to.deep.include(['Lifecycle state', 'Running']);
    expect(fields).to.deep.include(['Compartment', 'production']);
    expect(fields).to.deep.include(['OCID', vm.identifier]);
    expect(fields).to.deep.include(['Tags', 'environment: production']);
    expect(find(rendered, '.details a').getAttribute('href')).to.equal(`/compute/instances/${vm.identifier}`);
    await expect(rendered.host).to.be.accessible();
  });

  it('says clearly when there is no such resource', async () => {
    const rendered = await mountPage({
      view: { kind: 'resource', identifier: 'ocid1.instance.oc1..gone' },
      details: { status: 'not-found', identifier: 'ocid1.instance.oc1..gone', resource: null },
    });
    expect(find(rendered, 'h1').textContent).to.equal('Resource details');
    expect(find(rendered, '.empty-state').textContent).to.contain('Resource not found');
    expect(find(rendered, '.empty-state').textContent).to.contain('ocid1.instance.oc1..gone');
  });
});
