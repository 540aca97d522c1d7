import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './idle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the next idle period with a deadline, so a page that keeps the browser busy still runs it', () => {
    const requestIdleCallback = vi.fn((run: () => void, _options?: { timeout?: number }) => {
      run();
      return 1;
    });
    vi.stubGlobal('window', { requestIdleCallback });
    const callback = vi.fn();
    whenIdle(callback);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(callback).toHaveBeenCalledOnce();
  });

  it('falls back to a short timer where idle callbacks do not exist', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const callback = vi.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
