import { atom } from 'nanostores';
import {
  INITIAL_CONTAINERS,
  INITIAL_MAIN_PLUGIN,
  type ContainersState,
  type MainPluginState,
} from '../src/domain/plugin-containers.ts';

// Where the plugin containers stand; the plugin host (stores/plugin-host.ts) and its actions change them.

/** The main container's plugin and its status (spec 3 §3 Plugin manager state: plugin, pluginStatus, pluginError). */
export const $pluginStatus = atom<MainPluginState>(INITIAL_MAIN_PLUGIN);

/** The bottom- and side-docked containers (spec 3 §4). */
export const $containers = atom<ContainersState>(INITIAL_CONTAINERS);
