// Sample Regions plugin: the tenancy's region subscriptions (identity ListRegionSubscriptions), with a link to the
// tenancy details page through the console's navigation.

import { h, rows, runSample, text, type Row, type SampleApi } from './page-kit.ts';

function table(subscriptions: Row[], api: SampleApi): Node {
  const columns = ['column.name', 'column.key', 'column.home', 'column.status'];
  return h(
    'table',
    { class: 'table' },
    h('caption', {}, api.t('caption')),
    h('thead', {}, h('tr', {}, ...columns.map(key => h('th', { scope: 'col' }, api.t(key))))),
    h(
      'tbody',
      {},
      ...subscriptions.map(subscription => {
        const name = text(subscription, 'regionName');
        const status = text(subscription, 'status');
        const statusLabel = api.t(`status.${status}`);
        return h(
          'tr',
          {},
          h('th', { scope: 'row' }, name === api.context.region ? api.t('active', { region: name }) : name),
          h('td', {}, text(subscription, 'regionKey')),
          h('td', {}, api.t(subscription['isHomeRegion'] === true ? 'common.yes' : 'common.no')),
          h('td', {}, statusLabel === `status.${status}` ? status || api.t('common.none') : statusLabel)
        );
      })
    )
  );
}

void runSample<Row[]>({
  plugin: 'regions',
  dataKey: context => context.tenancy.id,
  load: async api =>
    rows(
      (
        await api.connection.fetch({
          service: 'identity',
          path: `/20160918/tenancies/${encodeURIComponent(api.context.tenancy.id)}/regionSubscriptions`,
        })
      ).data
    ),
  isEmpty: subscriptions => subscriptions.length === 0,
  emptyText: api => api.t('empty'),
  view: table,
  contextLine: api => api.context.tenancy.name,
  toolbar: api => [
    h(
      'button',
      {
        type: 'button',
        class: 'button',
        'data-focus-key': 'tenancy',
        onclick: () =>
          void api.connection.navigate('/tenancy').catch((error: unknown) => api.announce(api.describeError(error))),
      },
      api.t('tenancyLink')
    ),
  ],
});
