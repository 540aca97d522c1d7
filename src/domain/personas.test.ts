import { describe, expect, it } from 'vitest';
import {
  dismissedPersonaPreference,
  isCompletePersona,
  NO_PERSONA,
  PERSONAS,
  personaFromPreference,
  personaPreference,
  personaPromptDue,
  samePersona,
} from './personas.ts';

describe('personas (spec 1 §3)', () => {
  it('are the 16 options of the spec, other last', () => {
    expect(PERSONAS).toHaveLength(16);
    expect(new Set(PERSONAS).size).toBe(16);
    expect(PERSONAS.at(-1)).toBe('other');
  });

  it('reads the active language’s list first, else any language’s, else none', () => {
    expect(personaFromPreference(null, 'en')).toEqual(NO_PERSONA);
    expect(personaFromPreference({ isDismissed: true }, 'en')).toEqual(NO_PERSONA);
    expect(personaFromPreference({ en: ['hobbyist'], de: ['cloud-architect'] }, 'de')).toEqual({
      id: 'cloud-architect',
      otherText: '',
    });
    expect(personaFromPreference({ en: ['hobbyist'] }, 'de')).toEqual({ id: 'hobbyist', otherText: '' });
    expect(personaFromPreference({ en: ['developer', 'other:Data journalist'] }, 'en')).toEqual({
      id: 'other',
      otherText: 'Data journalist',
    });
  });

  it('stores the choice under the language, one persona, the prompt answered', () => {
    const stored = personaPreference(
      { en: ['hobbyist'], consoleSettings: 'open' },
      { id: 'other', otherText: '  Data journalist ' },
      'de'
    );
    expect(stored).toEqual({ consoleSettings: 'open', isDismissed: true, de: ['other:Data journalist'] });
    expect(personaFromPreference(stored, 'de')).toEqual({ id: 'other', otherText: 'Data journalist' });
  });

  it('asks at first sign-in only without a persona and without a dismissal', () => {
    expect(personaPromptDue(null)).toBe(true);
    expect(personaPromptDue({})).toBe(true);
    expect(personaPromptDue({ en: [] })).toBe(true);
    expect(personaPromptDue({ isDismissed: true })).toBe(false);
    expect(personaPromptDue({ en: ['devops-engineer'] })).toBe(false);
    expect(personaPromptDue(dismissedPersonaPreference(null))).toBe(false);
  });

  it('needs words for other, and compares them only while other is chosen', () => {
    expect(isCompletePersona(NO_PERSONA)).toBe(false);
    expect(isCompletePersona({ id: 'other', otherText: '   ' })).toBe(false);
    expect(isCompletePersona({ id: 'other', otherText: 'Teacher' })).toBe(true);
    expect(isCompletePersona({ id: 'hobbyist', otherText: '' })).toBe(true);
    expect(samePersona({ id: 'hobbyist', otherText: 'a' }, { id: 'hobbyist', otherText: 'b' })).toBe(true);
    expect(samePersona({ id: 'other', otherText: 'a' }, { id: 'other', otherText: 'b' })).toBe(false);
  });
});
