import { expect } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { linkDesignTokens } from '../../../elements/shared/design-tokens-fixture.ts';
import type { WhatsNewItem } from '../../../src/domain/right-rail.ts';
import { activateLocale, addCatalogPart } from '../../../src/i18n/i18n.ts';
import type { FeaturedListing } from '../../../src/services/marketplace-featured.ts';
import type { CostCategoryRecommendation } from '../../../src/services/optimizer.ts';
import type { RailFeed } from '../../../src/services/rail-feed.ts';
import type { RailData, RailStatus } from '../../../stores/right-rail.ts';
import baseCss from '../../shared/island-base.css?inline';
import homeCss from '../home.css?inline';
import {
  GovernmentBlogPanel,
  MarketplacePanel,
  MfaPanel,
  MobileAppPanel,
  NewFeaturesPanel,
} from './content-panels.tsx';
import type { RailPanelControls } from './interfaces.ts';
import panelsCss from './rail-panels.css?inline';
import css from './rail.css?inline';
import { renderInRail, unmountRails } from './rail-host-fixture.tsx';
import { RightRail } from './right-rail.tsx';
import { SavingsPanel } from './savings-panel.tsx';
import { StatusPanel } from './status-panel.tsx';
import { RAIL_TEXTS } from './rail-loader.ts';
import { WhatsNewPanel } from './whats-new-panel.tsx';

declare global {
  // React's act() warns unless the environment says it is a test.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + homeCss + css + panelsCss);

const STATUS: RailStatus = {
  statusPageUrl: 'http://127.0.0.1:7070/status',
  regions: [
    {
      region: 'us-phoenix-1',
      name: 'US West (Phoenix)',
      status: 'major_outage',
      affected: [
        { name: 'Compute', status: 'major_outage' },
        { name: 'DNS', status: 'degraded_performance' },
      ],
      reported: true,
    },
    {
      region: 'us-ashburn-1',
      name: 'US East (Ashburn)',
      status: 'under_maintenance',
      affected: [{ name: 'Autonomous Database', status: 'under_maintenance' }],
      reported: true,
    },
    {
      region: 'eu-frankfurt-1',
      name: 'Germany Central (Frankfurt)',
      status: 'operational',
      affected: [],
      reported: true,
    },
  ],
};

const SAVINGS: CostCategoryRecommendation = { savings: 1234.5, currencyCode: 'USD', pending: 3, implemented: 1 };

const WHATS_NEW: WhatsNewItem[] = [
  {
    id: 'a1',
    summary: 'Action required: rotate the keys of your API users',
    kind: 'action',
    time: '2025-03-04T10:00:00Z',
    unread: true,
  },
  {
    id: 'a2',
    summary: 'Scheduled maintenance of Object Storage',
    kind: 'maintenance',
    time: '2025-03-02T10:00:00Z',
    unread: false,
  },
  { id: 'a3', summary: 'New shapes in Phoenix', kind: 'information', time: null, unread: false },
];

const entry = (id: string) => ({
  id,
  title: `Feature ${id}`,
  summary: `What feature ${id} does for you, in a sentence or two that may well run onto a second line.`,
  url: `https://docs.example.com/${id}`,
  date: '2025-03-01',
});

const FEED: RailFeed = {
  newFeatures: [entry('one'), entry('two'), entry('three'), entry('four')],
  governmentBlog: [entry('post')],
  mobileApp: { appStoreUrl: 'https://apps.example.com/ios', googlePlayUrl: 'https://apps.example.com/android' },
};

const LISTINGS: FeaturedListing[] = ['Oracle Linux', 'WebLogic Server', 'FortiGate'].map((name, index) => ({
  id: `listing-${index}`,
  name,
  publisher: { name: 'Oracle' },
  icon: undefined,
  isFeatured: true,
}));

type Data<T> = RailData<T>;
const ready = <T,>(value: T): Data<T> => ({ status: 'ready', value });
const LOADING = { status: 'loading', value: null } as const;
const FAILED = { status: 'failed', value: null } as const;

interface Calls {
  retried: string[];
  toggled: [string, boolean][];
}

/** Every data panel with the given data (defaults: ready), as the rail shows them for a paid tenancy. */
interface Panels {
  status?: Data<RailStatus>;
  savings?: Data<CostCategoryRecommendation | null>;
  whatsNew?: Data<WhatsNewItem[]>;
  feed?: Data<RailFeed>;
  marketplace?: Data<FeaturedListing[]>;
  closed?: string[];
  localeTag?: string;
}

function panels(calls: Calls, data: Panels = {}): ReactNode {
  const controls = (panel: string): RailPanelControls => ({
    open: !(data.closed ?? []).includes(panel),
    onToggle: open => calls.toggled.push([panel, open]),
    onRetry: () => calls.retried.push(panel),
    localeTag: data.localeTag ?? 'en-US',
    timeZone: 'UTC',
  });
  const feed = data.feed ?? ready(FEED);
  return (
    <RightRail>
      <StatusPanel
        {...controls('oci-status')}
        data={data.status ?? ready(STATUS)}
        regionCount={3}
        statusPageUrl="http://127.0.0.1:7070/status"
      />
      <SavingsPanel {...controls('cost-management-savings')} data={data.savings ?? ready(SAVINGS)} />
      <WhatsNewPanel {...controls('whats-new')} data={data.whatsNew ?? ready(WHATS_NEW)} />
      <NewFeaturesPanel {...controls('new-features')} data={feed} />
      <MarketplacePanel {...controls('marketplace')} data={data.marketplace ?? ready(LISTINGS)} />
      <MobileAppPanel {...controls('mobile-app')} data={feed} />
      <MfaPanel {...controls('mfa-recommendation')} href="/identity/users/ocid1.user.oc1..demo" />
      <GovernmentBlogPanel {...controls('government-blog')} data={feed} />
    </RightRail>
  );
}

/** Renders the rail in a shadow root as wide as Home's rail column; `update` re-renders it with other data. */
async function render(data: Panels = {}, width = 320) {
  const calls: Calls = { retried: [], toggled: [] };
  const { shadow, update: renderNext } = await renderInRail(panels(calls, data), sheet, width);
  const panel = (id: string) => {
    const found = shadow.querySelector<HTMLElement>(`[data-panel="${id}"]`);
    if (!found) throw new Error(`no panel ${id}`);
    return found;
  };
  const update = (next: Panels) => renderNext(panels(calls, next));
  return { shadow, calls, panel, update };
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

before(async () => {
  await linkDesignTokens();
  await addCatalogPart(RAIL_TEXTS);
  await activateLocale('en');
});

afterEach(async () => {
  unmountRails();
  await activateLocale('en');
});

describe('the right rail', () => {
  it('is a labelled complementary landmark of sections, each headed by a disclosure button', async () => {
    const { shadow } = await render();
    const aside = shadow.querySelector('aside');
    expect(aside?.getAttribute('aria-label')).to.equal('At a glance');
    const headings = [...shadow.querySelectorAll('section > .rail-panel-header h3')].map(text);
    expect(headings).to.deep.equal([
      'OCI status',
      'Cost savings',
      'What’s new',
      'New features',
      'Marketplace',
      'Mobile app',
      'Secure your sign-in',
      'Government cloud blog',
    ]);
    for (const section of shadow.querySelectorAll('section')) {
      const heading = shadow.getElementById(section.getAttribute('aria-labelledby') ?? '');
      expect(heading?.tagName).to.equal('H3');
      const button = heading?.querySelector('button');
      expect(button?.getAttribute('aria-expanded')).to.equal('true');
      expect(shadow.getElementById(button?.getAttribute('aria-controls') ?? '')?.hidden).to.equal(false);
    }
    await expect(aside).to.be.accessible();
  });

  it('highlights each region with an issue by its icon and its text, and links the status page in a new tab', async () => {
    const { panel } = await render();
    const rows = [...panel('oci-status').querySelectorAll<HTMLElement>('.rail-content li')];
    expect(rows.map(text)).to.deep.equal([
      'US West (Phoenix)Major outage: Compute and 1 more issue',
      'US East (Ashburn)Under maintenance: Autonomous Database',
      'Germany Central (Frankfurt)All services operational',
    ]);
    expect(rows.map(row => row.dataset['highlighted'])).to.deep.equal(['true', 'true', 'false']);
    expect(rows.map(row => row.querySelector('svg')?.getAttribute('class'))).to.deep.equal([
      'rail-icon tone-error',
      'rail-icon tone-info',
      'rail-icon tone-success',
    ]);
    // The tint is never the only sign: the text says what is wrong.
    expect(getComputedStyle(rows[0] as HTMLElement).backgroundColor).not.to.equal(
      getComputedStyle(rows[2] as HTMLElement).backgroundColor
    );
    const link = panel('oci-status').querySelector('.rail-panel-actions a');
    expect(link?.getAttribute('href')).to.equal('http://127.0.0.1:7070/status');
    expect(link?.getAttribute('target')).to.equal('_blank');
    expect(text(link)).to.equal('Status page(opens in a new tab)');
  });

  it('shows savings in the user’s locale and the savings’ currency, with the counts and Cloud Advisor’s link', async () => {
    const { panel, update } = await render();
    const savings = panel('cost-management-savings');
    expect(text(savings.querySelector('.rail-content .rail-savings'))).to.equal('$1,234.50Estimated monthly savings');
    expect([...savings.querySelectorAll('.rail-counts li')].map(text)).to.deep.equal([
      '3 recommendations pending',
      '1 implemented',
    ]);
    expect(savings.querySelector('.rail-panel-actions a')?.getAttribute('href')).to.equal(
      '/cloud-advisor/recommendations'
    );
    await update({ localeTag: 'de-DE', savings: ready({ ...SAVINGS, currencyCode: 'EUR' }) });
    expect(text(savings.querySelector('.rail-content .rail-savings-amount'))).to.equal('1.234,50 €');
  });

  for (const [name, fields] of [
    ['no savings', { savings: 0, currencyCode: 'USD' }],
    ['no currency', { savings: 40, currencyCode: undefined }],
    ['an unknown currency', { savings: 40, currencyCode: 'dollars' }],
  ] as const) {
    it(`shows no amount with ${name}, but still the counts`, async () => {
      const { panel } = await render({ savings: ready({ ...SAVINGS, ...fields, pending: 1, implemented: 0 }) });
      const savings = panel('cost-management-savings');
      expect(savings.querySelector('.rail-savings-amount')?.closest('.rail-content')).to.equal(null);
      expect(text(savings.querySelector('.rail-content .rail-savings'))).to.equal('No savings to estimate right now');
      expect([...savings.querySelectorAll('.rail-content .rail-counts li')].map(text)).to.deep.equal([
        '1 recommendation pending',
        'None implemented yet',
      ]);
    });
  }

  it('lists what’s new with kind, date and unread mark, each linking to its announcement', async () => {
    const { panel } = await render();
    const items = [...panel('whats-new').querySelectorAll<HTMLElement>('.rail-content li')];
    expect(items.map(text)).to.deep.equal([
      'Action required: rotate the keys of your API usersUnreadActionMar 4, 2025',
      'Scheduled maintenance of Object StorageMaintenanceMar 2, 2025',
      'New shapes in PhoenixInformation',
    ]);
    expect(items[0]?.querySelector('a')?.getAttribute('href')).to.equal('/announcements/a1');
    expect(panel('whats-new').querySelector('.rail-panel-actions a')?.getAttribute('href')).to.equal('/announcements');
  });

  it('lists three new features, links out, and the mobile app’s store pages', async () => {
    const { panel } = await render();
    const features = [...panel('new-features').querySelectorAll<HTMLElement>('.rail-content li')];
    expect(features).to.have.length(3);
    expect(features[0]?.querySelector('a')?.getAttribute('href')).to.equal('https://docs.example.com/one');
    expect(text(features[0]?.querySelector('time'))).to.equal('Mar 1, 2025');
    const stores = [...panel('mobile-app').querySelectorAll('a')].map(link => link.getAttribute('href'));
    expect(stores).to.deep.equal(['https://apps.example.com/ios', 'https://apps.example.com/android']);
    const listing = panel('marketplace').querySelector('.rail-content li a');
    expect(listing?.getAttribute('href')).to.equal('/marketplace/listing/listing-0');
    expect(panel('mfa-recommendation').querySelector('a')?.getAttribute('href')).to.equal(
      '/identity/users/ocid1.user.oc1..demo'
    );
  });

  // 320 px: Home's rail at 1440 px; 250 px: at 1024 px, where texts wrap onto the narrow skeleton lines.
  for (const width of [320, 250]) {
    it(`shows each panel’s skeleton while loading, in the room its content then takes, ${width} px wide`, async () => {
      const loading = { status: LOADING, savings: LOADING, whatsNew: LOADING, feed: LOADING, marketplace: LOADING };
      const { shadow, panel, update } = await render(loading, width);
      const ids = ['oci-status', 'cost-management-savings', 'whats-new', 'new-features', 'marketplace', 'mobile-app'];
      const heights = () => ids.map(id => panel(id).getBoundingClientRect().height);
      for (const id of ids) {
        const body = panel(id).querySelector('.rail-panel-body');
        expect(body?.getAttribute('aria-busy'), id).to.equal('true');
        expect(panel(id).querySelector<HTMLElement>('.rail-sizer')?.checkVisibility(), id).to.equal(true);
      }
      const shimmering = () => [...shadow.querySelectorAll('.rail-skeleton')].flatMap(line => line.getAnimations());
      expect(shimmering().length).to.be.greaterThan(0);
      await expect(shadow.querySelector('aside')).to.be.accessible();
      const before = heights();
      await update({});
      expect(heights()).to.deep.equal(before);
      for (const id of ids) {
        const sizer = panel(id).querySelector<HTMLElement>('.rail-sizer');
        expect(sizer?.checkVisibility({ visibilityProperty: true }), id).to.equal(false);
      }
      // Hidden, the skeletons keep their room and stop shimmering (an animation restyles them in every frame).
      expect(shimmering().length).to.equal(0);
      // German texts are longer; they still fit the room the skeleton holds.
      await activateLocale('de');
      await update({ ...loading, localeTag: 'de-DE' });
      const beforeInGerman = heights();
      await update({ localeTag: 'de-DE' });
      expect(heights()).to.deep.equal(beforeInGerman);
    });
  }

  it('says so when a panel has nothing to show', async () => {
    const { shadow, panel } = await render({
      status: ready({ statusPageUrl: null, regions: STATUS.regions.map(region => ({ ...region, reported: false })) }),
      savings: ready(null),
      whatsNew: ready([]),
      feed: ready({ newFeatures: [], governmentBlog: [], mobileApp: null }),
      marketplace: ready([]),
    });
    const empty = (id: string) => text(panel(id).querySelector('.rail-empty'));
    expect(empty('oci-status')).to.equal('The status page reports nothing for your regions.');
    expect(empty('cost-management-savings')).to.equal(
      'Cloud Advisor has no cost recommendations for this tenancy yet.'
    );
    expect(empty('whats-new')).to.equal('No active announcements.');
    expect(empty('new-features')).to.equal('No new features to show.');
    expect(empty('marketplace')).to.equal('No featured listings right now.');
    expect(empty('mobile-app')).to.equal('The app’s store pages are not available right now.');
    expect(empty('government-blog')).to.equal('No blog posts to show.');
    await expect(shadow.querySelector('aside')).to.be.accessible();
  });

  it('shows each panel’s own error with Try again, which asks that panel again', async () => {
    const { shadow, panel, calls } = await render({
      status: FAILED,
      savings: FAILED,
      whatsNew: FAILED,
      feed: FAILED,
      marketplace: FAILED,
    });
    const errors = ['oci-status', 'cost-management-savings', 'whats-new', 'new-features', 'marketplace'].map(id =>
      text(panel(id).querySelector('[role="status"] p'))
    );
    expect(errors).to.deep.equal([
      'The status page could not be loaded.',
      'Cost savings could not be loaded.',
      'Announcements could not be loaded.',
      'This content could not be loaded.',
      'Marketplace listings could not be loaded.',
    ]);
    // The MFA recommendation needs no call: it stays.
    expect(panel('mfa-recommendation').dataset['state']).to.equal('ready');
    panel('cost-management-savings').querySelector<HTMLButtonElement>('.rail-button')?.click();
    panel('marketplace').querySelector<HTMLButtonElement>('.rail-button')?.click();
    expect(calls.retried).to.deep.equal(['cost-management-savings', 'marketplace']);
    await expect(shadow.querySelector('aside')).to.be.accessible();
  });

  it('opens and closes a panel by its heading’s button, and hides a closed panel’s body', async () => {
    const { panel, calls, update } = await render({ closed: ['whats-new'] });
    const toggle = (id: string) => panel(id).querySelector<HTMLButtonElement>('.rail-toggle');
    expect(toggle('whats-new')?.getAttribute('aria-expanded')).to.equal('false');
    expect(panel('whats-new').querySelector<HTMLElement>('.rail-panel-body')?.checkVisibility()).to.equal(false);
    // The header's link stays reachable while closed.
    expect(panel('whats-new').querySelector<HTMLElement>('.rail-panel-actions a')?.checkVisibility()).to.equal(true);
    toggle('whats-new')?.click();
    toggle('oci-status')?.click();
    expect(calls.toggled).to.deep.equal([
      ['whats-new', true],
      ['oci-status', false],
    ]);
    await update({ closed: ['oci-status'] });
    expect(toggle('oci-status')?.getAttribute('aria-expanded')).to.equal('false');
    expect(panel('whats-new').querySelector<HTMLElement>('.rail-panel-body')?.checkVisibility()).to.equal(true);
  });

  it('turns its new-tab arrows round in right-to-left, and leaves the status icons alone', async () => {
    const { panel } = await render();
    const arrow = () => panel('oci-status').querySelector('.rail-external') as Element;
    const statusIcon = () => panel('oci-status').querySelector('.rail-content svg') as Element;
    expect(getComputedStyle(arrow()).scale).to.equal('none');
    document.documentElement.dir = 'rtl';
    try {
      expect(getComputedStyle(arrow()).scale).to.equal('-1 1');
      expect(getComputedStyle(statusIcon()).scale).to.equal('none');
      await expect(panel('oci-status')).to.be.accessible();
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('speaks German', async () => {
    await activateLocale('de');
    const { shadow, panel } = await render({ localeTag: 'de-DE' });
    expect(shadow.querySelector('aside')?.getAttribute('aria-label')).to.equal('Auf einen Blick');
    expect(text(panel('oci-status').querySelector('.rail-content li'))).to.equal(
      'US West (Phoenix)Schwerer Ausfall: Compute und 1 weiteres Problem'
    );
    expect(text(panel('cost-management-savings').querySelector('.rail-counts li'))).to.equal('3 Empfehlungen offen');
    expect(text(panel('whats-new').querySelector('time'))).to.equal('04.03.2025');
    await expect(shadow.querySelector('aside')).to.be.accessible();
  });
});
