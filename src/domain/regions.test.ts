import { describe, expect, it } from 'vitest';
import {
  classifyDomainFailure,
  domainRegionProblem,
  domainReplication,
  isHomeRegionUp,
  isInDomainHashRollout,
  isValidRegionValue,
  realmName,
  regionFriendlyName,
  resolveRegionValue,
} from './regions.ts';

describe('isValidRegionValue', () => {
  it('accepts r1, us-seattle-1 and known regions only', () => {
    expect(isValidRegionValue('r1')).toBe(true);
    expect(isValidRegionValue('us-seattle-1')).toBe(true);
    expect(isValidRegionValue('eu-frankfurt-1')).toBe(true);
    expect(isValidRegionValue('home')).toBe(false);
    expect(isValidRegionValue('mars-olympus-1')).toBe(false);
    expect(isValidRegionValue('')).toBe(false);
  });
});

describe('regionFriendlyName', () => {
  it('names a known region and keeps an unknown one as it is', () => {
    expect(regionFriendlyName('us-ashburn-1')).toBe('US East (Ashburn)');
    expect(regionFriendlyName('xx-nowhere-1')).toBe('xx-nowhere-1');
  });
});

describe('resolveRegionValue', () => {
  it("treats 'home' as the home region", () => {
    expect(resolveRegionValue('home', 'eu-frankfurt-1')).toBe('eu-frankfurt-1');
    expect(resolveRegionValue('home', null)).toBeNull();
  });
  it('keeps a valid region and drops an invalid one', () => {
    expect(resolveRegionValue('us-phoenix-1', 'eu-frankfurt-1')).toBe('us-phoenix-1');
    expect(resolveRegionValue('nowhere', 'eu-frankfurt-1')).toBeNull();
  });
});

describe('domainReplication', () => {
  it('lists enabled and enabling replicas apart and ignores other states', () => {
    expect(
      domainReplication([
        { region: 'eu-frankfurt-1', state: 'REPLICATION_ENABLED' },
        { region: 'us-phoenix-1', state: 'ENABLING_REPLICATION' },
        { region: 'uk-london-1', state: 'DISABLING_REPLICATION' },
        { region: 'ap-tokyo-1', state: 'REPLICATION_ENABLED' },
      ])
    ).toEqual({ enabled: ['eu-frankfurt-1', 'ap-tokyo-1'], enabling: ['us-phoenix-1'] });
    expect(domainReplication([])).toEqual({ enabled: [], enabling: [] });
  });
});

describe('domainRegionProblem', () => {
  const replication = { enabled: ['eu-frankfurt-1'], enabling: ['us-phoenix-1'] };

  it('has none in the domain home region or an enabled replica', () => {
    expect(domainRegionProblem('us-ashburn-1', 'us-ashburn-1', replication)).toBeNull();
    expect(domainRegionProblem('eu-frankfurt-1', 'us-ashburn-1', replication)).toBeNull();
  });
  it('reports a region still being replicated', () => {
    expect(domainRegionProblem('us-phoenix-1', 'us-ashburn-1', replication)).toBe('region-in-replication');
  });
  it('reports a region the domain is not replicated to', () => {
    expect(domainRegionProblem('ap-tokyo-1', 'us-ashburn-1', replication)).toBe('region-not-replicated');
    expect(domainRegionProblem('eu-frankfurt-1', 'us-ashburn-1', { enabled: [], enabling: [] })).toBe(
      'region-not-replicated'
    );
  });
});

describe('classifyDomainFailure', () => {
  it('reads the domain-migration 404 as a tenancy that is not migrated', () => {
    expect(
      classifyDomainFailure({
        status: 404,
        message: 'The domain-migration feature is not enabled for this tenancy: its identity service is not migrated.',
      })
    ).toBe('not-migrated');
  });
  it('reads any other 404 as an authorization failure', () => {
    expect(
      classifyDomainFailure({ status: 404, message: 'Authorization failed or requested resource not found.' })
    ).toBe('unauthorized');
  });
  it('leaves every other failure to the cache', () => {
    expect(classifyDomainFailure({ status: 500, message: 'The domain-migration feature is not enabled' })).toBe(
      'other'
    );
    expect(classifyDomainFailure({ status: 0, message: 'timeout' })).toBe('other');
  });
});

describe('isHomeRegionUp', () => {
  it('is up unless listed among the down regions', () => {
    expect(isHomeRegionUp('us-ashburn-1', [])).toBe(true);
    expect(isHomeRegionUp('us-ashburn-1', ['eu-frankfurt-1'])).toBe(true);
    expect(isHomeRegionUp('us-ashburn-1', ['eu-frankfurt-1', 'us-ashburn-1'])).toBe(false);
  });
});

describe('isInDomainHashRollout', () => {
  it('takes the last hex digit modulo 10 in 0 to 5', () => {
    expect(isInDomainHashRollout('ocid1.tenancy.oc1..aaa0')).toBe(true);
    expect(isInDomainHashRollout('ocid1.tenancy.oc1..aaa5')).toBe(true);
    expect(isInDomainHashRollout('ocid1.tenancy.oc1..aaa6')).toBe(false);
    expect(isInDomainHashRollout('ocid1.tenancy.oc1..aaa9')).toBe(false);
    // a (10) and f (15) wrap around: 0 is in, 5 is in.
    expect(isInDomainHashRollout('ocid1.tenancy.oc1..aaaa')).toBe(true);
    expect(isInDomainHashRollout('ocid1.tenancy.oc1..aaaF')).toBe(true);
    expect(isInDomainHashRollout('ocid1.tenancy.oc1..aaab')).toBe(true);
  });
  it('leaves an id ending in a non-hex character outside', () => {
    expect(isInDomainHashRollout('ocid1.tenancy.oc1..aaaz')).toBe(false);
    expect(isInDomainHashRollout('')).toBe(false);
  });
});

describe('realmName', () => {
  it('writes the realm key as the spec writes realms', () => {
    expect(realmName('oc1')).toBe('OC1');
  });
});
