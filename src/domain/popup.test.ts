import { describe, expect, it } from 'vitest';
import { POPUP_BLOCKED_SECONDS, openableUrl, secondsLeft } from './popup.ts';

describe('popup rules', () => {
  it('open only http(s) addresses, resolved against the page', () => {
    const base = 'https://cloud.example.com/compute/instances';
    expect(openableUrl('https://docs.example.com/a?b=1#c', base)).toBe('https://docs.example.com/a?b=1#c');
    expect(openableUrl('/support/home', base)).toBe('https://cloud.example.com/support/home');
    expect(openableUrl('http://127.0.0.1:7070/status', base)).toBe('http://127.0.0.1:7070/status');
    expect(openableUrl('javascript:alert(1)', base)).toBeNull();
    expect(openableUrl('JavaScript:alert(1)', base)).toBeNull();
    expect(openableUrl('data:text/html,x', base)).toBeNull();
    expect(openableUrl('/relative-without-base')).toBeNull();
    expect(openableUrl('https://[nope', base)).toBeNull();
  });

  it('count the seconds left down from 10 and never below 0', () => {
    expect(POPUP_BLOCKED_SECONDS).toBe(10);
    expect(secondsLeft(1000, 1000)).toBe(10);
    expect(secondsLeft(1000, 1999)).toBe(10);
    expect(secondsLeft(1000, 2000)).toBe(9);
    expect(secondsLeft(1000, 10_999)).toBe(1);
    expect(secondsLeft(1000, 11_000)).toBe(0);
    expect(secondsLeft(1000, 60_000)).toBe(0);
    expect(secondsLeft(0, 2000, 3)).toBe(1);
  });
});
