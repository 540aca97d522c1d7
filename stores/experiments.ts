import { atom } from 'nanostores';

// The console's experiments (spec 2 §7, §9): whether this user is in the Shell-GuidedJourney experiment, and the
// actions the experiment is told about. This module may be imported on the start-up path, so it holds only the atom
// and thin actions; the generation call and the visitor state live in a lazily imported module
// (stores/experiment-calls.ts).

/** Where the Shell-GuidedJourney generation stands, and whether it put this user in the experiment. */
export interface GuidedJourneyExperiment {
  status: 'idle' | 'loading' | 'ready' | 'errored';
  inExperiment: boolean;
}

/** The Shell-GuidedJourney experiment: idle until the console asks for its generation (the tour reads it). */
export const $guidedJourneyExperiment = atom<GuidedJourneyExperiment>({ status: 'idle', inExperiment: false });

/**
 * Asks the experiments service which experience this visitor gets in Shell-GuidedJourney (the page data calls it once
 * the console is ready). Never rejects: a failure clears the visitor state and marks the experiment errored.
 */
export function loadGuidedJourneyExperiment(): Promise<void> {
  return import('./experiment-calls.ts').then(calls => calls.generateGuidedJourney());
}

/**
 * Tells the experiment about an action of the user (e.g. a tour step taken). Resolves once posted; never rejects (a
 * failed post marks the experiment errored and clears its visitor state). Without a visitor state (no generation yet,
 * or an errored one) nothing is posted.
 */
export function recordExperimentAction(name: string): Promise<void> {
  return import('./experiment-calls.ts').then(calls => calls.postExperimentAction(name));
}
