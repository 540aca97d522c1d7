/**
 * Where the console finds the cloud. In a real deployment this comes from the realm configuration baked into the
 * build; locally the values come from `emulator/origins.ts` through Vite's `define`.
 */
export interface ConsoleConfig {
  /** Origin of the local cloud (regional APIs, sign-in page, plugin manifests). */
  cloudOrigin: string;
  /** Origin that serves plugin pages. */
  pluginOrigin: string;
  /** Realm key, e.g. oc1. */
  realm: string;
  /** Second-level domain of the realm, e.g. oraclecloud.com. */
  secondLevelDomain: string;
  /** Region the console host belongs to; a `?region=` equal to it is dropped from the URL. */
  hostRegion: string;
  /** Console version, used in plugin asset paths (spec 3 §2). */
  consoleVersion: string;
}

declare const __CONSOLE_CONFIG__: ConsoleConfig;

/** The configuration of this build. */
export const CONSOLE_CONFIG: ConsoleConfig = __CONSOLE_CONFIG__;
