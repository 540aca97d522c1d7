import { atom } from 'nanostores';

// The one piece of the dialog queue on the start-up path: elements/console-app/overlays.ts renders the console-dialogs
// island from the first time it turns true. The queue itself (stores/dialogs.ts) keeps it in step and loads with its
// first user (a trigger, the session keeper), after the console is ready.

/** True while a dialog is asked for: the console loads and renders the `console-dialogs` island from then on. */
export const $dialogWanted = atom(false);
