// What the Dashboard tab's widgets show of their data: resource counts by type (resource search, spec 2 §7), the
// latest announcements, the active region's service health (spec 1 §3) and recent links. Chosen throughout: the spec
// names the widgets' data sources only.

/**
 * The structured query whose answers are counted (the local cloud's supported subset, and the provider's): every
 * resource of the region the search runs in, plus global ones such as users and compartments.
 */
export const ALL_RESOURCES_QUERY = 'query all resources';

/**
 * The most resources counted. Chosen: five pages of the service's largest page (1000); a tenancy with more sees the
 * counts of the first 5,000 and is told so.
 */
export const RESOURCE_COUNT_LIMIT = 5000;

/** Resource types shown before "and {count} more types" (chosen: fits the widget's height). */
export const RESOURCE_TYPES_SHOWN = 6;

/** Announcements the widget lists (chosen: fits the widget's height). */
export const ANNOUNCEMENTS_SHOWN = 4;

/** Services with an issue the health widget lists. */
export const HEALTH_ISSUES_SHOWN = 4;

/** How many resources of one type were found. */
export interface ResourceTypeCount {
  resourceType: string;
  count: number;
}

/** Counts resources by type, most first, ties by type name (so the order never jumps between loads). */
export function countResourcesByType(items: readonly { resourceType: string }[]): ResourceTypeCount[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.resourceType, (counts.get(item.resourceType) ?? 0) + 1);
  return [...counts]
    .map(([resourceType, count]) => ({ resourceType, count }))
    .sort(
      (a, b) => b.count - a.count || (a.resourceType < b.resourceType ? -1 : a.resourceType > b.resourceType ? 1 : 0)
    );
}

/** The structured query that lists one resource type (what a count links to on the search page). */
export function resourceTypeQuery(resourceType: string): string {
  return `query ${resourceType} resources`;
}

/** Catalog id of a resource type's plural label; null for a type this build has no label for (its name shows). */
export function resourceTypeLabel(resourceType: string): string | null {
  const known = [
    'Instance',
    'Vcn',
    'Subnet',
    'Bucket',
    'Volume',
    'AutonomousDatabase',
    'LoadBalancer',
    'User',
    'Compartment',
    'OrmStack',
  ];
  return known.includes(resourceType) ? `homeDashboard.resourceType.${resourceType}` : null;
}

/** An announcement as the widget reads it. */
export interface AnnouncementFacts {
  id: string;
  summary: string;
  announcementType: string;
  timeCreated?: string | null;
}

function timeValue(value: string | null | undefined): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The announcements the widget lists: newest first (those without a time last), at most `shown`. */
export function latestAnnouncements<T extends AnnouncementFacts>(
  items: readonly T[],
  shown = ANNOUNCEMENTS_SHOWN
): T[] {
  return [...items].sort((a, b) => timeValue(b.timeCreated) - timeValue(a.timeCreated)).slice(0, shown);
}

/** How a service status reads (spec 1 §3 status values); a value this build does not know is `unknown`. */
export type HealthTone = 'down' | 'disruption' | 'information' | 'normal' | 'unknown';

const HEALTH_TONES: Readonly<Record<string, HealthTone>> = {
  ServiceDown: 'down',
  ServiceDisruption: 'disruption',
  Informational: 'information',
  NormalPerformance: 'normal',
};

/** The tone of a service status. */
export function healthTone(serviceStatus: string): HealthTone {
  return HEALTH_TONES[serviceStatus] ?? 'unknown';
}

const SEVERITY: readonly HealthTone[] = ['down', 'disruption', 'unknown', 'information'];

/** One service's status in a region. */
export interface ServiceHealthFacts {
  serviceStatus: string;
  serviceName: string;
  serviceCanonicalName: string;
}

/** What the health widget shows of a region's report. */
export interface HealthOverview {
  /** Services the report covers. */
  total: number;
  /** Services not performing normally, the worst first, then by name. */
  issues: ServiceHealthFacts[];
  /** Services down or disrupted; the others of `issues` are notices (information, a status this build does not know). */
  outages: number;
}

/** A region's report as the widget shows it: how many services, those with an issue (worst first), how many are out. */
export function healthOverview(reports: readonly ServiceHealthFacts[]): HealthOverview {
  const issues = reports
    .filter(report => healthTone(report.serviceStatus) !== 'normal')
    .sort(
      (a, b) =>
        SEVERITY.indexOf(healthTone(a.serviceStatus)) - SEVERITY.indexOf(healthTone(b.serviceStatus)) ||
        a.serviceName.localeCompare(b.serviceName)
    );
  const outages = issues.filter(report => ['down', 'disruption'].includes(healthTone(report.serviceStatus))).length;
  return { total: reports.length, issues, outages };
}
