// The two scripts the console loads from outside its own origin (spec 3 §1, §7: the cookie-consent script with a
// language parameter; spec 2 §7: the analytics script from a configured URL). The realm configuration names their URLs
// (src/config.ts); the CSP allows exactly those paths (csp.ts), and the `console-scripts` Trusted Types policy turns
// only those URLs into script URLs (src/analytics/consent.ts).

/** Where the local cloud serves the consent script (emulator/cloud/services/console-assets). */
export const CONSENT_SCRIPT_PATH = '/consent/consent.js';
/** Where the local cloud serves the analytics tag. */
export const ANALYTICS_SCRIPT_PATH = '/analytics/analytics.js';

/** The Trusted Types policy that makes script URLs, and only of the configured scripts. */
export const SCRIPT_URL_POLICY = 'console-scripts';

/** The configured script URLs of a realm whose cloud is at `cloudOrigin` (the local cloud's layout). */
export function cloudScriptUrls(cloudOrigin: string): { consent: string; analytics: string } {
  const base = cloudOrigin.replace(/\/+$/, '');
  return { consent: `${base}${CONSENT_SCRIPT_PATH}`, analytics: `${base}${ANALYTICS_SCRIPT_PATH}` };
}
