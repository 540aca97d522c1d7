import { describe, expect, it } from 'vitest';
import { clampActive, moveActive } from './flyout-keys.ts';

describe('moving through the search flyout with the keyboard', () => {
  const columns = [3, 5];

  it('enters the first filled column with Down (first option) or Up (last option); Left and Right keep the caret', () => {
    expect(moveActive(columns, null, 'ArrowDown')).toEqual({ column: 0, row: 0 });
    expect(moveActive(columns, null, 'ArrowUp')).toEqual({ column: 0, row: 2 });
    expect(moveActive([0, 4], null, 'ArrowDown')).toEqual({ column: 1, row: 0 });
    expect(moveActive(columns, null, 'ArrowRight')).toBeUndefined();
    expect(moveActive(columns, null, 'ArrowLeft')).toBeUndefined();
    expect(moveActive([0, 0], null, 'ArrowDown')).toBeUndefined();
  });

  it('moves within a column, stops at its end and goes back to the text box above its first option', () => {
    expect(moveActive(columns, { column: 0, row: 0 }, 'ArrowDown')).toEqual({ column: 0, row: 1 });
    expect(moveActive(columns, { column: 0, row: 2 }, 'ArrowDown')).toEqual({ column: 0, row: 2 });
    expect(moveActive(columns, { column: 0, row: 1 }, 'ArrowUp')).toEqual({ column: 0, row: 0 });
    expect(moveActive(columns, { column: 0, row: 0 }, 'ArrowUp')).toBeNull();
    expect(moveActive(columns, { column: 1, row: 2 }, 'Home')).toEqual({ column: 1, row: 0 });
    expect(moveActive(columns, { column: 1, row: 2 }, 'End')).toEqual({ column: 1, row: 4 });
    expect(moveActive(columns, { column: 1, row: 2 }, 'Enter')).toBeUndefined();
  });

  it('moves between columns to the same row, or the last when shorter, skipping empty ones and mirrored in RTL', () => {
    expect(moveActive(columns, { column: 0, row: 1 }, 'ArrowRight')).toEqual({ column: 1, row: 1 });
    expect(moveActive(columns, { column: 1, row: 4 }, 'ArrowLeft')).toEqual({ column: 0, row: 2 });
    expect(moveActive(columns, { column: 1, row: 4 }, 'ArrowRight')).toEqual({ column: 1, row: 4 });
    expect(moveActive([2, 0, 3], { column: 0, row: 1 }, 'ArrowRight')).toEqual({ column: 2, row: 1 });
    expect(moveActive(columns, { column: 0, row: 1 }, 'ArrowLeft', true)).toEqual({ column: 1, row: 1 });
    expect(moveActive(columns, { column: 1, row: 1 }, 'ArrowRight', true)).toEqual({ column: 0, row: 1 });
  });

  it('keeps the active option inside the columns when new answers change them', () => {
    expect(clampActive([2, 5], { column: 1, row: 4 })).toEqual({ column: 1, row: 4 });
    expect(clampActive([2, 3], { column: 1, row: 4 })).toEqual({ column: 1, row: 2 });
    expect(clampActive([2, 0], { column: 1, row: 4 })).toBeNull();
    expect(clampActive([2, 0], null)).toBeNull();
  });
});
