// The realm's service health: which service is how healthy in which region, as the status page reports it.
import { createHash } from 'node:crypto';
import type { ConditionState } from '../../conditions.ts';
import { REGIONS } from '../../scenarios.ts';

/** A Statuspage component status. */
export type ComponentStatus =
  'operational' | 'degraded_performance' | 'partial_outage' | 'major_outage' | 'under_maintenance';

/** The provider's service status (spec 1 §3, Service health report). */
export type ServiceStatus = 'NormalPerformance' | 'ServiceDown' | 'ServiceDisruption' | 'Informational';

/** The services the status page lists in every region. */
export const STATUS_SERVICES: readonly { name: string; canonicalName: string }[] = [
  { name: 'Compute', canonicalName: 'compute' },
  { name: 'Block Volume', canonicalName: 'block-volume' },
  { name: 'Object Storage', canonicalName: 'object-storage' },
  { name: 'Networking', canonicalName: 'networking' },
  { name: 'Load Balancer', canonicalName: 'load-balancer' },
  { name: 'DNS', canonicalName: 'dns' },
  { name: 'Identity and Access Management', canonicalName: 'iam' },
  { name: 'Autonomous Database', canonicalName: 'autonomous-database' },
  { name: 'Container Engine for Kubernetes', canonicalName: 'oke' },
  { name: 'Functions', canonicalName: 'functions' },
  { name: 'Console', canonicalName: 'console' },
];

/** Display names of the realm's regions, as the status page heads its region groups. */
export const REGION_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  'us-ashburn-1': 'US East (Ashburn)',
  'us-phoenix-1': 'US West (Phoenix)',
  'eu-frankfurt-1': 'Germany Central (Frankfurt)',
  'uk-london-1': 'UK South (London)',
  'ca-toronto-1': 'Canada Southeast (Toronto)',
  'sa-saopaulo-1': 'Brazil East (Sao Paulo)',
  'ap-tokyo-1': 'Japan East (Tokyo)',
  'ap-sydney-1': 'Australia East (Sydney)',
};

/**
 * The seeded current events: one service down in one region, one disruption and one informational notice. The demo
 * tenancy subscribes to all three regions, so its console shows each kind.
 */
export const SEEDED_EVENTS: readonly { region: string; service: string; status: ComponentStatus }[] = [
  { region: 'us-phoenix-1', service: 'compute', status: 'major_outage' },
  { region: 'eu-frankfurt-1', service: 'object-storage', status: 'partial_outage' },
  { region: 'us-ashburn-1', service: 'autonomous-database', status: 'under_maintenance' },
];

const SERVICE_STATUS: Record<ComponentStatus, ServiceStatus> = {
  operational: 'NormalPerformance',
  degraded_performance: 'ServiceDisruption',
  partial_outage: 'ServiceDisruption',
  major_outage: 'ServiceDown',
  under_maintenance: 'Informational',
};

// Worst first: a region group shows the worst status of its services.
const SEVERITY: readonly ComponentStatus[] = [
  'major_outage',
  'partial_outage',
  'degraded_performance',
  'under_maintenance',
  'operational',
];

/** The service status a Statuspage component status stands for. */
export function serviceStatusOf(status: ComponentStatus): ServiceStatus {
  return SERVICE_STATUS[status];
}

/** One service in one region. */
export interface ServiceHealth {
  region: string;
  name: string;
  canonicalName: string;
  status: ComponentStatus;
}

/** Every service in every region, with the seeded events and the down regions of the runtime conditions applied. */
export function currentHealth(conditions: ConditionState): ServiceHealth[] {
  return REGIONS.flatMap(({ name: region }) =>
    STATUS_SERVICES.map(service => {
      const event = SEEDED_EVENTS.find(entry => entry.region === region && entry.service === service.canonicalName);
      const status: ComponentStatus = conditions.isRegionDown(region)
        ? 'major_outage'
        : (event?.status ?? 'operational');
      return { region, name: service.name, canonicalName: service.canonicalName, status };
    })
  );
}

/** The worst of several statuses. */
export function worstStatus(statuses: readonly ComponentStatus[]): ComponentStatus {
  return SEVERITY.find(status => statuses.includes(status)) ?? 'operational';
}

/** A stable 12-character Statuspage-style id. */
export function componentId(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 12);
}
