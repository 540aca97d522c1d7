import { describe, expect, it } from 'vitest';
import {
  activePluginOverrides,
  isOverrideBarShortcut,
  MAX_PLUGIN_OVERRIDES,
  mergePluginOverrides,
  OVERRIDE_FRAME_SOURCES,
  overrideUrlProblem,
  parsePluginOverrides,
  parseStoredPluginOverrides,
  serializePluginOverrides,
  type ShortcutKeys,
} from './plugin-override.ts';

const PLUGIN_ORIGIN = 'https://plugins.console.example';
const KNOWN = new Set(['compute', 'networking-vcns', 'object-storage']);
const RULES = { pluginOrigin: PLUGIN_ORIGIN, knownPlugins: KNOWN };

describe('parsePluginOverrides', () => {
  it('reads plugin:url entries, comma-separated and from repeated parameters', () => {
    const parsed = parsePluginOverrides(
      [
        'compute:http://localhost:3000/compute, networking-vcns:http://127.0.0.1:4000/vcns?x=1',
        'object-storage:https://localhost:8443/buckets',
      ],
      RULES
    );
    expect(parsed.rejections).toEqual([]);
    expect(parsed.overrides).toEqual([
      { plugin: 'compute', url: 'http://localhost:3000/compute' },
      { plugin: 'networking-vcns', url: 'http://127.0.0.1:4000/vcns?x=1' },
      { plugin: 'object-storage', url: 'https://localhost:8443/buckets' },
    ]);
  });

  it('keeps placeholders of the URL template as given, for the loader to fill', () => {
    const { overrides } = parsePluginOverrides(
      ['compute:http://localhost:3000/{environment}/{region}?lang={locale}'],
      RULES
    );
    expect(overrides).toEqual([
      { plugin: 'compute', url: 'http://localhost:3000/{environment}/{region}?lang={locale}' },
    ]);
  });

  it('accepts another page on the console plugin origin', () => {
    const { overrides } = parsePluginOverrides([`compute:${PLUGIN_ORIGIN}/plugins/compute-canary/index.html`], RULES);
    expect(overrides).toEqual([{ plugin: 'compute', url: `${PLUGIN_ORIGIN}/plugins/compute-canary/index.html` }]);
  });

  it.each([
    ['compute:https://evil.example/compute', 'origin-not-allowed'],
    ['compute:http://localhost.evil.example/', 'origin-not-allowed'],
    ['compute:http://[::1]:3000/', 'origin-not-allowed'],
    ['compute:http://127.0.0.1.nip.io/', 'origin-not-allowed'],
    ['compute:http://plugins.console.example/', 'origin-not-allowed'],
    ['compute:https://plugins.console.example:8443/', 'origin-not-allowed'],
    ['compute:javascript:alert(1)', 'invalid-url'],
    ['compute:file:///etc/passwd', 'invalid-url'],
    ['compute:/compute/instances', 'invalid-url'],
    ['compute://localhost:3000', 'invalid-url'],
    ['compute:http://user:secret@localhost:3000/', 'invalid-url'],
    ['compute:http://{region}.localhost/', 'invalid-url'],
    [`compute:http://localhost/${'a'.repeat(2048)}`, 'invalid-url'],
    ['billing:http://localhost:3000/', 'unknown-plugin'],
    ['http://localhost:3000/compute', 'invalid-url'],
    ['compute', 'malformed'],
    [':http://localhost:3000/', 'malformed'],
    ['compute:', 'malformed'],
    ['com pute:http://localhost:3000/', 'malformed'],
    ['__proto__:http://localhost:3000/', 'malformed'],
  ])('refuses %j as %s', (entry, reason) => {
    const parsed = parsePluginOverrides([entry], RULES);
    expect(parsed.overrides).toEqual([]);
    expect(parsed.rejections).toEqual([{ entry: entry.trim().slice(0, 200), reason }]);
  });

  it('applies the good entries of a list and reports the bad ones', () => {
    const parsed = parsePluginOverrides(
      ['compute:https://evil.example/,networking-vcns:http://localhost:5000/'],
      RULES
    );
    expect(parsed.overrides).toEqual([{ plugin: 'networking-vcns', url: 'http://localhost:5000/' }]);
    expect(parsed.rejections).toEqual([{ entry: 'compute:https://evil.example/', reason: 'origin-not-allowed' }]);
  });

  it('takes any well-formed name while the registry is not known', () => {
    const { overrides, rejections } = parsePluginOverrides(['billing:http://localhost:3000/'], {
      pluginOrigin: PLUGIN_ORIGIN,
    });
    expect(overrides).toEqual([{ plugin: 'billing', url: 'http://localhost:3000/' }]);
    expect(rejections).toEqual([]);
  });

  it('lets a later entry for the same plugin win and skips blank entries', () => {
    const { overrides } = parsePluginOverrides(
      ['compute:http://localhost:3000/a,, ', 'compute:http://localhost:3000/b'],
      RULES
    );
    expect(overrides).toEqual([{ plugin: 'compute', url: 'http://localhost:3000/b' }]);
  });

  it(`keeps at most ${MAX_PLUGIN_OVERRIDES} overrides`, () => {
    const names = Array.from({ length: MAX_PLUGIN_OVERRIDES + 2 }, (_, index) => `plugin-${index}`);
    const parsed = parsePluginOverrides([names.map(name => `${name}:http://localhost:3000/${name}`).join(',')], {
      pluginOrigin: PLUGIN_ORIGIN,
    });
    expect(parsed.overrides).toHaveLength(MAX_PLUGIN_OVERRIDES);
    expect(parsed.rejections.map(rejection => rejection.reason)).toEqual(['too-many', 'too-many']);
  });

  it('cuts a long refused entry so it cannot flood the bar', () => {
    const entry = `compute:https://evil.example/${'x'.repeat(500)}`;
    const { rejections } = parsePluginOverrides([entry], RULES);
    expect(rejections[0]?.entry).toHaveLength(200);
  });
});

describe('overrideUrlProblem', () => {
  it('accepts loopback over http and https on any port', () => {
    for (const url of ['http://localhost:3000/', 'https://localhost/', 'http://127.0.0.1:1/', 'http://LOCALHOST:9/x']) {
      expect(overrideUrlProblem(url, PLUGIN_ORIGIN)).toBeNull();
    }
  });
});

describe('mergePluginOverrides', () => {
  it('replaces the URL of a plugin named again and keeps the others in order', () => {
    const merged = mergePluginOverrides(
      [
        { plugin: 'compute', url: 'http://localhost:1/' },
        { plugin: 'object-storage', url: 'http://localhost:2/' },
      ],
      [{ plugin: 'compute', url: 'http://localhost:3/' }]
    );
    expect(merged).toEqual([
      { plugin: 'object-storage', url: 'http://localhost:2/' },
      { plugin: 'compute', url: 'http://localhost:3/' },
    ]);
  });

  it('drops the oldest beyond the limit', () => {
    const current = Array.from({ length: MAX_PLUGIN_OVERRIDES }, (_, index) => ({
      plugin: `p${index}`,
      url: `http://localhost/${index}`,
    }));
    const merged = mergePluginOverrides(current, [{ plugin: 'new', url: 'http://localhost/new' }]);
    expect(merged).toHaveLength(MAX_PLUGIN_OVERRIDES);
    expect(merged[0]?.plugin).toBe('p1');
    expect(merged.at(-1)?.plugin).toBe('new');
  });
});

describe('stored overrides', () => {
  it('round-trip through their stored form', () => {
    const overrides = [{ plugin: 'compute', url: 'http://localhost:3000/{region}' }];
    expect(parseStoredPluginOverrides(serializePluginOverrides(overrides), RULES)).toEqual(overrides);
  });

  it('are checked again when read: a tampered entry is dropped', () => {
    const text = JSON.stringify([
      { plugin: 'compute', url: 'https://evil.example/' },
      { plugin: 'networking-vcns', url: 'http://localhost:5000/' },
      { plugin: '__proto__', url: 'http://localhost:5000/' },
      { plugin: 7, url: 'http://localhost:5000/' },
      null,
      'compute:http://localhost/',
    ]);
    expect(parseStoredPluginOverrides(text, RULES)).toEqual([
      { plugin: 'networking-vcns', url: 'http://localhost:5000/' },
    ]);
    expect(({} as Record<string, unknown>)['url']).toBeUndefined();
  });

  it.each([null, '', 'not json', '{"plugin":"compute"}', '42'])('read %j as none', text => {
    expect(parseStoredPluginOverrides(text, RULES)).toEqual([]);
  });
});

describe('activePluginOverrides', () => {
  const overrides = [
    { plugin: 'compute', url: 'http://localhost:1/' },
    { plugin: 'billing', url: 'http://localhost:2/' },
  ];

  it('keeps registered plugins only once the registry is known', () => {
    expect(activePluginOverrides(overrides, KNOWN)).toEqual([overrides[0]]);
    expect(activePluginOverrides(overrides, undefined)).toEqual(overrides);
  });
});

describe('OVERRIDE_FRAME_SOURCES', () => {
  it('names loopback only, for the CSP frame-src', () => {
    expect(OVERRIDE_FRAME_SOURCES).toEqual([
      'http://localhost:*',
      'https://localhost:*',
      'http://127.0.0.1:*',
      'https://127.0.0.1:*',
    ]);
  });
});

describe('isOverrideBarShortcut', () => {
  const keys = (overrides: Partial<ShortcutKeys>): ShortcutKeys => ({
    key: 'o',
    code: 'KeyO',
    altKey: true,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...overrides,
  });

  it('is Alt+O, also where Option+O types another character', () => {
    expect(isOverrideBarShortcut(keys({}))).toBe(true);
    expect(isOverrideBarShortcut(keys({ key: 'ø' }))).toBe(true);
    expect(isOverrideBarShortcut(keys({ key: 'O', code: 'KeyS' }))).toBe(true);
  });

  it('is not O alone, nor with other modifiers', () => {
    expect(isOverrideBarShortcut(keys({ altKey: false }))).toBe(false);
    expect(isOverrideBarShortcut(keys({ ctrlKey: true }))).toBe(false);
    expect(isOverrideBarShortcut(keys({ metaKey: true }))).toBe(false);
    expect(isOverrideBarShortcut(keys({ shiftKey: true }))).toBe(false);
    expect(isOverrideBarShortcut(keys({ key: 'p', code: 'KeyP' }))).toBe(false);
  });
});
