import { expect } from '@open-wc/testing';
import { act } from 'react';
import { linkDesignTokens } from '../../../elements/shared/design-tokens-fixture.ts';
import { usageSummary, type UsageSummary } from '../../../src/domain/billing.ts';
import { activateLocale, addCatalogPart } from '../../../src/i18n/i18n.ts';
import type { RailBilling, RailData } from '../../../stores/right-rail.ts';
import baseCss from '../../shared/island-base.css?inline';
import homeCss from '../home.css?inline';
import billingCss from './billing-panel.css?inline';
import { BillingPanel } from './billing-panel.tsx';
import { BILLING_TEXTS, RAIL_TEXTS } from './rail-loader.ts';
import panelsCss from './rail-panels.css?inline';
import css from './rail.css?inline';
import { renderInRail, unmountRails } from './rail-host-fixture.tsx';
import { RightRail } from './right-rail.tsx';

declare global {
  // React's act() warns unless the environment says it is a test.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + homeCss + css + panelsCss + billingCss);

const base = usageSummary({ type: 'commitment', subscriptionId: '1', amountUsed: 0, currencyCode: 'USD' });

const PAYG: UsageSummary = { ...base, type: 'payg', amountUsed: 1207.5 };
const commitment = (pageNo: number, totalAmount: number, amountUsed: number): UsageSummary => ({
  ...base,
  subscriptionId: `c${pageNo}`,
  totalAmount,
  amountUsed,
  totalDays: 365,
  daysUsed: 200,
  pageNo,
  totalCommitments: 3,
  isMultipleCommitment: true,
});
const DEMO = [PAYG, commitment(1, 60_000, 41_250.4), commitment(2, 24_000, 5_310.75), commitment(3, 12_000, 9_120)];

const PROMO: UsageSummary = {
  ...base,
  type: 'promo',
  totalAmount: 300,
  amountUsed: 300,
  totalDays: 30,
  daysUsed: 12,
};
const ALLOCATION: UsageSummary = {
  ...base,
  type: 'funded allocation',
  currencyCode: 'EUR',
  totalAmount: 50_000,
  amountUsed: 0,
  totalDays: 365,
  daysUsed: 60,
};

const ready = (summaries: UsageSummary[]): RailData<RailBilling> => ({
  status: 'ready',
  value: { summaries, hasSummaries: true },
});

/** Renders the panel in a shadow root as wide as Home's rail column. */
async function render(data: RailData<RailBilling>, options: { width?: number; localeTag?: string } = {}) {
  const calls = { retried: 0, toggled: [] as boolean[] };
  // The rail's controls; timeZone is what newer rails also hand every panel.
  const controls = {
    open: true,
    onToggle: (open: boolean) => calls.toggled.push(open),
    onRetry: () => (calls.retried += 1),
    localeTag: options.localeTag ?? 'en-US',
    timeZone: 'UTC',
  };
  const view = (next: RailData<RailBilling>) => (
    <RightRail>
      <BillingPanel {...controls} data={next} />
    </RightRail>
  );
  const { shadow, update: renderNext } = await renderInRail(view(data), sheet, options.width ?? 320);
  const panel = shadow.querySelector<HTMLElement>('[data-panel="billing"]');
  if (!panel) throw new Error('no billing panel');
  const update = (next: RailData<RailBilling>) => renderNext(view(next));
  return { shadow, panel, calls, update };
}

const text = (element: Element | null | undefined) =>
  (element instanceof HTMLElement ? element.innerText : (element?.textContent ?? ''))
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();

const button = (panel: HTMLElement, name: string) => {
  const found = [...panel.querySelectorAll('button')].find(candidate => text(candidate) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

before(async () => {
  await linkDesignTokens();
  await addCatalogPart(RAIL_TEXTS);
  await addCatalogPart(BILLING_TEXTS);
  await activateLocale('en');
});

afterEach(async () => {
  unmountRails();
  await activateLocale('en');
});

describe('the billing panel', () => {
  it('shows the month’s pay-as-you-go usage and pages through the commitments', async () => {
    const { panel } = await render(ready(DEMO));
    expect(text(panel.querySelector('h3'))).to.equal('Billing and usage');
    const payg = panel.querySelector('[data-testid="billing-payg"]');
    expect(text(payg)).to.equal('Pay as you go $1,207.50 Month to date');

    const card = () => panel.querySelector('[data-testid="billing-card"]');
    expect(text(card())).to.equal(
      'Commitment 1 of 3 $41,250.40 used of $60,000.00 $18,749.60 remaining (69% used) 200 of 365 days used'
    );
    const meter = panel.querySelector('[role="meter"]');
    expect(meter?.getAttribute('aria-label')).to.equal('Commitment 1 of 3 usage');
    expect(meter?.getAttribute('aria-valuenow')).to.equal('69');
    expect(meter?.getAttribute('aria-valuetext')).to.equal('69% used');
    expect(meter?.getAttribute('data-band')).to.equal('high');
    expect(text(panel.querySelector('[data-testid="billing-pager-position"]'))).to.equal('1 of 3');

    await act(async () => button(panel, 'Next').click());
    expect(text(card())).to.contain('Commitment 2 of 3 $5,310.75 used of $24,000.00');
    expect(panel.querySelector('[role="meter"]')?.getAttribute('data-band')).to.equal('low');
    // The pager wraps around, so the focused button is always there.
    await act(async () => button(panel, 'Previous').click());
    await act(async () => button(panel, 'Previous').click());
    expect(text(card())).to.contain('Commitment 3 of 3 $9,120.00 used of $12,000.00');
    expect(panel.querySelector('[role="meter"]')?.getAttribute('data-band')).to.equal('high');
    expect(text(panel.querySelector('[data-testid="billing-pager-position"]'))).to.equal('3 of 3');
    expect(panel.querySelector('[aria-live="polite"]')).to.equal(
      panel.querySelector('[data-testid="billing-pager-position"]')
    );
    await expect(panel).to.be.accessible();
  });

  it('links the account-management pages', async () => {
    const { panel } = await render(ready(DEMO));
    const list = panel.querySelector('ul[aria-label="Account management"]');
    const links = [...(list?.querySelectorAll('a') ?? [])].map(link => [text(link), link.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['Payment method', '/account-management/payment-method'],
      ['Cost analysis', '/account-management/cost-analysis'],
      ['Recommendations', '/cloud-advisor/recommendations'],
      ['Subscriptions', '/billing/subscriptions'],
    ]);
  });

  it('draws the needle 252 px wide with its bands at 34 and 67 percent, 100 at 98 and 0 at 2', async () => {
    const { panel } = await render(ready([PROMO, ALLOCATION]));
    const svg = panel.querySelector('svg.billing-needle');
    expect(svg?.getAttribute('width')).to.equal('252');
    expect(svg?.getBoundingClientRect().width).to.equal(252);
    const bands = [...panel.querySelectorAll('.billing-band')].map(band => [
      band.getAttribute('data-band'),
      Number(band.getAttribute('x')).toFixed(2),
    ]);
    expect(bands).to.deep.equal([
      ['low', '0.00'],
      ['medium', '85.68'],
      ['high', '168.84'],
    ]);
    const needleX = () => Number(panel.querySelector('rect.billing-needle-mark')?.getAttribute('x')) + 1;
    // The promotion is used up: 100 percent, drawn at 98.
    expect(text(panel.querySelector('[data-testid="billing-card"]'))).to.equal(
      'Promotion $300.00 used of $300.00 $0.00 remaining (100% used) 12 of 30 days used'
    );
    expect(needleX()).to.be.closeTo(0.98 * 252, 0.01);
    await act(async () => button(panel, 'Next').click());
    // Nothing used of the allocation: 0 percent, drawn at 2; its own currency.
    expect(text(panel.querySelector('[data-testid="billing-card"]'))).to.equal(
      'Funded allocation €0.00 used of €50,000.00 €50,000.00 remaining (0% used) 60 of 365 days used'
    );
    expect(needleX()).to.be.closeTo(0.02 * 252, 0.01);
    expect(panel.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')).to.equal('0');
    await expect(panel).to.be.accessible();
  });

  it('shows one card without a pager, in German with German amounts', async () => {
    await addCatalogPart(BILLING_TEXTS);
    await activateLocale('de');
    const { panel } = await render(ready([PAYG, { ...commitment(1, 60_000, 41_250.4), isMultipleCommitment: false }]), {
      localeTag: 'de-DE',
    });
    expect(text(panel.querySelector('h3'))).to.equal('Abrechnung und Nutzung');
    expect(text(panel.querySelector('[data-testid="billing-payg"]'))).to.equal(
      'Pay-as-you-go 1.207,50 $ Seit Monatsbeginn'
    );
    expect(text(panel.querySelector('[data-testid="billing-card"]'))).to.equal(
      'Zusage 41.250,40 $ von 60.000,00 $ verbraucht 18.749,60 $ übrig (69 % verbraucht) 200 von 365 Tagen vergangen'
    );
    expect(panel.querySelector('.billing-pager')).to.equal(null);
    await expect(panel).to.be.accessible();
  });

  it('holds its loaded size from the skeleton on, in a wide rail and the narrowest (16rem), in English and German', async () => {
    for (const [width, localeTag] of [
      [320, 'en-US'],
      [256, 'en-US'],
      [300, 'de-DE'],
      [256, 'de-DE'],
    ] as const) {
      await activateLocale(localeTag === 'de-DE' ? 'de' : 'en');
      const { panel, update } = await render({ status: 'loading', value: null }, { width, localeTag });
      const body = panel.querySelector<HTMLElement>('.rail-panel-body');
      expect(body?.getAttribute('aria-busy')).to.equal('true');
      const loading = body?.getBoundingClientRect().height ?? 0;
      expect(loading).to.be.greaterThan(200);
      await update(ready(DEMO));
      expect(body?.getBoundingClientRect().height, `demo at ${width}px in ${localeTag}`).to.equal(loading);
      await update(ready([PROMO, ALLOCATION]));
      expect(body?.getBoundingClientRect().height, `promotion at ${width}px in ${localeTag}`).to.equal(loading);
      await update(ready([ALLOCATION]));
      expect(body?.getBoundingClientRect().height, `allocation at ${width}px in ${localeTag}`).to.equal(loading);
    }
  });

  it('says when it could not load, and Try again asks again', async () => {
    const { panel, calls } = await render({ status: 'failed', value: null });
    const error = panel.querySelector('[role="status"]');
    expect(text(error)).to.equal('Billing and usage could not be loaded. Try again');
    button(panel, 'Try again').click();
    expect(calls.retried).to.equal(1);
    await expect(panel).to.be.accessible();
  });

  it('says when nothing is being used right now', async () => {
    const { panel } = await render({ status: 'ready', value: { summaries: [], hasSummaries: true } });
    expect(text(panel.querySelector('.rail-empty'))).to.equal(
      'Nothing is being used from a subscription, commitment or credit right now.'
    );
    await expect(panel).to.be.accessible();
  });

  it('closes and opens from its heading', async () => {
    const { panel, calls } = await render({ status: 'loading', value: null });
    await expect(panel).to.be.accessible();
    panel.querySelector<HTMLButtonElement>('h3 button')?.click();
    expect(calls.toggled).to.deep.equal([false]);
  });
});
