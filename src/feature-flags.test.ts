import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FEATURE_FLAG_DEFAULTS,
  applyFeatureManifest,
  featureFlag,
  resetFeatureFlags,
  setFeatureFlags,
} from './feature-flags.ts';

afterEach(() => {
  resetFeatureFlags();
  vi.restoreAllMocks();
});

describe('feature flags', () => {
  it('answer the defaults the spec names when no manifest says otherwise', () => {
    expect(featureFlag('capability-max-retry')).toBe(2);
    expect(featureFlag('compartment-max-retry')).toBe(2);
    expect(featureFlag('capabilities-api-soft-timeout-ms')).toBe(5000);
    expect(featureFlag('arabic-locale')).toBe(false);
  });

  it('take the manifest values over the defaults', () => {
    expect(applyFeatureManifest({ 'api-timeout-ms': 2500, 'locale-support': false })).toEqual([
      'api-timeout-ms',
      'locale-support',
    ]);
    expect(featureFlag('api-timeout-ms')).toBe(2500);
    expect(featureFlag('locale-support')).toBe(false);
  });

  it('ignore unknown names and wrongly typed values with a warning each, keeping the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const applied = applyFeatureManifest({
      'no-such-flag': true,
      'capability-max-retry': 'three',
      'compartment-max-retry': -1,
      'always-free': false,
    });
    expect(applied).toEqual(['always-free']);
    expect(featureFlag('capability-max-retry')).toBe(FEATURE_FLAG_DEFAULTS['capability-max-retry']);
    expect(featureFlag('compartment-max-retry')).toBe(2);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.join(' ')).toContain('no-such-flag');
  });

  it('take string flags (dates) as strings only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(featureFlag('always-free-badge-promo-cutoff')).toBe('');
    expect(
      applyFeatureManifest({ 'always-free-badge-promo-cutoff': '2025-01-01', 'always-free-badge-free-tier-cutoff': 5 })
    ).toEqual(['always-free-badge-promo-cutoff']);
    expect(featureFlag('always-free-badge-promo-cutoff')).toBe('2025-01-01');
    expect(featureFlag('always-free-badge-free-tier-cutoff')).toBe('');
    expect(warn.mock.calls.join(' ')).toContain('must be a string');
  });

  it('refuse a manifest that is not an object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(applyFeatureManifest([1, 2])).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('can be set and reset by tests', () => {
    setFeatureFlags({ 'api-timeout-ms': 50 });
    expect(featureFlag('api-timeout-ms')).toBe(50);
    setFeatureFlags({}, { reset: true });
    expect(featureFlag('api-timeout-ms')).toBe(10_000);
  });
});
