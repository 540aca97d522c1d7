/*
 * Keyboard movement through the search flyout (WAI-ARIA combobox pattern with a listbox per section, issue 13): the
 * sections stand in columns, Up and Down move through a column's options across its sections, Left and Right move to
 * the same row of the neighbouring column. Focus stays in the text box; the active option is its
 * aria-activedescendant. Pure, so every path is tested without a browser.
 */

/** The active option: a column and a row within it (rows run across the column's sections). */
export interface FlyoutPosition {
  column: number;
  row: number;
}

/** Where a key moves the active option: a position, null (back to the text box), or undefined (not a move key). */
export type FlyoutMove = FlyoutPosition | null | undefined;

function firstFilled(lengths: readonly number[], from: number, step: 1 | -1): number | undefined {
  for (let column = from; column >= 0 && column < lengths.length; column += step) {
    if ((lengths[column] ?? 0) > 0) return column;
  }
  return undefined;
}

/**
 * Where `key` moves the active option, given each column's option count. Without an active option only Down and Up
 * move (into the first filled column); Left and Right then stay with the text box's caret. Moves stop at the edges,
 * except Up from a column's first option, which returns to the text box.
 */
export function moveActive(
  lengths: readonly number[],
  current: FlyoutPosition | null,
  key: string,
  rtl = false
): FlyoutMove {
  if (current === null) {
    if (key !== 'ArrowDown' && key !== 'ArrowUp') return undefined;
    const column = firstFilled(lengths, 0, 1);
    if (column === undefined) return undefined;
    return { column, row: key === 'ArrowDown' ? 0 : (lengths[column] ?? 1) - 1 };
  }
  const length = lengths[current.column] ?? 0;
  switch (key) {
    case 'ArrowDown':
      return { column: current.column, row: Math.min(current.row + 1, length - 1) };
    case 'ArrowUp':
      return current.row === 0 ? null : { column: current.column, row: current.row - 1 };
    case 'Home':
      return { column: current.column, row: 0 };
    case 'End':
      return { column: current.column, row: length - 1 };
    case 'ArrowRight':
    case 'ArrowLeft': {
      const step = (key === 'ArrowRight') !== rtl ? 1 : -1;
      const column = firstFilled(lengths, current.column + step, step);
      if (column === undefined) return current;
      return { column, row: Math.min(current.row, (lengths[column] ?? 1) - 1) };
    }
    default:
      return undefined;
  }
}

/** A position still inside the columns after they changed (new answers arrived), or null when its column emptied. */
export function clampActive(lengths: readonly number[], current: FlyoutPosition | null): FlyoutPosition | null {
  if (current === null) return null;
  const length = lengths[current.column] ?? 0;
  if (length === 0) return null;
  return { column: current.column, row: Math.min(current.row, length - 1) };
}
