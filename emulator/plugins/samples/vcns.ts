// Sample Virtual cloud networks plugin: the VCNs of the selected compartment in the active region (iaas ListVcns).

import { h, listAll, runSample, text, type Row, type SampleApi } from './page-kit.ts';

function cidrBlocks(vcn: Row): string {
  const blocks = vcn['cidrBlocks'];
  if (Array.isArray(blocks) && blocks.every(block => typeof block === 'string')) return blocks.join(', ');
  return text(vcn, 'cidrBlock');
}

function label(api: SampleApi, state: string): string {
  const known = api.t(`state.${state}`);
  return known === `state.${state}` ? state : known;
}

function table(vcns: Row[], api: SampleApi): Node {
  const columns = ['column.name', 'column.state', 'column.cidrBlocks', 'column.domainName', 'column.created'];
  return h(
    'table',
    { class: 'table' },
    h('caption', {}, api.t('caption', { compartment: api.compartment.name })),
    h('thead', {}, h('tr', {}, ...columns.map(key => h('th', { scope: 'col' }, api.t(key))))),
    h(
      'tbody',
      {},
      ...vcns.map(vcn => {
        const state = text(vcn, 'lifecycleState');
        return h(
          'tr',
          {},
          h('th', { scope: 'row' }, text(vcn, 'displayName') || text(vcn, 'id')),
          h('td', {}, h('span', { class: `state state-${state.toLowerCase()}` }, label(api, state))),
          h('td', {}, cidrBlocks(vcn)),
          h('td', {}, text(vcn, 'vcnDomainName') || api.t('common.none')),
          h('td', {}, api.formatDate(text(vcn, 'timeCreated')))
        );
      })
    )
  );
}

void runSample<Row[]>({
  plugin: 'networking-vcns',
  load: api =>
    listAll(api.connection, { service: 'iaas', path: '/20160918/vcns', query: { compartmentId: api.compartment.id } }),
  isEmpty: vcns => vcns.length === 0,
  emptyText: api => api.t('empty', { compartment: api.compartment.name }),
  view: table,
});
