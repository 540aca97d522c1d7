import * as v from 'valibot';
import { MissingParameterError } from '../http/errors.ts';
import { callService } from './call.ts';
import type { ServiceContext } from './service-context.ts';

// The spec shows the bodies but not the paths (spec 2 §7); the local cloud's chosen ones are
// /experiments/{region}/v1/generations and /v1/actions (docs/local-cloud-endpoints.md).

/** Experiments API version (path not shown: chosen, see docs/local-cloud-endpoints.md). */
export const EXPERIMENTS_VERSION = 'v1';

/** Where a store keeps the visitor state between sign-ins (spec 2 §9). */
export const EXPERIMENT_VISITOR_STATE_KEY = 'maxy_visitor_state';

/** The guided-journey campaign (spec 2 §9). */
export const GUIDED_JOURNEY_CAMPAIGN = 'Shell-GuidedJourney';

/** customAttributes of a generations request (spec 2 §7). */
export interface ExperimentCustomAttributes {
  region: string;
  language: string;
  tenancyOcid: string;
  account?: string;
  activeRealm?: string;
  url?: string;
  newUserPromo?: boolean | string;
}

/** Body of POST /generations (spec 2 §7). */
export interface GenerateExperiencesDetails {
  customAttributes: ExperimentCustomAttributes;
  campaigns: string[];
  /** The state the service gave last time; absent for a new visitor. */
  visitorState?: string;
}

/** One campaign's answer (spec 2 §3, Experiment campaign). */
export const GENERATION_SCHEMA = v.object({
  campaignName: v.string(),
  /** Null when the visitor does not qualify. */
  experience: v.nullable(v.string()),
  visitorQualified: v.boolean(),
});

/** One campaign's answer for the visitor. */
export type Generation = v.InferOutput<typeof GENERATION_SCHEMA>;

/** Answer of POST /generations: generations and visitorState. */
export const GENERATIONS_SCHEMA = v.object({
  generations: v.array(GENERATION_SCHEMA),
  visitorState: v.string(),
});

/** Answer of POST /generations. */
export type Generations = v.InferOutput<typeof GENERATIONS_SCHEMA>;

/** One thing the visitor did in a campaign. */
export interface ExperimentAction {
  name: string;
  campaignName: string;
}

/**
 * What a store needs after a generations call. On failure (spec 2 §8, "Experiments failure clears visitor state
 * and sets errored") `visitorState` is null, meaning the stored one is to be cleared, and `errored` is true.
 */
export type ExperimentsResult =
  | { errored: false; generations: Generation[]; visitorState: string }
  | { errored: true; generations: []; visitorState: null; error: unknown };

/** POST /generations: which experience the visitor gets in each campaign, and the visitor state to keep. */
export async function generateExperiences(
  context: ServiceContext,
  details: GenerateExperiencesDetails
): Promise<Generations> {
  const { data } = await callService(context, {
    service: 'experiments',
    version: EXPERIMENTS_VERSION,
    operation: 'GenerateExperiences',
    method: 'POST',
    path: '/generations',
    body: details,
    required: { customAttributes: details.customAttributes, campaigns: details.campaigns },
    schema: GENERATIONS_SCHEMA,
  });
  return data;
}

/** Runs the generations call and never rejects on a service failure: the result says what to store. */
export async function loadExperiences(
  context: ServiceContext,
  details: GenerateExperiencesDetails
): Promise<ExperimentsResult> {
  try {
    const { generations, visitorState } = await generateExperiences(context, details);
    return { errored: false, generations, visitorState };
  } catch (error) {
    if (error instanceof MissingParameterError) throw error;
    console.warn('[experiments] generations failed; clearing the visitor state', error);
    return { errored: true, generations: [], visitorState: null, error };
  }
}

/** POST /actions: records what the visitor did (answer not shown in spec 2 §7; the local cloud answers 204). */
export async function recordExperimentActions(
  context: ServiceContext,
  visitorState: string,
  actions: ExperimentAction[]
): Promise<void> {
  await callService(context, {
    service: 'experiments',
    version: EXPERIMENTS_VERSION,
    operation: 'RecordExperimentActions',
    method: 'POST',
    path: '/actions',
    body: { visitorState, actions },
    required: { visitorState, actions },
    schema: v.unknown(),
  });
}
