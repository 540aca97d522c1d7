import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { activateLocale, addCatalogPart } from '../../../src/i18n/i18n.ts';
import type { AppEnvironment } from '../../../src/services/applisting.ts';
import type { OrganizationSubscription } from '../../../stores/organization-subscriptions.ts';
import baseCss from '../../shared/island-base.css?inline';
import placeholderCss from '../dashboard/placeholder.css?inline';
import panelsLayoutCss from '../dashboard/panels-layout.css?inline';
import panelsCss from '../dashboard/panels.css?inline';
import css from './applications.css?inline';
import { ApplicationsView } from './applications-view.tsx';
import type { ApplicationsViewProps } from './interfaces.ts';
import { TAB_TEXTS } from '../dashboard/tabs-loader.ts';

declare global {
  // React's act() warns unless the environment says it is a test.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + placeholderCss + panelsLayoutCss + panelsCss + css);

function environment(name: string, fields: Partial<AppEnvironment> = {}): AppEnvironment {
  return {
    id: `ocid1.appenvironment.oc1..${name}`,
    compartmentId: 'ocid1.tenancy.oc1..saas',
    displayName: name,
    environmentType: 'PRODUCTION',
    serviceType: 'HCM',
    region: 'us-ashburn-1',
    url: `https://${name}.fa.us-ashburn-1.oraclecloud.example/fscmUI/faces/FuseWelcome`,
    subscriptionIds: ['11111111'],
    lifecycleState: 'Active',
    lifecycleDetails: null,
    ...fields,
  };
}

const ENVIRONMENTS = [
  environment('erp-prod', { serviceType: 'ERP', subscriptionIds: ['22222222'] }),
  environment('hcm-prod'),
  environment('hcm-test', {
    environmentType: 'TEST',
    region: 'us-phoenix-1',
    lifecycleState: 'Failed',
    lifecycleDetails: 'Refresh from production failed: the target pod ran out of storage. Contact support.',
  }),
  environment('old-sandbox', { environmentType: 'SANDBOX', lifecycleState: 'Deleted', subscriptionIds: [] }),
];

function subscription(serviceName: string, classicSubscriptionId: string): OrganizationSubscription {
  return {
    id: `ocid1.organizationssubscription.oc1..${serviceName.toLowerCase()}`,
    classicSubscriptionId,
    compartmentId: null,
    serviceName,
    isClassicSubscription: true,
    lifecycleState: 'ACTIVE',
    programType: null,
    customerCountryCode: 'US',
    promotion: null,
    purchaseEntitlementId: null,
    startDate: null,
    endDate: null,
  };
}

const SERVICES = new Map([
  ['HCM', { text: 'Human Capital Management', path: '/saasenvironments/hcm' }],
  ['ERP', { text: 'Enterprise Resource Planning', path: '/saasenvironments/erp' }],
]);

const mounted: { root: Root; host: HTMLElement }[] = [];

/** Renders the view in a shadow root; records what it asked to open and retry. */
async function render(props: Partial<ApplicationsViewProps> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [sheet];
  const container = document.createElement('div');
  shadow.append(container);
  const calls = { opened: [] as string[], environments: 0, subscriptions: 0 };
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <ApplicationsView
        environments={{ status: 'ready', data: ENVIRONMENTS, key: 'k' }}
        subscriptions={{
          status: 'ready',
          data: [subscription('HCM', '11111111'), subscription('ERP', '22222222')],
          key: null,
        }}
        services={SERVICES}
        locale="en-US"
        onRetryEnvironments={() => (calls.environments += 1)}
        onRetrySubscriptions={() => (calls.subscriptions += 1)}
        openExternal={url => calls.opened.push(url)}
        {...props}
      />
    )
  );
  mounted.push({ root, host });
  const all = (selector: string) => [...shadow.querySelectorAll<HTMLElement>(selector)];
  return { shadow, calls, all };
}

const rowText = (row: HTMLElement) => [...row.children].map(cell => cell.textContent);

before(async () => {
  await addCatalogPart(TAB_TEXTS);
  await activateLocale('en');
});

afterEach(() => {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
});

describe('ApplicationsView', () => {
  it('lists the environments with application, type, region and lifecycle state as text', async () => {
    const { shadow, all } = await render();
    expect(all('h2').map(heading => heading.textContent)).to.deep.equal([
      'Service environments (4)',
      'Application subscriptions (2)',
    ]);
    const rows = all('.apps-panel:first-child tbody tr').map(rowText);
    expect(rows).to.deep.equal([
      ['erp-prod(opens in a new window)', 'Enterprise Resource Planning', 'Production', 'US East (Ashburn)', 'Active'],
      ['hcm-prod(opens in a new window)', 'Human Capital Management', 'Production', 'US East (Ashburn)', 'Active'],
      [
        'hcm-test(opens in a new window)',
        'Human Capital Management',
        'Test',
        'US West (Phoenix)',
        'FailedRefresh from production failed: the target pod ran out of storage. Contact support.',
      ],
      ['old-sandbox', 'Human Capital Management', 'SANDBOX', 'US East (Ashburn)', 'Deleted'],
    ]);
    // Every state has its icon beside the text, never colour alone.
    expect(all('.apps-panel:first-child tbody .dash-status svg')).to.have.length(4);
    expect(shadow.querySelector('[data-testid="app-environment-hcm-test"] .dash-icon-error')).to.not.equal(null);
    await expect(shadow.host).to.be.accessible();
  });

  it('opens an environment’s console in a new window', async () => {
    const { all, calls } = await render();
    const link = all('a[target="_blank"]')[0];
    expect(link?.getAttribute('href')).to.equal(
      'https://erp-prod.fa.us-ashburn-1.oraclecloud.example/fscmUI/faces/FuseWelcome'
    );
    expect(link?.getAttribute('rel')).to.equal('noopener noreferrer');
    link?.click();
    expect(calls.opened).to.deep.equal([
      'https://erp-prod.fa.us-ashburn-1.oraclecloud.example/fscmUI/faces/FuseWelcome',
    ]);
  });

  it('lists the app subscriptions with their application, id, environments and state', async () => {
    const { all } = await render();
    const rows = all('.apps-panel:last-child tbody tr').map(rowText);
    expect(rows).to.deep.equal([
      ['Human Capital Management HCM', '11111111', '2', 'Active'],
      ['Enterprise Resource Planning ERP', '22222222', '1', 'Active'],
    ]);
    expect(all('.apps-panel:last-child tbody a').map(link => link.getAttribute('href'))).to.deep.equal([
      '/saasenvironments/hcm',
      '/saasenvironments/erp',
    ]);
  });

  it('shows each panel’s loading state', async () => {
    const { shadow, all } = await render({
      environments: { status: 'loading', data: null, key: 'k' },
      subscriptions: { status: 'loading', data: null, key: null },
    });
    expect(all('.dash-skeleton[aria-busy="true"]')).to.have.length(2);
    expect(all('h2').map(heading => heading.textContent)).to.deep.equal([
      'Service environments',
      'Application subscriptions',
    ]);
    await expect(shadow.host).to.be.accessible();
  });

  it('shows each panel’s empty state', async () => {
    const { shadow, all } = await render({
      environments: { status: 'ready', data: [], key: 'k' },
      subscriptions: { status: 'ready', data: [], key: null },
    });
    expect(all('.dash-empty-title').map(title => title.textContent)).to.deep.equal([
      'No service environments',
      'No application subscriptions',
    ]);
    await expect(shadow.host).to.be.accessible();
  });

  it('shows each panel’s error on its own, with Try again for that panel', async () => {
    const { shadow, all, calls } = await render({ environments: { status: 'failed', data: null, key: 'k' } });
    expect(all('[role="alert"]').map(alert => alert.textContent)).to.deep.equal([
      "Service environments couldn't be loaded.",
    ]);
    // The subscriptions still show, their environment counts unknown.
    expect(all('.apps-panel:last-child tbody tr').map(rowText)[0]).to.deep.equal([
      'Human Capital Management HCM',
      '11111111',
      '—',
      'Active',
    ]);
    all('.dash-error button')[0]?.click();
    expect(calls.environments).to.equal(1);
    await expect(shadow.host).to.be.accessible();

    const failedSubscriptions = await render({ subscriptions: { status: 'failed', data: null, key: null } });
    failedSubscriptions.all('.dash-error button')[0]?.click();
    expect(failedSubscriptions.calls.subscriptions).to.equal(1);
  });
});
