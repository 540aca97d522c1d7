import { CLOUD_ADVISOR_RECOMMENDATIONS_PATH, formatMoney, isCurrencyCode } from './right-rail.ts';

/**
 * Usage and subscription math (spec 2 §3 usage summary and billing sources, §5 validation rules, §9 constants): what
 * a promotion, pay-as-you-go usage, a commitment or a funded allocation has used, how far along it is, and how the
 * right rail's billing panel draws it. Pure: the rail's store fetches, these rules decide. Usage windows (§7, §9) are
 * src/domain/usage-windows.ts; which rail panels show (the billing panel's conditions) is src/domain/right-rail.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The currency of an amount that names none, or one Intl does not know (spec 2 §9 "Default currency USD"). */
export const DEFAULT_CURRENCY = 'USD';

/** The usage needle's width on the rail, in CSS pixels (spec 2 §9 "usage needle width 252px"). */
export const USAGE_NEEDLE_WIDTH_PX = 252;

/** Where the needle's colour changes (spec 2 §5 "Colours change at 34 and 67 percent"). */
export const PROGRESS_BAND_EDGES = { medium: 34, high: 67 } as const;

/** The range the rail draws a percentage in: 100 shows as 98 and 0 as 2 (spec 2 §5). */
export const RAIL_PERCENT_RANGE = { min: 2, max: 98 } as const;

/** The pricing model of a funded allocation (spec 2 §5 "pricing model Funded Allocation"). */
export const FUNDED_ALLOCATION_PRICING_MODEL = 'FUNDED_ALLOCATION';

/** The pricing model of pay-as-you-go usage. */
export const PAY_AS_YOU_GO_PRICING_MODEL = 'PAY_AS_YOU_GO';

/** A number the services send as a number or a decimal string; anything else is no number. */
export type AmountValue = number | string | null | undefined;

/** A service amount as a finite number, or null (absent, empty, not a number). */
export function toAmount(value: AmountValue): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** The amount used as shown: never below 0 (spec 2 §5), 0 when not a number. */
export function usedAmount(value: AmountValue): number {
  return Math.max(0, toAmount(value) ?? 0);
}

/**
 * What is left of a total: total − used, only with numeric used and total and total at least used (spec 2 §5);
 * otherwise null (nothing to show).
 */
export function remainingBalance(used: AmountValue, total: AmountValue): number | null {
  const usedNumber = toAmount(used);
  const totalNumber = toAmount(total);
  if (usedNumber === null || totalNumber === null || totalNumber < usedNumber) return null;
  return totalNumber - usedNumber;
}

/**
 * How much of a total is used, in whole percent: ceil(used / total × 100), 0 when the total is 0 (spec 2 §5). Chosen
 * where the spec is silent: kept within 0..100 (overspending shows as 100, a credit as 0), and 0 for a negative or
 * non-numeric total.
 */
export function progressPercent(used: AmountValue, total: AmountValue): number {
  const usedNumber = usedAmount(used);
  const totalNumber = toAmount(total);
  if (totalNumber === null || totalNumber <= 0) return 0;
  return Math.min(100, Math.max(0, Math.ceil((usedNumber / totalNumber) * 100)));
}

/**
 * Where the rail draws a percentage: 100 as 98 and 0 as 2 (spec 2 §5), so the needle stays on the bar. Chosen: every
 * value is kept within 2..98, so 99 is not drawn beyond 100 and the needle only ever moves forward as usage grows.
 */
export function railPercent(percent: number): number {
  if (!Number.isFinite(percent)) return RAIL_PERCENT_RANGE.min;
  return Math.min(RAIL_PERCENT_RANGE.max, Math.max(RAIL_PERCENT_RANGE.min, Math.round(percent)));
}

/** A colour band of the usage needle: below 34 percent, from 34, from 67 (spec 2 §5). */
export type ProgressBand = 'low' | 'medium' | 'high';

/** The colour band of a percentage. */
export function progressBand(percent: number): ProgressBand {
  if (percent >= PROGRESS_BAND_EDGES.high) return 'high';
  if (percent >= PROGRESS_BAND_EDGES.medium) return 'medium';
  return 'low';
}

/** The needle's offset from the bar's start, in CSS pixels, for a percentage (drawn at its rail percent). */
export function needleOffset(percent: number, width: number = USAGE_NEEDLE_WIDTH_PX): number {
  return (railPercent(percent) / 100) * width;
}

/** The currency to format an amount in: the one given when Intl knows it (upper-cased), else USD (spec 2 §9). */
export function currencyOrDefault(code: string | null | undefined): string {
  return code && isCurrencyCode(code) ? code.toUpperCase() : DEFAULT_CURRENCY;
}

/** An amount in the user's locale and its currency, USD when it names none (spec 2 §9), through Intl.NumberFormat. */
export function formatAmount(amount: number, locale: string, currency?: string | null): string {
  return formatMoney(amount, currencyOrDefault(currency), locale);
}

function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** Days of a period and how many of them have passed. */
export interface DayCounts {
  totalDays: number;
  daysUsed: number;
}

/**
 * The whole days of a period (at least 1) and the whole days passed by `now`, within 0..totalDays; null without a
 * valid start before the end.
 */
export function dayCounts(timeStart: string | null | undefined, timeEnd: string | null | undefined, now: Date) {
  const start = timeOf(timeStart);
  const end = timeOf(timeEnd);
  if (start === null || end === null || end <= start) return null;
  const totalDays = Math.max(1, Math.round((end - start) / DAY_MS));
  const daysUsed = Math.min(totalDays, Math.max(0, Math.floor((now.getTime() - start) / DAY_MS)));
  return { totalDays, daysUsed } satisfies DayCounts;
}

/** A usage summary's kind (spec 2 §3 usage summary type). */
export type UsageSummaryType = 'promo' | 'payg' | 'commitment' | 'funded allocation';

/** What the billing panel shows of one promotion, usage, commitment or allocation (spec 2 §3 usage summary). */
export interface UsageSummary {
  type: UsageSummaryType;
  subscriptionId: string | null;
  /** What was bought or granted; null for pay-as-you-go usage, which has no total. */
  totalAmount: number | null;
  /** Never below 0. */
  amountUsed: number;
  currencyCode: string;
  /** The period's days and those passed; null when the period has no end (pay as you go). */
  totalDays: number | null;
  daysUsed: number | null;
  timeStart: string | null;
  timeEnd: string | null;
  /** Commitments: this one's place (1-based), how many there are and whether there are several. */
  pageNo: number | null;
  totalCommitments: number | null;
  isMultipleCommitment: boolean;
}

/** A usage summary with the given fields, the others empty (no total, days, period or place among commitments). */
export function usageSummary(
  fields: Partial<UsageSummary> & Pick<UsageSummary, 'type' | 'amountUsed' | 'currencyCode'>
): UsageSummary {
  return {
    subscriptionId: null,
    totalAmount: null,
    totalDays: null,
    daysUsed: null,
    timeStart: null,
    timeEnd: null,
    pageNo: null,
    totalCommitments: null,
    isMultipleCommitment: false,
    ...fields,
  };
}

/** A promotion (spec 2 §3: timeStart, timeEnd, amount, currencyUnit, isIntentToPay) and what it has used. */
export interface PromotionFacts {
  timeStart?: string | null | undefined;
  timeEnd?: string | null | undefined;
  amount?: AmountValue;
  usedAmount?: AmountValue;
  currencyUnit?: string | null | undefined;
  isIntentToPay?: boolean | null | undefined;
  subscriptionId?: string | null | undefined;
}

/**
 * A promotion's usage (spec 2 §5): only with start, end and amount; none once an intent-to-pay account's promotion has
 * ended or its amount is consumed (the account pays from then on).
 */
export function promoUsage(promotion: PromotionFacts | null | undefined, now: Date): UsageSummary | null {
  if (!promotion) return null;
  const amount = toAmount(promotion.amount);
  const start = timeOf(promotion.timeStart);
  const end = timeOf(promotion.timeEnd);
  if (amount === null || start === null || end === null) return null;
  const used = usedAmount(promotion.usedAmount);
  if (promotion.isIntentToPay && (now.getTime() >= end || used >= amount)) return null;
  const days = dayCounts(promotion.timeStart, promotion.timeEnd, now);
  return usageSummary({
    type: 'promo',
    subscriptionId: promotion.subscriptionId ?? null,
    totalAmount: amount,
    amountUsed: used,
    currencyCode: currencyOrDefault(promotion.currencyUnit),
    totalDays: days?.totalDays ?? null,
    daysUsed: days?.daysUsed ?? null,
    timeStart: promotion.timeStart ?? null,
    timeEnd: promotion.timeEnd ?? null,
  });
}

/** A commitment (spec 2 §3: timeStart, timeEnd, quantity, availableAmount). */
export interface CommitmentFacts {
  timeStart?: string | null | undefined;
  timeEnd?: string | null | undefined;
  quantity?: AmountValue;
  availableAmount?: AmountValue;
}

/**
 * A commitment counts only when active today with a quantity above 0 (spec 2 §5). Active today: it has started and
 * not yet ended (an open end runs on).
 */
export function isCountedCommitment(commitment: CommitmentFacts, now: Date): boolean {
  const start = timeOf(commitment.timeStart);
  const end = commitment.timeEnd ? timeOf(commitment.timeEnd) : Number.POSITIVE_INFINITY;
  const quantity = toAmount(commitment.quantity);
  return start !== null && end !== null && start <= now.getTime() && now.getTime() < end && (quantity ?? 0) > 0;
}

/** A funded allocation (spec 2 §3: timeStart, timeEnd, fundedAllocationValue, availableAmount). */
export interface FundedAllocationFacts {
  timeStart?: string | null | undefined;
  timeEnd?: string | null | undefined;
  fundedAllocationValue?: AmountValue;
  availableAmount?: AmountValue;
}

/**
 * Normalises a pricing model: the services spell it `FUNDED_ALLOCATION`, the spec "Funded Allocation".
 */
function pricingModelOf(model: string | null | undefined): string {
  return (model ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/** A funded allocation counts only with a value above 0 and the Funded Allocation pricing model (spec 2 §5). */
export function isCountedFundedAllocation(
  allocation: Pick<FundedAllocationFacts, 'fundedAllocationValue'>,
  pricingModel: string | null | undefined
): boolean {
  return (
    (toAmount(allocation.fundedAllocationValue) ?? 0) > 0 &&
    pricingModelOf(pricingModel) === FUNDED_ALLOCATION_PRICING_MODEL
  );
}

/** A billing summary (spec 2 §3 billing source fields). */
export interface BillingSummaryFacts {
  subscriptionId?: string | null | undefined;
  billStart?: string | null | undefined;
  billEnd?: string | null | undefined;
  billTotalPurchased?: AmountValue;
  billTotalBalance?: AmountValue;
  billCurrency?: string | null | undefined;
}

/**
 * A billing summary is valid only with bill start, end, total purchased, currency and a defined balance (spec 2 §5).
 */
export function isValidBillingSummary(billing: BillingSummaryFacts): boolean {
  return (
    Boolean(billing.billStart) &&
    Boolean(billing.billEnd) &&
    toAmount(billing.billTotalPurchased) !== null &&
    Boolean(billing.billCurrency) &&
    billing.billTotalBalance !== undefined &&
    billing.billTotalBalance !== null
  );
}

/** One subscription as the usage cost service describes it (spec 2 §3), the fields the summaries read. */
export interface SubscriptionFacts {
  subscriptionId?: string | null | undefined;
  pricingModel?: string | null | undefined;
  currency?: string | null | undefined;
  isIntentToPay?: boolean | null | undefined;
  promotion?:
    | {
        timeStart?: string | null | undefined;
        timeEnd?: string | null | undefined;
        usedAmount?: AmountValue;
        originalPromoAmount?: AmountValue;
        currency?: string | null | undefined;
      }
    | null
    | undefined;
  commitments?: readonly CommitmentFacts[] | undefined;
  fundedAllocations?: readonly FundedAllocationFacts[] | undefined;
}

/** Computed usages of one product of a subscription (spec 2 §3: payg usage reads costUnrounded). */
export interface ComputedUsageFacts {
  currencyCode?: string | null | undefined;
  aggregatedComputedUsages?: readonly { costUnrounded?: AmountValue }[] | undefined;
}

/** Pay-as-you-go usage of one subscription over a period: its computed usages. */
export interface PaygUsageFacts {
  subscriptionId: string;
  timeStart: string;
  timeEnd: string;
  usages: readonly ComputedUsageFacts[];
}

/** Whether a subscription pays as it goes (its usages are the pay-as-you-go summary). */
export function isPayAsYouGo(subscription: Pick<SubscriptionFacts, 'pricingModel'>): boolean {
  return pricingModelOf(subscription.pricingModel) === PAY_AS_YOU_GO_PRICING_MODEL;
}

/**
 * The pay-as-you-go summary of a subscription's period: the sum of its computed usages' unrounded costs, never below
 * 0, in the usages' currency (else the subscription's, else USD).
 */
export function paygUsage(payg: PaygUsageFacts, subscriptionCurrency?: string | null): UsageSummary {
  const cost = payg.usages
    .flatMap(usage => usage.aggregatedComputedUsages ?? [])
    .reduce((total, usage) => total + (toAmount(usage.costUnrounded) ?? 0), 0);
  const currency = payg.usages.find(usage => usage.currencyCode)?.currencyCode ?? subscriptionCurrency;
  return usageSummary({
    type: 'payg',
    subscriptionId: payg.subscriptionId,
    amountUsed: usedAmount(cost),
    currencyCode: currencyOrDefault(currency),
    timeStart: payg.timeStart,
    timeEnd: payg.timeEnd,
  });
}

/** Everything the billing panel's summaries come from. */
export interface BillingFacts {
  subscriptions: readonly SubscriptionFacts[];
  payg: readonly PaygUsageFacts[];
}

/**
 * The usage summaries of a tenancy, in the panel's order: promotions, pay-as-you-go usage, commitments (numbered, with
 * their count), funded allocations. Each follows its rule above; a commitment's or allocation's used amount is what
 * it no longer has available.
 */
export function usageSummaries(facts: BillingFacts, now: Date): UsageSummary[] {
  const promos: UsageSummary[] = [];
  const paygs: UsageSummary[] = [];
  const commitments: UsageSummary[] = [];
  const allocations: UsageSummary[] = [];
  for (const subscription of facts.subscriptions) {
    const subscriptionId = subscription.subscriptionId ?? null;
    const currencyCode = currencyOrDefault(subscription.currency);
    const promotion = subscription.promotion;
    const promo = promotion
      ? promoUsage(
          {
            timeStart: promotion.timeStart,
            timeEnd: promotion.timeEnd,
            amount: promotion.originalPromoAmount,
            usedAmount: promotion.usedAmount,
            currencyUnit: promotion.currency ?? subscription.currency,
            isIntentToPay: subscription.isIntentToPay,
            subscriptionId,
          },
          now
        )
      : null;
    if (promo) promos.push(promo);
    if (isPayAsYouGo(subscription)) {
      const usage = facts.payg.find(entry => entry.subscriptionId === subscriptionId);
      if (usage) paygs.push(paygUsage(usage, subscription.currency));
    }
    for (const commitment of subscription.commitments ?? []) {
      if (!isCountedCommitment(commitment, now)) continue;
      commitments.push(spending('commitment', subscriptionId, commitment, commitment.quantity, currencyCode, now));
    }
    for (const allocation of subscription.fundedAllocations ?? []) {
      if (!isCountedFundedAllocation(allocation, subscription.pricingModel)) continue;
      allocations.push(
        spending('funded allocation', subscriptionId, allocation, allocation.fundedAllocationValue, currencyCode, now)
      );
    }
  }
  const numbered = commitments.map((commitment, index) => ({
    ...commitment,
    pageNo: index + 1,
    totalCommitments: commitments.length,
    isMultipleCommitment: commitments.length > 1,
  }));
  return [...promos, ...paygs, ...numbered, ...allocations];
}

/** A commitment's or allocation's summary: the total, what is no longer available, and the period's days. */
function spending(
  type: 'commitment' | 'funded allocation',
  subscriptionId: string | null,
  period: { timeStart?: string | null | undefined; timeEnd?: string | null | undefined; availableAmount?: AmountValue },
  total: AmountValue,
  currencyCode: string,
  now: Date
): UsageSummary {
  const totalAmount = toAmount(total) ?? 0;
  const available = toAmount(period.availableAmount);
  const days = dayCounts(period.timeStart, period.timeEnd, now);
  return usageSummary({
    type,
    subscriptionId,
    totalAmount,
    amountUsed: available === null ? 0 : usedAmount(totalAmount - available),
    currencyCode,
    totalDays: days?.totalDays ?? null,
    daysUsed: days?.daysUsed ?? null,
    timeStart: period.timeStart ?? null,
    timeEnd: period.timeEnd ?? null,
  });
}

/**
 * Whether the tenancy has billing summaries at all (spec 2 §2: the billing panel is hidden "when there are no
 * summaries"): a usage summary to show, or a valid billing summary (something bought whose usage is not current, for
 * which the panel says so rather than vanish).
 */
export function hasBillingSummaries(
  summaries: readonly UsageSummary[],
  billingSummaries: readonly BillingSummaryFacts[]
): boolean {
  return summaries.length > 0 || billingSummaries.some(isValidBillingSummary);
}

/** The start of the UTC month holding `now`: where the pay-as-you-go period (month to date) begins. Chosen. */
export function billingMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The start of the UTC day after `now`: the pay-as-you-go period's end, so today's usage is in. */
export function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The account-management pages (spec 2 §2 "Account-management links"), in the spec's order. */
export const ACCOUNT_MANAGEMENT_LINKS = [
  { id: 'paymentMethod', path: '/account-management/payment-method' },
  { id: 'costAnalysis', path: '/account-management/cost-analysis' },
  { id: 'recommendations', path: CLOUD_ADVISOR_RECOMMENDATIONS_PATH },
  { id: 'subscriptions', path: '/billing/subscriptions' },
] as const;

/** Where the user adds or changes the payment method (the upgrade call to action's destination too). */
export const PAYMENT_METHOD_PATH = ACCOUNT_MANAGEMENT_LINKS[0].path;
