import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreementProperties,
  canAcceptTerms,
  countryEntity,
  groupByEntity,
  profileAgreement,
  seTrialExemption,
  seTrialScreen,
  type CountryLegalEntity,
  type SeTrialFacts,
} from './se-trial.ts';

const REQUIRED: SeTrialFacts = {
  isSETrial: true,
  intentToPay: false,
  disconnected: false,
  overridden: false,
  email: 'prospect@example.com',
  hasCompanyEmail: false,
  userPreferenceAccepted: false,
  tenancyPreferenceAccepted: false,
  profileAgreement: 'none',
};

describe('seTrialExemption', () => {
  it.each<[string, Partial<SeTrialFacts>, ReturnType<typeof seTrialExemption>]>([
    ['an SE trial with nothing accepted needs the terms', {}, null],
    ['not an SE trial', { isSETrial: false }, 'not-se-trial'],
    ['intent to pay', { intentToPay: true }, 'intent-to-pay'],
    ['a disconnected region', { disconnected: true }, 'disconnected'],
    ['an operator (BOAT) override', { overridden: true }, 'overridden'],
    ['no e-mail', { email: null }, 'no-email'],
    ['an empty e-mail', { email: '  ' }, 'no-email'],
    ['a company e-mail', { email: 'se@oracle.com', hasCompanyEmail: true }, 'company-email'],
    ['accepted in the user preferences', { userPreferenceAccepted: true }, 'user-preference'],
    ['the tenancy preference set', { tenancyPreferenceAccepted: true }, 'tenancy-preference'],
    ['the profile holding both properties', { profileAgreement: 'all' }, 'profile'],
    ['a profile holding one property still needs the terms', { profileAgreement: 'some' }, null],
    ['not an SE trial wins over everything', { isSETrial: false, intentToPay: true, email: null }, 'not-se-trial'],
  ])('%s', (_name, facts, expected) => {
    expect(seTrialExemption({ ...REQUIRED, ...facts })).toBe(expected);
  });

  it('requires the terms only when no exemption holds (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          isSETrial: fc.boolean(),
          intentToPay: fc.boolean(),
          disconnected: fc.boolean(),
          overridden: fc.boolean(),
          email: fc.option(fc.constantFrom('a@example.com', '', 'b@oracle.com')),
          hasCompanyEmail: fc.boolean(),
          userPreferenceAccepted: fc.boolean(),
          tenancyPreferenceAccepted: fc.boolean(),
          profileAgreement: fc.constantFrom('none' as const, 'some' as const, 'all' as const),
        }),
        facts => {
          const exempt =
            !facts.isSETrial ||
            facts.intentToPay ||
            facts.disconnected ||
            facts.overridden ||
            !facts.email ||
            facts.hasCompanyEmail ||
            facts.userPreferenceAccepted ||
            facts.tenancyPreferenceAccepted ||
            facts.profileAgreement === 'all';
          expect(seTrialExemption(facts) !== null).toBe(exempt);
        }
      )
    );
  });
});

describe('profileAgreement and agreementProperties', () => {
  it.each<[string[], ReturnType<typeof profileAgreement>]>([
    [[], 'none'],
    [['other'], 'none'],
    [['accepted-by'], 'some'],
    [['accepted-on', 'other'], 'some'],
    [['accepted-on', 'accepted-by'], 'all'],
  ])('%j holds %s', (names, expected) => {
    expect(profileAgreement(names)).toBe(expected);
  });

  it('records the e-mail and the ISO time, both CUSTOMER_READ', () => {
    expect(agreementProperties('se.trial@example.com', new Date('2026-11-26T05:00:00Z'))).toEqual([
      { name: 'accepted-by', value: 'se.trial@example.com', modes: ['CUSTOMER_READ'] },
      { name: 'accepted-on', value: '2026-11-26T05:00:00.000Z', modes: ['CUSTOMER_READ'] },
    ]);
  });
});

describe('seTrialScreen', () => {
  it.each<[string, Parameters<typeof seTrialScreen>[0], ReturnType<typeof seTrialScreen>]>([
    [
      'exempt: nothing',
      { exemption: 'profile', countryCode: 'DE', missingCountryFeature: false, hasPromotion: true },
      { kind: 'none', reason: 'profile' },
    ],
    [
      'a country: the terms with it',
      { exemption: null, countryCode: 'DE', missingCountryFeature: true, hasPromotion: false },
      { kind: 'terms', countryCode: 'DE' },
    ],
    [
      'no country, feature off: the terms anyway',
      { exemption: null, countryCode: undefined, missingCountryFeature: false, hasPromotion: false },
      { kind: 'terms', countryCode: undefined },
    ],
    [
      'no country, feature on, no promotion: the error screen',
      { exemption: null, countryCode: undefined, missingCountryFeature: true, hasPromotion: false },
      { kind: 'missing-country' },
    ],
    [
      'no country, feature on, a promotion: nothing (logged)',
      { exemption: null, countryCode: undefined, missingCountryFeature: true, hasPromotion: true },
      { kind: 'none', reason: 'missing-country' },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(seTrialScreen(facts)).toEqual(expected);
  });
});

describe('canAcceptTerms', () => {
  it.each([
    [false, false, false],
    [true, false, false],
    [false, true, false],
    [true, true, true],
  ])('reviewed %s, have read %s → %s', (reviewedGeneralTerms, haveRead, expected) => {
    expect(canAcceptTerms({ reviewedGeneralTerms, haveRead })).toBe(expected);
  });
});

const TABLE: CountryLegalEntity[] = [
  { countryCode: 'DE', countryName: 'Germany', orgNameId: 'emea', orgName: 'Oracle EMEA Limited', url: 'u1' },
  { countryCode: 'US', countryName: 'United States', orgNameId: 'us', orgName: 'Oracle America, Inc.', url: 'u2' },
  { countryCode: 'AT', countryName: 'Austria', orgNameId: 'emea', orgName: 'Oracle EMEA Limited', url: 'u1' },
  { countryCode: 'CA', countryName: 'Canada', orgNameId: 'us', orgName: 'Oracle America, Inc.', url: 'u2' },
];

describe('countryEntity and groupByEntity', () => {
  it('finds a country without regard to case, and nothing for an unknown or absent code', () => {
    expect(countryEntity(TABLE, 'de')?.orgName).toBe('Oracle EMEA Limited');
    expect(countryEntity(TABLE, 'ZZ')).toBeUndefined();
    expect(countryEntity(TABLE, undefined)).toBeUndefined();
  });

  it('groups by entity, entities and countries by name', () => {
    expect(groupByEntity(TABLE, 'en')).toEqual([
      {
        orgNameId: 'us',
        orgName: 'Oracle America, Inc.',
        url: 'u2',
        countries: [
          { countryCode: 'CA', countryName: 'Canada' },
          { countryCode: 'US', countryName: 'United States' },
        ],
      },
      {
        orgNameId: 'emea',
        orgName: 'Oracle EMEA Limited',
        url: 'u1',
        countries: [
          { countryCode: 'AT', countryName: 'Austria' },
          { countryCode: 'DE', countryName: 'Germany' },
        ],
      },
    ]);
  });

  it('lists every country exactly once (property)', () => {
    const entry = fc.record({
      countryCode: fc.stringMatching(/^[A-Z]{2}$/),
      countryName: fc.string({ minLength: 1, maxLength: 8 }),
      orgNameId: fc.constantFrom('a', 'b', 'c'),
      orgName: fc.constantFrom('Alpha', 'Beta', 'Gamma'),
      url: fc.constant('u'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: row => row.countryCode }), table => {
        const codes = groupByEntity(table, 'en').flatMap(group => group.countries.map(country => country.countryCode));
        expect([...codes].sort()).toEqual(table.map(row => row.countryCode).sort());
      })
    );
  });
});
