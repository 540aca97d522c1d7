import { describe, expect, it } from 'vitest';
import {
  HOME_TAB_DEFINITIONS,
  assertUniqueTabIds,
  fallbackHomeTab,
  resolveHomeTab,
  visibleHomeTabs,
  type HomeTabDefinition,
} from './home-tabs.ts';

describe('Home tabs', () => {
  it('have unique tabId, id and testId', () => {
    expect(() => assertUniqueTabIds(HOME_TAB_DEFINITIONS)).not.toThrow();
  });
  it('refuse duplicate ids', () => {
    const [first] = HOME_TAB_DEFINITIONS as [HomeTabDefinition];
    expect(() => assertUniqueTabIds([first, { ...first, tabId: 'dashboard', testId: 'other' }])).toThrow(/id/);
  });
  it('show Applications only for SaaS scope', () => {
    expect(visibleHomeTabs(true).map(tab => tab.tabId)).toEqual(['applications', 'infrastructure', 'dashboard']);
    expect(visibleHomeTabs(false).map(tab => tab.tabId)).toEqual(['infrastructure', 'dashboard']);
  });
  it('fall back to Applications for SaaS scope and Infrastructure otherwise', () => {
    expect(fallbackHomeTab(true)).toBe('applications');
    expect(fallbackHomeTab(false)).toBe('infrastructure');
    expect(resolveHomeTab('dashboard', false)).toBe('dashboard');
    expect(resolveHomeTab('applications', false)).toBe('infrastructure');
    expect(resolveHomeTab('bogus', true)).toBe('applications');
    expect(resolveHomeTab(undefined, false)).toBe('infrastructure');
  });
});
