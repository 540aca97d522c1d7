import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chosenTimeout,
  DEFAULT_CUSTOM_TIMEOUT_MINUTES,
  parseCustomTimeout,
  parseSettingsDraft,
  sessionTimeoutAccess,
  sessionTimeoutLimits,
  sessionTimeoutPresets,
  settingsChanges,
  settingsForm,
  timeoutChoiceFor,
  type SettingsForm,
} from './console-settings.ts';

const LIMITS = { lower: 5, upper: 1440 };

describe('parseCustomTimeout (spec 1 §5: a whole number of minutes, step 1, between the limits)', () => {
  it.each([
    ['45', 45],
    [' 45 ', 45],
    ['5', 5],
    ['1440', 1440],
    ['045', 45],
    ['4', null],
    ['1441', null],
    ['0', null],
    ['-10', null],
    ['+10', null],
    ['10.5', null],
    ['10,5', null],
    ['1e2', null],
    ['', null],
    ['   ', null],
    ['ten', null],
    ['0x20', null],
    ['99999999999', null],
  ])('%j is %j', (text, minutes) => {
    expect(parseCustomTimeout(text, LIMITS)).toBe(minutes);
  });

  it('accepts exactly the whole numbers inside the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 3000 }), minutes => {
        const inside = minutes >= LIMITS.lower && minutes <= LIMITS.upper;
        expect(parseCustomTimeout(String(minutes), LIMITS)).toBe(inside ? minutes : null);
      })
    );
  });
});

describe('sessionTimeoutLimits and presets', () => {
  it('rounds configured limits inwards, never below 1 minute, never upside down', () => {
    expect(sessionTimeoutLimits(5, 1440)).toEqual({ lower: 5, upper: 1440 });
    expect(sessionTimeoutLimits(4.5, 90.9)).toEqual({ lower: 5, upper: 90 });
    expect(sessionTimeoutLimits(0, 10)).toEqual({ lower: 1, upper: 10 });
    expect(sessionTimeoutLimits(30, 20)).toEqual({ lower: 30, upper: 30 });
    expect(sessionTimeoutLimits(Number.NaN, Number.NaN)).toEqual({ lower: 1, upper: 1 });
  });

  it('offers only the presets inside the limits', () => {
    expect(sessionTimeoutPresets(LIMITS)).toEqual([15, 30, 60, 120, 240, 480]);
    expect(sessionTimeoutPresets({ lower: 20, upper: 120 })).toEqual([30, 60, 120]);
  });

  it('shows a stored value as its preset, else as Custom holding it; Custom starts at 45', () => {
    expect(timeoutChoiceFor(60, LIMITS)).toEqual({
      timeoutChoice: 60,
      customText: String(DEFAULT_CUSTOM_TIMEOUT_MINUTES),
    });
    expect(DEFAULT_CUSTOM_TIMEOUT_MINUTES).toBe(45);
    expect(timeoutChoiceFor(50, LIMITS)).toEqual({ timeoutChoice: 'custom', customText: '50' });
    expect(chosenTimeout(120, 'junk', LIMITS)).toBe(120);
    expect(chosenTimeout('custom', '50', LIMITS)).toBe(50);
    expect(chosenTimeout('custom', '2', LIMITS)).toBeNull();
  });
});

describe('sessionTimeoutAccess (spec 1 §5, §6)', () => {
  const base = {
    realmDisabled: false,
    preferences: 'success',
    readOnly: false,
    canManageTenancyPreferences: true,
  } as const;
  it.each([
    [{}, 'allowed'],
    [{ canManageTenancyPreferences: false }, 'no-permission'],
    [{ readOnly: true }, 'read-only'],
    [{ preferences: 'loading' }, 'loading'],
    [{ preferences: 'idle' }, 'loading'],
    [{ preferences: 'failure' }, 'unavailable'],
    [{ preferences: 'timed-out' }, 'unavailable'],
    [{ realmDisabled: true, preferences: 'loading' }, 'realm-disabled'],
    [{ readOnly: true, canManageTenancyPreferences: false }, 'read-only'],
  ] as const)('%j is %s', (facts, access) => {
    expect(sessionTimeoutAccess({ ...base, ...facts })).toBe(access);
  });
});

describe('the draft', () => {
  const saved: SettingsForm = {
    timeZone: 'UTC',
    timeoutChoice: 60,
    customText: '45',
    persona: { id: 'cloud-architect', otherText: '' },
  };

  it('lays the user’s changes over the saved values and says what changed', () => {
    const form = settingsForm(saved, { timeZone: 'Asia/Tokyo' });
    expect(form).toEqual({ ...saved, timeZone: 'Asia/Tokyo' });
    expect(settingsChanges(saved, form, LIMITS)).toEqual({ timeZone: true, timeout: false, persona: false });
  });

  it('compares the timeout by its minutes: Custom 60 is no change, an invalid custom input is one', () => {
    const same = settingsForm(saved, { timeoutChoice: 'custom', customText: '60' });
    expect(settingsChanges(saved, same, LIMITS).timeout).toBe(false);
    const invalid = settingsForm(saved, { timeoutChoice: 'custom', customText: '3' });
    expect(settingsChanges(saved, invalid, LIMITS).timeout).toBe(true);
  });

  it('reads back only well-formed fields from storage', () => {
    expect(parseSettingsDraft(null)).toBeNull();
    expect(parseSettingsDraft('text')).toBeNull();
    expect(parseSettingsDraft([])).toBeNull();
    expect(parseSettingsDraft({ timeoutChoice: 1.5, persona: { id: 'wizard', otherText: '' } })).toBeNull();
    expect(parseSettingsDraft({ timeoutChoice: 'custom', customText: '3', timeZone: 7 })).toEqual({
      timeoutChoice: 'custom',
      customText: '3',
    });
    expect(parseSettingsDraft({ persona: { id: 'other', otherText: 'Data journalist' }, timeoutChoice: 120 })).toEqual({
      persona: { id: 'other', otherText: 'Data journalist' },
      timeoutChoice: 120,
    });
  });
});
