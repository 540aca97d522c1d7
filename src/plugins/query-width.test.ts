import { describe, expect, it, vi } from 'vitest';
import { parseQueryWidth } from './query-width.ts';

describe('parseQueryWidth', () => {
  it('accepts percentages of one to three digits as they are', () => {
    const warn = vi.fn();
    expect(['5%', '50%', '100%', '075%'].map(width => parseQueryWidth(width, warn))).toEqual([
      '5%',
      '50%',
      '100%',
      '075%',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['50', '1000%', '%', '50px', ' 50%', '50%;', '5.5%', '-5%', 'calc(50%)', '５０%', ''])(
    'ignores %j with one warning naming it',
    width => {
      const warn = vi.fn();
      expect(parseQueryWidth(width, warn)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain(JSON.stringify(width));
      expect(warn.mock.calls[0]?.[0]).toContain('such as 50%');
    }
  );

  it('ignores values that are not strings, and cuts long values short in the warning', () => {
    const warn = vi.fn();
    expect(parseQueryWidth(50, warn)).toBeNull();
    expect(parseQueryWidth('9'.repeat(5000), warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0]).length).toBeLessThan(200);
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseQueryWidth('wide')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
