import type { ExploreCategory, ExploreEntry } from '../../../src/services/start-exploring.ts';

/** Props of the pure Start exploring widget (spec 2 §2); `explore-widget.tsx` fills them from the stores. */
export interface StartExploringProps {
  /** Where the feed stands: loading (skeleton unless categories are there), failed (message and retry), ready. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The categories this account sees, each with its visible entries (the rules already applied). */
  categories: readonly ExploreCategory[];
  /** Badge the Always Free eligible entries (the same rule as the quick actions' badge). */
  alwaysFreeBadge: boolean;
  /** Opens an entry: its content page in a new window, or the guided tour for the console tour entry. */
  onOpen: (entry: ExploreEntry) => void;
  /** Loads the feed again after a failure. */
  onRetry: () => void;
}
