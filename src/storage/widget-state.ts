import { LOCAL_KEYS, readLocalJson, writeLocalJson } from './browser-storage.ts';

/** Open (true) or closed (false) per collapsible widget id; a widget without an entry shows its default. */
export type WidgetStates = Readonly<Record<string, boolean>>;

/**
 * The stored widget states (spec 1 §4: "Collapsible widgets persist open or closed state per widget with a default").
 * Anything unreadable (no storage, storage that throws, not JSON, not an object) counts as nothing stored, and entries
 * that are not booleans are ignored.
 */
export function readWidgetStates(): WidgetStates {
  const stored = readLocalJson(LOCAL_KEYS.widgetState);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean')
  );
}

/**
 * Stores one widget's state beside the others (read again first, so what another tab stored meanwhile stays).
 * False when the browser refused; the widget then remembers its state only until the page reloads.
 */
export function writeWidgetState(widgetId: string, open: boolean): boolean {
  return writeLocalJson(LOCAL_KEYS.widgetState, { ...readWidgetStates(), [widgetId]: open });
}

/** The part of `window` that reports storage changes made in other tabs; tests pass an EventTarget. */
type StorageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls the listener with the stored states whenever another tab changes them (or clears local storage). Returns a
 * function that stops watching; without a window (node) there is nothing to watch.
 */
export function watchWidgetStates(
  listener: (states: WidgetStates) => void,
  target: StorageEvents | undefined = globalThis.window
): () => void {
  if (!target) return () => undefined;
  const handleStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === LOCAL_KEYS.widgetState || key === null) listener(readWidgetStates());
  };
  target.addEventListener('storage', handleStorage);
  return () => target.removeEventListener('storage', handleStorage);
}
