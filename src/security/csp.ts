import { OVERRIDE_FRAME_SOURCES } from '../domain/plugin-override.ts';
import { cloudScriptUrls, SCRIPT_URL_POLICY } from './third-party-scripts.ts';
/** Name of the shell's own Trusted Types policy. */
export const TRUSTED_TYPES_POLICY = 'console-shell';

/** Origins the console page talks to. */
export interface CspOrigins {
  cloudOrigin: string;
  pluginOrigin: string;
  /** Extra connect-src entries, e.g. the Vite dev server's websocket. */
  extraConnect?: string[];
  /**
   * The exact URLs of the scripts loaded from elsewhere (cookie consent and the analytics tag, third-party-scripts.ts);
   * by default the local cloud's. A path, not an origin: nothing else the cloud serves may run as script.
   */
  scripts?: string[];
}

/**
 * The console's Content-Security-Policy: no inline script or style, no eval, Trusted Types enforced with the
 * shell's policy, Lit's and DOMPurify's, frames only from the plugin origin and the cloud's content pages, and the
 * console itself never framed.
 */
export function consoleCsp({
  cloudOrigin,
  pluginOrigin,
  extraConnect = [],
  scripts = Object.values(cloudScriptUrls(cloudOrigin)),
}: CspOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', cloudOrigin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", cloudOrigin, ...extraConnect],
    // The plugin origin, the cloud's content pages (the Home gallery's flyout, src/services/gallery.ts), and the
    // loopback origins a plugin team's override may point at (src/domain/plugin-override.ts).
    'frame-src': [pluginOrigin, cloudOrigin, ...OVERRIDE_FRAME_SOURCES],
    'form-action': ["'self'", cloudOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'require-trusted-types-for': ["'script'"],
    // DOMPurify's own policy: the only one that turns strings into HTML, and only after cleaning (sanitize.ts). The
    // script URL policy admits only the configured consent and analytics scripts (src/analytics/consent.ts). `default`
    // is the guided tour's text-only policy: driver.js writes its texts with innerHTML, and that policy passes only
    // strings without a `<`, which parse to text alone (src/guided-tour/homepage-tour.ts).
    'trusted-types': [TRUSTED_TYPES_POLICY, 'lit-html', 'dompurify', SCRIPT_URL_POLICY, 'default'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
