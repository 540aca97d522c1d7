import { atom } from 'nanostores';

// The console settings panel's open state, apart from its store (stores/console-settings.ts) and island: this module is
// the overlay registry's `wanted` store (elements/console-app/overlays.ts), on the start-up path, so it holds one atom.

/** True while the console settings side panel is open (spec 3 §4: "Console settings flyout: open or close"). */
export const $settingsPanelOpen = atom(false);

/** Opens the console settings panel (the user menu's Console settings). */
export function openSettingsPanel(): void {
  $settingsPanelOpen.set(true);
}

/** Closes the console settings panel. */
export function closeSettingsPanel(): void {
  $settingsPanelOpen.set(false);
}
