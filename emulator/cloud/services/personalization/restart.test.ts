// Preferences, commercial profiles and feedback live in the database: a cloud restarted on the same data directory
// still answers them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { scenario } from '../../scenarios.ts';
import { callerFor } from '../commercial/commerce-test-client.ts';
import { commerceFacts } from '../commercial/scenario-commerce.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'commerce-data-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function withCloud<T>(use: (cloud: Cloud) => Promise<T>): Promise<T> {
  const cloud = await createCloud({ origins: localOrigins(), dataDir });
  try {
    return await use(cloud);
  } finally {
    await cloud.close();
  }
}

describe('commerce state across a restart', { timeout: 120_000 }, () => {
  it('keeps a preference, an SE-trial profile and feedback', async () => {
    const facts = commerceFacts(scenario('se-trial'), new Date());
    const created = await withCloud(async cloud => {
      const caller = await callerFor(cloud, 'se-trial');
      await caller.json('PUT', `/personalization/eu-frankfurt-1/20180827/users/${caller.userId}/preferences/language`, {
        body: { value: 'de' },
      });
      const profile = await caller.json<{ id: string }>('POST', '/commercial/eu-frankfurt-1/20180827/profiles', {
        body: {
          properties: [{ name: 'accepted-by', value: caller.email, modes: ['CUSTOMER_READ'] }],
          relatedEntity: { purchaseEntitlement: { id: facts.cloudcmEntitlementId } },
        },
      });
      const feedback = await caller.json<{ id: string }>('POST', '/feedback/eu-frankfurt-1/20210801/feedback', {
        body: { feedbackData: { rating: { value: 5 } }, product: { source: 'console', component: 'trial-terms' } },
      });
      return { profileId: profile.id, feedbackId: feedback.id };
    });

    await withCloud(async cloud => {
      expect(cloud.seeded).toBe(false);
      const caller = await callerFor(cloud, 'se-trial');
      const preferences = await caller.json<{ language: string }>(
        'GET',
        '/personalization/eu-frankfurt-1/20180827/preferences'
      );
      expect(preferences.language).toBe('de');
      const profile = await caller.json<{ properties: { name: string }[] }>(
        'GET',
        `/commercial/eu-frankfurt-1/20180827/profiles/${created.profileId}`
      );
      expect(profile.properties.map(property => property.name)).toEqual(['accepted-by']);
      const feedback = await caller.json<{ product: { component: string } }>(
        'GET',
        `/feedback/eu-frankfurt-1/20210801/feedback/${created.feedbackId}`
      );
      expect(feedback.product.component).toBe('trial-terms');
    });
  });
});
