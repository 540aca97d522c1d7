import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_BLOCKED_SECONDS } from '../src/domain/popup.ts';
import { $blockedPopup, dismissBlockedPopup, openWindow, type WindowOpener } from './popups.ts';

/** A window whose open() answers the given tab (null: the browser blocked it); it records its calls. */
function stubWindow(tab: { opener: unknown } | null): WindowOpener & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    location: { href: 'https://cloud.example.com/compute/instances' },
    open: (...args: unknown[]) => {
      calls.push(args);
      return tab as WindowProxy | null;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismissBlockedPopup();
  vi.useRealTimers();
});

describe('opening a new tab', () => {
  it('opens the address in a new tab and cuts the link back to the console', () => {
    const tab = { opener: 'the console' };
    const page = stubWindow(tab);
    expect(openWindow('https://docs.example.com/iaas', page)).toBe('opened');
    expect(page.calls).toEqual([['https://docs.example.com/iaas', '_blank']]);
    expect(tab.opener).toBeNull();
    expect($blockedPopup.get()).toBeNull();
  });

  it('resolves a path against the page', () => {
    const page = stubWindow({ opener: null });
    openWindow('/support/home', page);
    expect(page.calls[0]?.[0]).toBe('https://cloud.example.com/support/home');
  });

  it('says the browser blocked it when open() answers null, and counts down from 10 seconds', () => {
    expect(openWindow('https://docs.example.com/iaas', stubWindow(null))).toBe('blocked');
    expect($blockedPopup.get()).toEqual({ url: 'https://docs.example.com/iaas', secondsLeft: 10 });
    vi.advanceTimersByTime(1000);
    expect($blockedPopup.get()?.secondsLeft).toBe(9);
    vi.advanceTimersByTime(8000);
    expect($blockedPopup.get()?.secondsLeft).toBe(1);
    vi.advanceTimersByTime(999);
    expect($blockedPopup.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($blockedPopup.get()).toBeNull();
    expect(POPUP_BLOCKED_SECONDS).toBe(10);
  });

  it('closes the message early when the user closes it, and its countdown stops', () => {
    openWindow('https://a.example.com/', stubWindow(null));
    vi.advanceTimersByTime(3000);
    dismissBlockedPopup();
    expect($blockedPopup.get()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the latest blocked address with a fresh countdown', () => {
    openWindow('https://a.example.com/', stubWindow(null));
    vi.advanceTimersByTime(6000);
    openWindow('https://b.example.com/', stubWindow(null));
    expect($blockedPopup.get()).toEqual({ url: 'https://b.example.com/', secondsLeft: 10 });
    vi.advanceTimersByTime(9000);
    expect($blockedPopup.get()?.secondsLeft).toBe(1);
  });

  it('refuses anything but an http(s) address, and a page without a window', () => {
    const page = stubWindow({ opener: null });
    expect(openWindow('javascript:alert(1)', page)).toBe('refused');
    expect(openWindow('data:text/html,<script>x</script>', page)).toBe('refused');
    expect(openWindow('http://[bad', page)).toBe('refused');
    expect(page.calls).toEqual([]);
    expect($blockedPopup.get()).toBeNull();
    // Node has no window: nothing to open with.
    expect(openWindow('https://a.example.com/')).toBe('refused');
  });
});
