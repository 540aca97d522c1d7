// The WAI-ARIA tabs pattern's keyboard rule, shared by every tablist of the islands (Home, the search page).

/**
 * The tab index a key moves to, or undefined for keys the tablist leaves alone: the arrow in the reading direction
 * goes to the next tab, the other arrow to the previous one (both wrap), Home to the first and End to the last.
 */
export function tabKeyTarget(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
