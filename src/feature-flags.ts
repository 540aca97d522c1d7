import * as v from 'valibot';

/**
 * The feature flags the shell reads, with their defaults (spec 3 §9 names them; values the spec does not give are
 * chosen and marked). A deployment overrides them through the feature manifest, a JSON block in the page:
 * `<script type="application/json" id="console-feature-manifest">{"api-timeout-ms": 8000}</script>`. A JSON block is
 * data, not script, so the strict CSP allows it.
 */
export const FEATURE_FLAG_DEFAULTS = {
  /** Per-attempt timeout of a service call. Chosen: 10 s, as the identity /Me fetch (spec 3 §9). */
  'api-timeout-ms': 10_000,
  /** Per-attempt timeout of the capabilities call. Chosen: 10 s. */
  'capabilities-api-timeout-ms': 10_000,
  /** After this long the capabilities call is raced by the cache (spec 3 §9: racing-promise default 5000 ms). */
  'capabilities-api-soft-timeout-ms': 5_000,
  /** Retries of the capabilities call (spec 3 §7: up to 2). */
  'capability-max-retry': 2,
  /** After this long compartments come from the cache while the pages keep loading (racing default 5000 ms). */
  'compartment-api-soft-timeout-duration': 5_000,
  /** Retries of each compartments page (spec 3 §7: up to 2). */
  'compartment-max-retry': 2,
  /** Locale support: off means English everywhere (spec 3 §4). */
  'locale-support': true,
  /** Arabic among the supported locales (spec 3 §9: only with a feature flag). */
  'arabic-locale': false,
  /** Compartments from the data plane as well as the control plane (spec 3 §4, §7). Chosen default: off. */
  'compartments-data-plane': false,
  /** SE trial terms (spec 3 §9). */
  'se-trial-account': true,
  /**
   * The SE trial's missing-country handling (spec 2 §5: "terms shown only when the missing-country flag is not
   * enabled"; name and default chosen): off, an SE trial without a country sees the terms; on, it sees the error screen
   * that signs out when the entitlement has no promotion, and nothing (the error logged) when it has one.
   */
  'se-trial-missing-country': false,
  /** Always Free resources (spec 3 §9). */
  'always-free': true,
  /** Session inactivity timeout default and limit in minutes (spec 3 §9; values chosen). */
  'session-timeout-default': 60,
  'session-timeout-limit': 1440,
  /**
   * The lowest custom session timeout in minutes (spec 1 §5: "between a lower and an upper limit from configuration";
   * spec 3 §9 names only the default and the limit, so this flag is chosen, as is its value).
   */
  'session-timeout-lower-limit': 5,
  /** Days before the unsupported-browser notice shows again (spec 3 §9; value chosen). */
  'unsupported-browsers-snooze-days': 7,
  /** The production-tenancy warning for operator and override tenancies (spec 3 §6). */
  'production-tenancy-warning': true,
  /**
   * The guided-tours-moved notice (spec 1 §2 dialogs) for users whose guided journey still has the tours checklist on.
   * Name and default (off: this console never had the checklist) chosen; a release that retires one turns it on.
   */
  'guided-tours-moved-dialog': false,
  /** Home-region polling interval while the home region is down (spec 3 §9: configurable, value chosen). */
  'region-polling-interval-ms': 30_000,
  /** Domain users see the domain prefix in their name and the my-profile link (spec 1 §6). */
  'multiple-identity-domains': true,
  /** The Cloud Shell plugin is available; Cloud Shell launches only with it on (spec 2 §5). */
  'cloud-shell-plugin': true,
  /**
   * The external-links workflow (spec 2 §2): clone-and-launch parameters open Cloud Shell maximized with the clone;
   * off, they are dropped and Cloud Shell opens default. Name and default (off) chosen.
   */
  'cloud-shell-external-links': false,
  /** One combined "Developer tools" header menu; off: separate Cloud Shell and Code Editor buttons (spec 1 §2). */
  'developer-tools-menu': true,
  /**
   * Minutes the account-provisioning banner shows after the account's creation (spec 1 §9: "default 15 minutes, or from
   * a capability"). The console's capabilities carry only booleans, so the configurable value is this flag.
   */
  'account-provisioning-banner-minutes': 15,
  /** Home's right rail: status, savings, what's new and the other panels (spec 2 §2 "The rail is controlled by a flag"). */
  'right-rail': true,
  /**
   * The rail's billing panel: promotion, pay-as-you-go, commitment and funded-allocation usage (spec 2 §2 "hidden ... when
   * the billing flag is off"; the spec does not name it: name chosen).
   */
  'right-rail-billing': true,
  /** All 10 Home quick actions; off: the first 6 (spec 2 §2, §9). Chosen default: off, the spec's baseline. */
  'quick-actions-v2': false,
  /**
   * The database quick actions open the database plugin's create pages (`/db/atp/create`, `/db/adw/create`); this one
   * wins over `quick-actions-unified-adb` (spec 2 §2: "database tile links depend on flags"; names chosen).
   */
  'quick-actions-db-create-page': false,
  /** The database quick actions open the unified autonomous database page; with both off, the legacy page. */
  'quick-actions-unified-adb': true,
  /** The load balancer quick action opens the load balancers overview; wins over the next flag (names chosen). */
  'quick-actions-lb-overview': true,
  /** The load balancer quick action opens the networking load balancer page; with both off, the legacy page. */
  'quick-actions-network-lb': false,
  /** The Always Free badge on Home's eligible tiles (spec 2 §2: "the always-free home page flag"). */
  'always-free-home-page': true,
  /**
   * Creation cutoffs of the Always Free badge (spec 2 §5), ISO 8601 dates: promo (trial) accounts and free-tier-only
   * accounts created after them see no badge. Anything that is not a date (the default '') means no cutoff.
   */
  'always-free-badge-promo-cutoff': '',
  'always-free-badge-free-tier-cutoff': '',
  /** The guided-tours category of Home's Start exploring widget (spec 2 §2: "with its feature flag"; name chosen). */
  'start-exploring-guided-tours': true,
  /**
   * The guided tour (spec 1 §4, spec 2 §5: "the tour feature"; name chosen): with it on, internal users and users in
   * the Shell-GuidedJourney experiment get the homepage tour (stores/guided-journey.ts).
   */
  'guided-tour': true,
  /**
   * Feedback prompt frequency (spec 2 §5; spec 3 §9 names "feedback-notification limits and durations", not their
   * names or values: chosen). Prompts across all components within the short and the long term, a component blocked
   * for the long term after it prompted; a limit of 0 blocks every prompt.
   */
  'feedback-notification-short-term-limit': 1,
  'feedback-notification-short-term-duration-hours': 24,
  'feedback-notification-long-term-limit': 3,
  'feedback-notification-long-term-duration-days': 30,
  /** Legacy mode: only the notification count is compared with the legacy limit (spec 2 §9: default 1). */
  'feedback-notification-legacy-mode': false,
  'feedback-notification-legacy-limit': 1,
} as const satisfies Record<string, number | boolean | string>;

/** A feature flag's name. */
export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;

/** The value type of each flag: a number, a boolean or a string, as its default. */
export type FeatureFlags = {
  -readonly [K in FeatureFlagName]: (typeof FEATURE_FLAG_DEFAULTS)[K] extends boolean
    ? boolean
    : (typeof FEATURE_FLAG_DEFAULTS)[K] extends number
      ? number
      : string;
};

/** The id of the manifest's JSON block in the page. */
export const FEATURE_MANIFEST_ELEMENT_ID = 'console-feature-manifest';

const MANIFEST = v.record(v.string(), v.unknown());

let flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
let manifestRead = false;

/**
 * Applies a feature manifest over the defaults. Unknown names and values of the wrong type are ignored with a
 * warning each, so one bad entry never takes the console down. Returns the names that were applied.
 */
export function applyFeatureManifest(manifest: unknown): FeatureFlagName[] {
  const parsed = v.safeParse(MANIFEST, manifest);
  // valibot's record takes an array for an object with index keys; a manifest is never a list.
  if (!parsed.success || Array.isArray(manifest)) {
    console.warn('[features] The feature manifest is not a JSON object; the defaults apply.');
    return [];
  }
  const applied: FeatureFlagName[] = [];
  const next: Record<string, number | boolean | string> = { ...flags };
  for (const [name, value] of Object.entries(parsed.output)) {
    if (!isFeatureFlagName(name)) {
      console.warn(`[features] Unknown feature flag ${name} ignored.`);
      continue;
    }
    const expected = typeof FEATURE_FLAG_DEFAULTS[name];
    const valid =
      expected === 'number'
        ? typeof value === 'number' && Number.isFinite(value) && value >= 0
        : typeof value === expected;
    if (!valid) {
      console.warn(
        `[features] Feature flag ${name} must be a ${expected === 'number' ? 'non-negative number' : expected}; ignored.`
      );
      continue;
    }
    next[name] = value as number | boolean | string;
    applied.push(name);
  }
  flags = next as FeatureFlags;
  return applied;
}

/** Reads the manifest block of the page once (when there is a page), then answers a flag. */
export function featureFlag<K extends FeatureFlagName>(name: K): FeatureFlags[K] {
  if (!manifestRead) {
    manifestRead = true;
    readPageManifest();
  }
  return flags[name];
}

/** Sets flags directly (tests, and the `configoverride` query in development); `reset` returns to the defaults first. */
export function setFeatureFlags(overrides: Partial<FeatureFlags>, options: { reset?: boolean } = {}): void {
  if (options.reset) flags = { ...FEATURE_FLAG_DEFAULTS };
  manifestRead = true;
  flags = { ...flags, ...overrides };
}

/** Returns to the defaults and reads the page's manifest again on the next question (tests). */
export function resetFeatureFlags(): void {
  flags = { ...FEATURE_FLAG_DEFAULTS };
  manifestRead = false;
}

function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);
}

/**
 * Applies every manifest block of the page in document order, so a later block overrides an earlier one: the realm's
 * block that the console origin serves (emulator/feature-manifest.ts locally), then one an operator or a test adds.
 */
function readPageManifest(): void {
  if (typeof document === 'undefined' || typeof document.querySelectorAll !== 'function') return;
  for (const element of document.querySelectorAll(`[id="${FEATURE_MANIFEST_ELEMENT_ID}"]`)) {
    if (!element.textContent) continue;
    try {
      applyFeatureManifest(JSON.parse(element.textContent));
    } catch {
      console.warn('[features] A feature manifest block is not valid JSON; it is ignored.');
    }
  }
}
