/** What choosing a row does. */
export type FlyoutAction =
  /** Goes to a console path (a plugin page, the results page, advanced search). */
  | { kind: 'path'; path: string }
  /** Opens another site in a new window (documentation). */
  | { kind: 'url'; url: string }
  /** Searches again for a recent search. */
  | { kind: 'recent'; text: string };

/** One option of the flyout. */
export interface FlyoutRow {
  /** Unique within its section. */
  key: string;
  label: string;
  /** Secondary facts shown after the label (a resource's type and compartment, a listing's publisher). */
  details?: readonly string[];
  action: FlyoutAction;
}

/** Which section a row list is. */
export type FlyoutSectionKey = 'recent' | 'resources' | 'services' | 'documentation' | 'marketplace';

/** One section of the flyout: its rows, or a skeleton while loading, or a message instead of rows. */
export interface FlyoutSection {
  key: FlyoutSectionKey;
  heading: string;
  rows: readonly FlyoutRow[];
  loading?: boolean;
  /** Shown instead of rows: why there are none ('Enter more characters...', no results, an error). */
  message?: { text: string; tone: 'info' | 'error' };
  /** Rows can be removed (recent searches): Delete on the active one, or its remove mark. */
  removable?: boolean;
}

/** Texts the component shows that do not come with the sections. */
export interface FlyoutTexts {
  /** The text box's label and placeholder. */
  label: string;
  /** The search landmark's name. */
  landmark: string;
  /** The accessible name of the footer's list. */
  footer: string;
  /** Said of a removable row: how to remove it with the keyboard. */
  removeHint: string;
  /** The remove mark's tooltip for a row. */
  remove: (label: string) => string;
}

/** Props of the pure `SearchFlyout`: everything it shows comes in, every choice goes out. */
export interface SearchFlyoutProps {
  text: string;
  /** Sections by column, inline start first: recent and resources, then services, documentation and marketplace. */
  columns: readonly (readonly FlyoutSection[])[];
  /** Rows under the columns: all results, advanced search. */
  footer: readonly FlyoutRow[];
  /** Shown when the columns have nothing (an empty box and no recent searches). */
  hint?: string;
  /** What the live region says once the answers have settled (e.g. the number of results). */
  status: string;
  texts: FlyoutTexts;
  /** Direction of the page, for Left and Right. */
  rtl?: boolean;
  onText: (text: string) => void;
  onChoose: (row: FlyoutRow, section: FlyoutSectionKey | 'footer') => void;
  onRemove: (row: FlyoutRow) => void;
  /** Enter with no active option: search for the text (trimmed, never empty). */
  onSubmit: (text: string) => void;
}
