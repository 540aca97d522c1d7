import type { ContextualHelpLink } from '../../src/domain/contextual-help.ts';
import type { ContextualHelpView, HelpTopicState } from '../../stores/contextual-help.ts';

/** Props of `HelpPanel`, the contextual help side panel (presentational: the island connects it to its stores). */
export interface HelpPanelProps {
  open: boolean;
  /** The current path's topics and links. */
  view: ContextualHelpView;
  /** The topic shown, or null for the list. */
  topic: HelpTopicState | null;
  /** The close button or Escape. */
  onClose: () => void;
  /** A documentation topic was chosen. */
  onShowTopic: (link: ContextualHelpLink) => void;
  /** Back from a topic to the list. */
  onBack: () => void;
  onRetryLinks: () => void;
  onRetryTopic: () => void;
  /** A link to open in a new window (through the popup-blocked path). */
  onOpenLink: (url: string) => void;
}

/** Props of `HelpTopicContent`: a documentation page, sanitised and transformed before it reaches the DOM. */
export interface HelpTopicContentProps {
  markup: string;
  /** The page's address: relative links resolve against it. */
  url: string;
  /** The realm's documentation root. */
  docsRoot: string;
  onOpenLink: (url: string) => void;
}
