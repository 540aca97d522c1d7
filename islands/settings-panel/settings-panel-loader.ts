import { loadSettingsTexts } from '../shared/settings-texts.ts';

// Loads the settings panel's chunk together with its texts, from src/startup.ts's island loaders: nothing of it is on
// the start-up path, only its open state (stores/settings-panel.ts) is.

/** Defines `console-settings-panel` once its texts are in; texts that fail to load are logged and the panel renders. */
export async function loadSettingsPanel(): Promise<unknown> {
  const [module] = await Promise.all([import('./settings-panel.element.ts'), loadSettingsTexts()]);
  return module;
}
