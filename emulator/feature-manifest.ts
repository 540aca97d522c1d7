import { FEATURE_MANIFEST_ELEMENT_ID, type FeatureFlags } from '../src/feature-flags.ts';

/**
 * The feature manifest of the local cloud's realm: the flags a deployment would set for its tenancies. Arabic is on
 * (spec 3 §9: "Arabic only with a feature flag"), so `?locale=ar` works after `npm start`; every other flag keeps its
 * default. The console reads it from the page (src/feature-flags.ts), so it is written into index.html, in the Vite
 * dev server and the build alike (vite.config.ts), as a deployment's CDN would serve it.
 */
export const LOCAL_FEATURE_MANIFEST: Partial<FeatureFlags> = {
  'arabic-locale': true,
};

/**
 * The manifest as the JSON block the console reads. A JSON script is data, never run, so the strict CSP and Trusted
 * Types let it be; `<` is escaped so no value can close the element.
 */
export function featureManifestElement(manifest: Partial<FeatureFlags> = LOCAL_FEATURE_MANIFEST): string {
  const json = JSON.stringify(manifest).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FEATURE_MANIFEST_ELEMENT_ID}">${json}</script>`;
}
