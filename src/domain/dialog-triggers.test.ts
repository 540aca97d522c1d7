import { describe, expect, it } from 'vitest';
import {
  alternativeRegion,
  languageConflict,
  languagePairKey,
  needsGuidedToursMoved,
  needsProductionWarning,
  type LanguageConflict,
  type LanguageFacts,
} from './dialog-triggers.ts';

describe('languageConflict (spec 1 §4)', () => {
  const facts = (changes: Partial<LanguageFacts>): LanguageFacts => ({
    active: 'en',
    preference: null,
    identity: 'en-US',
    browser: 'en-US',
    answered: [],
    localeSupport: true,
    ...changes,
  });

  it.each<[string, Partial<LanguageFacts>, LanguageConflict | null]>([
    ['everything agrees (en-US is English)', {}, null],
    [
      'the browser differs and no preference is stored',
      { browser: 'de-DE' },
      { current: 'en', other: 'de', source: 'browser' },
    ],
    ['the browser differs but the user chose a language', { preference: 'en', browser: 'de-DE' }, null],
    ['the identity locale differs', { identity: 'fr-FR' }, { current: 'en', other: 'fr', source: 'identity' }],
    [
      'the stored preference differs (query locale active)',
      { preference: 'de' },
      { current: 'en', other: 'de', source: 'preference' },
    ],
    [
      'the preference comes before the identity and the browser',
      { preference: 'ja', identity: 'fr', browser: 'de' },
      { current: 'en', other: 'ja', source: 'preference' },
    ],
    [
      'the identity comes before the browser',
      { identity: 'fr', browser: 'de' },
      { current: 'en', other: 'fr', source: 'identity' },
    ],
    [
      'a German console with an English identity user',
      { active: 'de', preference: 'de', identity: 'en-US' },
      { current: 'de', other: 'en', source: 'identity' },
    ],
    ['a candidate that is no supported locale is skipped', { browser: 'xx-YY', identity: 'klingon' }, null],
    [
      'a region variant of the active locale is no conflict',
      { active: 'de', preference: 'de', identity: 'de-AT' },
      null,
    ],
    [
      'French (Canada) differs from French',
      { active: 'fr', preference: 'fr', identity: 'fr-CA' },
      { current: 'fr', other: 'fr-CA', source: 'identity' },
    ],
    ['locale support off: English only, nothing to choose', { browser: 'de-DE', localeSupport: false }, null],
    ['an answered pair is not asked again', { browser: 'de-DE', answered: [languagePairKey('de', 'en')] }, null],
    [
      'an answered pair does not hide another conflict',
      { identity: 'fr', browser: 'de', answered: [languagePairKey('en', 'fr')] },
      { current: 'en', other: 'de', source: 'browser' },
    ],
  ])('%s', (_description, changes, expected) => {
    expect(languageConflict(facts(changes))).toEqual(expected);
  });

  it('keys a pair the same whichever language is active', () => {
    expect(languagePairKey('en', 'de')).toBe(languagePairKey('de', 'en'));
    expect(languagePairKey('en', 'de')).not.toBe(languagePairKey('en', 'fr'));
  });

  it('offers Arabic only with its flag', () => {
    expect(languageConflict(facts({ browser: 'ar-EG' }))).toBeNull();
    expect(languageConflict(facts({ browser: 'ar-EG' }), { arabic: true })).toEqual({
      current: 'en',
      other: 'ar',
      source: 'browser',
    });
  });
});

describe('needsProductionWarning (spec 1 §4: shown until acknowledged)', () => {
  const production = { ocid: 'ocid1.tenancy.oc1..prod', isBoatInProdTenancy: true };
  it.each<[string, typeof production | null, string[], boolean]>([
    ['an override into a production tenancy', production, [], true],
    ['acknowledged for that tenancy', production, ['ocid1.tenancy.oc1..prod'], false],
    ['acknowledged for another production tenancy only', production, ['ocid1.tenancy.oc1..other'], true],
    ['not a production override', { ...production, isBoatInProdTenancy: false }, [], false],
    ['no tenancy yet', null, [], false],
  ])('%s', (_description, tenancy, acknowledged, expected) => {
    expect(needsProductionWarning(tenancy, acknowledged)).toBe(expected);
  });
});

describe('alternativeRegion (spec 1 §4: used until sign-out while the home region is down)', () => {
  const regions = [
    { name: 'us-ashburn-1', isHome: true },
    { name: 'us-phoenix-1', isHome: false },
    { name: 'eu-frankfurt-1', isHome: false },
  ];
  it.each<[string, string, typeof regions, string | null]>([
    ['in the home region: the first other subscribed region', 'us-ashburn-1', regions, 'us-phoenix-1'],
    ['already elsewhere: that region', 'eu-frankfurt-1', regions, 'eu-frankfurt-1'],
    ['the home region listed later', 'us-ashburn-1', [...regions].reverse(), 'eu-frankfurt-1'],
    ['only the home region subscribed', 'us-ashburn-1', regions.filter(region => region.isHome), null],
    ['an active region the tenancy does not subscribe to', 'ap-tokyo-1', regions, 'us-phoenix-1'],
  ])('%s', (_description, active, list, expected) => {
    expect(alternativeRegion(active, 'us-ashburn-1', list)).toBe(expected);
  });
});

describe('needsGuidedToursMoved', () => {
  it.each<[string, { showChecklist?: boolean } | null, boolean, boolean]>([
    ['checklist on, flag on', { showChecklist: true }, true, true],
    ['checklist on, flag off', { showChecklist: true }, false, false],
    ['checklist off', { showChecklist: false }, true, false],
    ['no guided journey', null, true, false],
    ['checklist unknown', {}, true, false],
  ])('%s', (_description, journey, flag, expected) => {
    expect(needsGuidedToursMoved(journey, flag)).toBe(expected);
  });
});
