import { atom } from 'nanostores';

// The feedback panel's open state, apart from its store and island: this module is the overlay registry's `wanted`
// store (elements/console-app/overlays.ts), on the start-up path, so it holds atoms and actions only, no heavy imports.

/** Options for opening the feedback panel. */
export interface OpenFeedbackPanelOptions {
  /**
   * The prompt that opened the panel (spec 2 §5: a feedback prompt, e.g. 'guided-tour' when the tour completes): the
   * panel says what the feedback is about and counts it against the component's prompt frequency. Absent when the
   * user opened the panel themselves (help menu).
   */
  readonly prompt?: string;
}

/** True while the feedback side panel is open. */
export const $feedbackPanelOpen = atom(false);

/** The prompt the panel was last opened for, or undefined when the user opened it themselves. */
export const $feedbackPanelPrompt = atom<string | undefined>(undefined);

/** Opens the feedback panel, optionally for a prompt (the guided tour on completion, a plugin, …). */
export function openFeedbackPanel(options?: OpenFeedbackPanelOptions): void {
  $feedbackPanelPrompt.set(options?.prompt);
  $feedbackPanelOpen.set(true);
}

/** Closes the feedback panel (its draft is kept by the feedback store). */
export function closeFeedbackPanel(): void {
  $feedbackPanelOpen.set(false);
}
