import { atom, computed } from 'nanostores';

// The feedback panel's open state and its prompts' count, apart from its store (stores/feedback.ts), its prompt rule
// (stores/feedback-prompt.ts) and island: this module is the overlay registry's `wanted` store
// (elements/console-app/overlays.ts) and the header reads the count, so it is on the start-up path: atoms and actions
// only.

/** Options for opening the feedback panel. */
export interface OpenFeedbackPanelOptions {
  /**
   * The component that prompts for feedback (spec 2 §5; e.g. 'guided-tour' when the tour completes). A prompt shows
   * only when the frequency rule allows it (stores/feedback-prompt.ts, in the panel's chunk, so it opens once that
   * has loaded), raises the notification count, and the panel asks about that component.
   * Absent when the user opened the panel themselves (help menu): it always opens.
   */
  readonly prompt?: string;
}

/** True while the feedback side panel is open. */
export const $feedbackPanelOpen = atom(false);

/** The component of the prompt the panel was last opened for, or undefined when the user opened it themselves. */
export const $feedbackPanelPrompt = atom<string | undefined>(undefined);

/**
 * Prompts that showed and have not been answered (spec 2 §2 "the notification count increases as prompts occur"): the
 * help menu shows it; a submission clears it.
 */
export const $feedbackNotificationCount = atom(0);

/** A prompt waiting for the frequency rule, which loads with the panel's chunk (stores/feedback-prompt.ts). */
export const $pendingFeedbackPrompt = atom<string | null>(null);

/** The overlay's `wanted` store: the panel is open, or a prompt waits for its rule (so the panel's chunk loads). */
export const $feedbackPanelWanted = computed(
  [$feedbackPanelOpen, $pendingFeedbackPrompt],
  (open, pending) => open || pending !== null
);

/**
 * Opens the feedback panel: for a prompt (the guided tour on completion, …) only as the frequency rule allows, once the
 * panel's chunk has run it (`runPendingFeedbackPrompt`); without one (the help menu's Feedback) always, at once.
 */
export function openFeedbackPanel(options?: OpenFeedbackPanelOptions): void {
  if (options?.prompt !== undefined) {
    $pendingFeedbackPrompt.set(options.prompt);
    return;
  }
  $feedbackPanelPrompt.set(undefined);
  $feedbackPanelOpen.set(true);
}

/** Closes the feedback panel (its draft is kept by the feedback store). */
export function closeFeedbackPanel(): void {
  $feedbackPanelOpen.set(false);
}

/** The prompts are answered: a submission clears the count. */
export function clearFeedbackNotifications(): void {
  $feedbackNotificationCount.set(0);
}
