import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { callerFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';
import { MAX_COMMENT_LENGTH } from './routes.ts';

const API = '/feedback/us-ashburn-1/20210801/feedback';

interface Feedback {
  id: string;
  compartmentId: string;
  userId: string;
  feedbackData: { rating: { value: number }; comment?: string };
  product: { source: string; component: string; category?: string };
  timeCreated: string;
}

const details = (comment: string, value = 4) => ({
  feedbackData: { rating: { value }, comment, shouldContactForUsability: true },
  product: { source: 'console', component: 'home', category: 'usability' },
});

let cloud: Cloud;
let payg: ScenarioCaller;
let trial: ScenarioCaller;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [payg, trial] = await Promise.all([callerFor(cloud, 'paid-payg'), callerFor(cloud, 'free-trial')]);
});
afterAll(() => cloud.close());

describe('feedback (20210801)', () => {
  it('creates feedback, answers the same for a retried token, and reads it back from a fresh sign-in', async () => {
    const first = await payg.call('POST', API, { body: details('Fast!'), headers: { 'opc-retry-token': 'fb-1' } });
    expect(first.status).toBe(200);
    const created = (await first.json()) as Feedback;
    expect(created).toMatchObject({
      compartmentId: payg.tenancyId,
      userId: payg.userId,
      feedbackData: { rating: { value: 4 }, comment: 'Fast!' },
      product: { source: 'console', component: 'home', category: 'usability' },
    });
    const retried = await payg.call('POST', API, { body: details('Fast!'), headers: { 'opc-retry-token': 'fb-1' } });
    expect(await retried.json()).toEqual(created);
    const conflicting = await payg.call('POST', API, {
      body: details('Other'),
      headers: { 'opc-retry-token': 'fb-1' },
    });
    expect(conflicting.status).toBe(409);
    const reader = await callerFor(cloud, 'paid-payg');
    expect(await reader.json<Feedback>('GET', `${API}/${created.id}`)).toEqual(created);
    const { rows } = await cloud.db.query('select 1 from feedback_entries where tenancy_id = $1', [payg.tenancyId]);
    expect(rows).toHaveLength(1);
  });

  it('validates the rating, the comment length and the product', async () => {
    const missing = await payg.call('POST', API);
    expect(await missing.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter createFeedbackDetails when calling CreateFeedback.',
    });
    const noRating = await payg.call('POST', API, {
      body: { feedbackData: { rating: {} }, product: { source: 'console', component: 'home' } },
    });
    expect(await noRating.json()).toEqual({
      code: 'MissingParameter',
      message:
        'Missing required parameter createFeedbackDetails.feedbackData.rating.value when calling CreateFeedback.',
    });
    const tooHigh = await payg.call('POST', API, { body: details('x', 6) });
    expect(tooHigh.status).toBe(400);
    const tooLong = await payg.call('POST', API, { body: details('x'.repeat(MAX_COMMENT_LENGTH + 1)) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toMatch(/at most 1000 characters/);
    expect((await payg.call('POST', API, { body: details('x'.repeat(MAX_COMMENT_LENGTH)) })).status).toBe(200);
    const noComponent = await payg.call('POST', API, {
      body: { feedbackData: { rating: { value: 3 } }, product: { source: 'console' } },
    });
    expect(((await noComponent.json()) as { message: string }).message).toMatch(/product\.component/);
  });

  it('keeps each tenancy’s feedback to itself', async () => {
    const created = await trial.json<Feedback>('POST', API, { body: details('Trial feedback', 5) });
    expect((await payg.call('GET', `${API}/${created.id}`)).status).toBe(404);
  });
});
