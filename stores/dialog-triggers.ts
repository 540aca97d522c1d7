import { $preferences, setGuidedJourneyPreference } from './preferences.ts';

// The triggers of the console's dialogs (spec 1 §2 "Dialogs", §4) and what their answers do. Loaded after the
// console is ready (src/page-data.ts), never on the start-up path; each trigger is a pure rule of src/domain/.

/** Guided tours moved, answered: the checklist preference goes off, so the notice shows once. */
export async function acknowledgeGuidedToursMoved(): Promise<boolean> {
  const journey = $preferences.get().preferences.guidedJourneyPersona;
  if (!journey) return false;
  return setGuidedJourneyPreference({ ...journey, showChecklist: false });
}
