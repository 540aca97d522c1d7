import type { FeedbackDraft, FeedbackView } from '../../stores/feedback.ts';

/** Props of `FeedbackPanel`, the feedback side panel (presentational: the island connects it to its stores). */
export interface FeedbackPanelProps {
  open: boolean;
  view: FeedbackView;
  /** The user changed the form; the change is kept as the draft. */
  onChange: (change: Partial<FeedbackDraft>) => void;
  onSubmit: () => void;
  /** The close button, Close or Escape: the draft stays. */
  onClose: () => void;
  /** After a submission: a new, empty form. */
  onAnother: () => void;
}
