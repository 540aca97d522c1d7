import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { callersFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';
import { assignExperience } from './routes.ts';
import type { Generation } from './routes.ts';

const API = '/experiments/us-ashburn-1/v1';
const CAMPAIGN = 'Shell-GuidedJourney';

const generationBody = (tenancyOcid: string, visitorState?: string) => ({
  customAttributes: {
    region: 'us-ashburn-1',
    language: 'en',
    account: 'acme',
    activeRealm: 'oc1',
    url: '/',
    tenancyOcid,
    newUserPromo: false,
  },
  campaigns: [CAMPAIGN, 'Unknown-Campaign'],
  ...(visitorState === undefined ? {} : { visitorState }),
});

let cloud: Cloud;
let payg: ScenarioCaller;
let trial: ScenarioCaller;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [payg, trial] = await callersFor(cloud, ['paid-payg', 'free-trial'] as const);
});
afterAll(() => cloud.close());

describe('experiments (v1)', () => {
  it('assigns each tenancy a stable experience and qualifies no one for an unknown campaign', async () => {
    const first = await payg.json<{ generations: Generation[]; visitorState: string }>('POST', `${API}/generations`, {
      body: generationBody(payg.tenancyId),
    });
    expect(first.visitorState).toMatch(/^visitor-/);
    expect(first.generations).toEqual([
      { campaignName: CAMPAIGN, experience: assignExperience(payg.tenancyId, CAMPAIGN), visitorQualified: true },
      { campaignName: 'Unknown-Campaign', experience: null, visitorQualified: false },
    ]);
    expect(['control', 'guided-journey']).toContain(first.generations[0]?.experience);
    const again = await payg.json<{ generations: Generation[]; visitorState: string }>('POST', `${API}/generations`, {
      body: generationBody(payg.tenancyId, first.visitorState),
    });
    expect(again).toEqual(first);
    const other = await trial.json<{ generations: Generation[] }>('POST', `${API}/generations`, {
      body: generationBody(trial.tenancyId),
    });
    expect(other.generations[0]?.experience).toBe(assignExperience(trial.tenancyId, CAMPAIGN));
  });

  it('validates the generations body', async () => {
    const empty = await payg.call('POST', `${API}/generations`);
    expect(await empty.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter generateExperiencesDetails when calling GenerateExperiences.',
    });
    const noTenancy = await payg.call('POST', `${API}/generations`, {
      body: { customAttributes: { region: 'us-ashburn-1', language: 'en' }, campaigns: [CAMPAIGN] },
    });
    expect(await noTenancy.json()).toMatchObject({ code: 'MissingParameter', message: /tenancyOcid/ });
    const noCampaigns = await payg.call('POST', `${API}/generations`, {
      body: { ...generationBody(payg.tenancyId), campaigns: [] },
    });
    expect(await noCampaigns.json()).toMatchObject({ code: 'InvalidParameter', message: /campaigns/ });
    const badPromo = await payg.call('POST', `${API}/generations`, {
      body: {
        ...generationBody(payg.tenancyId),
        customAttributes: { ...generationBody('x').customAttributes, newUserPromo: 3 },
      },
    });
    expect(badPromo.status).toBe(400);
  });

  it('records actions and validates them', async () => {
    const recorded = await payg.call('POST', `${API}/actions`, {
      body: { visitorState: 'visitor-1', actions: [{ name: 'tour-completed', campaignName: CAMPAIGN }] },
    });
    expect(recorded.status).toBe(204);
    const { rows } = await cloud.db.query<{ name: string; user_id: string }>(
      'select name, user_id from experiment_actions where tenancy_id = $1',
      [payg.tenancyId]
    );
    expect(rows).toEqual([{ name: 'tour-completed', user_id: payg.userId }]);
    const noState = await payg.call('POST', `${API}/actions`, { body: { actions: [] } });
    expect(await noState.json()).toMatchObject({ code: 'MissingParameter', message: /visitorState/ });
    const noName = await payg.call('POST', `${API}/actions`, {
      body: { visitorState: 'visitor-1', actions: [{ campaignName: CAMPAIGN }] },
    });
    expect(await noName.json()).toMatchObject({ code: 'MissingParameter', message: /actions\[0\]\.name/ });
    const notArray = await payg.call('POST', `${API}/actions`, { body: { visitorState: 'visitor-1', actions: {} } });
    expect(await notArray.json()).toMatchObject({ code: 'InvalidParameter' });
  });

  it('needs a signature', async () => {
    const response = await cloud.app.request(`${cloud.origins.cloudOrigin}${API}/generations`, {
      method: 'POST',
      body: JSON.stringify(generationBody('x')),
    });
    expect(response.status).toBe(401);
  });
});
