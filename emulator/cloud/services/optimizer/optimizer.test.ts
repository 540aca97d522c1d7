import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { callersFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';
import { COST_CATEGORY_NAME } from './seed.ts';

const API = (region: string) => `/optimizer/${region}/20200606/categories`;

interface Category {
  id: string;
  name: string;
  estimatedCostSaving: number;
  resourceCounts: { status: string; count: number }[];
  extendedMetadata: Record<string, string>;
  timeCreated: string;
}

let cloud: Cloud;
let payg: ScenarioCaller;
let trial: ScenarioCaller;
let free: ScenarioCaller;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [payg, trial, free] = await callersFor(cloud, ['paid-payg', 'free-trial', 'always-free'] as const);
});
afterAll(() => cloud.close());

function counts(category: Category | undefined): Record<string, number> {
  return Object.fromEntries((category?.resourceCounts ?? []).map(entry => [entry.status, entry.count]));
}

describe('categories (20200606)', () => {
  it('requires compartmentId and compartmentIdInSubtree, naming each', async () => {
    const noSubtree = await payg.call('GET', `${API('us-ashburn-1')}?compartmentId=${payg.tenancyId}`);
    expect(await noSubtree.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentIdInSubtree when calling ListCategories.',
    });
    const noCompartment = await payg.call('GET', `${API('us-ashburn-1')}?compartmentIdInSubtree=true`);
    expect(((await noCompartment.json()) as { message: string }).message).toMatch(/compartmentId when/);
  });

  it('gives the trial a cost category with savings in its currency and PENDING/IMPLEMENTED counts', async () => {
    const { items } = await trial.json<{ items: Category[] }>(
      'GET',
      `${API('us-ashburn-1')}?compartmentId=${trial.tenancyId}&compartmentIdInSubtree=true&name=${COST_CATEGORY_NAME}`
    );
    expect(items).toHaveLength(1);
    const cost = items[0];
    expect(cost?.estimatedCostSaving).toBeGreaterThan(0);
    expect(cost?.extendedMetadata.currencyCode).toBe('USD');
    expect(counts(cost).PENDING).toBeGreaterThan(0);
    expect(counts(cost).IMPLEMENTED).toBeGreaterThan(0);
  });

  it('gives an Always Free tenancy nothing to save', async () => {
    const { items } = await free.json<{ items: Category[] }>(
      'GET',
      `${API('uk-london-1')}?compartmentId=${free.tenancyId}&compartmentIdInSubtree=true&name=${COST_CATEGORY_NAME}`
    );
    expect(items[0]?.estimatedCostSaving).toBe(0);
    expect(counts(items[0]).PENDING).toBe(0);
  });

  it('sorts by name or time, filters by lifecycle state and pages', async () => {
    const base = `${API('us-ashburn-1')}?compartmentId=${payg.tenancyId}&compartmentIdInSubtree=true`;
    const descending = await payg.json<{ items: Category[] }>('GET', `${base}&sortBy=NAME&sortOrder=DESC`);
    expect(descending.items.map(item => item.name)).toEqual([
      'security-name',
      'performance-name',
      'high-availability-name',
      COST_CATEGORY_NAME,
    ]);
    const deleted = await payg.json<{ items: Category[] }>('GET', `${base}&lifecycleState=DELETED`);
    expect(deleted.items).toEqual([]);
    const first = await payg.call('GET', `${base}&limit=3`);
    expect(first.headers.get('opc-next-page')).toBeTruthy();
    expect((await payg.call('GET', `${base}&sortBy=SAVINGS`)).status).toBe(400);
    expect((await payg.call('GET', `${base}&lifecycleState=GONE`)).status).toBe(400);
  });

  it('asks for the subtree only from the root, and keeps other tenancies out', async () => {
    const sandbox = seedOcid('compartment', 'acme-corp/sandbox');
    const subtree = await payg.call(
      'GET',
      `${API('us-ashburn-1')}?compartmentId=${sandbox}&compartmentIdInSubtree=true`
    );
    expect(subtree.status).toBe(400);
    expect(await subtree.json()).toMatchObject({ code: 'InvalidParameter' });
    const foreign = await payg.call(
      'GET',
      `${API('us-ashburn-1')}?compartmentId=${trial.tenancyId}&compartmentIdInSubtree=true`
    );
    expect(foreign.status).toBe(404);
    const { items } = await trial.json<{ items: Category[] }>(
      'GET',
      `${API('us-ashburn-1')}?compartmentId=${trial.tenancyId}&compartmentIdInSubtree=false`
    );
    const id = items[0]?.id ?? '';
    const own = await trial.call('GET', `${API('us-ashburn-1')}/${id}`);
    expect(own.headers.get('etag')).toBeTruthy();
    expect((await payg.call('GET', `${API('us-ashburn-1')}/${id}`)).status).toBe(404);
  });
});
