import { describe, expect, it } from 'vitest';
import { customerTypeOf } from './customer-type.ts';

const account = { freeTierOnly: false, promotionStatus: 'none', promotionUpgraded: false };

describe('customerTypeOf', () => {
  it('names internal, free-tier, trial, paid and pay-as-you-go accounts', () => {
    expect(customerTypeOf({ accountInfo: account, isInternal: true })).toBe('Internal');
    expect(customerTypeOf({ accountInfo: { ...account, freeTierOnly: true }, isInternal: false })).toBe('Free-Tier');
    expect(customerTypeOf({ accountInfo: { ...account, promotionStatus: 'ACTIVE' }, isInternal: false })).toBe('Trial');
    expect(customerTypeOf({ accountInfo: { ...account, promotionStatus: 'GracePeriod' }, isInternal: false })).toBe(
      'Trial'
    );
    expect(
      customerTypeOf({
        accountInfo: { ...account, promotionStatus: 'active', promotionUpgraded: true },
        isInternal: false,
      })
    ).toBe('Paid');
    expect(customerTypeOf({ accountInfo: { ...account, promotionStatus: 'Paid' }, isInternal: false })).toBe('Paid');
    expect(customerTypeOf({ accountInfo: account, isInternal: false })).toBe('PayGo');
  });

  it('is unknown without account info', () => {
    expect(customerTypeOf({ accountInfo: null, isInternal: false })).toBe('Unknown');
  });
});

describe('customerTypeOf for employees and converted promotions', () => {
  it('classes company e-mail users and the employee program as Internal, never free, trial or paid', () => {
    const trial = { ...account, promotionStatus: 'active' };
    expect(customerTypeOf({ accountInfo: trial, isInternal: false, hasCompanyEmail: true })).toBe('Internal');
    expect(customerTypeOf({ accountInfo: { ...trial, programType: 'EMPLOYEE' }, isInternal: false })).toBe('Internal');
  });

  it('counts intent to pay while active as Paid', () => {
    const converted = { ...account, promotionStatus: 'active', intentToPay: true };
    expect(customerTypeOf({ accountInfo: converted, isInternal: false })).toBe('Paid');
  });
});
