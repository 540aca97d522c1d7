import { describe, expect, it } from 'vitest';
import { consoleCsp } from './csp.ts';

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map(part => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('consoleCsp', () => {
  it('frames the plugin origin, the cloud (the gallery’s pages) and, for plugin-override development, loopback only', () => {
    const csp = consoleCsp({ cloudOrigin: 'https://cloud.example.com', pluginOrigin: 'http://127.0.0.1:7071' });
    const frames = directive(csp, 'frame-src');
    expect(frames.slice(0, 2)).toEqual(['http://127.0.0.1:7071', 'https://cloud.example.com']);
    expect(frames.slice(2).every(source => /^https?:\/\/(localhost|127\.0\.0\.1):\*$/.test(source))).toBe(true);
    expect(frames).not.toContain('*');
  });

  it('runs scripts of its own origin and exactly the consent and analytics scripts, never inline ones', () => {
    const local = consoleCsp({ cloudOrigin: 'https://cloud.example.com', pluginOrigin: 'http://127.0.0.1:7071' });
    expect(directive(local, 'script-src')).toEqual([
      "'self'",
      'https://cloud.example.com/consent/consent.js',
      'https://cloud.example.com/analytics/analytics.js',
    ]);
    const realm = consoleCsp({
      cloudOrigin: 'https://cloud.example.com',
      pluginOrigin: 'https://plugins.example.com',
      scripts: ['https://consent.example.net/notice.js'],
    });
    expect(directive(realm, 'script-src')).toEqual(["'self'", 'https://consent.example.net/notice.js']);
    expect(realm).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive(realm, 'trusted-types')).toEqual(
      expect.arrayContaining(['console-shell', 'lit-html', 'dompurify', 'console-scripts', 'default'])
    );
  });
});
