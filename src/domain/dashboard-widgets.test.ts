import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS_SHOWN,
  countResourcesByType,
  healthOverview,
  healthTone,
  latestAnnouncements,
  resourceTypeLabel,
  resourceTypeQuery,
  type HealthTone,
} from './dashboard-widgets.ts';

const resources = (...types: string[]) => types.map(resourceType => ({ resourceType }));

describe('resource counts', () => {
  it.each<[string, string[], { resourceType: string; count: number }[]]>([
    ['nothing', [], []],
    ['one type', ['Instance', 'Instance'], [{ resourceType: 'Instance', count: 2 }]],
    [
      'most first',
      ['Vcn', 'Instance', 'Instance', 'Bucket', 'Instance', 'Bucket'],
      [
        { resourceType: 'Instance', count: 3 },
        { resourceType: 'Bucket', count: 2 },
        { resourceType: 'Vcn', count: 1 },
      ],
    ],
    [
      'ties by type name',
      ['Volume', 'Bucket', 'User'],
      [
        { resourceType: 'Bucket', count: 1 },
        { resourceType: 'User', count: 1 },
        { resourceType: 'Volume', count: 1 },
      ],
    ],
  ])('counts %s', (_label, types, expected) => {
    expect(countResourcesByType(resources(...types))).toEqual(expected);
  });

  it.each([
    ['Instance', 'query Instance resources'],
    ['AutonomousDatabase', 'query AutonomousDatabase resources'],
  ])('lists %s with %j', (type, query) => {
    expect(resourceTypeQuery(type)).toBe(query);
  });

  it.each([
    ['Instance', 'homeDashboard.resourceType.Instance'],
    ['Vcn', 'homeDashboard.resourceType.Vcn'],
    ['Compartment', 'homeDashboard.resourceType.Compartment'],
    ['OrmStack', 'homeDashboard.resourceType.OrmStack'],
    ['DrgAttachment', null],
    ['instance', null],
  ])('labels %s with %s', (type, id) => {
    expect(resourceTypeLabel(type)).toBe(id);
  });
});

describe('the latest announcements', () => {
  const announcement = (id: string, timeCreated?: string | null) => ({
    id,
    summary: id,
    announcementType: 'INFORMATION',
    timeCreated,
  });

  it('lists the newest first, those without a valid time last, at most the number shown', () => {
    const items = [
      announcement('old', '2026-01-01T00:00:00Z'),
      announcement('none'),
      announcement('new', '2026-03-01T00:00:00Z'),
      announcement('bad', 'yesterday'),
      announcement('middle', '2026-02-01T00:00:00Z'),
    ];
    expect(latestAnnouncements(items).map(item => item.id)).toEqual(
      ['new', 'middle', 'old', 'none', 'bad'].slice(0, ANNOUNCEMENTS_SHOWN)
    );
    expect(latestAnnouncements(items, 2).map(item => item.id)).toEqual(['new', 'middle']);
    expect(latestAnnouncements([])).toEqual([]);
  });
});

describe('service health', () => {
  it.each<[string, HealthTone]>([
    ['ServiceDown', 'down'],
    ['ServiceDisruption', 'disruption'],
    ['Informational', 'information'],
    ['NormalPerformance', 'normal'],
    ['Degraded', 'unknown'],
    ['servicedown', 'unknown'],
  ])('%s reads as %s', (status, tone) => {
    expect(healthTone(status)).toBe(tone);
  });

  const report = (serviceName: string, serviceStatus: string) => ({
    serviceName,
    serviceStatus,
    serviceCanonicalName: serviceName.toLowerCase(),
  });

  it('counts the services and lists those with an issue, the worst first, then by name', () => {
    const overview = healthOverview([
      report('Object Storage', 'NormalPerformance'),
      report('Autonomous Database', 'Informational'),
      report('Networking', 'ServiceDisruption'),
      report('Compute', 'ServiceDown'),
      report('Audit', 'Whatever'),
      report('Block Volume', 'ServiceDisruption'),
    ]);
    expect(overview.total).toBe(6);
    expect(overview.outages).toBe(3);
    expect(overview.issues.map(issue => issue.serviceName)).toEqual([
      'Compute',
      'Block Volume',
      'Networking',
      'Audit',
      'Autonomous Database',
    ]);
  });

  it('has no issues when every service performs normally, or there are none', () => {
    expect(healthOverview([report('Compute', 'NormalPerformance')])).toEqual({ total: 1, issues: [], outages: 0 });
    expect(healthOverview([])).toEqual({ total: 0, issues: [], outages: 0 });
  });

  it('counts information and unknown statuses as notices, not outages', () => {
    const overview = healthOverview([report('Compute', 'Informational'), report('Audit', 'Whatever')]);
    expect(overview).toMatchObject({ total: 2, outages: 0 });
    expect(overview.issues.map(issue => issue.serviceName)).toEqual(['Audit', 'Compute']);
  });
});
