import type { ReactNode } from 'react';
import type { RailPanelId } from '../../../src/domain/right-rail.ts';

/** What a panel shows: its skeleton, its content, its empty state or its error. */
export type RailPanelState = 'loading' | 'ready' | 'empty' | 'failed';

/** Props of `RailPanel`, the frame every panel of the rail shares. */
export interface RailPanelProps {
  panel: RailPanelId;
  heading: string;
  state: RailPanelState;
  /**
   * The panel's loading skeleton, shaped like its content at its largest: it also holds the panel's size in every
   * other state, so nothing below moves when the data arrives (CLS 0).
   */
  skeleton: ReactNode;
  /** The content (ready) or the empty state's text (empty). */
  children?: ReactNode;
  /** The error's text (failed). */
  errorText?: string;
  /** Asks the panel's data again (the error's Try again). */
  onRetry?: () => void;
  /** Links beside the heading, shown whatever the state and while closed. */
  actions?: ReactNode;
  open: boolean;
  onToggle: (open: boolean) => void;
}

/** Props the panels with data share: whether they are open, and how to open, close and retry them. */
export interface RailPanelControls {
  open: boolean;
  onToggle: (open: boolean) => void;
  onRetry: () => void;
  /** The user's locale (BCP 47) for numbers and dates. */
  localeTag: string;
  /** The user's time zone (the console settings' choice) for dates. */
  timeZone: string;
}
