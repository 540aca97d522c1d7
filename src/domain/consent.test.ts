import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_TAG_WAIT,
  analyticsAllowed,
  analyticsDisabledByUrl,
  CONSENT_WAIT,
  consentDecisionOf,
  consentScriptUrl,
  type ConsentDecision,
} from './consent.ts';

describe('analytics and consent (spec 2 §6, §9; spec 3 §7, §9)', () => {
  it.each<[boolean, boolean, ConsentDecision | null, boolean]>([
    [true, false, 'granted', true],
    [true, false, 'denied', false],
    [true, false, 'pending', false],
    [true, false, null, false],
    [true, true, 'granted', false],
    [false, false, 'granted', false],
  ])(
    'tag configured %s, disabled by URL %s, decision %s → analytics %s',
    (tagConfigured, disabledByUrl, decision, on) => {
      expect(analyticsAllowed({ tagConfigured, disabledByUrl, decision })).toBe(on);
    }
  );

  it.each([
    ['/?telemetry=false', true],
    ['/?telemetry=FALSE', true],
    ['/?telemetry=0', true],
    ['/?telemetry=off', true],
    ['/?telemetry=true', false],
    ['/?telemetry=', false],
    ['/', false],
    ['/?region=us-ashburn-1', false],
  ])('%s disables analytics: %s', (path, disabled) => {
    expect(analyticsDisabledByUrl(new URL(path, 'https://console.example.com'))).toBe(disabled);
  });

  it('reads only granted and denied as answers; anything else is still asked', () => {
    expect(consentDecisionOf('granted')).toBe('granted');
    expect(consentDecisionOf('denied')).toBe('denied');
    for (const other of ['pending', 'yes', '', null, undefined, 1]) expect(consentDecisionOf(other)).toBe('pending');
  });

  it('loads the consent script with the language and keeps its own query', () => {
    expect(consentScriptUrl('https://cloud.example.com/consent/consent.js', 'de')).toBe(
      'https://cloud.example.com/consent/consent.js?lang=de'
    );
    expect(consentScriptUrl('https://cdn.example.com/notice.js?domain=oracle.com&lang=en', 'fr')).toBe(
      'https://cdn.example.com/notice.js?domain=oracle.com&lang=fr'
    );
  });

  it('waits for the consent script up to 10 polls at 1 s and for the tag 10 s at 100 ms', () => {
    expect(CONSENT_WAIT.polls * CONSENT_WAIT.intervalMs).toBe(10_000);
    expect(CONSENT_WAIT.intervalMs).toBe(1000);
    expect(ANALYTICS_TAG_WAIT.polls * ANALYTICS_TAG_WAIT.intervalMs).toBe(10_000);
    expect(ANALYTICS_TAG_WAIT.intervalMs).toBe(100);
  });
});
