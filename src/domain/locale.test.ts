import { describe, expect, it } from 'vitest';
import { isValidLocaleTag, resolveLocale } from './locale.ts';

const AVAILABLE = ['en', 'de'];

describe('isValidLocaleTag', () => {
  it.each(['en', 'de', 'fil', 'en-US', 'zh-Hans', 'zh-Hans-CN', 'es-419', 'pt_BR'])('accepts %s', tag => {
    expect(isValidLocaleTag(tag)).toBe(true);
  });
  it.each(['', 'e', 'english', 'en-', 'en-us-x', '12', 'en-Latn1', '<script>'])('refuses %s', tag => {
    expect(isValidLocaleTag(tag)).toBe(false);
  });
});

describe('resolveLocale', () => {
  it('prefers the query parameter over everything else', () => {
    expect(resolveLocale({ query: 'de', preference: 'en', token: 'en', browser: ['en'] }, AVAILABLE)).toBe('de');
  });
  it('follows the order query, preference, stored, token, browser', () => {
    expect(resolveLocale({ preference: 'de', token: 'en' }, AVAILABLE)).toBe('de');
    expect(resolveLocale({ stored: 'de', token: 'en' }, AVAILABLE)).toBe('de');
    expect(resolveLocale({ token: 'de', browser: ['en-US'] }, AVAILABLE)).toBe('de');
    expect(resolveLocale({ browser: ['fr-FR', 'de-DE'] }, AVAILABLE)).toBe('de');
  });
  it('skips invalid and unavailable candidates', () => {
    expect(resolveLocale({ query: 'not a locale', preference: 'ja', token: 'de' }, AVAILABLE)).toBe('de');
  });
  it('falls back to English', () => {
    expect(resolveLocale({ browser: ['fr'] }, AVAILABLE)).toBe('en');
    expect(resolveLocale({}, AVAILABLE)).toBe('en');
  });
});
