/**
 * The React islands the console loads on demand; src/startup.ts has their chunks (`islands`), each with its texts.
 * Add a name here and its loader there.
 */
export type IslandName =
  | 'home'
  | 'searchFlyout'
  | 'searchPage'
  | 'quickstarts'
  | 'dialogs'
  | 'settingsPanel'
  | 'helpPanel'
  | 'feedbackPanel'
  | 'checklist'
  | 'seTrial';

/** Loads the module that defines an island's element, e.g. `home` → `console-home`. */
export type IslandLoader = (name: IslandName) => Promise<unknown>;
