import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { REGIONS } from '../../scenarios.ts';
import { identityService } from '../identity/module.ts';
import { STATUS_SERVICES } from './health.ts';
import { statusPageService } from './module.ts';

const origins = localOrigins();
let cloud: Cloud;

interface Component {
  id: string;
  name: string;
  status: string;
  group: boolean;
  group_id: string | null;
  region: string;
  components?: string[];
}

interface Document {
  page: { name: string; updated_at: string };
  components: Component[];
  regionHealthReports: {
    regionCanonicalName: string;
    serviceHealthReports: { serviceStatus: string; serviceName: string; serviceCanonicalName: string }[];
  }[];
}

beforeAll(async () => {
  cloud = await createCloud({ origins, services: [identityService, statusPageService] });
});
afterAll(() => cloud.close());

async function components(): Promise<Document> {
  const response = await cloud.app.request(`${origins.cloudOrigin}/status/api/v2/components.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

function report(document: Document, region: string, service: string) {
  return document.regionHealthReports
    .find(entry => entry.regionCanonicalName === region)
    ?.serviceHealthReports.find(entry => entry.serviceCanonicalName === service);
}

describe('GetStatusComponents', () => {
  it('lists one group per region holding one component per service', async () => {
    const document = await components();
    const groups = document.components.filter(component => component.group);
    expect(groups.map(group => group.region)).toEqual(REGIONS.map(region => region.name));
    for (const group of groups) {
      const children = document.components.filter(component => component.group_id === group.id);
      expect(children).toHaveLength(STATUS_SERVICES.length);
      expect(group.components).toEqual(children.map(child => child.id));
    }
  });

  it('shows the seeded outage, disruption and notice in both shapes', async () => {
    const document = await components();
    const phoenix = document.components.filter(component => component.region === 'us-phoenix-1');
    expect(phoenix.find(component => component.name === 'Compute')?.status).toBe('major_outage');
    expect(phoenix.find(component => component.group)?.status).toBe('major_outage');
    expect(report(document, 'us-phoenix-1', 'compute')).toEqual({
      serviceStatus: 'ServiceDown',
      serviceName: 'Compute',
      serviceCanonicalName: 'compute',
    });
    expect(report(document, 'eu-frankfurt-1', 'object-storage')?.serviceStatus).toBe('ServiceDisruption');
    expect(report(document, 'us-ashburn-1', 'autonomous-database')?.serviceStatus).toBe('Informational');
    expect(report(document, 'uk-london-1', 'compute')?.serviceStatus).toBe('NormalPerformance');
    const statuses = new Set(document.components.map(component => component.status));
    for (const status of statuses) {
      expect(['operational', 'degraded_performance', 'partial_outage', 'major_outage', 'under_maintenance']).toContain(
        status
      );
    }
  });

  it('marks every service of a region down while the region-down condition holds', async () => {
    cloud.conditions.apply({ condition: 'home-region-down', on: true, region: 'uk-london-1' });
    try {
      const document = await components();
      const london = document.regionHealthReports.find(entry => entry.regionCanonicalName === 'uk-london-1');
      expect(london?.serviceHealthReports.every(entry => entry.serviceStatus === 'ServiceDown')).toBe(true);
    } finally {
      cloud.conditions.reset();
    }
    expect(report(await components(), 'uk-london-1', 'compute')?.serviceStatus).toBe('NormalPerformance');
  });
});

describe('GetStatusPage', () => {
  it('serves the page the document names, with the same statuses as text, without scripts', async () => {
    const document = await components();
    const response = await cloud.app.request(`${origins.cloudOrigin}/status`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(`${origins.cloudOrigin}/status`).toBe((document.page as { url?: string }).url);
    expect(page).toContain('<h1>Oracle Cloud Infrastructure status</h1>');
    expect(page).toContain('<h2 id="r-us-phoenix-1">US West (Phoenix)</h2>');
    expect(page).toContain('<tr><th scope="row">Compute</th><td class="issue">⚠ Major outage</td></tr>');
    expect(page).not.toContain('<script');
    expect(page.match(/<section/g)).toHaveLength(REGIONS.length);
  });
});
