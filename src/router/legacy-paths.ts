/** A legacy /a/... path and the path that replaced it (spec 1 §2). */
export interface LegacyPathMapping {
  from: string;
  to: string;
}

/** The prefix of legacy console paths. */
export const LEGACY_PREFIX = '/a';

/** The legacy /sfo prefix: stripped, then the rest is routed (spec 1 §2, spec 1 §9). */
export const SFO_PREFIX = '/sfo';

/** The eight legacy mappings of spec 1 §2. */
export const LEGACY_PATH_MAPPINGS: readonly LegacyPathMapping[] = [
  { from: '/a/query', to: '/search' },
  { from: '/a/networking/vcns', to: '/networking/vcns' },
  { from: '/a/compute/instances', to: '/compute/instances' },
  { from: '/a/storage/volumes', to: '/block-storage/volumes' },
  { from: '/a/storage/objects', to: '/object-storage/buckets' },
  { from: '/a/db/adb', to: '/db/adb' },
  { from: '/a/identity/users', to: '/identity/users' },
  { from: '/a/tenancy/regions', to: '/regions' },
];

/**
 * A redirect that a feature flag turns on (spec 1 §2). The spec names the fields but not their meaning, so:
 * - `exact`: only `from` itself redirects; otherwise `from` and every path below it.
 * - `whitelists`: paths at or below `from` that never redirect (they still work at their old place).
 * - `supportRedirect`: the part below `from` is carried over to `to` (`from/x` → `to/x`); otherwise everything goes
 *   to `to` itself.
 */
export interface RedirectRule {
  /** Feature flag that turns the rule on. */
  flag: string;
  from: string;
  to: string;
  exact: boolean;
  whitelists: readonly string[];
  supportRedirect: boolean;
}

/** The flag-gated redirects of spec 1 §2; all are off unless their flag is passed to `matchRoute`. */
export const FLAGGED_REDIRECT_RULES: readonly RedirectRule[] = [
  {
    flag: 'identity-domains-overview',
    from: '/identity',
    to: '/identity/domains',
    exact: true,
    whitelists: [],
    supportRedirect: false,
  },
  {
    flag: 'identity-domains-policies',
    from: '/identity/policies',
    to: '/identity/domains/policies',
    exact: false,
    whitelists: [],
    supportRedirect: true,
  },
  {
    flag: 'identity-domains-network-sources',
    from: '/identity/networkSources',
    to: '/identity/domains/network-sources',
    exact: false,
    whitelists: [],
    supportRedirect: true,
  },
  {
    // Federated users' settings live at /identity/federations/{idp}/users/{user} (spec 3 §2), so only the list moves.
    flag: 'identity-domains-federations',
    from: '/identity/federations',
    to: '/identity/domains/federations',
    exact: true,
    whitelists: [],
    supportRedirect: false,
  },
  {
    flag: 'upgrade-and-payment',
    from: '/account-management/payment-method',
    to: '/account-management/upgrade-and-payment',
    exact: true,
    whitelists: [],
    supportRedirect: false,
  },
  {
    flag: 'compute-registry',
    from: '/containers/registry',
    to: '/compute/registry',
    exact: false,
    whitelists: [],
    supportRedirect: true,
  },
];
