import { OVERRIDE_FRAME_SOURCES } from '../domain/plugin-override.ts';
/** Name of the shell's own Trusted Types policy. */
export const TRUSTED_TYPES_POLICY = 'console-shell';

/** Origins the console page talks to. */
export interface CspOrigins {
  cloudOrigin: string;
  pluginOrigin: string;
  /** Extra connect-src entries, e.g. the Vite dev server's websocket. */
  extraConnect?: string[];
}

/**
 * The console's Content-Security-Policy: no inline script or style, no eval, Trusted Types enforced with the
 * shell's policy, Lit's and DOMPurify's, frames only from the plugin origin and the cloud's content pages, and the
 * console itself never framed.
 */
export function consoleCsp({ cloudOrigin, pluginOrigin, extraConnect = [] }: CspOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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
    // DOMPurify's own policy: the only one that turns strings into HTML, and only after cleaning (sanitize.ts).
    'trusted-types': [TRUSTED_TYPES_POLICY, 'lit-html', 'dompurify'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
