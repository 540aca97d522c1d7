import { atom } from 'nanostores';

// The contextual help panel's open state, apart from its store (stores/contextual-help.ts) and island: this module is
// the overlay registry's `wanted` store (elements/console-app/overlays.ts), on the start-up path, so it holds atoms
// and actions only.

/** True while the contextual help panel is open (spec 1 §2 "optional inline contextual help panel"). */
export const $helpPanelOpen = atom(false);

/**
 * A topic asked for by whoever opened the panel (a plugin through the SDK): a documentation page's address or its name
 * (`compute-instances`). The panel shows it, then clears the request; null when none is pending.
 */
export const $requestedHelpTopic = atom<string | null>(null);

/** Opens the contextual help panel, optionally on a topic. */
export function openHelpPanel(topic?: string): void {
  if (topic !== undefined) $requestedHelpTopic.set(topic);
  $helpPanelOpen.set(true);
}

/** Closes the contextual help panel. */
export function closeHelpPanel(): void {
  $helpPanelOpen.set(false);
}

/** Opens the panel when closed, closes it when open (the help menu's Contextual help entry). */
export function toggleHelpPanel(): void {
  if ($helpPanelOpen.get()) closeHelpPanel();
  else openHelpPanel();
}
