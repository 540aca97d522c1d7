import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_MANIFEST_ELEMENT_ID, featureFlag, resetFeatureFlags } from '../src/feature-flags.ts';
import { featureManifestElement } from './feature-manifest.ts';

/** A page holding these elements' texts in document order, as far as the flag reader looks at a page. */
function pageWith(...texts: string[]): void {
  const elements = texts.map(textContent => ({ textContent }));
  vi.stubGlobal('document', {
    querySelectorAll: (selector: string) => (selector === `[id="${FEATURE_MANIFEST_ELEMENT_ID}"]` ? elements : []),
  });
}

/** The JSON text of a manifest element as served. */
function blockText(element: string): string {
  const text = /^<script type="application\/json" id="console-feature-manifest">(.*)<\/script>$/.exec(element)?.[1];
  if (text === undefined) throw new Error(`not a manifest element: ${element}`);
  return text;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetFeatureFlags();
});

describe('the local realm feature manifest', () => {
  it('turns Arabic on for the local cloud, everything else at its default', () => {
    pageWith(blockText(featureManifestElement()));
    expect(featureFlag('arabic-locale')).toBe(true);
    expect(featureFlag('locale-support')).toBe(true);
    expect(featureFlag('api-timeout-ms')).toBe(10_000);
  });

  it('cannot close its element from a value', () => {
    const element = featureManifestElement({ 'always-free-badge-promo-cutoff': '</script><script>alert(1)' });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    pageWith(blockText(element));
    expect(featureFlag('always-free-badge-promo-cutoff')).toBe('</script><script>alert(1)');
  });

  it('is overridden by a later block (an operator or a test), and a broken block is skipped with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageWith(blockText(featureManifestElement()), '{not json', '{"arabic-locale": false, "api-timeout-ms": 4000}');
    expect(featureFlag('arabic-locale')).toBe(false);
    expect(featureFlag('api-timeout-ms')).toBe(4000);
    expect(warn).toHaveBeenCalledWith('[features] A feature manifest block is not valid JSON; it is ignored.');
  });
});
