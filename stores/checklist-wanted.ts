import { atom } from 'nanostores';

// The one piece of the guided journey on the start-up path: elements/console-app/overlays.ts loads and renders the
// checklist island (islands/checklist/) from the first time this turns true. stores/guided-journey.ts, which loads with
// the page data once the console is ready, keeps it in step with the preferences and the route.

/** True while the getting-started checklist is to be shown (the island loads the first time it is). */
export const $checklistWanted = atom(false);
