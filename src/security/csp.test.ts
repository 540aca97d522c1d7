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
  it('frames the plugin origin and, for plugin-override development, loopback origins only', () => {
    const csp = consoleCsp({ cloudOrigin: 'http://127.0.0.1:7070', pluginOrigin: 'http://127.0.0.1:7071' });
    const frames = directive(csp, 'frame-src');
    expect(frames[0]).toBe('http://127.0.0.1:7071');
    expect(frames.slice(1).every(source => /^https?:\/\/(localhost|127\.0\.0\.1):\*$/.test(source))).toBe(true);
    expect(frames).not.toContain('*');
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });
});
