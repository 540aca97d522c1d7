import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tablist-keys.ts';

describe('the tablist keys (WAI-ARIA tabs)', () => {
  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3, false)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3, false)).toBe(0);
    expect(tabKeyTarget('End', 0, 3, false)).toBe(2);
  });
  it('follows the reading direction right to left', () => {
    expect(tabKeyTarget('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 0, 3, true)).toBe(2);
  });
  it('leaves other keys alone', () => {
    expect(tabKeyTarget('Enter', 0, 3, false)).toBeUndefined();
    expect(tabKeyTarget('ArrowDown', 0, 3, false)).toBeUndefined();
  });
});
