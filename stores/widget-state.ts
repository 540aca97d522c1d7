import { atom, onMount } from 'nanostores';
import {
  readWidgetStates,
  watchWidgetStates,
  writeWidgetState,
  type WidgetStates,
} from '../src/storage/widget-state.ts';

export type { WidgetStates } from '../src/storage/widget-state.ts';

/**
 * Open or closed per collapsible homepage widget id (spec 1 §4, spec 2 §4): read from local storage when the first
 * widget mounts, kept in step with other tabs while mounted.
 */
export const $widgetStates = atom<WidgetStates>({});

/** States the browser refused to store: they hold for this page until it reloads, over what storage says. */
let unsaved: Record<string, boolean> = {};

onMount($widgetStates, () => {
  const load = (stored: WidgetStates) => $widgetStates.set({ ...stored, ...unsaved });
  load(readWidgetStates());
  return watchWidgetStates(load);
});

/** Whether a widget shows open: its stored state, else its default. */
export function isWidgetOpen(states: WidgetStates, widgetId: string, defaultOpen: boolean): boolean {
  return states[widgetId] ?? defaultOpen;
}

/** Opens or closes a widget and remembers it across reloads. */
export function setWidgetOpen(widgetId: string, open: boolean): void {
  $widgetStates.set({ ...$widgetStates.get(), [widgetId]: open });
  if (writeWidgetState(widgetId, open)) {
    const { [widgetId]: _saved, ...rest } = unsaved;
    unsaved = rest;
  } else {
    unsaved = { ...unsaved, [widgetId]: open };
  }
}

/** Forgets the states kept in memory only (tests). */
export function resetWidgetStates(): void {
  unsaved = {};
  $widgetStates.set({});
}
