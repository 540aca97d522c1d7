import { atom } from 'nanostores';
import type { PluginWrite } from '../src/domain/guided-journey.ts';

// What plugins did through the shell that the shell itself cares about: the plugin host (stores/plugin-host.ts)
// records each write a plugin's signed fetch made successfully, and the guided journey's checklist ticks its tasks from
// it (an instance, a user or a policy created; stores/guided-journey.ts). One atom, no imports of weight.

/** The last successful write (POST, PUT, PATCH, DELETE) a plugin made through the signed fetch, with the plugin's name. */
export const $pluginWrite = atom<(PluginWrite & { plugin: string }) | null>(null);

/** Records a plugin's successful write (the plugin host calls it). */
export function recordPluginWrite(write: PluginWrite & { plugin: string }): void {
  $pluginWrite.set(write);
}
