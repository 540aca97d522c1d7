import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingMonthStart,
  currencyOrDefault,
  dayCounts,
  formatAmount,
  hasBillingSummaries,
  isCountedCommitment,
  isCountedFundedAllocation,
  isValidBillingSummary,
  needleOffset,
  nextUtcDay,
  paygUsage,
  progressBand,
  progressPercent,
  promoUsage,
  railPercent,
  remainingBalance,
  toAmount,
  usageSummaries,
  usedAmount,
  type PromotionFacts,
  type SubscriptionFacts,
} from './billing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-26T12:00:00.000Z');
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

describe('amounts', () => {
  it.each([
    [12.5, 12.5],
    ['12.50', 12.5],
    ['0', 0],
    [-3, -3],
    ['', null],
    ['  ', null],
    ['abc', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (value, expected) => {
    expect(toAmount(value)).toBe(expected);
  });

  it.each([
    [87.5, 87.5],
    ['87.50', 87.5],
    [-0.01, 0],
    [-250, 0],
    [null, 0],
    ['n/a', 0],
  ])('shows %j used as %j (never below 0)', (value, expected) => {
    expect(usedAmount(value)).toBe(expected);
  });
});

describe('remaining balance', () => {
  it.each([
    [87.5, 300, 212.5],
    [0, 300, 300],
    [300, 300, 0],
    ['100', '250.5', 150.5],
    [301, 300, null],
    [null, 300, null],
    [87.5, null, null],
    ['x', 300, null],
    [87.5, 'y', null],
  ])('used %j of %j leaves %j', (used, total, expected) => {
    expect(remainingBalance(used, total)).toBe(expected);
  });
});

describe('progress percent', () => {
  it.each([
    [87.5, 300, 30],
    [0, 300, 0],
    [1, 300, 1],
    [300, 300, 100],
    [299.99, 300, 100],
    [100, 0, 0],
    [0, 0, 0],
    [450, 300, 100],
    [-5, 300, 0],
    [10, -5, 0],
    [10, null, 0],
    ['150', '300', 50],
  ])('used %j of %j is %j percent', (used, total, expected) => {
    expect(progressPercent(used, total)).toBe(expected);
  });

  it.each([
    [100, 98],
    [0, 2],
    [1, 2],
    [2, 2],
    [50, 50],
    [97, 97],
    [98, 98],
    [99, 98],
    [Number.NaN, 2],
  ])('is drawn on the rail at %j as %j', (percent, expected) => {
    expect(railPercent(percent)).toBe(expected);
  });

  it.each([
    [0, 'low'],
    [33, 'low'],
    [34, 'medium'],
    [66, 'medium'],
    [67, 'high'],
    [100, 'high'],
  ] as const)('at %j percent is in the %s colour band', (percent, band) => {
    expect(progressBand(percent)).toBe(band);
  });

  it('puts the needle on the 252 px bar at its rail percent', () => {
    expect(needleOffset(0)).toBeCloseTo(5.04);
    expect(needleOffset(50)).toBe(126);
    expect(needleOffset(100)).toBeCloseTo(246.96);
  });
});

describe('currencies', () => {
  it.each([
    ['EUR', 'EUR'],
    ['gbp', 'GBP'],
    [null, 'USD'],
    [undefined, 'USD'],
    ['', 'USD'],
    ['DOLLARS', 'USD'],
    ['X1Y', 'USD'],
  ])('formats %j amounts in %s', (code, expected) => {
    expect(currencyOrDefault(code)).toBe(expected);
  });

  it.each([
    [1234.5, 'en-US', 'USD', '$1,234.50'],
    [1234.5, 'de-DE', 'EUR', '1.234,50 €'],
    [1234.5, 'en-GB', 'GBP', '£1,234.50'],
    [1234.5, 'de-DE', null, '1.234,50 $'],
    [87.5, 'en-US', undefined, '$87.50'],
    [1000, 'ja-JP', 'JPY', '￥1,000'],
  ])('formats %j in %s and %j as %s', (amount, locale, currency, expected) => {
    expect(formatAmount(amount, locale, currency).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});

describe('day counts', () => {
  it.each([
    [daysFromNow(-12), daysFromNow(18), { totalDays: 30, daysUsed: 12 }],
    [daysFromNow(0), daysFromNow(30), { totalDays: 30, daysUsed: 0 }],
    [daysFromNow(-40), daysFromNow(-10), { totalDays: 30, daysUsed: 30 }],
    [daysFromNow(2), daysFromNow(30), { totalDays: 28, daysUsed: 0 }],
    [daysFromNow(-0.5), daysFromNow(0.1), { totalDays: 1, daysUsed: 0 }],
  ])('from %s to %s is %j', (start, end, expected) => {
    expect(dayCounts(start, end, NOW)).toEqual(expected);
  });

  it.each([
    [null, daysFromNow(1)],
    [daysFromNow(-1), null],
    [daysFromNow(1), daysFromNow(-1)],
    [daysFromNow(0), daysFromNow(0)],
    ['not a date', daysFromNow(1)],
  ])('has none from %j to %j', (start, end) => {
    expect(dayCounts(start, end, NOW)).toBeNull();
  });
});

describe('promotion usage', () => {
  const trial: PromotionFacts = {
    timeStart: daysFromNow(-12),
    timeEnd: daysFromNow(18),
    amount: 300,
    usedAmount: 87.5,
    currencyUnit: 'USD',
    isIntentToPay: false,
  };

  it('tells the trial’s 87.50 of 300 USD used and 12 of 30 days', () => {
    expect(promoUsage(trial, NOW)).toMatchObject({
      type: 'promo',
      totalAmount: 300,
      amountUsed: 87.5,
      currencyCode: 'USD',
      totalDays: 30,
      daysUsed: 12,
    });
  });

  it.each([
    ['no start', { timeStart: null }],
    ['no end', { timeEnd: undefined }],
    ['no amount', { amount: null }],
    ['an amount that is no number', { amount: 'lots' }],
    ['intent to pay and ended', { isIntentToPay: true, timeEnd: daysFromNow(-1) }],
    ['intent to pay and ending now', { isIntentToPay: true, timeEnd: NOW.toISOString() }],
    ['intent to pay and consumed', { isIntentToPay: true, usedAmount: 300 }],
    ['intent to pay and overspent', { isIntentToPay: true, usedAmount: 301 }],
  ])('is none with %s', (_case, change) => {
    expect(promoUsage({ ...trial, ...change }, NOW)).toBeNull();
  });

  it.each([
    ['ended without intent to pay', { timeEnd: daysFromNow(-1) }, { totalDays: 11, daysUsed: 11 }],
    ['consumed without intent to pay', { usedAmount: 300 }, { amountUsed: 300 }],
    ['intent to pay while running', { isIntentToPay: true }, { amountUsed: 87.5 }],
    ['a negative used amount', { usedAmount: -4 }, { amountUsed: 0 }],
    ['no used amount', { usedAmount: null }, { amountUsed: 0 }],
    ['no currency', { currencyUnit: null }, { currencyCode: 'USD' }],
  ])('is there with %s', (_case, change, expected) => {
    expect(promoUsage({ ...trial, ...change }, NOW)).toMatchObject(expected);
  });

  it('is none without a promotion', () => {
    expect(promoUsage(null, NOW)).toBeNull();
  });
});

describe('commitments and funded allocations', () => {
  it.each([
    ['active with a quantity', { timeStart: daysFromNow(-10), timeEnd: daysFromNow(10), quantity: 1000 }, true],
    ['a quantity as a string', { timeStart: daysFromNow(-10), timeEnd: daysFromNow(10), quantity: '1000' }, true],
    ['an open end', { timeStart: daysFromNow(-10), timeEnd: null, quantity: 1000 }, true],
    ['starting now', { timeStart: NOW.toISOString(), timeEnd: daysFromNow(10), quantity: 1 }, true],
    ['not started', { timeStart: daysFromNow(1), timeEnd: daysFromNow(10), quantity: 1000 }, false],
    ['ended', { timeStart: daysFromNow(-10), timeEnd: daysFromNow(-1), quantity: 1000 }, false],
    ['ending now', { timeStart: daysFromNow(-10), timeEnd: NOW.toISOString(), quantity: 1000 }, false],
    ['quantity 0', { timeStart: daysFromNow(-10), timeEnd: daysFromNow(10), quantity: 0 }, false],
    ['a negative quantity', { timeStart: daysFromNow(-10), timeEnd: daysFromNow(10), quantity: -5 }, false],
    ['no quantity', { timeStart: daysFromNow(-10), timeEnd: daysFromNow(10), quantity: null }, false],
    ['no start', { timeStart: null, timeEnd: daysFromNow(10), quantity: 1000 }, false],
    ['a bad end', { timeStart: daysFromNow(-10), timeEnd: 'soon', quantity: 1000 }, false],
  ])('a commitment %s counts: %j', (_case, commitment, expected) => {
    expect(isCountedCommitment({ ...commitment, availableAmount: 0 }, NOW)).toBe(expected);
  });

  it.each([
    [50_000, 'FUNDED_ALLOCATION', true],
    ['50000', 'Funded Allocation', true],
    [0, 'FUNDED_ALLOCATION', false],
    [-1, 'FUNDED_ALLOCATION', false],
    [null, 'FUNDED_ALLOCATION', false],
    [50_000, 'MONTHLY_COMMIT', false],
    [50_000, null, false],
  ])('a funded allocation of %j with pricing model %j counts: %j', (value, model, expected) => {
    expect(isCountedFundedAllocation({ fundedAllocationValue: value }, model)).toBe(expected);
  });
});

describe('billing summaries', () => {
  const valid = {
    billStart: '2026-01-01T00:00:00Z',
    billEnd: '2027-01-01T00:00:00Z',
    billTotalPurchased: 12_000,
    billTotalBalance: 4_000,
    billCurrency: 'USD',
  };

  it('is valid with bill start, end, total purchased, currency and a balance', () => {
    expect(isValidBillingSummary(valid)).toBe(true);
    expect(isValidBillingSummary({ ...valid, billTotalBalance: 0 })).toBe(true);
  });

  it.each([
    ['no bill start', { billStart: null }],
    ['no bill end', { billEnd: undefined }],
    ['no total purchased', { billTotalPurchased: null }],
    ['no currency', { billCurrency: '' }],
    ['an undefined balance', { billTotalBalance: undefined }],
    ['a null balance', { billTotalBalance: null }],
  ])('is not valid with %s', (_case, change) => {
    expect(isValidBillingSummary({ ...valid, ...change })).toBe(false);
  });

  it('needs a usage summary or a valid billing summary for the panel to show', () => {
    expect(hasBillingSummaries([], [])).toBe(false);
    expect(hasBillingSummaries([], [{ ...valid, billEnd: null }])).toBe(false);
    expect(hasBillingSummaries([], [valid])).toBe(true);
    const payg = paygUsage({ subscriptionId: '1', timeStart: '', timeEnd: '', usages: [] });
    expect(hasBillingSummaries([payg], [])).toBe(true);
  });
});

describe('pay-as-you-go usage', () => {
  it('adds the unrounded costs of every product, in their currency', () => {
    const summary = paygUsage(
      {
        subscriptionId: '42',
        timeStart: '2026-11-01T00:00:00.000Z',
        timeEnd: '2026-11-27T00:00:00.000Z',
        usages: [
          { currencyCode: 'EUR', aggregatedComputedUsages: [{ costUnrounded: '10.125' }, { costUnrounded: 5 }] },
          { currencyCode: 'EUR', aggregatedComputedUsages: [{ costUnrounded: '0.005' }, { costUnrounded: null }] },
          { aggregatedComputedUsages: undefined },
        ],
      },
      'USD'
    );
    expect(summary).toMatchObject({ type: 'payg', subscriptionId: '42', currencyCode: 'EUR', totalAmount: null });
    expect(summary.amountUsed).toBeCloseTo(15.13);
  });

  it('falls back to the subscription’s currency, then USD, and never goes below 0', () => {
    const credit = { subscriptionId: '1', timeStart: '', timeEnd: '' };
    const refunds = [{ aggregatedComputedUsages: [{ costUnrounded: '-20' }] }];
    expect(paygUsage({ ...credit, usages: refunds }, 'GBP')).toMatchObject({ amountUsed: 0, currencyCode: 'GBP' });
    expect(paygUsage({ ...credit, usages: [] })).toMatchObject({ amountUsed: 0, currencyCode: 'USD' });
  });

  it('runs from the first of the UTC month to the end of today', () => {
    expect(billingMonthStart(NOW).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(nextUtcDay(NOW).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(nextUtcDay(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('usage summaries', () => {
  const commitment = (startDays: number, endDays: number, quantity: number, available: number) => ({
    timeStart: daysFromNow(startDays),
    timeEnd: daysFromNow(endDays),
    quantity,
    availableAmount: available,
  });

  const paid: SubscriptionFacts[] = [
    { subscriptionId: 'payg', pricingModel: 'PAY_AS_YOU_GO', currency: 'USD', isIntentToPay: true },
    {
      subscriptionId: 'commit',
      pricingModel: 'MONTHLY_COMMIT',
      currency: 'USD',
      isIntentToPay: true,
      commitments: [
        commitment(-100, 265, 50_000, 20_000),
        commitment(-400, -35, 10_000, 0),
        commitment(-30, 335, 24_000, 23_000),
        commitment(-10, 355, 0, 0),
        commitment(-5, 25, 6_000, 6_500),
      ],
    },
    {
      subscriptionId: 'funded',
      pricingModel: 'FUNDED_ALLOCATION',
      currency: 'EUR',
      isIntentToPay: true,
      fundedAllocations: [
        {
          timeStart: daysFromNow(-60),
          timeEnd: daysFromNow(305),
          fundedAllocationValue: 50_000,
          availableAmount: 46_160,
        },
        { timeStart: daysFromNow(-60), timeEnd: daysFromNow(305), fundedAllocationValue: 0, availableAmount: 0 },
      ],
    },
  ];

  it('orders pay as you go, the counted commitments numbered, then funded allocations', () => {
    const summaries = usageSummaries(
      {
        subscriptions: paid,
        payg: [
          {
            subscriptionId: 'payg',
            timeStart: '2026-11-01T00:00:00.000Z',
            timeEnd: '2026-11-27T00:00:00.000Z',
            usages: [{ currencyCode: 'USD', aggregatedComputedUsages: [{ costUnrounded: '1207.5' }] }],
          },
        ],
      },
      NOW
    );
    expect(summaries.map(summary => [summary.type, summary.subscriptionId, summary.pageNo])).toEqual([
      ['payg', 'payg', null],
      ['commitment', 'commit', 1],
      ['commitment', 'commit', 2],
      ['commitment', 'commit', 3],
      ['funded allocation', 'funded', null],
    ]);
    expect(summaries[0]).toMatchObject({ amountUsed: 1207.5, totalAmount: null });
    expect(summaries[1]).toMatchObject({
      totalAmount: 50_000,
      amountUsed: 30_000,
      totalDays: 365,
      daysUsed: 100,
      totalCommitments: 3,
      isMultipleCommitment: true,
    });
    expect(summaries[2]).toMatchObject({ totalAmount: 24_000, amountUsed: 1_000 });
    // More available than bought (a credit) is nothing used, never a negative amount.
    expect(summaries[3]).toMatchObject({ totalAmount: 6_000, amountUsed: 0 });
    expect(summaries[4]).toMatchObject({ totalAmount: 50_000, amountUsed: 3_840, currencyCode: 'EUR' });
  });

  it('asks no pay-as-you-go usage it was not given, and shows a single commitment without paging', () => {
    const withoutUsage = usageSummaries({ subscriptions: paid.slice(0, 2), payg: [] }, NOW);
    expect(withoutUsage.map(summary => summary.type)).toEqual(['commitment', 'commitment', 'commitment']);
    const single = usageSummaries(
      {
        subscriptions: [
          {
            subscriptionId: 'c',
            pricingModel: 'MONTHLY_COMMIT',
            currency: 'USD',
            isIntentToPay: true,
            commitments: [commitment(-1, 1, 10, 5)],
          },
        ],
        payg: [],
      },
      NOW
    );
    expect(single).toEqual([
      expect.objectContaining({ type: 'commitment', pageNo: 1, totalCommitments: 1, isMultipleCommitment: false }),
    ]);
  });

  it('takes a promotion from its subscription, with the subscription’s intent to pay', () => {
    const promotion = {
      timeStart: daysFromNow(-12),
      timeEnd: daysFromNow(18),
      usedAmount: 87.5,
      originalPromoAmount: 300,
      currency: 'USD',
    };
    const trial = { subscriptionId: 'p', pricingModel: 'PROMOTION', currency: 'USD', promotion };
    expect(usageSummaries({ subscriptions: [{ ...trial, isIntentToPay: false }], payg: [] }, NOW)).toEqual([
      expect.objectContaining({ type: 'promo', amountUsed: 87.5, totalAmount: 300, daysUsed: 12, totalDays: 30 }),
    ]);
    const consumed = { ...trial, isIntentToPay: true, promotion: { ...promotion, usedAmount: 300 } };
    expect(usageSummaries({ subscriptions: [consumed], payg: [] }, NOW)).toEqual([]);
  });

  it('has none for a tenancy without subscriptions', () => {
    expect(usageSummaries({ subscriptions: [], payg: [] }, NOW)).toEqual([]);
  });
});

describe('properties', () => {
  const amount = fc.oneof(
    fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.constant(null),
    fc.constant(Number.NaN)
  );
  const positive = fc.double({ min: 0.01, max: 1e9, noNaN: true });

  it('never shows a used amount below 0', () => {
    fc.assert(fc.property(amount, value => usedAmount(value) >= 0));
  });

  it('keeps the percent within 0..100, monotonic in the amount used', () => {
    fc.assert(
      fc.property(amount, amount, (used, total) => {
        const percent = progressPercent(used, total);
        return Number.isInteger(percent) && percent >= 0 && percent <= 100;
      })
    );
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        positive,
        (used, more, total) => progressPercent(used, total) <= progressPercent(used + more, total)
      )
    );
  });

  it('draws every percent within 2..98, monotonically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const drawn = railPercent(low);
        return drawn >= 2 && drawn <= 98 && drawn <= railPercent(high) && needleOffset(low) <= 252;
      })
    );
  });

  it('leaves total − used when valid, and nothing when used exceeds the total', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (used, total) => {
          const remaining = remainingBalance(used, total);
          return total >= used ? remaining === total - used && remaining >= 0 : remaining === null;
        }
      )
    );
  });

  it('puts each percent in exactly one colour band, in order', () => {
    const order = ['low', 'medium', 'high'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return order.indexOf(progressBand(low)) <= order.indexOf(progressBand(high));
      })
    );
  });

  it('counts days used within 0..total days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 1, max: 800 }), (startDays, length) => {
        const counts = dayCounts(daysFromNow(startDays), daysFromNow(startDays + length), NOW);
        return counts !== null && counts.daysUsed >= 0 && counts.daysUsed <= counts.totalDays;
      })
    );
  });

  it('keeps every summary’s used amount at or above 0 and a promotion’s percent within 0..100', () => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), fc.integer({ min: -60, max: 60 }), (used, total, intent, startDays) => {
        const promo = promoUsage(
          {
            timeStart: daysFromNow(startDays),
            timeEnd: daysFromNow(startDays + 30),
            amount: total,
            usedAmount: used,
            currencyUnit: 'USD',
            isIntentToPay: intent,
          },
          NOW
        );
        if (promo === null) return true;
        const percent = progressPercent(promo.amountUsed, promo.totalAmount);
        return promo.amountUsed >= 0 && percent >= 0 && percent <= 100;
      })
    );
  });
});
