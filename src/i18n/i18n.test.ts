import { describe, expect, it, vi } from 'vitest';
import { activateLocale, addCatalogPart, t } from './i18n.ts';

describe('catalog parts', () => {
  it('keep an island’s texts out of the start-up catalog, load them in the active locale, and follow a new locale', async () => {
    // Lingui warns about a message it does not have; that is the point of the first check.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await activateLocale('en');
    expect(t('search.advanced')).toBe('search.advanced');
    await addCatalogPart('search');
    expect(t('search.advanced')).toBe('Advanced search');
    await activateLocale('de');
    expect(t('search.advanced')).toBe('Erweiterte Suche');
    // Adding it again loads nothing new and changes nothing.
    await addCatalogPart('search');
    expect(t('search.advanced')).toBe('Erweiterte Suche');
    vi.restoreAllMocks();
  });
});
