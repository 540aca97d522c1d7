// Sample Announcements plugin: the tenancy's announcements (announcements ListAnnouncements, compartmentId = the
// tenancy, newest first).

import { h, rows, runSample, text, type Row, type SampleApi } from './page-kit.ts';

/** ListAnnouncements answers an AnnouncementsCollection: `{items, userStatuses}`. */
async function load(api: SampleApi): Promise<Row[]> {
  const answer = await api.connection.fetch({
    service: 'announcements',
    path: '/20180904/announcements',
    query: { compartmentId: api.context.tenancy.id, lifecycleState: 'ACTIVE', sortBy: 'timeCreated', limit: 50 },
  });
  const collection = answer.data;
  return collection !== null && typeof collection === 'object' && 'items' in collection ? rows(collection.items) : [];
}

/** ACTION_REQUIRED → Action required. */
function typeLabel(type: string): string {
  const words = type.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function services(announcement: Row): string {
  const list = announcement['services'];
  return Array.isArray(list) ? list.filter(item => typeof item === 'string').join(', ') : '';
}

function table(announcements: Row[], api: SampleApi): Node {
  const columns = ['column.summary', 'column.type', 'column.ticket', 'column.services', 'column.created'];
  return h(
    'table',
    { class: 'table' },
    h('caption', {}, api.t('caption')),
    h('thead', {}, h('tr', {}, ...columns.map(key => h('th', { scope: 'col' }, api.t(key))))),
    h(
      'tbody',
      {},
      ...announcements.map(announcement =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, text(announcement, 'summary')),
          h('td', {}, typeLabel(text(announcement, 'announcementType'))),
          h('td', {}, text(announcement, 'referenceTicketNumber') || api.t('common.none')),
          h('td', {}, services(announcement) || api.t('common.none')),
          h('td', {}, api.formatDate(text(announcement, 'timeCreated')))
        )
      )
    )
  );
}

void runSample<Row[]>({
  plugin: 'announcements',
  // Announcements belong to the tenancy, not to a compartment: only the region matters.
  dataKey: context => context.region,
  load,
  isEmpty: announcements => announcements.length === 0,
  emptyText: api => api.t('empty'),
  view: table,
  contextLine: api => api.t('common.regionOnly', { region: api.context.region }),
});
