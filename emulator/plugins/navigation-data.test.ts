import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fallbackNavigationDocument, navigationMenu, type NavigationItemDocument } from './navigation-data.ts';
import { PLUGINS } from './registry-data.ts';

const SHELL_PAGES = ['/', '/dashboard', '/applications', '/resourcemanager/quickstarts'];

function flatten(items: readonly NavigationItemDocument[]): NavigationItemDocument[] {
  return items.flatMap(item => [item, ...flatten(item.children ?? [])]);
}

const english = flatten(navigationMenu('en').items);
const german = flatten(navigationMenu('de').items);

describe('navigation menu registry data', () => {
  it('gives every item a unique key and a label, and its children their parent key', () => {
    const keys = english.map(item => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of english) {
      expect(item.text.trim(), item.key).not.toBe('');
      for (const child of item.children ?? []) expect(child.parentKey).toBe(item.key);
    }
  });

  it('points internal paths at registered plugin prefixes or shell pages, plugin items under their own plugin', () => {
    const prefixes = new Map(PLUGINS.map(plugin => [plugin.name, plugin.pathPrefix]));
    const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
    for (const item of english.filter(entry => entry.path?.startsWith('/'))) {
      const path = item.path ?? '';
      const registered = [...prefixes.values()].some(prefix => under(path, prefix));
      expect(registered || SHELL_PAGES.includes(path), `${item.key} → ${path}`).toBe(true);
      if (item.type === 'plugin') {
        const own = prefixes.get(item.pluginName ?? '');
        expect(own, `${item.key} names a registered plugin`).toBeDefined();
        expect(under(path, own ?? ''), `${item.key} lies under ${own}`).toBe(true);
      }
    }
    for (const item of english.filter(entry => entry.path && !entry.path.startsWith('/'))) {
      expect(item.path, item.key).toMatch(/^https:\/\//);
      expect(item.openInNewTab, `${item.key} leaves the console in a new tab`).toBe(true);
    }
  });

  it('has every kind of item the spec lists', () => {
    const byKey = new Map(english.map(item => [item.key, item]));
    const types = new Set(english.map(item => item.type));
    expect([...types].sort()).toEqual(['formatted-link', 'header', 'link', 'parent', 'plugin']);
    expect(english.some(item => item.relatedServices?.length)).toBe(true);
    expect(english.some(item => item.helpItems?.length)).toBe(true);
    expect(english.some(item => item.muted)).toBe(true);
    const scopes = new Set(english.flatMap(item => item.scopes ?? []));
    expect([...scopes].sort()).toEqual([
      'account-admin',
      'cloud-architect',
      'data-platform',
      'data-scientist',
      'security-admin',
    ]);
    expect(english.filter(item => item.saasServiceTypes?.length).length).toBeGreaterThanOrEqual(2);
    expect(byKey.get('applications-console')).toMatchObject({ path: '/applications', openInNewTab: true });
    expect(byKey.get('heatwave-aws')?.databaseType).toBe('mysqldsaws');
    expect(byKey.get('account-management')?.children?.map(child => child.key)).toContain(
      'account-management-payment-method'
    );
    expect(byKey.get('other-services')).toMatchObject({ dynamic: true, isCategoryGroup: true });
    expect(byKey.get('saas-classic-console')?.type).toBe('formatted-link');
    for (const related of english.flatMap(item => item.relatedServices ?? [])) expect(byKey.has(related)).toBe(true);
    for (const key of navigationMenu().featured) expect(byKey.has(key), key).toBe(true);
  });

  it('has the same menu in German, every label translated', () => {
    expect(german.map(item => [item.key, item.path])).toEqual(english.map(item => [item.key, item.path]));
    expect(german.every(item => item.text.trim() !== '')).toBe(true);
    expect(german.find(item => item.key === 'storage')?.text).toBe('Speicher');
    expect(navigationMenu('de-CH').locale).toBe('de');
    expect(navigationMenu('fr').locale).toBe('en');
  });
});

describe('the console fallback copy', () => {
  it('matches the menu the local cloud serves', async () => {
    // On failure, regenerate src/services/navigation-menu-fallback.json: JSON of fallbackNavigationDocument(), then
    // prettier.
    const path = new URL('../../src/services/navigation-menu-fallback.json', import.meta.url);
    const bundled: unknown = JSON.parse(await readFile(path, 'utf8'));
    expect(bundled).toEqual(fallbackNavigationDocument());
  });
});
