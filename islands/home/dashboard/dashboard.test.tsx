import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  addWidget,
  createDashboard,
  deleteDashboard,
  moveWidget,
  removeWidget,
  setDefaultDashboard,
  starterDashboards,
  type DashboardPathLocation,
  type DashboardsDocument,
} from '../../../src/domain/dashboard.ts';
import { activateLocale, addCatalogPart } from '../../../src/i18n/i18n.ts';
import type { WidgetData } from '../../../stores/home-widget-data.ts';
import baseCss from '../../shared/island-base.css?inline';
import dashboardCss from './dashboard.css?inline';
import placeholderCss from './placeholder.css?inline';
import { DashboardView } from './dashboard-view.tsx';
import type { DashboardViewProps, DashboardWidgetsData } from './interfaces.ts';
import { TAB_TEXTS } from './tabs-loader.ts';
import panelsLayoutCss from './panels-layout.css?inline';
import panelsCss from './panels.css?inline';

declare global {
  // React's act() warns unless the environment says it is a test.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + placeholderCss + panelsLayoutCss + panelsCss + dashboardCss);

const loading = <T,>(): WidgetData<T> => ({ status: 'loading', data: null, key: 'k' });

const READY_DATA: DashboardWidgetsData = {
  'resource-counts': {
    status: 'ready',
    key: 'k',
    data: {
      region: 'us-ashburn-1',
      total: 17,
      partial: false,
      counts: [
        { resourceType: 'Instance', count: 8 },
        { resourceType: 'Bucket', count: 4 },
        { resourceType: 'Volume', count: 3 },
        { resourceType: 'DrgAttachment', count: 2 },
      ],
    },
  },
  announcements: {
    status: 'ready',
    key: 'k',
    data: {
      total: 2,
      more: false,
      items: [
        {
          id: 'a1',
          summary: 'Compute maintenance in Ashburn',
          announcementType: 'SCHEDULED_MAINTENANCE',
          lifecycleState: 'ACTIVE',
          isBanner: false,
          timeCreated: '2026-03-01T10:00:00Z',
        },
        {
          id: 'a2',
          summary: 'A new kind of notice',
          announcementType: 'SOMETHING_NEW',
          lifecycleState: 'ACTIVE',
          isBanner: false,
        },
      ],
    },
  },
  'service-health': {
    status: 'ready',
    key: 'k',
    data: {
      region: 'us-ashburn-1',
      statusPageUrl: 'https://ocistatus.example/',
      report: {
        regionCanonicalName: 'us-ashburn-1',
        serviceHealthReports: [
          { serviceName: 'Compute', serviceCanonicalName: 'compute', serviceStatus: 'NormalPerformance' },
          { serviceName: 'Autonomous Database', serviceCanonicalName: 'adb', serviceStatus: 'Informational' },
        ],
      },
    },
  },
  'recent-links': {
    status: 'ready',
    key: 'en',
    data: [
      {
        key: 'compute-instances',
        text: 'Instances',
        kind: 'link',
        path: '/compute/instances',
        parentKey: null,
        openInNewTab: false,
        external: false,
        muted: false,
        pinnable: true,
        pinned: false,
        searchTags: [],
        disablePluginNavigation: false,
        children: [],
      },
    ],
  },
};

/** What the view asked for that the harness does not do itself. */
interface Calls {
  navigate: string[];
  retried: string[];
  opened: string[];
  retryLoad: number;
  retrySave: number;
}

interface Rendered {
  root: ShadowRoot;
  calls: Calls;
  remove: () => void;
}

/** The view with the domain's own operations behind its actions, as the store applies them. */
function Harness({
  initial,
  data,
  calls,
  overrides,
}: {
  initial: DashboardsDocument;
  data: DashboardWidgetsData;
  calls: Calls;
  overrides: Partial<DashboardViewProps>;
}): ReactNode {
  const [document, setDocument] = useState(initial);
  const [states, setStates] = useState<Record<string, boolean>>({});
  const [location, setLocation] = useState<DashboardPathLocation>(overrides.location ?? {});
  return (
    <DashboardView
      status="ready"
      save="idle"
      document={document}
      location={location}
      widgetStates={states}
      data={data}
      regionName="US East (Ashburn)"
      locale="en-US"
      timeZone="UTC"
      {...overrides}
      actions={{
        addWidget: (id, kind) => setDocument(current => addWidget(current, id, kind)),
        removeWidget: (id, kind) => setDocument(current => removeWidget(current, id, kind)),
        moveWidget: (id, kind, move) => setDocument(current => moveWidget(current, id, kind, move)),
        createDashboard: name => {
          const result = createDashboard(document, name);
          if (result.ok) setDocument(result.document);
          return result;
        },
        deleteDashboard: id => setDocument(current => deleteDashboard(current, id)),
        setDefaultDashboard: id => setDocument(current => setDefaultDashboard(current, id)),
        setWidgetOpen: (id, open) => setStates(current => ({ ...current, [id]: open })),
        retryLoad: () => (calls.retryLoad += 1),
        retrySave: () => (calls.retrySave += 1),
        retryWidget: kind => calls.retried.push(kind),
        navigate: path => {
          calls.navigate.push(path);
          const match = /^\/dashboard(?:\/group\/([^/]+)(?:\/dashboards\/([^/]+))?)?$/.exec(path);
          setLocation(match ? { groupId: match[1], dashboardId: match[2] } : {});
        },
        openExternal: url => calls.opened.push(url),
      }}
    />
  );
}

const mounted: Rendered[] = [];

async function render(
  options: { document?: DashboardsDocument; data?: DashboardWidgetsData; overrides?: Partial<DashboardViewProps> } = {}
): Promise<Rendered> {
  const host = window.document.createElement('div');
  window.document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  const container = window.document.createElement('div');
  root.append(container);
  const calls: Calls = { navigate: [], retried: [], opened: [], retryLoad: 0, retrySave: 0 };
  let reactRoot: Root | undefined;
  await act(async () => {
    reactRoot = createRoot(container);
    reactRoot.render(
      <Harness
        initial={options.document ?? starterDashboards()}
        data={options.data ?? READY_DATA}
        calls={calls}
        overrides={options.overrides ?? {}}
      />
    );
  });
  const rendered = {
    root,
    calls,
    remove: () => {
      act(() => reactRoot?.unmount());
      host.remove();
    },
  };
  mounted.push(rendered);
  return rendered;
}

function all(root: ShadowRoot, selector: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)];
}

function one(root: ShadowRoot, selector: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

function button(root: ShadowRoot, name: string): HTMLButtonElement {
  const found = all(root, 'button').find(
    candidate => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name
  );
  if (!found) throw new Error(`No button named ${name}`);
  return found as HTMLButtonElement;
}

const widgetTitles = (root: ShadowRoot) => all(root, '.dash-widget-toggle').map(toggle => toggle.textContent);
const announcer = (root: ShadowRoot) => one(root, '[data-testid="dashboard-announcer"]').textContent?.trim();
const focused = (root: ShadowRoot) => root.activeElement as HTMLElement | null;

async function press(key: string): Promise<void> {
  await act(async () => {
    await sendKeys({ press: key });
  });
}

before(async () => {
  await addCatalogPart(TAB_TEXTS);
  await activateLocale('en');
});

afterEach(() => {
  for (const rendered of mounted.splice(0)) rendered.remove();
});

describe('DashboardView', () => {
  it('shows the dashboards list and the starter dashboard with every widget', async () => {
    const { root } = await render();
    const links = all(root, '.dash-nav-link');
    expect(links.map(link => link.textContent)).to.deep.equal(['My dashboardDefault']);
    expect(links[0]?.getAttribute('aria-current')).to.equal('page');
    expect(links[0]?.getAttribute('href')).to.equal('/dashboard');
    expect(one(root, '.dash-title').textContent).to.equal('My dashboard');
    expect(widgetTitles(root)).to.deep.equal(['Resources', 'Announcements', 'Service health', 'Recently visited']);
    await expect(root.host).to.be.accessible();
  });

  it('shows each widget’s data: counts linking to search, announcements, health and recent pages', async () => {
    const { root, calls } = await render();
    const counts = all(root, '[data-widget="resource-counts"] tbody tr').map(row => row.textContent);
    expect(counts).to.deep.equal(['Instances8', 'Buckets4', 'Block volumes3', 'DrgAttachment2']);
    expect(one(root, '[data-widget="resource-counts"] tbody a').getAttribute('href')).to.equal(
      '/search?sq=query+Instance+resources'
    );
    expect(one(root, '[data-widget="resource-counts"] .dash-meta').textContent).to.equal(
      '17 resources in US East (Ashburn), global resources included'
    );
    const announcements = all(root, '.dash-announcement').map(item => item.textContent);
    expect(announcements).to.deep.equal([
      'Scheduled maintenanceCompute maintenance in AshburnMar 1, 2026',
      'something newA new kind of notice',
    ]);
    expect(one(root, '[data-widget="service-health"]').textContent).to.contain(
      'No outages in US East (Ashburn); 1 service has a notice.'
    );
    expect(one(root, '[data-widget="service-health"] li').textContent).to.equal('Autonomous DatabaseInformation');
    const statusPage = one(root, '[data-widget="service-health"] a[target="_blank"]');
    statusPage.click();
    expect(calls.opened).to.deep.equal(['https://ocistatus.example/']);
    expect(one(root, '[data-widget="recent-links"] a').getAttribute('href')).to.equal('/compute/instances');
    await expect(root.host).to.be.accessible();
  });

  it('shows each widget’s own loading, empty and error states, and Try again reloads only that widget', async () => {
    const { root, calls } = await render({
      data: {
        'resource-counts': { status: 'failed', data: null, key: 'k' },
        announcements: { status: 'ready', key: 'k', data: { items: [], total: 0, more: false } },
        'service-health': loading(),
        'recent-links': { status: 'ready', key: 'en', data: [] },
      },
    });
    expect(one(root, '[data-widget="resource-counts"] [role="alert"]').textContent).to.equal(
      "Resource counts couldn't be loaded."
    );
    expect(one(root, '[data-widget="announcements"]').textContent).to.contain('No active announcements.');
    expect(one(root, '[data-widget="service-health"] .dash-skeleton').getAttribute('aria-busy')).to.equal('true');
    expect(one(root, '[data-widget="recent-links"]').textContent).to.contain('No recently visited pages');
    one(root, '[data-widget="resource-counts"] .dash-error button').click();
    expect(calls.retried).to.deep.equal(['resource-counts']);
    await expect(root.host).to.be.accessible();
  });

  it('moves a widget with the keyboard, keeps focus on the button used and says where it went', async () => {
    const { root } = await render();
    button(root, 'Move Resources down').focus();
    await press('Enter');
    expect(widgetTitles(root)).to.deep.equal(['Announcements', 'Resources', 'Service health', 'Recently visited']);
    await waitUntil(() => focused(root)?.getAttribute('aria-label') === 'Move Resources down', 'focus was lost');
    expect(announcer(root)).to.equal('Resources moved to position 2 of 4.');

    await press('Space');
    expect(widgetTitles(root)).to.deep.equal(['Announcements', 'Service health', 'Resources', 'Recently visited']);
    await waitUntil(() => focused(root)?.getAttribute('aria-label') === 'Move Resources down');
    expect(announcer(root)).to.equal('Resources moved to position 3 of 4.');

    // Alt+arrows on the heading's button move it too.
    button(root, 'Recently visited').focus();
    await press('Alt+ArrowUp');
    expect(widgetTitles(root)).to.deep.equal(['Announcements', 'Service health', 'Recently visited', 'Resources']);
    await waitUntil(() => focused(root)?.textContent === 'Recently visited');
    await expect(root.host).to.be.accessible();
  });

  it('does not move the first widget up or the last one down, and says why by aria-disabled', async () => {
    const { root } = await render();
    const up = button(root, 'Move Resources up');
    expect(up.getAttribute('aria-disabled')).to.equal('true');
    up.focus();
    await press('Enter');
    const down = button(root, 'Move Recently visited down');
    expect(down.getAttribute('aria-disabled')).to.equal('true');
    down.click();
    expect(widgetTitles(root)).to.deep.equal(['Resources', 'Announcements', 'Service health', 'Recently visited']);
    expect(focused(root)).to.equal(up);
  });

  it('collapses and expands a widget from its heading, the content hidden while closed', async () => {
    const { root } = await render();
    const toggle = button(root, 'Announcements');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const content = one(root, `#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(content.hidden).to.equal(true);
    await act(async () => toggle.click());
    expect(content.hidden).to.equal(false);
  });

  it('removes a widget, moving focus to the next one, and adds it back from the add panel', async () => {
    const { root } = await render();
    button(root, 'Remove Announcements').focus();
    await press('Enter');
    expect(widgetTitles(root)).to.deep.equal(['Resources', 'Service health', 'Recently visited']);
    await waitUntil(() => focused(root)?.textContent === 'Service health');
    expect(announcer(root)).to.equal('Announcements removed from the dashboard.');

    const add = button(root, 'Add widget');
    await act(async () => add.click());
    expect(add.getAttribute('aria-expanded')).to.equal('true');
    expect(all(root, '.dash-add-title').map(title => title.textContent)).to.deep.equal(['Announcements']);
    await expect(root.host).to.be.accessible();
    await waitUntil(() => focused(root)?.getAttribute('aria-label') === 'Add Announcements');
    await press('Enter');
    expect(widgetTitles(root)).to.deep.equal(['Resources', 'Service health', 'Recently visited', 'Announcements']);
    await waitUntil(() => focused(root)?.textContent === 'Announcements');
    expect(announcer(root)).to.equal('Announcements added to the dashboard.');
  });

  it('closes the add panel with Escape and gives focus back to its button', async () => {
    const { root } = await render();
    await act(async () => button(root, 'Add widget').click());
    expect(one(root, '.dash-add-panel').textContent).to.contain('Every widget is on this dashboard already.');
    await press('Escape');
    expect(root.querySelector('.dash-add-panel')).to.equal(null);
    await waitUntil(() => focused(root)?.textContent === 'Add widget');
  });

  it('explains a dashboard without widgets', async () => {
    const document: DashboardsDocument = {
      ...starterDashboards(),
      dashboards: [{ id: 'default', name: null, widgets: [] }],
    };
    const { root } = await render({ document });
    expect(one(root, '.dash-empty-dashboard').textContent).to.contain('This dashboard has no widgets');
    await expect(root.host).to.be.accessible();
  });

  it('creates a dashboard after checking its name, and goes to it', async () => {
    const { root, calls } = await render();
    await act(async () => button(root, 'Create dashboard').click());
    const input = one(root, 'input') as HTMLInputElement;
    expect(focused(root)).to.equal(input);
    await press('Enter');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(one(root, '.dash-field-error').textContent).to.equal('Enter a name for the dashboard.');
    await expect(root.host).to.be.accessible();
    await act(async () => {
      await sendKeys({ type: 'Operations' });
    });
    await press('Enter');
    expect(calls.navigate).to.deep.equal(['/dashboard/group/personal/dashboards/dashboard-2']);
    await waitUntil(() => one(root, '.dash-title').textContent === 'Operations');
    expect(all(root, '.dash-nav-link').map(link => link.textContent)).to.deep.equal([
      'My dashboardDefault',
      'Operations',
    ]);
    expect(announcer(root)).to.equal('Dashboard Operations created.');
    await waitUntil(() => focused(root)?.textContent === 'Operations');
  });

  it('makes another dashboard the default and deletes one after asking', async () => {
    const document: DashboardsDocument = {
      version: 1,
      defaultDashboardId: 'default',
      dashboards: [
        { id: 'default', name: null, widgets: ['announcements'] },
        { id: 'dashboard-2', name: 'Costs', widgets: [] },
      ],
    };
    const { root, calls } = await render({
      document,
      overrides: { location: { groupId: 'personal', dashboardId: 'dashboard-2' } },
    });
    expect(one(root, '.dash-title').textContent).to.equal('Costs');
    await act(async () => button(root, 'Delete dashboard').click());
    await waitUntil(() => focused(root)?.textContent === 'Cancel');
    expect(one(root, '.dash-confirm').textContent).to.contain('Delete the dashboard Costs?');
    await expect(root.host).to.be.accessible();
    await press('Escape');
    expect(root.querySelector('.dash-confirm')).to.equal(null);

    await act(async () => button(root, 'Set as default').click());
    expect(announcer(root)).to.equal('Costs is now your default dashboard.');
    expect(root.querySelector('.dash-title + .dash-badge')?.textContent).to.equal('Default');
    expect(calls.navigate).to.deep.equal([]);
  });

  it('says when a dashboard path names no dashboard', async () => {
    const { root } = await render({ overrides: { location: { groupId: 'personal', dashboardId: 'gone' } } });
    expect(one(root, '.dash-title').textContent).to.equal('Dashboard not found');
    expect(one(root, '.dash-not-found a').getAttribute('href')).to.equal('/dashboard');
    await expect(root.host).to.be.accessible();
  });

  it('shows the loading skeleton, the unsaved notice and a failed save with Try again', async () => {
    const loadingView = await render({ overrides: { status: 'loading' } });
    expect(loadingView.root.querySelector('.dash-ph')).to.not.equal(null);

    const failed = await render({ overrides: { status: 'failed', save: 'failed' } });
    expect(one(failed.root, '.dash-notice').textContent).to.contain("Your saved dashboards couldn't be loaded");
    all(failed.root, '.dash-notice button')[0]?.click();
    expect(failed.calls.retryLoad).to.equal(1);
    expect(one(failed.root, '.dash-notice [role="alert"]').textContent).to.contain("couldn't be saved");
    all(failed.root, '.dash-notice button')[1]?.click();
    expect(failed.calls.retrySave).to.equal(1);
    await expect(failed.root.host).to.be.accessible();
  });
});
