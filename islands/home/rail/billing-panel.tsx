import { useState, type ReactNode } from 'react';
import {
  ACCOUNT_MANAGEMENT_LINKS,
  formatAmount,
  needleOffset,
  PROGRESS_BAND_EDGES,
  progressBand,
  progressPercent,
  remainingBalance,
  USAGE_NEEDLE_WIDTH_PX,
  type UsageSummary,
} from '../../../src/domain/billing.ts';
import { t } from '../../../src/i18n/i18n.ts';
import type { RailBilling, RailData } from '../../../stores/right-rail.ts';
import type { RailPanelControls } from './interfaces.ts';
import { frameControls, RailPanel, SkeletonLines } from './rail-panel.tsx';

/** Props of the billing panel. */
export interface BillingPanelProps extends RailPanelControls {
  /** The tenancy's usage summaries (stores/right-rail.ts `$railBilling`). */
  data: RailData<RailBilling>;
}

/**
 * The billing panel (spec 2 §2 right rail, §3 usage summary, §5, §9): pay-as-you-go usage for the month to date, then
 * one card at a time for the promotion, each running commitment and each funded allocation (paged with Previous and
 * Next when there are several), each with what is used of its total, a 252 px needle over the 34 and 67 percent colour
 * bands, what remains and the days passed; then the account-management links. Amounts are in the user's locale and
 * the summary's currency (USD when it names none).
 *
 * Chosen: one card at a time rather than a list, so the panel's size is known before the data arrives (its skeleton
 * holds one pay-as-you-go block and one card: CLS 0) however many commitments a tenancy holds; the pager wraps around,
 * so the focused button never disappears.
 */
export function BillingPanel(props: BillingPanelProps): ReactNode {
  const { data, localeTag } = props;
  const summaries = data.value?.summaries ?? [];
  const state = data.status === 'ready' ? (summaries.length > 0 ? 'ready' : 'empty') : data.status;
  const payg = summaries.filter(summary => summary.type === 'payg');
  const metered = summaries.filter(summary => summary.type !== 'payg');
  return (
    <RailPanel
      panel="billing"
      heading={t('billing.heading')}
      state={state}
      {...frameControls(props)}
      errorText={t('billing.error')}
      skeleton={<BillingSkeleton />}
    >
      {state === 'empty' ? (
        t('billing.empty')
      ) : (
        <div className="billing">
          {payg.map(summary => (
            <PaygBlock key={summary.subscriptionId ?? 'payg'} summary={summary} localeTag={localeTag} />
          ))}
          {metered.length > 0 ? <MeteredCards summaries={metered} localeTag={localeTag} /> : null}
          <AccountLinks />
        </div>
      )}
    </RailPanel>
  );
}

/**
 * The loading skeleton: one pay-as-you-go block and one card with its needle and pager, then the links, line for line
 * in the content's classes; in a narrow rail (below 16rem of content, down to the rail's narrowest: 16rem less its
 * padding) the lines that wrap there in English or German take more: what remains, and the links.
 */
function BillingSkeleton(): ReactNode {
  return (
    <div className="billing">
      <div className="billing-block">
        <SkeletonLines lines={[40]} />
        <span className="billing-amount">
          <SkeletonLines lines={[50]} />
        </span>
        <SkeletonLines lines={[40]} />
      </div>
      <div className="billing-block">
        <SkeletonLines lines={[50]} />
        <span className="billing-amount">
          <SkeletonLines lines={[50]} />
        </span>
        <SkeletonLines lines={[70]} />
        <span className="billing-meter-room" />
        <SkeletonLines lines={[70, 50]} narrow={[40]} />
        <span className="billing-pager-room" />
      </div>
      <span className="billing-links">
        <SkeletonLines lines={[90, 60]} narrow={[50, 40]} />
      </span>
    </div>
  );
}

function PaygBlock({ summary, localeTag }: { summary: UsageSummary; localeTag: string }): ReactNode {
  const headingId = `billing-payg-${summary.subscriptionId ?? ''}`;
  return (
    <section className="billing-block" aria-labelledby={headingId} data-testid="billing-payg">
      <h4 className="billing-heading" id={headingId}>
        {t('billing.payg.heading')}
      </h4>
      <p className="billing-amount">{formatAmount(summary.amountUsed, localeTag, summary.currencyCode)}</p>
      <p className="rail-muted">{t('billing.payg.period')}</p>
    </section>
  );
}

/** The heading of a card: its kind, and a commitment's place among several. */
function cardHeading(summary: UsageSummary): string {
  switch (summary.type) {
    case 'promo':
      return t('billing.promo.heading');
    case 'funded allocation':
      return t('billing.allocation.heading');
    default:
      return summary.isMultipleCommitment
        ? t('billing.commitment.headingPaged', { page: summary.pageNo ?? 1, total: summary.totalCommitments ?? 1 })
        : t('billing.commitment.heading');
  }
}

function MeteredCards({ summaries, localeTag }: { summaries: UsageSummary[]; localeTag: string }): ReactNode {
  const [index, setIndex] = useState(0);
  const current = summaries[Math.min(index, summaries.length - 1)];
  if (!current) return null;
  const count = summaries.length;
  const position = Math.min(index, count - 1);
  const move = (step: number) => setIndex((position + step + count) % count);
  return (
    <div className="billing-block">
      <UsageCard summary={current} localeTag={localeTag} />
      {count > 1 ? (
        <div className="billing-pager" role="group" aria-label={t('billing.pager.label')}>
          <button type="button" className="rail-button billing-pager-button" onClick={() => move(-1)}>
            {t('billing.pager.previous')}
          </button>
          <span className="billing-pager-position" aria-live="polite" data-testid="billing-pager-position">
            {t('billing.pager.position', { page: position + 1, total: count })}
          </span>
          <button type="button" className="rail-button billing-pager-button" onClick={() => move(1)}>
            {t('billing.pager.next')}
          </button>
        </div>
      ) : (
        <span className="billing-pager-room" />
      )}
    </div>
  );
}

/**
 * One promotion, commitment or funded allocation: the amount used (large) over "used of" its total, the needle, what
 * remains, the days passed.
 */
export function UsageCard({ summary, localeTag }: { summary: UsageSummary; localeTag: string }): ReactNode {
  const heading = cardHeading(summary);
  const headingId = `billing-card-${summary.type.replace(' ', '-')}-${summary.pageNo ?? 0}`;
  const money = (amount: number) => formatAmount(amount, localeTag, summary.currencyCode);
  const total = summary.totalAmount ?? 0;
  const percent = progressPercent(summary.amountUsed, total);
  const remaining = remainingBalance(summary.amountUsed, total);
  return (
    <section className="billing-card" aria-labelledby={headingId} data-testid="billing-card" data-type={summary.type}>
      <h4 className="billing-heading" id={headingId}>
        {heading}
      </h4>
      <p className="billing-amount">{money(summary.amountUsed)}</p>
      <p className="rail-muted">{t('billing.usedOf', { total: money(total) })}</p>
      <UsageNeedle percent={percent} label={t('billing.meter.label', { name: heading })} />
      <p className="rail-muted">
        {remaining === null
          ? t('billing.percentUsed', { percent })
          : t('billing.remaining', { percent, remaining: money(remaining) })}
      </p>
      <p className="rail-muted">
        {summary.totalDays === null || summary.daysUsed === null
          ? '\u00a0'
          : t('billing.days', { used: summary.daysUsed, total: summary.totalDays })}
      </p>
    </section>
  );
}

const BAND_X = {
  medium: (PROGRESS_BAND_EDGES.medium / 100) * USAGE_NEEDLE_WIDTH_PX,
  high: (PROGRESS_BAND_EDGES.high / 100) * USAGE_NEEDLE_WIDTH_PX,
};

/**
 * The usage needle (spec 2 §9: 252 px wide): a bar filled up to the needle in the colour of the band it is in, over a
 * scale of the three colour bands (below 34, from 34, from 67 percent), the needle at the rail percent (100 at 98, 0 at
 * 2). A meter for assistive
 * technology, with the percentage as its value; the drawing is SVG geometry, not inline styles (strict CSP).
 */
export function UsageNeedle({ percent, label }: { percent: number; label: string }): ReactNode {
  const x = needleOffset(percent);
  const band = progressBand(percent);
  return (
    <div
      className="billing-meter"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('billing.percentUsed', { percent })}
      data-band={band}
    >
      <svg
        className="billing-needle"
        viewBox={`0 0 ${USAGE_NEEDLE_WIDTH_PX} 20`}
        width={USAGE_NEEDLE_WIDTH_PX}
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <rect className="billing-track" x="0" y="7" width={USAGE_NEEDLE_WIDTH_PX} height="6" rx="3" />
        <rect className="billing-fill" x="0" y="7" width={x} height="6" rx="3" />
        <rect className="billing-band" data-band="low" x="0" y="16" width={BAND_X.medium} height="3" />
        <rect
          className="billing-band"
          data-band="medium"
          x={BAND_X.medium}
          y="16"
          width={BAND_X.high - BAND_X.medium}
          height="3"
        />
        <rect
          className="billing-band"
          data-band="high"
          x={BAND_X.high}
          y="16"
          width={USAGE_NEEDLE_WIDTH_PX - BAND_X.high}
          height="3"
        />
        <path className="billing-needle-mark" d={`M${x - 4} 0H${x + 4}L${x} 5Z`} />
        <rect className="billing-needle-mark" x={x - 1} y="3" width="2" height="17" />
      </svg>
    </div>
  );
}

const LINK_TEXTS: Record<(typeof ACCOUNT_MANAGEMENT_LINKS)[number]['id'], () => string> = {
  paymentMethod: () => t('billing.links.paymentMethod'),
  costAnalysis: () => t('billing.links.costAnalysis'),
  recommendations: () => t('billing.links.recommendations'),
  subscriptions: () => t('billing.links.subscriptions'),
};

/** The account-management pages (spec 2 §2), as console paths. */
function AccountLinks(): ReactNode {
  return (
    <ul className="rail-inline-links billing-links" aria-label={t('billing.links.label')}>
      {ACCOUNT_MANAGEMENT_LINKS.map(link => (
        <li key={link.id}>
          <a className="rail-link" href={link.path}>
            {LINK_TEXTS[link.id]()}
          </a>
        </li>
      ))}
    </ul>
  );
}
