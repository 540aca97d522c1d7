import { describe, expect, it } from 'vitest';
import {
  cachedSummary,
  cloudCreditEntitlement,
  isSETrial,
  purchaseEntitlementFlags,
  purchaseEntitlementSkipReason,
  seTrialCountryCode,
  type PurchaseEntitlementSummary,
} from './purchase-entitlements.ts';

function cloudCredit(attributes: Record<string, string>, isSaaSCustomer = false): PurchaseEntitlementSummary {
  return {
    id: 'ocid1.purchaseentitlement.oc1..cloudcm',
    name: 'Cloud credits',
    serviceDefinition: { type: 'CLOUDCM' },
    account: { isSaaSCustomer },
    customAttributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    promotion: {
      amount: 500,
      currencyUnit: 'USD',
      isIntentToPay: false,
      timeStart: '2024-01-01',
      timeEnd: '2024-03-01',
    },
  };
}

function saasApplication(type: string): PurchaseEntitlementSummary {
  return {
    id: `ocid1.purchaseentitlement.oc1..${type}`,
    name: type,
    serviceDefinition: { type },
    account: { isSaaSCustomer: true },
    customAttributes: [{ name: 'PROGRAM_TYPE', value: 'SAAS' }],
  };
}

describe('isSETrial', () => {
  it('is an SE trial when the CLOUDCM entitlement has PROGRAM_TYPE SE-TRIAL and intent to pay N', () => {
    expect(isSETrial([cloudCredit({ PROGRAM_TYPE: 'SE-TRIAL', PROMOTION_INTENT_TO_PAY: 'N' })])).toBe(true);
  });

  it('is an SE trial when the intent to pay attribute is missing (not Y)', () => {
    expect(isSETrial([cloudCredit({ PROGRAM_TYPE: 'SE-TRIAL' })])).toBe(true);
  });

  it('is not an SE trial once the customer intends to pay', () => {
    expect(isSETrial([cloudCredit({ PROGRAM_TYPE: 'SE-TRIAL', PROMOTION_INTENT_TO_PAY: 'Y' })])).toBe(false);
  });

  it('is not an SE trial for another program type or without a CLOUDCM entitlement', () => {
    expect(isSETrial([cloudCredit({ PROGRAM_TYPE: 'TRIAL', PROMOTION_INTENT_TO_PAY: 'N' })])).toBe(false);
    const notCloudCredit = { ...cloudCredit({ PROGRAM_TYPE: 'SE-TRIAL' }), serviceDefinition: { type: 'HCM' } };
    expect(isSETrial([notCloudCredit])).toBe(false);
    expect(isSETrial([])).toBe(false);
  });
});

describe('purchaseEntitlementFlags', () => {
  it('marks a SaaS customer whose applications share the cloud account', () => {
    const summaries = [cloudCredit({ PROGRAM_TYPE: 'PAYG' }, true), saasApplication('HCM'), saasApplication('ERP')];
    expect(purchaseEntitlementFlags(summaries)).toEqual({
      isSETrial: false,
      saasCustomer: true,
      saasCustomerInSameAccount: true,
    });
  });

  it('marks a SaaS customer in another account when the cloud credits are not the SaaS account', () => {
    const flags = purchaseEntitlementFlags([cloudCredit({ PROGRAM_TYPE: 'PAYG' }), saasApplication('CRM')]);
    expect(flags.saasCustomer).toBe(true);
    expect(flags.saasCustomerInSameAccount).toBe(false);
  });

  it('counts an entitlement the service marks as a SaaS customer even with a product code not in the list', () => {
    expect(purchaseEntitlementFlags([saasApplication('NEWAPP')]).saasCustomer).toBe(true);
  });

  it('is not a SaaS customer with cloud credits only', () => {
    expect(purchaseEntitlementFlags([cloudCredit({ PROGRAM_TYPE: 'PAYG' })])).toEqual({
      isSETrial: false,
      saasCustomer: false,
      saasCustomerInSameAccount: false,
    });
  });
});

describe('cachedSummary', () => {
  it('keeps id, name, serviceDefinition, account and the tracked attributes only', () => {
    const summary = cloudCredit({
      PROGRAM_TYPE: 'SE-TRIAL',
      PROMOTION_INTENT_TO_PAY: 'N',
      CUSTOMER_COUNTRY_CODE: 'DE',
      PROMOTION_TYPE: 'SE',
      SALES_CHANNEL: 'DIRECT',
    });
    expect(cachedSummary(summary)).toEqual({
      id: 'ocid1.purchaseentitlement.oc1..cloudcm',
      name: 'Cloud credits',
      serviceDefinition: { type: 'CLOUDCM' },
      account: { isSaaSCustomer: false },
      customAttributes: [
        { name: 'PROGRAM_TYPE', value: 'SE-TRIAL' },
        { name: 'PROMOTION_INTENT_TO_PAY', value: 'N' },
        { name: 'CUSTOMER_COUNTRY_CODE', value: 'DE' },
        { name: 'PROMOTION_TYPE', value: 'SE' },
      ],
    });
  });

  it('still tells an SE trial from its cached form', () => {
    const summaries = [cloudCredit({ PROGRAM_TYPE: 'SE-TRIAL', PROMOTION_INTENT_TO_PAY: 'N' })].map(cachedSummary);
    expect(isSETrial(summaries)).toBe(true);
    expect(cloudCreditEntitlement(summaries)?.id).toBe('ocid1.purchaseentitlement.oc1..cloudcm');
  });
});

describe('purchaseEntitlementSkipReason', () => {
  it('fetches in the realms R1, OC1, OC4 and OC17, whatever their case', () => {
    for (const realm of ['R1', 'oc1', 'OC4', 'oc17']) {
      expect(purchaseEntitlementSkipReason({ realm })).toBeNull();
    }
  });

  it('skips other realms', () => {
    for (const realm of ['oc2', 'OC3', 'oc19', '']) {
      expect(purchaseEntitlementSkipReason({ realm })).toBe('realm');
    }
  });

  it('skips a disconnected or blocked context even in a fetching realm', () => {
    expect(purchaseEntitlementSkipReason({ realm: 'oc1', disconnected: true })).toBe('disconnected');
    expect(purchaseEntitlementSkipReason({ realm: 'oc1', blocked: true })).toBe('blocked');
  });
});

describe('seTrialCountryCode', () => {
  const entitlement = cloudCredit({ CUSTOMER_COUNTRY_CODE: 'FR' });

  it('takes the billing address country first', () => {
    expect(
      seTrialCountryCode({ billingAddressCountry: 'de', purchaseEntitlement: entitlement, subscriptionCountry: 'US' })
    ).toBe('DE');
  });

  it('then the purchase entitlement country attribute', () => {
    expect(
      seTrialCountryCode({ billingAddressCountry: null, purchaseEntitlement: entitlement, subscriptionCountry: 'US' })
    ).toBe('FR');
  });

  it('then the subscription country', () => {
    expect(
      seTrialCountryCode({
        billingAddressCountry: ' ',
        purchaseEntitlement: cloudCredit({}),
        subscriptionCountry: 'US',
      })
    ).toBe('US');
  });

  it('is undefined when no source has one', () => {
    expect(seTrialCountryCode({ purchaseEntitlement: cloudCredit({}), subscriptionCountry: null })).toBeUndefined();
    expect(seTrialCountryCode({})).toBeUndefined();
  });
});
