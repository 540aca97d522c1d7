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
  /** Realm facts the chrome reads (spec 1 §2, §6, §9); an absent field means "no". */
  realmFeatures?: RealmFeatures;
  /**
   * The cookie-consent script (spec 3 §7: loaded with a language parameter); absent: the realm has no consent script
   * and analytics stays off. The CSP allows exactly this path (src/security/csp.ts).
   */
  consentScriptUrl?: string;
  /** The analytics tag (spec 2 §7: "loaded from a configured URL"); absent: no analytics. */
  analyticsScriptUrl?: string;
}

/** Classification a realm's non-dismissible banner announces (spec 1 §2). */
export type RealmClassification = 'secret' | 'top-secret';

/**
 * What differs between realms in the chrome. Not shown in the spec where it comes from: chosen, it is part of the realm
 * configuration baked into the build, like the origins above.
 */
export interface RealmFeatures {
  /** The non-dismissible classification banner's type; absent in unclassified realms. */
  classification?: RealmClassification;
  /** The realm is shared for testing: the shared-realm testing banner shows. */
  sharedRealmTesting?: boolean;
  /** The realm's help menu is the short one, without the support request (spec 1 §6). */
  shortSupportMenu?: boolean;
  /** Markdown shown at the footer's start and end (spec 1 §2); sanitised before rendering. */
  footerMarkdown?: { left?: string; right?: string };
  /**
   * A government realm (spec 2 §2: some Home quick actions are hidden there, block volume shows only there). Not shown
   * how the console knows: chosen, the realm configuration says so, as it says the classification.
   */
  government?: boolean;
  /** A disconnected (air-gapped) realm: spec 1 §3 Context `isDisconnected`, spec 2 §2, §5. Chosen like `government`. */
  disconnected?: boolean;
  /**
   * The realm turns the console settings' session timeout off (spec 1 §5: "The setting may be disabled in some realms");
   * the panel then leaves it out. Chosen as realm configuration, like `government`.
   */
  sessionTimeoutSettingDisabled?: boolean;
}

declare const __CONSOLE_CONFIG__: ConsoleConfig;

/** The configuration of this build. */
export const CONSOLE_CONFIG: ConsoleConfig = __CONSOLE_CONFIG__;
