import { atom, computed } from 'nanostores';
import { consoleConfig } from './service-context.ts';
import { fetchPluginRegistry, type PluginRegistry } from '../src/services/plugin-registry.ts';

/** The plugin registry: plugin names, path prefixes and URL templates (spec 3 §2). */
export const $pluginRegistry = atom<PluginRegistry | null>(null);

/** Registered path prefixes, longest first. */
export const $pluginPrefixes = computed($pluginRegistry, registry =>
  (registry?.plugins ?? []).map(plugin => plugin.pathPrefix).sort((a, b) => b.length - a.length)
);

/** Loads the registry (with the bundled fallback copy when the local cloud fails). */
export async function loadPluginRegistry(): Promise<PluginRegistry> {
  const registry = await fetchPluginRegistry(consoleConfig());
  $pluginRegistry.set(registry);
  return registry;
}
