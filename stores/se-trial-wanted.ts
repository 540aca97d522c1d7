import { atom } from 'nanostores';

// The one piece of the SE trial terms on the start-up path: elements/console-app/overlays.ts renders the
// `console-se-trial` island from the first time it turns true. The decision and its state (stores/se-trial.ts) load
// with the page data, and only for a tenancy whose purchase entitlements say it is an SE trial.

/** True once the SE trial terms (or their loading or missing-country screen) are to be shown. */
export const $seTrialWanted = atom(false);

/**
 * True while the SE trial's modal (loading, terms, general terms, missing country) is on screen: the dialog queue
 * (stores/dialogs.ts) holds its dialogs meanwhile, so a persona or language question never covers the terms.
 */
export const $seTrialModal = atom(false);
