// The Shell-GuidedJourney experiment against the real local cloud (spec 2 §7, §8, §9): the generation with its custom
// attributes, the visitor state kept under maxy_visitor_state and sent back, the actions posted, and a failure of
// either call clearing the visitor state and marking the experiment errored.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignExperience } from '../emulator/cloud/services/experiments/routes.ts';
import { GUIDED_JOURNEY_CAMPAIGN } from '../src/services/experiments.ts';
import { internalErrorFault } from '../test/local-cloud.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { loadCapabilities } from './capabilities.ts';
import { customAttributes, GUIDED_JOURNEY_EXPERIENCE } from './experiment-calls.ts';
import { $guidedJourneyExperiment, loadGuidedJourneyExperiment, recordExperimentAction } from './experiments.ts';

const cloud = useStoreCloud();
const KEY = 'maxy_visitor_state';
let stored: Map<string, string>;

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  $guidedJourneyExperiment.set({ status: 'idle', inExperiment: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Shell-GuidedJourney experiment', () => {
  it('asks with the custom attributes, keeps the visitor state and says whether the user is in the experiment', async () => {
    await loadCapabilities();
    const attributes = customAttributes();
    expect(attributes).toMatchObject({ tenancyOcid: cloud.demo.claims.tenant, account: 'PayGo', newUserPromo: false });
    expect(attributes?.region).toMatch(/^[a-z]+-[a-z]+-\d$/);
    await loadGuidedJourneyExperiment();
    const expected = assignExperience(cloud.demo.claims.tenant, GUIDED_JOURNEY_CAMPAIGN) === GUIDED_JOURNEY_EXPERIENCE;
    expect($guidedJourneyExperiment.get()).toEqual({ status: 'ready', inExperiment: expected });
    const visitorState = stored.get(KEY);
    expect(visitorState).toMatch(/^visitor-/);

    // Once ready it is not asked again; after a new page (idle) the kept visitor state goes back and is echoed.
    $guidedJourneyExperiment.set({ status: 'idle', inExperiment: false });
    await loadGuidedJourneyExperiment();
    expect(stored.get(KEY)).toBe(visitorState);

    await recordExperimentAction('tour-completed');
    expect($guidedJourneyExperiment.get().status).toBe('ready');
    expect(stored.get(KEY)).toBe(visitorState);
  });

  it('clears the visitor state and marks the experiment errored when the generation fails', async () => {
    stored.set(KEY, 'visitor-old');
    await cloud.local.injectFault(internalErrorFault('GenerateExperiences'));
    await loadGuidedJourneyExperiment();
    expect($guidedJourneyExperiment.get()).toEqual({ status: 'errored', inExperiment: false });
    expect(stored.has(KEY)).toBe(false);
    // Without a visitor state an action posts nothing (and cannot fail).
    await recordExperimentAction('tour-completed');
    expect($guidedJourneyExperiment.get().status).toBe('errored');
  });

  it('clears the visitor state and marks the experiment errored when an action cannot be posted', async () => {
    await loadGuidedJourneyExperiment();
    expect(stored.has(KEY)).toBe(true);
    await cloud.local.injectFault(internalErrorFault('RecordExperimentActions'));
    await recordExperimentAction('tour-completed');
    expect($guidedJourneyExperiment.get()).toEqual({ status: 'errored', inExperiment: false });
    expect(stored.has(KEY)).toBe(false);
  });
});
