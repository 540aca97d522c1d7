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

/**
 * One loader for all islands that asks for each island's chunk once: the console renders a route's page on every
 * change of its state (opening a menu, a store update), and each render asks for the page's island. A failed load
 * is forgotten, so the next render asks again.
 */
export function loadEachOnce(loaders: Record<IslandName, () => Promise<unknown>>): IslandLoader {
  const loading = new Map<IslandName, Promise<unknown>>();
  return name => {
    let load = loading.get(name);
    if (!load) {
      load = loaders[name]();
      loading.set(name, load);
      load.catch(() => loading.delete(name));
    }
    return load;
  };
}
