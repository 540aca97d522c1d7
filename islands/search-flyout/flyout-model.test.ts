import { describe, expect, it } from 'vitest';
import { MAX_ROW_TEXT, rowText } from './flyout-model.ts';

describe('rowText', () => {
  it('keeps a name up to MAX_ROW_TEXT characters and cuts a longer one with an ellipsis', () => {
    const fits = 'n'.repeat(MAX_ROW_TEXT);
    expect(rowText(fits)).toBe(fits);
    expect(rowText(`${fits}x`)).toBe(`${fits}…`);
    expect(rowText('A'.repeat(1_000_000))).toHaveLength(MAX_ROW_TEXT + 1);
  });

  it('never cuts inside a surrogate pair', () => {
    const text = `${'a'.repeat(MAX_ROW_TEXT - 1)}\u{1F600}tail`;
    expect(rowText(text)).toBe(`${'a'.repeat(MAX_ROW_TEXT - 1)}…`);
    expect(rowText(text)).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});
