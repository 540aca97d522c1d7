import { atom } from 'nanostores';
import type { PluginContainerName } from '../src/plugins/plugin-host.ts';
import { $pluginStatus } from './plugin-state.ts';
import { navigate } from './route.ts';

// A plugin page with unsaved changes and the navigation-blocked confirmation it causes (spec 3 §2, §4).

/**
 * The navigation-blocked confirmation (spec 3 §2, §4): a message (the plugin's own text, or null for the catalog
 * default) and the destination; `confirmVisible` says whether the dialog shows. Null when nothing is blocked.
 */
export interface NavigationBlock {
  message: string | null;
  destination: string | null;
  confirmVisible: boolean;
}

/** The blocked navigation, or null. */
export const $navigationBlock = atom<NavigationBlock | null>(null);

/** A plugin page with unsaved changes: leaving it asks first. */
export interface DirtyPage {
  plugin: string;
  /** The plugin's own text for the confirmation, or null for the catalog default. */
  message: string | null;
}

/** Dirty pages by the container they are in. */
export const $dirtyPages = atom<Readonly<Partial<Record<PluginContainerName, DirtyPage>>>>({});

let confirmCallback: (() => void) | null = null;

/** Blocks a navigation: sets the message and destination and shows the confirmation (spec 3 §4). */
export function blockNavigation(destination: string, message: string | null = null): void {
  $navigationBlock.set({ message, destination, confirmVisible: true });
}

/** Clear-block: nothing is blocked any more; the confirm callback is dropped. */
export function clearNavigationBlock(): void {
  confirmCallback = null;
  $navigationBlock.set(null);
}

/** Sets where the blocked navigation goes once confirmed. */
export function setBlockedDestination(destination: string): void {
  const block = $navigationBlock.get();
  $navigationBlock.set({
    message: block?.message ?? null,
    confirmVisible: block?.confirmVisible ?? false,
    destination,
  });
}

/** Sets what confirming does instead of navigating to the destination (e.g. the shell's own sign-out). */
export function setNavigationConfirmCallback(callback: (() => void) | null): void {
  confirmCallback = callback;
}

/** Hides the confirmation; the block itself stays until cleared. */
export function hideNavigationConfirm(): void {
  const block = $navigationBlock.get();
  if (block?.confirmVisible) $navigationBlock.set({ ...block, confirmVisible: false });
}

/** The user confirmed leaving: the page's changes are dropped, then the callback runs or the destination opens. */
export function confirmNavigation(): void {
  const block = $navigationBlock.get();
  const callback = confirmCallback;
  clearDirty('main');
  clearNavigationBlock();
  if (callback) callback();
  else if (block?.destination) navigate(block.destination);
}

/** The user chose to stay: the block clears and the page stays dirty. */
export function cancelNavigation(): void {
  clearNavigationBlock();
}

/**
 * Navigates inside the console unless the main plugin's page is dirty; then the navigation-blocked confirmation
 * shows with the destination instead. Returns true when the navigation happened.
 */
export function requestNavigation(path: string): boolean {
  const dirty = dirtyMainPage();
  if (dirty) {
    confirmCallback = null;
    blockNavigation(path, dirty.message);
    return false;
  }
  return navigate(path);
}

/**
 * Runs something that leaves the current page in place of a navigation (e.g. switching region, spec 1 §4: "if
 * navigation prompting is enabled the user must confirm first"). While the main plugin's page is dirty the
 * confirmation shows with `destination` and confirming runs `leave`. Returns true when `leave` ran at once.
 */
export function requestLeave(leave: () => void, destination: string): boolean {
  const dirty = dirtyMainPage();
  if (dirty) {
    blockNavigation(destination, dirty.message);
    confirmCallback = leave;
    return false;
  }
  leave();
  return true;
}

/** The main container's dirty page, when it belongs to the plugin shown there. */
function dirtyMainPage(): { plugin: string; message: string | null } | null {
  const dirty = $dirtyPages.get().main;
  return dirty && dirty.plugin === $pluginStatus.get().plugin ? dirty : null;
}

/** Forgets the dirty page of a container (of `plugin` only, when given). */
export function clearDirty(container: PluginContainerName, plugin?: string): void {
  const pages = $dirtyPages.get();
  const page = pages[container];
  if (!page || (plugin !== undefined && page.plugin !== plugin)) return;
  const { [container]: _cleared, ...rest } = pages;
  $dirtyPages.set(rest);
}
