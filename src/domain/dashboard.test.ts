import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_WIDGET_KINDS,
  DASHBOARD_WIDGETS,
  MAX_DASHBOARDS,
  MAX_DASHBOARD_NAME_LENGTH,
  PERSONAL_DASHBOARD_GROUP,
  STARTER_DASHBOARD_ID,
  addWidget,
  addableWidgets,
  checkDashboardName,
  createDashboard,
  dashboardAt,
  dashboardPath,
  dashboardWidgetStateId,
  defaultDashboard,
  deleteDashboard,
  isDashboardWidgetKind,
  movedIndex,
  moveWidget,
  nextDashboardId,
  parseDashboards,
  removeWidget,
  setDefaultDashboard,
  starterDashboards,
  type Dashboard,
  type DashboardWidgetKind,
  type DashboardsDocument,
  type WidgetMove,
} from './dashboard.ts';

const ALL = [...DASHBOARD_WIDGET_KINDS];

function documentOf(dashboards: Dashboard[], defaultDashboardId = dashboards[0]?.id ?? 'default'): DashboardsDocument {
  return { version: 1, defaultDashboardId, dashboards };
}

const TWO = documentOf([
  { id: 'default', name: null, widgets: ['resource-counts', 'announcements', 'service-health'] },
  { id: 'dashboard-2', name: 'Operations', widgets: [] },
]);

const widgetsOf = (document: DashboardsDocument, id = 'default') =>
  document.dashboards.find(dashboard => dashboard.id === id)?.widgets;

describe('the widgets', () => {
  it('are resource counts, announcements, service health and recent links, each with a title and description', () => {
    expect(DASHBOARD_WIDGETS).toEqual([
      {
        kind: 'resource-counts',
        title: 'homeDashboard.widget.resourceCounts.title',
        description: 'homeDashboard.widget.resourceCounts.description',
      },
      {
        kind: 'announcements',
        title: 'homeDashboard.widget.announcements.title',
        description: 'homeDashboard.widget.announcements.description',
      },
      {
        kind: 'service-health',
        title: 'homeDashboard.widget.serviceHealth.title',
        description: 'homeDashboard.widget.serviceHealth.description',
      },
      {
        kind: 'recent-links',
        title: 'homeDashboard.widget.recentLinks.title',
        description: 'homeDashboard.widget.recentLinks.description',
      },
    ]);
  });

  it.each([
    ['resource-counts', true],
    ['recent-links', true],
    ['usage', false],
    ['', false],
    [3, false],
    [null, false],
  ])('%j is a widget kind: %s', (value, expected) => {
    expect(isDashboardWidgetKind(value)).toBe(expected);
  });
});

describe('the starter dashboard', () => {
  it('is the default and holds every widget', () => {
    const starter = starterDashboards();
    expect(starter).toEqual({
      version: 1,
      defaultDashboardId: STARTER_DASHBOARD_ID,
      dashboards: [{ id: 'default', name: null, widgets: ALL }],
    });
    expect(defaultDashboard(starter).id).toBe('default');
  });
});

describe('reading a stored document', () => {
  const valid = {
    version: 1,
    defaultDashboardId: 'dashboard-2',
    dashboards: [
      { id: 'default', name: null, widgets: ['service-health', 'resource-counts'] },
      { id: 'dashboard-2', name: '  Ops  ', widgets: [] },
    ],
  };

  it('keeps a valid document, names trimmed', () => {
    expect(parseDashboards(valid)).toEqual({
      version: 1,
      defaultDashboardId: 'dashboard-2',
      dashboards: [
        { id: 'default', name: null, widgets: ['service-health', 'resource-counts'] },
        { id: 'dashboard-2', name: 'Ops', widgets: [] },
      ],
    });
  });

  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['null', null],
    ['a string', '{"version":1}'],
    ['a number', 42],
    ['a list', [valid]],
    ['another version', { ...valid, version: 2 }],
    ['no version', { ...valid, version: undefined }],
    ['no dashboards', { version: 1, defaultDashboardId: 'default' }],
    ['dashboards that are no list', { ...valid, dashboards: { default: {} } }],
    ['an empty list', { ...valid, dashboards: [] }],
    ['only invalid dashboards', { ...valid, dashboards: [null, 'x', { id: 'default' }] }],
  ])('reads %s as the starter dashboards, without throwing', (_label, stored) => {
    expect(parseDashboards(stored)).toEqual(starterDashboards());
  });

  it.each<[string, unknown]>([
    ['without an id', { name: 'A', widgets: [] }],
    ['with an id of other characters', { id: 'Ops Board', name: 'A', widgets: [] }],
    ['with an id over 40 characters', { id: 'a'.repeat(41), name: 'A', widgets: [] }],
    ['with a blank name', { id: 'dashboard-3', name: '   ', widgets: [] }],
    ['with a name that is no text', { id: 'dashboard-3', name: 7, widgets: [] }],
    ['with a name too long', { id: 'dashboard-3', name: 'x'.repeat(MAX_DASHBOARD_NAME_LENGTH + 1), widgets: [] }],
    ['without widgets', { id: 'dashboard-3', name: 'A' }],
    ['with widgets that are no list', { id: 'dashboard-3', name: 'A', widgets: 'announcements' }],
    ['repeating an id', { id: 'default', name: 'Again', widgets: [] }],
  ])('drops a dashboard %s and keeps the others', (_label, dashboard) => {
    const parsed = parseDashboards({ ...valid, dashboards: [...valid.dashboards, dashboard] });
    expect(parsed.dashboards.map(entry => entry.id)).toEqual(['default', 'dashboard-2']);
  });

  it('accepts a name of exactly the longest length, counted in characters', () => {
    const name = '🙂'.repeat(MAX_DASHBOARD_NAME_LENGTH);
    const parsed = parseDashboards({ ...valid, dashboards: [{ id: 'default', name, widgets: [] }] });
    expect(parsed.dashboards[0]?.name).toBe(name);
  });

  it.each<[string, unknown[], DashboardWidgetKind[]]>([
    ['unknown kinds', ['usage', 'announcements', 42, null], ['announcements']],
    ['repeated kinds', ['announcements', 'recent-links', 'announcements'], ['announcements', 'recent-links']],
    ['nothing', [], []],
  ])('leaves out %s of a dashboard', (_label, widgets, expected) => {
    const parsed = parseDashboards({ ...valid, dashboards: [{ id: 'default', name: null, widgets }] });
    expect(parsed.dashboards[0]?.widgets).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['names no dashboard', 'gone', 'default'],
    ['is missing', undefined, 'default'],
    ['is no text', 3, 'default'],
    ['names a dropped dashboard', 'BAD ID', 'default'],
  ])('makes the first dashboard the default when the stored default %s', (_label, defaultDashboardId, expected) => {
    const stored = {
      ...valid,
      defaultDashboardId,
      dashboards: [...valid.dashboards, { id: 'BAD ID', name: 'x', widgets: [] }],
    };
    expect(parseDashboards(stored).defaultDashboardId).toBe(expected);
  });

  it(`keeps at most ${MAX_DASHBOARDS} dashboards`, () => {
    const dashboards = Array.from({ length: MAX_DASHBOARDS + 3 }, (_, index) => ({
      id: `dashboard-${index + 1}`,
      name: `D${index + 1}`,
      widgets: [],
    }));
    const parsed = parseDashboards({ version: 1, defaultDashboardId: 'dashboard-1', dashboards });
    expect(parsed.dashboards).toHaveLength(MAX_DASHBOARDS);
    expect(parsed.dashboards.at(-1)?.id).toBe(`dashboard-${MAX_DASHBOARDS}`);
  });

  it('reads what it wrote', () => {
    const written = JSON.parse(JSON.stringify(TWO)) as unknown;
    expect(parseDashboards(written)).toEqual(TWO);
  });
});

describe('where a dashboard path points', () => {
  it.each<[string, { groupId?: string; dashboardId?: string }, string | undefined]>([
    ['/dashboard', {}, 'default'],
    ['/dashboard/group/personal', { groupId: PERSONAL_DASHBOARD_GROUP }, 'default'],
    [
      '/dashboard/group/personal/dashboards/dashboard-2',
      { groupId: 'personal', dashboardId: 'dashboard-2' },
      'dashboard-2',
    ],
    ['/dashboard/group/personal/dashboards/default', { groupId: 'personal', dashboardId: 'default' }, 'default'],
    ['an id the user has not', { groupId: 'personal', dashboardId: 'dashboard-9' }, undefined],
    ['another group', { groupId: 'shared' }, undefined],
    ['another group with a known id', { groupId: 'shared', dashboardId: 'default' }, undefined],
  ])('%s shows %s', (_label, location, expected) => {
    expect(dashboardAt(TWO, location)?.id).toBe(expected);
  });

  it('follows the default dashboard', () => {
    expect(dashboardAt(setDefaultDashboard(TWO, 'dashboard-2'), {})?.id).toBe('dashboard-2');
  });

  it.each([
    ['default', '/dashboard'],
    ['dashboard-2', '/dashboard/group/personal/dashboards/dashboard-2'],
  ])('the path of %s is %s', (id, path) => {
    expect(dashboardPath(TWO, id)).toBe(path);
  });

  it('keeps widget states apart per dashboard and widget', () => {
    expect(dashboardWidgetStateId('default', 'announcements')).toBe('dashboard.default.announcements');
    expect(dashboardWidgetStateId('dashboard-2', 'announcements')).not.toBe(
      dashboardWidgetStateId('default', 'announcements')
    );
  });
});

describe('adding and removing widgets', () => {
  it('offers the kinds a dashboard does not hold, in the add list order', () => {
    expect(addableWidgets({ id: 'x', name: null, widgets: ['service-health', 'resource-counts'] })).toEqual([
      'announcements',
      'recent-links',
    ]);
    expect(addableWidgets({ id: 'x', name: null, widgets: ALL })).toEqual([]);
  });

  it.each<[string, string, DashboardWidgetKind, DashboardWidgetKind[] | undefined]>([
    [
      'appends a new kind',
      'default',
      'recent-links',
      ['resource-counts', 'announcements', 'service-health', 'recent-links'],
    ],
    [
      'keeps a kind held already once',
      'default',
      'announcements',
      ['resource-counts', 'announcements', 'service-health'],
    ],
    ['adds to an empty dashboard', 'dashboard-2', 'service-health', ['service-health']],
  ])('%s', (_label, id, kind, expected) => {
    expect(widgetsOf(addWidget(TWO, id, kind), id)).toEqual(expected);
  });

  it('changes nothing for an unknown dashboard or a kind already held', () => {
    expect(addWidget(TWO, 'nope', 'recent-links')).toBe(TWO);
    expect(addWidget(TWO, 'default', 'announcements')).toBe(TWO);
  });

  it.each<[DashboardWidgetKind, DashboardWidgetKind[]]>([
    ['announcements', ['resource-counts', 'service-health']],
    ['resource-counts', ['announcements', 'service-health']],
    ['service-health', ['resource-counts', 'announcements']],
  ])('removes %s', (kind, expected) => {
    expect(widgetsOf(removeWidget(TWO, 'default', kind))).toEqual(expected);
  });

  it('changes nothing when removing a kind it does not hold', () => {
    expect(removeWidget(TWO, 'default', 'recent-links')).toBe(TWO);
    expect(removeWidget(TWO, 'nope', 'announcements')).toBe(TWO);
  });

  it('never changes the document it was given', () => {
    const before = JSON.stringify(TWO);
    addWidget(TWO, 'default', 'recent-links');
    removeWidget(TWO, 'default', 'announcements');
    moveWidget(TWO, 'default', 'announcements', 'up');
    expect(JSON.stringify(TWO)).toBe(before);
  });
});

describe('moving widgets', () => {
  it.each<[number, number, WidgetMove, number]>([
    [1, 4, 'up', 0],
    [0, 4, 'up', 0],
    [1, 4, 'down', 2],
    [3, 4, 'down', 3],
    [2, 4, 'first', 0],
    [1, 4, 'last', 3],
    [0, 1, 'down', 0],
    [5, 4, 'up', 5],
    [-1, 4, 'down', -1],
  ])('index %i of %i moved %s ends at %i', (index, count, move, expected) => {
    expect(movedIndex(index, count, move)).toBe(expected);
  });

  it.each<[DashboardWidgetKind, WidgetMove, DashboardWidgetKind[]]>([
    ['announcements', 'up', ['announcements', 'resource-counts', 'service-health']],
    ['announcements', 'down', ['resource-counts', 'service-health', 'announcements']],
    ['service-health', 'first', ['service-health', 'resource-counts', 'announcements']],
    ['resource-counts', 'last', ['announcements', 'service-health', 'resource-counts']],
  ])('moves %s %s', (kind, move, expected) => {
    expect(widgetsOf(moveWidget(TWO, 'default', kind, move))).toEqual(expected);
  });

  it.each<[DashboardWidgetKind, WidgetMove]>([
    ['resource-counts', 'up'],
    ['resource-counts', 'first'],
    ['service-health', 'down'],
    ['service-health', 'last'],
    ['recent-links', 'up'],
  ])('changes nothing moving %s %s', (kind, move) => {
    expect(moveWidget(TWO, 'default', kind, move)).toBe(TWO);
  });
});

describe('creating, deleting and choosing the default dashboard', () => {
  it.each<[string, ReturnType<typeof checkDashboardName>]>([
    ['Operations', null],
    ['  Operations  ', null],
    ['', 'name-required'],
    ['   ', 'name-required'],
    ['x'.repeat(MAX_DASHBOARD_NAME_LENGTH), null],
    ['x'.repeat(MAX_DASHBOARD_NAME_LENGTH + 1), 'name-too-long'],
  ])('the name %j is %s', (name, expected) => {
    expect(checkDashboardName(name)).toBe(expected);
  });

  it('creates an empty dashboard at the end with the next free id and the trimmed name', () => {
    const result = createDashboard(TWO, '  Costs ');
    expect(result).toMatchObject({ ok: true, dashboard: { id: 'dashboard-3', name: 'Costs', widgets: [] } });
    if (!result.ok) return;
    expect(result.document.dashboards.map(dashboard => dashboard.id)).toEqual([
      'default',
      'dashboard-2',
      'dashboard-3',
    ]);
    expect(result.document.defaultDashboardId).toBe('default');
  });

  it('fills the gap a deleted dashboard left', () => {
    const document = documentOf([
      { id: 'default', name: null, widgets: [] },
      { id: 'dashboard-3', name: 'C', widgets: [] },
    ]);
    expect(nextDashboardId(document)).toBe('dashboard-2');
    expect(nextDashboardId(starterDashboards())).toBe('dashboard-2');
  });

  it.each<[string, string, string]>([
    ['a blank name', ' ', 'name-required'],
    ['a name too long', 'y'.repeat(MAX_DASHBOARD_NAME_LENGTH + 1), 'name-too-long'],
  ])('refuses %s', (_label, name, error) => {
    expect(createDashboard(TWO, name)).toEqual({ ok: false, error });
  });

  it(`refuses a dashboard beyond ${MAX_DASHBOARDS}`, () => {
    let document = starterDashboards();
    for (let count = 1; count < MAX_DASHBOARDS; count += 1) {
      const result = createDashboard(document, `D${count}`);
      if (!result.ok) throw new Error(result.error);
      document = result.document;
    }
    expect(document.dashboards).toHaveLength(MAX_DASHBOARDS);
    expect(createDashboard(document, 'One more')).toEqual({ ok: false, error: 'limit' });
  });

  it('deletes a dashboard that is not the default', () => {
    expect(deleteDashboard(TWO, 'dashboard-2').dashboards.map(dashboard => dashboard.id)).toEqual(['default']);
  });

  it.each([
    ['the default', 'default'],
    ['an unknown one', 'dashboard-7'],
  ])('never deletes %s', (_label, id) => {
    expect(deleteDashboard(TWO, id)).toBe(TWO);
  });

  it('makes another dashboard the default, which can then be deleted no longer while the old one can', () => {
    const changed = setDefaultDashboard(TWO, 'dashboard-2');
    expect(changed.defaultDashboardId).toBe('dashboard-2');
    expect(deleteDashboard(changed, 'dashboard-2')).toBe(changed);
    expect(deleteDashboard(changed, 'default').dashboards.map(dashboard => dashboard.id)).toEqual(['dashboard-2']);
  });

  it('changes nothing setting an unknown or the current default', () => {
    expect(setDefaultDashboard(TWO, 'nope')).toBe(TWO);
    expect(setDefaultDashboard(TWO, 'default')).toBe(TWO);
  });
});
