import { afterEach, describe, expect, it, vi } from 'vitest';
import { $messages, clearMessages } from './messages.ts';
import { navigate, stopRouting } from './route.ts';

afterEach(() => {
  stopRouting();
  clearMessages();
  vi.restoreAllMocks();
});

describe('navigate', () => {
  it('says which path could not be reached when navigating fails, instead of failing silently', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(navigate('/compute/instances')).toBe(false);

    expect($messages.get().map(message => [message.kind, message.params])).toEqual([
      ['navigation-failed', { path: '/compute/instances' }],
    ]);
  });
});
