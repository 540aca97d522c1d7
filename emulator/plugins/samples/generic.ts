// The page of a plugin without a sample of its own: it connects like any plugin (so the console sees the handshake
// and the page follows theme and language) and shows what the console told it.

import { h, runSample, type SampleApi } from './page-kit.ts';

const plugin = document.querySelector('meta[name="console-plugin"]')?.getAttribute('content') ?? '';
const prefix = document.querySelector('meta[name="console-plugin-prefix"]')?.getAttribute('content') ?? '';

function facts(api: SampleApi): Node {
  const rows: [string, string][] = [
    ['field.prefix', prefix],
    ['field.path', api.context.path],
    ['field.region', api.context.region],
    ['field.compartment', api.compartment.name],
  ];
  return h(
    'div',
    {},
    h('p', {}, api.t('intro', { name: plugin })),
    h(
      'section',
      { class: 'facts-card', 'aria-labelledby': 'facts-title' },
      h('h2', { id: 'facts-title' }, api.t('caption')),
      h(
        'dl',
        { class: 'facts' },
        ...rows.flatMap(([key, value]) => [h('dt', {}, api.t(key)), h('dd', {}, h('code', {}, value))])
      )
    )
  );
}

void runSample<null>({
  plugin,
  dataKey: () => 'static',
  refreshable: false,
  load: async () => null,
  view: (_data, api) => facts(api),
});
