import { html } from 'lit';
import { $checklistWanted } from '../../stores/checklist-wanted.ts';
import { $dialogWanted } from '../../stores/dialog-wanted.ts';
import { $feedbackPanelWanted } from '../../stores/feedback-panel.ts';
import { $helpPanelOpen } from '../../stores/help-panel.ts';
import { $seTrialWanted } from '../../stores/se-trial-wanted.ts';
import { $settingsPanelOpen } from '../../stores/settings-panel.ts';
import type { IslandOverlay } from './island-overlays.ts';

/**
 * The islands shown over every page (side panels, dialogs), in stacking order: one entry each, e.g.
 * `{ island: 'settingsPanel', wanted: $settingsPanelWanted, template: () => html`<console-settings-panel></console-settings-panel>` }`.
 * The `wanted` store must be light: it is on the start-up path; the island is not.
 */
export const ISLAND_OVERLAYS: readonly IslandOverlay[] = [
  // The console settings side panel, opened from the user menu (islands/settings-panel/).
  {
    island: 'settingsPanel',
    wanted: $settingsPanelOpen,
    template: () => html`<console-settings-panel></console-settings-panel>`,
  },
  // The contextual help panel, non-modal beside the page, from the help menu and plugins (islands/help-panel/).
  { island: 'helpPanel', wanted: $helpPanelOpen, template: () => html`<console-help-panel></console-help-panel>` },
  // The feedback side panel, from the help menu and feedback prompts (islands/feedback-panel/).
  {
    island: 'feedbackPanel',
    wanted: $feedbackPanelWanted,
    template: () => html`<console-feedback-panel></console-feedback-panel>`,
  },
  // The getting-started checklist on Home (islands/checklist/): below the side panels and dialogs.
  { island: 'checklist', wanted: $checklistWanted, template: () => html`<console-checklist></console-checklist>` },
  // The SE trial terms (islands/se-trial/): a modal over the console until accepted; an SE trial tenancy only.
  { island: 'seTrial', wanted: $seTrialWanted, template: () => html`<console-se-trial></console-se-trial>` },
  // Every dialog of the console, one at a time from the queue of stores/dialogs.ts (islands/dialogs/); last, so a
  // dialog asked for while a side panel is open stacks above it.
  { island: 'dialogs', wanted: $dialogWanted, template: () => html`<console-dialogs></console-dialogs>` },
];
