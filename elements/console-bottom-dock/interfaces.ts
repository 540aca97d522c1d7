/**
 * The container state of spec 3 §4, spelled as the spec (and src/domain/plugin-containers.ts) spells it: DEFAULT at
 * the dock's height, MINIMIZED as a 40 px bar, MAXIMIZED filling the available height, CLOSED not at all.
 * INITIALIZING shows as DEFAULT.
 */
export type DockContainerState = 'DEFAULT' | 'MINIMIZED' | 'MAXIMIZED' | 'CLOSED' | 'INITIALIZING';

/** The tabs the bottom dock knows by name (spec 3 §2: Cloud Shell and Code Editor). */
export type KnownDockTab = 'cloud-shell' | 'code-editor';

/** One tab of the bottom dock. */
export interface DockTab {
  /** The tab's id; it also names the slot its plugin frame goes in. Letters, digits and hyphens. */
  id: KnownDockTab | (string & {});
  /** The tab's label, already translated; the known tabs have their catalog label by default. */
  label?: string;
  /** The tab's plugin is still starting (the dock's INITIALIZING state for it): its panel is busy and shows progress. */
  loading?: boolean;
}

/** Default height of the bottom dock in pixels (spec 3 §9). */
export const BOTTOM_DOCK_DEFAULT_HEIGHT = 340;

/** Height of a minimised bottom dock in pixels (spec 3 §9). */
export const BOTTOM_DOCK_MINIMIZED_HEIGHT = 40;
