// The response headers that isolate the console's and the plugin origin's documents (docs/security.md, "Headers").
// emulator/security-headers.test.ts reads them from the real servers and fails on any regression.
import type { IncomingMessage } from 'node:http';

/**
 * Powerful features no console page uses, switched off for the page and every frame in it (a plugin cannot get them
 * either: an iframe's `allow` can only narrow what its parent has). Only names Chromium knows: an unknown one logs a
 * warning on every page (Chromium 156 knows no `bluetooth`). Clipboard and fullscreen stay at their defaults (copy buttons, the gallery's video).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** `Permissions-Policy` denying every feature of DENIED_FEATURES: `camera=(), …`. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map(feature => `${feature}=()`).join(', ');

/** Two years, subdomains included: the value the HSTS preload list asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/** Whether a request reached the server over TLS, itself or through a TLS-terminating proxy in front of it. */
export function servedOverHttps(request: IncomingMessage): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted === true) return true;
  // A CDN or load balancer terminating TLS says so in x-forwarded-proto; over plain http a browser ignores HSTS, so a
  // forged header gains nothing.
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/**
 * Headers of every response from the console origin, documents and assets alike: its own browsing-context group
 * (COOP `same-origin`: no cross-origin window keeps a handle on the console, and the console cuts the opener of the
 * tabs it opens itself, stores/popups.ts), its resources readable by its own pages only (CORP `same-origin`), the
 * referrer cut to the origin across sites, no powerful features, no MIME sniffing, and HSTS when served over https.
 */
export function consoleSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * Headers of a plugin page beside its CSP (emulator/plugins/pages.ts). Its own browsing-context group when opened as
 * a tab (COOP does not apply inside the console's iframe); CORP `cross-origin` because the console, on another site,
 * embeds it by design (who may frame it is frame-ancestors' job); the same denied features as the console.
 */
export function pluginPageSecurityHeaders(): Record<string, string> {
  return {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
  };
}
