// Sample Object storage plugin: the buckets of the selected compartment in the active region. Object Storage paths
// have no version segment: GET /n answers the tenancy's namespace, GET /n/{namespace}/b lists its buckets.

import { h, listAll, runSample, text, type Row, type SampleApi } from './page-kit.ts';

interface Buckets {
  namespace: string;
  buckets: Row[];
}

let namespace: string | undefined;

async function load(api: SampleApi): Promise<Buckets> {
  const answer = await api.connection.fetch({ service: 'objectstorage', path: '/n' });
  if (typeof answer.data !== 'string' || answer.data === '') throw new Error('GetNamespace did not answer a name.');
  namespace = answer.data;
  const buckets = await listAll(api.connection, {
    service: 'objectstorage',
    path: `/n/${encodeURIComponent(answer.data)}/b`,
    query: { compartmentId: api.compartment.id },
  });
  return { namespace: answer.data, buckets };
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
      ...buckets.map(bucket =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, text(bucket, 'name')),
          h('td', {}, h('code', {}, text(bucket, 'createdBy') || api.t('common.none'))),
          h('td', {}, api.formatDate(text(bucket, 'timeCreated')))
        )
      )
    )
  );
}

void runSample<Buckets>({
  plugin: 'object-storage',
  load,
  isEmpty: data => data.buckets.length === 0,
  emptyText: api => api.t('empty', { compartment: api.compartment.name }),
  view: table,
  contextLine: api => {
    const where = api.t('common.context', { compartment: api.compartment.name, region: api.context.region });
    return namespace === undefined ? where : `${where} · ${api.t('namespace', { namespace })}`;
  },
});
