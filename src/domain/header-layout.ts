// Responsive rules of the header (spec 1 §9): which of its three compact modes apply at a given size. Pure: the
// header measures, this decides.

/** Below this width of the search area (px) the search box collapses to a button (narrow header mode). */
export const NARROW_SEARCH_WIDTH = 290;

/** Below this window width (px) the header is one column: secondary controls move into the "More" drawer. */
export const ONE_COLUMN_WIDTH = 495;

/** Below this window width (px) the help menu leaves the bar and is shown inline in the "More" drawer. */
export const INLINE_HELP_WIDTH = 1198;

/** What the header measured. */
export interface HeaderMeasurements {
  /** Width of the header's search area in CSS pixels. */
  searchWidth: number;
  /** Width of the window (the layout viewport) in CSS pixels. */
  windowWidth: number;
}

/** The header's compact modes; each is on strictly below its threshold. */
export interface HeaderLayout {
  /** The search box is a button that expands it over the header. */
  narrow: boolean;
  /** Developer tools, locale menu, live chat and apps launcher sit in the drawer; the product name hides. */
  oneColumn: boolean;
  /** The help menu sits in the drawer, as an inline group. */
  inlineHelp: boolean;
}

/** The compact modes for the measured sizes (spec 1 §9: "below" means strictly less than the threshold). */
export function headerLayout({ searchWidth, windowWidth }: HeaderMeasurements): HeaderLayout {
  return {
    narrow: searchWidth < NARROW_SEARCH_WIDTH,
    oneColumn: windowWidth < ONE_COLUMN_WIDTH,
    inlineHelp: windowWidth < INLINE_HELP_WIDTH,
  };
}

/**
 * What the bar gives up, least important first, when it still overflows at the spec's modes (chosen: the spec's
 * thresholds fit its own header; with longer names, more controls, another language or a narrow container the bar
 * must still never overflow, so the header measures and sheds more). The first four move into the "More" drawer; then
 * the product name hides beside the logo mark, and the user and region menus show their icons alone (their accessible
 * names keep the text). One-column mode gives up all of them.
 */
export const OVERFLOW_ORDER = [
  'apps-launcher',
  'live-chat',
  'locale-menu',
  'developer-tools',
  'product-name',
  'user-label',
  'region-label',
] as const;

/** Something the bar can give up. */
export type OverflowItem = (typeof OVERFLOW_ORDER)[number];

/** Whether an item is off the bar: always in one-column mode, else when it is among the first `overflow` items. */
export function isOffBar(
  item: OverflowItem,
  { oneColumn, overflow }: { oneColumn: boolean; overflow: number }
): boolean {
  return oneColumn || OVERFLOW_ORDER.indexOf(item) < overflow;
}

/**
 * The overflow level after the next present item gives up its place (absent items are skipped, since giving them up
 * frees nothing), or null when nothing is left to give up.
 */
export function nextOverflow(overflow: number, present: (item: OverflowItem) => boolean): number | null {
  for (let index = overflow; index < OVERFLOW_ORDER.length; index += 1) {
    const item = OVERFLOW_ORDER[index];
    if (item !== undefined && present(item)) return index + 1;
  }
  return null;
}
