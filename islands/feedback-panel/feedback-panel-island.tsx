import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  $feedback,
  changeFeedback,
  dismissFeedback,
  openFeedback,
  submitFeedbackDraft,
} from '../../stores/feedback.ts';
import { $feedbackPanelOpen, $pendingFeedbackPrompt } from '../../stores/feedback-panel.ts';
import { runPendingFeedbackPrompt } from '../../stores/feedback-prompt.ts';
import { $locale } from '../../stores/locale.ts';
import { FeedbackPanel } from './feedback-panel.tsx';

/**
 * The feedback panel connected to its stores: open while `$feedbackPanelOpen` (the help menu's Feedback, a prompt), its
 * form from `$feedback`. Each opening brings back the user's stored draft; a pending prompt goes through the frequency
 * rule here, so the rule never loads before a prompt does.
 */
export function FeedbackPanelIsland(): ReactNode {
  const open = useStore($feedbackPanelOpen);
  const view = useStore($feedback);
  const pending = useStore($pendingFeedbackPrompt);
  // Texts follow the console's language.
  useStore($locale);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (pending !== null) runPendingFeedbackPrompt();
  }, [pending]);

  useEffect(() => {
    if (open && !wasOpen.current) openFeedback();
    wasOpen.current = open;
  }, [open]);

  return (
    <FeedbackPanel
      open={open}
      view={view}
      onChange={changeFeedback}
      onSubmit={() => void submitFeedbackDraft()}
      onClose={dismissFeedback}
      onAnother={openFeedback}
    />
  );
}
