// Sample Compute plugin: the instances of the selected compartment in the active region; create and terminate.
// Calls (allowed in emulator/plugins/registry-data.ts): iaas ListInstances, LaunchInstance, TerminateInstance,
// ListShapes, and identity ListAvailabilityDomains for the create form.

import { h, listAll, numberField, runSample, text, type Row, type SampleApi } from './page-kit.ts';

const INSTANCES = '/20160918/instances';
const FINAL_STATES = new Set(['TERMINATING', 'TERMINATED']);

/** The create form: one element kept while it is open, so typing and focus survive re-renders. */
interface CreateForm {
  element: HTMLFormElement;
  language: string;
  compartmentId: string;
  region: string;
}

let form: CreateForm | null = null;
let confirming: { id: string; name: string; language: string; where: string; element: HTMLElement } | null = null;

/** Where the page lists: a confirmation for an instance listed elsewhere is dropped. */
const where = (api: SampleApi) => `${api.context.region}|${api.compartment.id}`;

function stateBadge(api: SampleApi, state: string): Node {
  const known = api.t(`state.${state}`);
  return h('span', { class: `state state-${state.toLowerCase()}` }, known === `state.${state}` ? state : known);
}

function setDirty(api: SampleApi, dirty: boolean): void {
  api.connection.setDirty(dirty, dirty ? api.t('form.dirty') : undefined).catch((error: unknown) => {
    console.warn('[compute sample] could not mark the page', dirty ? 'dirty' : 'clean', error);
  });
}

function closeForm(api: SampleApi): void {
  form = null;
  setDirty(api, false);
  api.rerender();
  api.focus('create');
}

function field(id: string, label: string, control: HTMLElement, error?: HTMLElement): HTMLElement {
  return h('div', { class: 'field' }, h('label', { for: id }, label), control, error);
}

async function fillOptions(api: SampleApi, element: HTMLFormElement, compartmentId: string): Promise<void> {
  const domainSelect = element.querySelector<HTMLSelectElement>('#instance-ad');
  const shapeSelect = element.querySelector<HTMLSelectElement>('#instance-shape');
  const status = element.querySelector<HTMLElement>('.form-error');
  if (!domainSelect || !shapeSelect || !status) return;
  try {
    const [domains, shapes] = await Promise.all([
      listAll(api.connection, { service: 'identity', path: '/20160918/availabilityDomains', query: { compartmentId } }),
      listAll(api.connection, { service: 'iaas', path: '/20160918/shapes', query: { compartmentId } }),
    ]);
    domainSelect.replaceChildren(
      ...domains.map(domain => h('option', { value: text(domain, 'name') }, text(domain, 'name')))
    );
    // Virtual machine shapes first, flexible ones leading (the usual choice); bare metal and GPU shapes after.
    const rank = (shape: Row) =>
      (text(shape, 'shape').startsWith('VM.') ? 0 : 2) + (shape['isFlexible'] === true ? 0 : 1);
    shapeSelect.replaceChildren(
      ...[...shapes]
        .sort((left, right) => rank(left) - rank(right))
        .map(shape =>
          h(
            'option',
            { value: text(shape, 'shape') },
            api.t('form.shapeOption', {
              shape: text(shape, 'shape'),
              ocpus: numberField(shape, 'ocpus') ?? 1,
              memory: numberField(shape, 'memoryInGBs') ?? 0,
            })
          )
        )
    );
    domainSelect.disabled = false;
    shapeSelect.disabled = false;
  } catch (error) {
    status.textContent = api.describeError(error);
    status.hidden = false;
  }
}

async function submit(api: SampleApi, current: CreateForm): Promise<void> {
  const { element } = current;
  const name = element.querySelector<HTMLInputElement>('#instance-name');
  const nameError = element.querySelector<HTMLElement>('#instance-name-error');
  const domain = element.querySelector<HTMLSelectElement>('#instance-ad');
  const shape = element.querySelector<HTMLSelectElement>('#instance-shape');
  const status = element.querySelector<HTMLElement>('.form-error');
  const button = element.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!name || !nameError || !domain || !shape || !status || !button) return;

  const displayName = name.value.trim();
  name.setAttribute('aria-invalid', String(displayName === ''));
  nameError.hidden = displayName !== '';
  if (displayName === '') {
    name.focus();
    return;
  }
  if (domain.disabled || !domain.value || !shape.value) return;

  button.disabled = true;
  button.textContent = api.t('form.submitting');
  status.hidden = true;
  try {
    await api.connection.fetch({
      service: 'iaas',
      method: 'POST',
      path: INSTANCES,
      body: {
        compartmentId: current.compartmentId,
        availabilityDomain: domain.value,
        shape: shape.value,
        displayName,
      },
    });
    const message = api.t('created', { name: displayName });
    void api.connection.toast('success', message).catch(() => undefined);
    api.announce(message);
    closeForm(api);
    api.reload();
  } catch (error) {
    status.textContent = api.t('createFailed', { name: displayName, detail: api.describeError(error) });
    status.hidden = false;
    button.disabled = false;
    button.textContent = api.t('form.submit');
  }
}

function createForm(api: SampleApi): CreateForm {
  const language = api.context.locale;
  const compartmentId = api.compartment.id;
  const loading = () => h('option', { value: '' }, api.t('form.optionsLoading'));
  const element = h(
    'form',
    { class: 'panel', 'aria-labelledby': 'create-title', novalidate: true },
    h('h2', { id: 'create-title' }, api.t('form.title')),
    field(
      'instance-name',
      api.t('form.name'),
      h('input', {
        id: 'instance-name',
        name: 'displayName',
        type: 'text',
        required: true,
        autocomplete: 'off',
        maxlength: 255,
        'aria-describedby': 'instance-name-error',
      }),
      h('p', { id: 'instance-name-error', class: 'field-error', hidden: true }, api.t('form.nameRequired'))
    ),
    field(
      'instance-ad',
      api.t('form.availabilityDomain'),
      h('select', { id: 'instance-ad', name: 'availabilityDomain', disabled: true }, loading())
    ),
    field(
      'instance-shape',
      api.t('form.shape'),
      h('select', { id: 'instance-shape', name: 'shape', disabled: true }, loading())
    ),
    h('p', { class: 'form-error', role: 'alert', hidden: true }),
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'submit', class: 'button button-primary' }, api.t('form.submit')),
      h('button', { type: 'button', class: 'button', onclick: () => closeForm(api) }, api.t('form.cancel'))
    )
  );
  const current: CreateForm = { element, language, compartmentId, region: api.context.region };
  // Submitting is handled on the button's click (Enter in a field clicks it too), so the page never depends on the
  // frame's sandbox allowing form submission; preventDefault keeps the browser from submitting anywhere.
  element.querySelector('button[type="submit"]')?.addEventListener('click', event => {
    event.preventDefault();
    void submit(api, current);
  });
  element.addEventListener('submit', event => event.preventDefault());
  element.addEventListener('input', () => {
    const name = element.querySelector<HTMLInputElement>('#instance-name');
    setDirty(api, (name?.value ?? '').trim() !== '');
  });
  element.addEventListener('keydown', event => {
    if (event.key === 'Escape') closeForm(api);
  });
  void fillOptions(api, element, compartmentId);
  return current;
}

function openForm(api: SampleApi): void {
  confirming = null;
  form = createForm(api);
  api.rerender();
  form.element.querySelector<HTMLInputElement>('#instance-name')?.focus();
}

function confirmation(api: SampleApi, id: string, name: string): HTMLElement {
  const close = () => {
    confirming = null;
    api.rerender();
    api.focus(`terminate-${id}`);
  };
  return h(
    'div',
    { class: 'panel confirm', role: 'group', 'aria-labelledby': 'confirm-text' },
    h('p', { id: 'confirm-text' }, api.t('terminate.confirm', { name })),
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        {
          type: 'button',
          class: 'button button-danger',
          'data-focus-key': 'confirm-terminate',
          onclick: () => void terminate(api, id, name),
        },
        api.t('terminate.confirmButton')
      ),
      h('button', { type: 'button', class: 'button', onclick: close }, api.t('terminate.cancel'))
    )
  );
}

async function terminate(api: SampleApi, id: string, name: string): Promise<void> {
  confirming = null;
  api.rerender();
  try {
    await api.connection.fetch({ service: 'iaas', method: 'DELETE', path: `${INSTANCES}/${encodeURIComponent(id)}` });
    const message = api.t('terminated', { name });
    void api.connection.toast('success', message).catch(() => undefined);
    api.announce(message);
  } catch (error) {
    const message = api.t('terminateFailed', { name, detail: api.describeError(error) });
    void api.connection.toast('critical', message).catch(() => undefined);
    api.announce(message);
  }
  api.reload();
  api.focus('refresh');
}

function askToTerminate(api: SampleApi, id: string, name: string): void {
  if (form) closeForm(api);
  confirming = { id, name, language: api.context.locale, where: where(api), element: confirmation(api, id, name) };
  api.rerender();
  api.focus('confirm-terminate');
}

function table(instances: Row[], api: SampleApi): Node {
  const header = ['column.name', 'column.state', 'column.shape', 'column.availabilityDomain', 'column.created'];
  return h(
    'table',
    { class: 'table' },
    h('caption', {}, api.t('caption', { compartment: api.compartment.name })),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...header.map(key => h('th', { scope: 'col' }, api.t(key))),
        h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, api.t('column.actions')))
      )
    ),
    h(
      'tbody',
      {},
      ...instances.map(instance => {
        const id = text(instance, 'id');
        const name = text(instance, 'displayName') || id;
        const state = text(instance, 'lifecycleState');
        return h(
          'tr',
          {},
          h('th', { scope: 'row' }, name),
          h('td', {}, stateBadge(api, state)),
          h('td', {}, text(instance, 'shape')),
          h('td', {}, text(instance, 'availabilityDomain')),
          h('td', {}, api.formatDate(text(instance, 'timeCreated'))),
          h(
            'td',
            {},
            h(
              'button',
              {
                type: 'button',
                class: 'button button-small',
                'aria-label': api.t('terminate.label', { name }),
                'data-focus-key': `terminate-${id}`,
                disabled: FINAL_STATES.has(state),
                onclick: () => askToTerminate(api, id, name),
              },
              api.t('terminate')
            )
          )
        );
      })
    )
  );
}

void runSample<Row[]>({
  plugin: 'compute',
  load: api =>
    listAll(api.connection, { service: 'iaas', path: INSTANCES, query: { compartmentId: api.compartment.id } }),
  isEmpty: instances => instances.length === 0,
  emptyText: api => api.t('empty', { compartment: api.compartment.name }),
  view: table,
  toolbar: api => [
    h(
      'button',
      {
        type: 'button',
        class: 'button button-primary',
        'data-focus-key': 'create',
        'aria-expanded': String(form !== null),
        onclick: () => (form ? closeForm(api) : openForm(api)),
      },
      api.t('create')
    ),
  ],
  panel(api) {
    // A form opened in another compartment, region or language is rebuilt (its lists and labels would be stale).
    if (
      form &&
      (form.compartmentId !== api.compartment.id ||
        form.region !== api.context.region ||
        form.language !== api.context.locale)
    ) {
      form = createForm(api);
    }
    if (confirming && confirming.where !== where(api)) confirming = null;
    if (confirming && confirming.language !== api.context.locale) {
      confirming = {
        ...confirming,
        language: api.context.locale,
        element: confirmation(api, confirming.id, confirming.name),
      };
    }
    return form?.element ?? confirming?.element ?? null;
  },
});
