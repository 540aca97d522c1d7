// Sample Tenancy details plugin: the tenancy (identity GetTenancy) and a link to the Regions page through the
// console's navigation.

import { h, runSample, text, type Row, type SampleApi } from './page-kit.ts';

async function load(api: SampleApi): Promise<Row> {
  const answer = await api.connection.fetch({
    service: 'identity',
    path: `/20160918/tenancies/${encodeURIComponent(api.context.tenancy.id)}`,
  });
  const tenancy = answer.data;
  if (tenancy === null || typeof tenancy !== 'object' || Array.isArray(tenancy)) {
    throw new Error('GetTenancy did not answer a tenancy.');
  }
  return tenancy as Row;
}

function details(tenancy: Row, api: SampleApi): Node {
  const none = api.t('common.none');
  const facts: [string, Node | string][] = [
    ['field.name', text(tenancy, 'name')],
    ['field.id', h('code', {}, text(tenancy, 'id'))],
    ['field.description', text(tenancy, 'description') || none],
    ['field.homeRegion', text(tenancy, 'homeRegionKey') || api.context.homeRegion || none],
    ['field.created', api.formatDate(text(tenancy, 'timeCreated'))],
  ];
  return h(
    'section',
    { class: 'facts-card', 'aria-labelledby': 'facts-title' },
    h('h2', { id: 'facts-title' }, api.t('caption')),
    h('dl', { class: 'facts' }, ...facts.flatMap(([key, value]) => [h('dt', {}, api.t(key)), h('dd', {}, value)]))
  );
}

void runSample<Row>({
  plugin: 'tenancy',
  dataKey: context => context.tenancy.id,
  load,
  view: details,
  contextLine: api => api.context.tenancy.name,
  toolbar: api => [
    h(
      'button',
      {
        type: 'button',
        class: 'button',
        'data-focus-key': 'regions',
        onclick: () =>
          void api.connection.navigate('/regions').catch((error: unknown) => api.announce(api.describeError(error))),
      },
      api.t('regionsLink')
    ),
  ],
});
