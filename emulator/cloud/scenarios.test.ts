import { describe, expect, it } from 'vitest';
import { REGIONS, SCENARIOS } from './scenarios.ts';

describe('scenarios', () => {
  it('have unique keys, tenancy names, OCIDs and user names', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(SCENARIOS.map(entry => entry.key))).toBe(true);
    expect(unique(SCENARIOS.map(entry => entry.name))).toBe(true);
    expect(unique(SCENARIOS.map(entry => entry.id))).toBe(true);
    expect(unique(SCENARIOS.flatMap(entry => entry.users.map(user => user.name)))).toBe(true);
  });

  it('subscribe only to known regions, the home region included', () => {
    const known = REGIONS.map(region => region.name);
    for (const entry of SCENARIOS) {
      expect(entry.subscribedRegions, entry.key).toContain(entry.homeRegion);
      for (const region of entry.subscribedRegions) expect(known, entry.key).toContain(region);
    }
    expect(Math.max(...SCENARIOS.map(entry => entry.subscribedRegions.length))).toBeGreaterThanOrEqual(4);
  });

  it('cover every user kind and the account states the console distinguishes', () => {
    const kinds = new Set(SCENARIOS.flatMap(entry => entry.users.map(user => user.kind)));
    expect([...kinds].sort()).toEqual([
      'federated',
      'identity-domain',
      'legacy-identity-service',
      'native',
      'operator',
    ]);
    const statuses = new Set(SCENARIOS.map(entry => entry.account.promotionStatus));
    expect([...statuses].sort()).toEqual(['active', 'expired', 'grace_period', 'none']);
    expect(SCENARIOS.some(entry => entry.account.freeTierOnly && entry.account.promotionStatus === 'none')).toBe(true);
    expect(SCENARIOS.some(entry => entry.seTrial && entry.customerCountryCode === null)).toBe(true);
    expect(
      SCENARIOS.some(entry => entry.definedTags['internal-reserved']?.['usage-type']?.startsWith('production-'))
    ).toBe(true);
  });
});
