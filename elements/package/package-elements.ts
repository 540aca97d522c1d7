/**
 * The chrome elements the package (dist-elements/, docs/elements.md) ships: presentational, no store, no network.
 * console-app and the plugin containers stay the console's own (they read stores or host plugins); elements the console
 * feeds from a store are packaged bare and fed by a connected wrapper in the console (`*.connected.ts`).
 */
export const PACKAGE_ELEMENTS = [
  'console-header',
  'console-region-menu',
  'console-user-menu',
  'console-help-menu',
  'console-locale-menu',
  'console-developer-menu',
  'console-apps-launcher',
  'console-live-chat',
  'console-nav-menu',
  'console-banner',
  'console-banners',
  'console-toast',
  'console-toasts',
  'console-side-panel',
  'console-bottom-dock',
  'console-side-dock',
  'console-shell',
  'console-message-bar',
  'console-loading',
  'console-confirm-dialog',
] as const;

/** A tag of a packaged element. */
export type PackageElement = (typeof PACKAGE_ELEMENTS)[number];
