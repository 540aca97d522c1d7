import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_WEIGHT,
  groupPaasServices,
  mainConsoleHosts,
  serviceEntitlementSkipReason,
  type ServiceEntitlementRegistration,
} from './service-entitlements.ts';

const HOSTS = mainConsoleHosts({
  secondLevelDomain: 'oraclecloud.com',
  region: 'us-ashburn-1',
  consoleOrigin: 'http://localhost:5173',
});

function registration(overrides: Partial<ServiceEntitlementRegistration> = {}): ServiceEntitlementRegistration {
  return {
    id: 'ocid1.serviceentitlementregistration.oc1..analytics',
    dataCenters: ['us-ashburn-1'],
    dataRegion: 'NORTH_AMERICA',
    serviceDefinition: {
      id: 'analytics',
      displayName: 'Analytics Cloud',
      shortDisplayName: 'OAC',
      weight: 20,
      group: { id: 'DATA', displayName: 'Data Management', weight: 50 },
    },
    serviceInstanceEndPoints: [{ type: 'ADMIN_CONSOLE', url: 'https://oac.us-ashburn-1.example/admin' }],
    ...overrides,
  };
}

function service(id: string, name: string, weight: number | undefined, group?: { name: string; weight?: number }) {
  return registration({
    id,
    serviceDefinition: {
      id,
      displayName: name,
      shortDisplayName: name,
      weight,
      group: group ? { id: group.name.toUpperCase(), displayName: group.name, weight: group.weight } : null,
    },
    serviceInstanceEndPoints: [{ type: 'ADMIN_CONSOLE', url: `https://${id}.example/admin` }],
  });
}

describe('serviceEntitlementSkipReason', () => {
  it('lists a registration in the active region with an admin console elsewhere', () => {
    expect(serviceEntitlementSkipReason(registration(), 'us-ashburn-1', HOSTS)).toBeNull();
  });

  it('skips one without a data centre or without a data region', () => {
    expect(serviceEntitlementSkipReason(registration({ dataCenters: [] }), 'us-ashburn-1', HOSTS)).toBe(
      'no-data-center'
    );
    expect(serviceEntitlementSkipReason(registration({ dataCenters: null }), 'us-ashburn-1', HOSTS)).toBe(
      'no-data-center'
    );
    expect(serviceEntitlementSkipReason(registration({ dataRegion: undefined }), 'us-ashburn-1', HOSTS)).toBe(
      'no-data-center'
    );
  });

  it('skips one whose region differs from the active region', () => {
    expect(serviceEntitlementSkipReason(registration(), 'eu-frankfurt-1', HOSTS)).toBe('other-region');
  });

  it('matches the active region by its key as well as its name', () => {
    expect(serviceEntitlementSkipReason(registration({ dataCenters: ['IAD'] }), 'us-ashburn-1', HOSTS)).toBeNull();
  });

  it('skips one without an admin console endpoint', () => {
    const nonProduction = registration({
      serviceInstanceEndPoints: [{ type: 'ADMIN_CONSOLE_NON_PRODUCTION', url: 'https://test.example/admin' }],
    });
    expect(serviceEntitlementSkipReason(nonProduction, 'us-ashburn-1', HOSTS)).toBe('no-admin-console');
    expect(serviceEntitlementSkipReason(registration({ serviceInstanceEndPoints: [] }), 'us-ashburn-1', HOSTS)).toBe(
      'no-admin-console'
    );
  });

  it('skips one whose admin console URL starts with a main console host', () => {
    for (const url of [
      'https://cloud.oracle.com/analytics',
      'https://console.us-ashburn-1.oraclecloud.com/analytics',
      'http://localhost:5173/analytics',
    ]) {
      const pointsHome = registration({ serviceInstanceEndPoints: [{ type: 'ADMIN_CONSOLE', url }] });
      expect(serviceEntitlementSkipReason(pointsHome, 'us-ashburn-1', HOSTS)).toBe('main-console');
    }
  });
});

describe('groupPaasServices', () => {
  it('groups listed services by group name, ordered by weight then name', () => {
    const groups = groupPaasServices(
      [
        service('integration', 'Integration', 10, { name: 'Application Development', weight: 20 }),
        service('apex', 'APEX', 5, { name: 'Application Development', weight: 20 }),
        service('analytics', 'Analytics Cloud', 20, { name: 'Data Management', weight: 10 }),
        service('visual', 'Visual Builder', 10, { name: 'Application Development', weight: 20 }),
      ],
      'us-ashburn-1',
      HOSTS
    );
    expect(groups.map(group => [group.name, group.services.map(entry => entry.displayName)])).toEqual([
      ['Data Management', ['Analytics Cloud']],
      ['Application Development', ['APEX', 'Integration', 'Visual Builder']],
    ]);
    expect(groups[1]?.services[0]).toEqual({
      id: 'apex',
      displayName: 'APEX',
      shortDisplayName: 'APEX',
      weight: 5,
      url: 'https://apex.example/admin',
      openInNewTab: true,
    });
  });

  it('gives services and groups without a weight the default weight 9999, after weighted ones', () => {
    const groups = groupPaasServices(
      [
        service('blockchain', 'Blockchain', undefined, { name: 'Other' }),
        service('digital', 'Digital Assistant', undefined, { name: 'AI', weight: 1 }),
        service('content', 'Content', 1, { name: 'AI', weight: 1 }),
        service('standalone', 'Standalone', 3),
      ],
      'us-ashburn-1',
      HOSTS
    );
    expect(groups.map(group => [group.name, group.weight])).toEqual([
      ['AI', 1],
      [null, DEFAULT_ORDER_WEIGHT],
      ['Other', DEFAULT_ORDER_WEIGHT],
    ]);
    expect(groups[0]?.services.map(entry => [entry.displayName, entry.weight])).toEqual([
      ['Content', 1],
      ['Digital Assistant', DEFAULT_ORDER_WEIGHT],
    ]);
  });

  it('leaves out skipped registrations and lists a service registered twice once', () => {
    const groups = groupPaasServices(
      [
        service('apex', 'APEX', 5, { name: 'Development' }),
        service('apex', 'APEX', 5, { name: 'Development' }),
        registration({ dataCenters: ['eu-frankfurt-1'] }),
      ],
      'us-ashburn-1',
      HOSTS
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.services.map(entry => entry.id)).toEqual(['apex']);
  });

  it('is empty when nothing is in the active region', () => {
    expect(groupPaasServices([registration()], 'ap-tokyo-1', HOSTS)).toEqual([]);
  });
});
