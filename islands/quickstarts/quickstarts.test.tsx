import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  QUICKSTART_IDS,
  QUICKSTART_SOLUTIONS,
  readSolutionParam,
  type QuickStartId,
} from '../../src/domain/quickstarts.ts';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { QUICKSTARTS_TEXTS } from './quickstarts-loader.ts';
import type { ResourceSummary } from '../../src/services/resource-search.ts';
import type { LaunchedQuickStartsState } from '../../stores/quickstarts.ts';
import baseCss from '../shared/island-base.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import sidePanelCss from '../shared/side-panel.css?inline';
import type { QuickStartsProps } from './interfaces.ts';
import css from './quickstarts.css?inline';
import { QuickStarts } from './quickstarts.tsx';

// The pure page in a shadow root with the island's stylesheet: the tiles, a solution's details in the side panel, the
// message for a refused ?solution=, and the manage view in each of its states.

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + sidePanelCss + buttonsCss + css);

interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  calls: string[];
  update: (props: Partial<QuickStartsProps>) => void;
}

let rendered: (Rendered & { react: Root }) | null = null;

function render(props: Partial<QuickStartsProps> = {}): Rendered {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  const calls: string[] = [];
  let current: QuickStartsProps = {
    view: 'list',
    solution: { kind: 'none' },
    launched: { status: 'idle', region: null, items: [] },
    regionName: 'US East (Ashburn)',
    localeTag: 'en-US',
    timeZone: 'UTC',
    pluginPrefixes: ['/resourcemanager/stacks'],
    onCloseSolution: () => calls.push('close'),
    onRefresh: () => calls.push('refresh'),
    ...props,
  };
  const react = createRoot(root);
  flushSync(() => react.render(<QuickStarts {...current} />));
  rendered = {
    host,
    root,
    calls,
    react,
    update: next => {
      current = { ...current, ...next };
      flushSync(() => react.render(<QuickStarts {...current} />));
    },
  };
  return rendered;
}

function find<T extends Element = HTMLElement>(selector: string): T {
  const found = rendered?.root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

function findAll(selector: string): HTMLElement[] {
  return [...(rendered?.root.querySelectorAll<HTMLElement>(selector) ?? [])];
}

const texts = (nodes: HTMLElement[]) => nodes.map(node => node.textContent?.trim());
const panel = () => find<HTMLDialogElement>('dialog');
const open = (id: QuickStartId) => ({ solution: readSolutionParam(`?solution=${id}`) });

async function settled(dialog: HTMLDialogElement): Promise<void> {
  await Promise.all(dialog.getAnimations().map(animation => animation.finished));
}

function stack(name: string, solution: QuickStartId, fields: Partial<ResourceSummary> = {}): ResourceSummary {
  return {
    resourceType: 'OrmStack',
    identifier: `ocid1.ormstack.oc1.iad.${name}`,
    displayName: name,
    lifecycleState: 'ACTIVE',
    timeCreated: '2026-11-20T14:05:00Z',
    freeformTags: { 'quickstart-solution': solution },
    ...fields,
  };
}

function launched(status: LaunchedQuickStartsState['status'], stacks: ResourceSummary[] = []) {
  const items = stacks.map(item => ({
    stack: item,
    solution: item.freeformTags?.['quickstart-solution'] as QuickStartId,
  }));
  return { launched: { status, region: 'us-ashburn-1', items } };
}

before(async () => {
  await addCatalogPart(QUICKSTARTS_TEXTS);
  await activateLocale('en');
});

afterEach(() => {
  rendered?.react.unmount();
  rendered?.host.remove();
  rendered = null;
});

describe('the quick starts list', () => {
  it('shows six tiles, each a link to its details with its summary and estimated time', async () => {
    render();
    expect(find('h1').textContent).to.equal('Quick starts');
    const links = findAll('.tile-link');
    expect(texts(links)).to.deep.equal([
      'WordPress',
      'Oracle APEX',
      'MuShop',
      'Jenkins',
      '.NET on Windows',
      'Apache Tomcat',
    ]);
    expect(links.map(link => link.getAttribute('href'))).to.deep.equal([
      '/resourcemanager/quickstarts?solution=wordpress',
      '/resourcemanager/quickstarts?solution=apex',
      '/resourcemanager/quickstarts?solution=mushop',
      '/resourcemanager/quickstarts?solution=jenkins',
      '/resourcemanager/quickstarts?solution=netOnWindows',
      '/resourcemanager/quickstarts?solution=tomcat',
    ]);
    // The link is described by the tile's summary; the time says what it is to a screen reader.
    const summary = rendered?.root.getElementById(links[0]?.getAttribute('aria-describedby') ?? '');
    expect(summary?.textContent).to.contain('WordPress site');
    expect(findAll('.tile')[0]?.querySelector('.estimate')?.textContent).to.equal('Estimated time: 5–10 minutes');
    expect(findAll('.tile')[1]?.textContent).to.contain('Always Free eligible');
    expect(find('a[href="/resourcemanager/quickstarts/manage"]').textContent).to.equal('Manage quick starts');
    expect(panel().open).to.equal(false);
    expect(findAll('[role="alert"]')).to.have.length(0);
    await expect(rendered?.host).to.be.accessible();
  });

  it('moves through the tiles with Tab, one stop each', async () => {
    render();
    find('a[href="/resourcemanager/quickstarts/manage"]').focus();
    const stops: string[] = [];
    for (let index = 0; index < 6; index++) {
      await sendKeys({ press: 'Tab' });
      stops.push(rendered?.root.activeElement?.textContent ?? '');
    }
    expect(stops).to.deep.equal(['WordPress', 'Oracle APEX', 'MuShop', 'Jenkins', '.NET on Windows', 'Apache Tomcat']);
  });

  it('opens a solution in the side panel with its description, what it deploys, its time and Launch', async () => {
    render(open('wordpress'));
    await waitUntil(() => panel().open, 'the panel did not open');
    expect(panel().matches(':modal')).to.equal(true);
    expect(find('dialog h2').textContent).to.equal('WordPress');
    expect(rendered?.root.activeElement).to.equal(find('dialog h2'));
    expect(find('.solution-description').textContent).to.contain('Installs WordPress with Apache and PHP');
    expect(texts(findAll('.deploys li'))).to.deep.equal([
      'Virtual cloud network with subnets',
      'Compute instance',
      'MySQL database system',
    ]);
    expect(find('.solution-facts').textContent).to.equal('Estimated time5–10 minutes');
    const launch = find<HTMLAnchorElement>('dialog a.button-primary');
    expect(launch.textContent).to.equal('Launch');
    expect(launch.getAttribute('href')).to.equal('/resourcemanager/stacks/create?preSelectedSolutionId=wordpress');
    expect(find('.tile-open .tile-link').getAttribute('aria-current')).to.equal('true');
    await settled(panel());
    await expect(rendered?.host).to.be.accessible();
  });

  it('asks to close with Escape and with its close button, and gives focus back to the tile', async () => {
    const page = render(open('mushop'));
    await waitUntil(() => panel().open);
    await sendKeys({ press: 'Escape' });
    expect(page.calls).to.deep.equal(['close']);
    find<HTMLButtonElement>('dialog .side-panel-close').click();
    expect(page.calls).to.deep.equal(['close', 'close']);
    // The URL loses the solution: the panel closes, and the tile that opened it has focus again.
    page.update({ solution: { kind: 'none' } });
    await waitUntil(() => !panel().open, 'the panel did not close');
    await waitUntil(() => rendered?.root.activeElement?.textContent === 'MuShop', 'focus did not go back to the tile');
  });

  it('opens a solution that has no tile, and gives focus to the heading when it closes', async () => {
    const page = render(open('landing-zone-sandbox'));
    await waitUntil(() => panel().open);
    expect(find('dialog h2').textContent).to.equal('Landing zone sandbox');
    expect(findAll('.tile-open')).to.have.length(0);
    page.update({ solution: { kind: 'none' } });
    await waitUntil(() => !panel().open);
    await waitUntil(() => rendered?.root.activeElement === find('h1'), 'focus did not go to the heading');
  });

  it('follows the URL from one solution to another', async () => {
    const page = render(open('jenkins'));
    await waitUntil(() => panel().open);
    page.update(open('apex'));
    await waitUntil(() => find('dialog h2').textContent === 'Oracle APEX');
    expect(panel().open).to.equal(true);
    expect(find('dialog').textContent).to.contain('Always Free eligible');
    expect(find('dialog a.button-primary').getAttribute('href')).to.equal(
      '/resourcemanager/stacks/create?preSelectedSolutionId=apex'
    );
  });

  it('has every solution’s texts in the catalog', () => {
    const page = render();
    for (const id of QUICKSTART_IDS) {
      page.update(open(id));
      const shown = [
        find('dialog h2').textContent ?? '',
        find('.solution-description').textContent ?? '',
        ...texts(findAll('.deploys li')).map(text => text ?? ''),
      ];
      expect(
        shown.filter(text => text === '' || text.startsWith('quickstarts.')),
        id
      ).to.deep.equal([]);
      expect(findAll('.deploys li'), id).to.have.length(QUICKSTART_SOLUTIONS[id].deploys.length);
    }
  });

  it('says plainly why a ?solution= opened nothing, and still shows the list', async () => {
    const page = render({ solution: readSolutionParam('?solution=nope') });
    expect(find('[role="alert"]').textContent).to.equal(
      'The quick start could not be openedThere is no quick start “nope”. Choose one of the quick starts below.'
    );
    expect(findAll('.tile')).to.have.length(6);
    expect(panel().open).to.equal(false);
    await expect(rendered?.host).to.be.accessible();
    page.update({ solution: readSolutionParam('?solution=') });
    expect(find('[role="alert"] p').textContent).to.equal(
      'The link does not name a quick start. Choose one of the quick starts below.'
    );
    page.update({ solution: readSolutionParam('?solution=wordpress&solution=apex') });
    expect(find('[role="alert"] p').textContent).to.equal(
      'The link names more than one quick start (“wordpress” and “apex”). Choose one of the quick starts below.'
    );
  });
});

describe('the manage view', () => {
  it('shows skeleton rows while the list loads, and says so', async () => {
    render({ view: 'manage', ...launched('loading') });
    expect(find('h1').textContent).to.equal('Manage quick starts');
    expect(find('.description').textContent).to.equal(
      'Stacks launched from quick starts in US East (Ashburn). Open a stack to plan, apply or destroy it.'
    );
    expect(findAll('.skeleton-row')).to.have.length(3);
    expect(find('[role="status"]').textContent).to.equal('Loading launched quick starts');
    expect(find('section').getAttribute('aria-busy')).to.equal('true');
    await expect(rendered?.host).to.be.accessible();
  });

  it('lists each launched quick start: its stack page, its solution, its state and when it was created', async () => {
    const page = render({
      view: 'manage',
      ...launched('ready', [
        stack('wordpress-blog', 'wordpress'),
        stack('apex-sales', 'apex', { lifecycleState: 'FAILED', timeCreated: null }),
      ]),
    });
    expect(find('h2').textContent).to.equal('Launched quick starts (2)');
    expect(find('[role="status"]').textContent).to.equal('2 quick starts launched');
    expect(texts(findAll('thead th'))).to.deep.equal(['Stack', 'Quick start', 'State', 'Created']);
    const rows = findAll('tbody tr');
    expect(texts([...(rows[0]?.querySelectorAll<HTMLElement>('th, td') ?? [])])).to.deep.equal([
      'wordpress-blog',
      'WordPress',
      'Active',
      'Nov 20, 2026, 2:05 PM UTC',
    ]);
    expect([...(rows[0]?.querySelectorAll('a') ?? [])].map(link => link.getAttribute('href'))).to.deep.equal([
      '/resourcemanager/stacks/ocid1.ormstack.oc1.iad.wordpress-blog',
      '/resourcemanager/quickstarts?solution=wordpress',
    ]);
    expect(texts([...(rows[1]?.querySelectorAll<HTMLElement>('td') ?? [])])).to.deep.equal([
      'Oracle APEX',
      'Failed',
      'Unknown',
    ]);
    await expect(rendered?.host).to.be.accessible();
    find<HTMLButtonElement>('.container-header button').click();
    expect(page.calls).to.deep.equal(['refresh']);
    page.update(launched('ready', [stack('one', 'mushop')]));
    expect(find('[role="status"]').textContent).to.equal('1 quick start launched');
  });

  it('has an empty state that leads back to the quick starts', async () => {
    render({ view: 'manage', ...launched('ready') });
    expect(find('.empty-state h3').textContent).to.equal('No quick starts launched');
    expect(find('.empty-state a').getAttribute('href')).to.equal('/resourcemanager/quickstarts');
    expect(findAll('table')).to.have.length(0);
    await expect(rendered?.host).to.be.accessible();
  });

  it('says when the list could not be loaded, and tries again from the keyboard', async () => {
    const page = render({ view: 'manage', ...launched('failed') });
    expect(find('[role="alert"]').textContent).to.contain('Launched quick starts could not be loaded');
    await expect(rendered?.host).to.be.accessible();
    find<HTMLButtonElement>('[role="alert"] button').focus();
    await sendKeys({ press: 'Enter' });
    expect(page.calls).to.deep.equal(['refresh']);
    // While a load runs, Refresh asks nothing more.
    page.update(launched('loading'));
    find<HTMLButtonElement>('.container-header button').click();
    expect(page.calls).to.deep.equal(['refresh']);
  });

  it('has breadcrumbs back to the quick starts', () => {
    render({ view: 'manage', ...launched('ready') });
    const crumbs = find('nav[aria-label="Breadcrumbs"]');
    expect(crumbs.querySelector('a')?.getAttribute('href')).to.equal('/resourcemanager/quickstarts');
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).to.equal('Manage quick starts');
  });
});
