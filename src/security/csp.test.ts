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
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });
});
