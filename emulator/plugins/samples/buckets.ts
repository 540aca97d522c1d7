// Sample Object storage plugin: the buckets of the selected compartment in the active region, each bucket's details
// and a create form in the console's own side panel (`console-side-panel`), and the page's confirmations in the
// console's toast area (`console-toasts`): the chrome elements embedded in a plugin page, fed from the SDK's context
// (shell-elements.ts; docs/plugin-sdk.md "Embedding shell elements in a plugin page"). Object Storage paths have no
// version segment: GET /n answers the tenancy's namespace, GET/POST /n/{namespace}/b lists and creates its buckets,
// GET /n/{namespace}/b/{name} reads one.

import { h, listAll, runSample, text, type Row, type SampleApi } from './page-kit.ts';
import { followConsoleContext, PageToasts } from './shell-elements.ts';

interface Buckets {
  namespace: string;
  buckets: Row[];
}

/** OCI's rule for bucket names (the local cloud checks it too). */
const BUCKET_NAME = /^[A-Za-z0-9._-]{1,256}$/;
const STORAGE_TIERS = ['Standard', 'Archive'] as const;

let namespace: string | undefined;
let elementsReady: Promise<unknown> | undefined;

const toasts = new PageToasts();
const panel = document.createElement('console-side-panel');
// Inside <main>, so the toasts are part of the page's landmark; polite, so a new toast is read out (a Critical one
// announces itself).
const toastRegion = h('div', { class: 'page-toasts', 'aria-live': 'polite' }, toasts.element);
const elementsHost = h('div', {}, toastRegion, panel);

/** What the panel shows; its texts are said again on every render, so they follow a language switch. */
type PanelContent =
  | { kind: 'details'; name: string; bucket?: Row; failure?: unknown }
  | { kind: 'create'; form: CreateForm; failure?: unknown; submitting: boolean };

interface CreateForm {
  element: HTMLElement;
  name: HTMLInputElement;
  tier: HTMLSelectElement;
  /** Which message the name field shows, or '' for none. */
  problem: '' | 'form.nameRequired' | 'form.nameInvalid';
  /** Nodes whose text is a string of the page: refreshed on every render. */
  texts: [HTMLElement, string][];
}

let content: PanelContent | null = null;
/** The data-focus-key of the button that opened the panel: focus goes back there if that button was re-rendered. */
let openerKey = '';

function setDirty(api: SampleApi, dirty: boolean): void {
  api.connection.setDirty(dirty, dirty ? api.t('form.dirty') : undefined).catch((error: unknown) => {
    console.warn('[buckets sample] could not mark the page', dirty ? 'dirty' : 'clean', error);
  });
}

async function load(api: SampleApi): Promise<Buckets> {
  // The elements' texts load beside the data, once; later contexts reach them through the same listener.
  elementsReady ??= followConsoleContext(api.connection);
  const [answer] = await Promise.all([
    api.connection.fetch({ service: 'objectstorage', path: '/n' }),
    elementsReady.catch(() => undefined),
  ]);
  if (typeof answer.data !== 'string' || answer.data === '') throw new Error('GetNamespace did not answer a name.');
  namespace = answer.data;
  const buckets = await listAll(api.connection, {
    service: 'objectstorage',
    path: `/n/${encodeURIComponent(answer.data)}/b`,
    query: { compartmentId: api.compartment.id },
  });
  return { namespace: answer.data, buckets };
}

function openPanel(api: SampleApi, next: PanelContent, key: string): void {
  content = next;
  openerKey = key;
  api.rerender();
  panel.open = true;
}

/** Closes the panel; resolves once it is closed and focus is back where the user opened it. */
async function closePanel(api: SampleApi): Promise<void> {
  content = null;
  setDirty(api, false);
  panel.open = false;
  await panel.updateComplete;
  // The panel gives focus back to the button that opened it; when a render replaced that button, to its successor.
  const active = document.activeElement;
  if (!active || active === document.body || active === panel) api.focus(openerKey);
}

async function showDetails(api: SampleApi, name: string): Promise<void> {
  const shown: PanelContent = { kind: 'details', name };
  openPanel(api, shown, `details:${name}`);
  try {
    const answer = await api.connection.fetch({
      service: 'objectstorage',
      path: `/n/${encodeURIComponent(namespace ?? '')}/b/${encodeURIComponent(name)}`,
    });
    const bucket = answer.data;
    if (bucket === null || typeof bucket !== 'object' || Array.isArray(bucket)) {
      throw new Error('GetBucket did not answer a bucket.');
    }
    if (content === shown) content = { ...shown, bucket: bucket as Row };
  } catch (error) {
    if (content === shown) content = { ...shown, failure: error };
  }
  api.rerender();
}

/** A value the page names in its own words when it knows it (tier, visibility, versioning), else as the API says. */
function named(api: SampleApi, prefix: string, value: string): string {
  const key = `${prefix}.${value}`;
  const translated = api.t(key);
  return translated === key ? value : translated;
}

function details(api: SampleApi, bucket: Row): Node {
  const rows: [string, string | Node][] = [
    ['details.namespace', text(bucket, 'namespace')],
    ['details.storageTier', named(api, 'tier', text(bucket, 'storageTier'))],
    ['details.visibility', named(api, 'visibility', text(bucket, 'publicAccessType'))],
    ['details.versioning', named(api, 'versioning', text(bucket, 'versioning'))],
    ['column.createdBy', h('code', {}, text(bucket, 'createdBy') || api.t('common.none'))],
    ['column.created', api.formatDate(text(bucket, 'timeCreated'))],
    ['details.id', h('code', {}, text(bucket, 'id'))],
  ];
  return h(
    'dl',
    { class: 'details' },
    ...rows.flatMap(([key, value]) => [h('dt', {}, api.t(key)), h('dd', {}, value)])
  );
}

function createForm(api: SampleApi): CreateForm {
  const name = h('input', {
    id: 'bucket-name',
    name: 'name',
    type: 'text',
    required: true,
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: 256,
    'aria-describedby': 'bucket-name-hint bucket-name-error',
  });
  const tier = h('select', { id: 'bucket-tier', name: 'storageTier' });
  const nameLabel = h('label', { for: 'bucket-name' });
  const hint = h('p', { id: 'bucket-name-hint', class: 'field-hint' });
  const error = h('p', { id: 'bucket-name-error', class: 'field-error', hidden: true });
  const tierLabel = h('label', { for: 'bucket-tier' });
  const options = STORAGE_TIERS.map(value => h('option', { value }));
  tier.append(...options);
  const element = h(
    'div',
    {},
    h('div', { class: 'field' }, nameLabel, name, hint, error),
    h('div', { class: 'field' }, tierLabel, tier)
  );
  const form: CreateForm = {
    element,
    name,
    tier,
    problem: '',
    texts: [
      [nameLabel, 'form.name'],
      [hint, 'form.nameHint'],
      [tierLabel, 'form.storageTier'],
      ...options.map((option, index): [HTMLElement, string] => [option, `tier.${STORAGE_TIERS[index] ?? ''}`]),
    ],
  };
  name.addEventListener('input', () => setDirty(api, name.value.trim() !== ''));
  // Enter submits as the panel's primary button does (the frame's sandbox may not allow form submission, so there
  // is no <form> to submit).
  name.addEventListener('keydown', event => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit(api);
  });
  return form;
}

async function submit(api: SampleApi): Promise<void> {
  if (content?.kind !== 'create' || content.submitting) return;
  const current = content;
  const { form } = current;
  const name = form.name.value.trim();
  form.problem = name === '' ? 'form.nameRequired' : BUCKET_NAME.test(name) ? '' : 'form.nameInvalid';
  if (form.problem) {
    api.rerender();
    form.name.focus();
    return;
  }
  current.submitting = true;
  current.failure = undefined;
  api.rerender();
  try {
    await api.connection.fetch({
      service: 'objectstorage',
      method: 'POST',
      path: `/n/${encodeURIComponent(namespace ?? '')}/b`,
      body: { name, compartmentId: api.compartment.id, storageTier: form.tier.value },
    });
    api.reload();
    // After the panel has gone: while it is open the page behind it is inert, and the toast would not be announced.
    await closePanel(api);
    toasts.show({ severity: 'success', message: () => api.t('created', { name }) });
  } catch (error) {
    // What the user typed stays; the panel says why, as an alert.
    current.submitting = false;
    current.failure = error;
    api.rerender();
  }
}

/** Brings the panel's and the toasts' texts to the current language and state (called on every render). */
function renderElements(api: SampleApi): void {
  toasts.render();
  if (!content) return;
  if (content.kind === 'details') {
    const { name, bucket, failure } = content;
    panel.heading = api.t('details.title', { name });
    panel.primaryLabel = '';
    panel.primaryDisabled = false;
    panel.loading = !bucket && failure === undefined;
    panel.error = failure === undefined ? '' : api.t('details.failed', { detail: api.describeError(failure) });
    panel.replaceChildren(...(bucket ? [details(api, bucket)] : []));
    return;
  }
  const { form, failure, submitting } = content;
  panel.heading = api.t('form.title');
  panel.primaryLabel = api.t(submitting ? 'form.submitting' : 'form.submit');
  panel.primaryDisabled = submitting;
  panel.loading = false;
  panel.error = failure === undefined ? '' : api.t('createFailed', { detail: api.describeError(failure) });
  for (const [node, key] of form.texts) node.textContent = api.t(key);
  const error = form.element.querySelector<HTMLElement>('#bucket-name-error');
  if (error) {
    error.hidden = form.problem === '';
    error.textContent = form.problem ? api.t(form.problem) : '';
  }
  form.name.setAttribute('aria-invalid', String(form.problem !== ''));
  if (panel.firstElementChild !== form.element) panel.replaceChildren(form.element);
}

function table({ buckets }: Buckets, api: SampleApi): Node {
  const columns = ['column.name', 'column.createdBy', 'column.created'];
  return h(
    'table',
    { class: 'table' },
    h('caption', {}, api.t('caption', { compartment: api.compartment.name })),
    h('thead', {}, h('tr', {}, ...columns.map(key => h('th', { scope: 'col' }, api.t(key))))),
    h(
      'tbody',
      {},
      ...buckets.map(bucket => {
        const name = text(bucket, 'name');
        return h(
          'tr',
          {},
          h(
            'th',
            { scope: 'row' },
            h(
              'button',
              {
                type: 'button',
                class: 'link-button',
                'aria-haspopup': 'dialog',
                'data-focus-key': `details:${name}`,
                onclick: () => void showDetails(api, name),
              },
              name
            )
          ),
          h('td', {}, h('code', {}, text(bucket, 'createdBy') || api.t('common.none'))),
          h('td', {}, api.formatDate(text(bucket, 'timeCreated')))
        );
      })
    )
  );
}

let wired = false;

void runSample<Buckets>({
  plugin: 'object-storage',
  load,
  isEmpty: data => data.buckets.length === 0,
  emptyText: api => api.t('empty', { compartment: api.compartment.name }),
  view: table,
  toolbar: api => [
    h(
      'button',
      {
        type: 'button',
        class: 'button button-primary',
        'aria-haspopup': 'dialog',
        'data-focus-key': 'create',
        // A bucket is created in the namespace the list answered (known from the first load on).
        disabled: namespace === undefined,
        onclick: () => openPanel(api, { kind: 'create', form: createForm(api), submitting: false }, 'create'),
      },
      api.t('create')
    ),
  ],
  panel(api) {
    if (!wired) {
      wired = true;
      panel.size = 'small';
      panel.addEventListener('console-panel-submit', () => void submit(api));
      panel.addEventListener('console-request-close', () => void closePanel(api));
    }
    renderElements(api);
    return elementsHost;
  },
  contextLine: api => {
    const where = api.t('common.context', { compartment: api.compartment.name, region: api.context.region });
    return namespace === undefined ? where : `${where} · ${api.t('namespace', { namespace })}`;
  },
});
