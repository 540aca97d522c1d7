import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  $feedback,
  changeFeedback,
  dismissFeedback,
  openFeedback,
  submitFeedbackDraft,
} from '../../stores/feedback.ts';
import { $feedbackPanelOpen } from '../../stores/feedback-panel.ts';
import { $locale } from '../../stores/locale.ts';
import { FeedbackPanel } from './feedback-panel.tsx';

/**
 * The feedback panel connected to its stores: open while `$feedbackPanelOpen` (the help menu's Feedback, a prompt), its
 * form from `$feedback`. Each opening brings back the user's stored draft.
 */
export function FeedbackPanelIsland(): ReactNode {
  const open = useStore($feedbackPanelOpen);
  const view = useStore($feedback);
  // Texts follow the console's language.
  useStore($locale);
  const wasOpen = useRef(false);

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
