import {
  dismissedPersonaPreference,
  personaPreference,
  personaPromptDue,
  type PersonaChoice,
} from '../src/domain/personas.ts';
import { openDialog } from './dialogs.ts';
import { $locale } from './locale.ts';
import { $preferences, setPersonaPreference } from './preferences.ts';

// The first sign-in persona dialog's trigger (spec 1 §2 "Dialogs: persona selector", §3; spec 3 §1 "persona selector"
// among the bundles loaded on demand): once the preferences are in and the user has no persona and has not skipped the
// question, the persona selector dialog is queued. Started with the page data (src/page-data.ts), after ready; the
// dialog itself (islands/dialogs/persona-selector-dialog.tsx) loads only when it is asked for.

let asked = false;
let stop: (() => void) | null = null;

/**
 * Watches the preferences and asks for the persona dialog once per page when it is due. Only a successful load counts:
 * a user whose preferences failed to load is not asked what they may already have answered.
 */
export function startPersonaPrompt(): void {
  stop?.();
  stop = $preferences.subscribe(state => {
    if (asked || state.status !== 'success' || !personaPromptDue(state.preferences.userPersona)) return;
    asked = true;
    openDialog({ kind: 'persona-selector' });
  });
}

/** Stops watching and forgets that the dialog was asked for (tests, sign-out). */
export function stopPersonaPrompt(): void {
  stop?.();
  stop = null;
  asked = false;
}

/**
 * Saves the persona chosen in the dialog, under the active language, the question answered (spec 3 §3). A failure is
 * only logged (spec 1 §8), the choice applies for this page all the same. Resolves true when it was saved.
 */
export function answerPersonaPrompt(choice: PersonaChoice): Promise<boolean> {
  const previous = $preferences.get().preferences.userPersona;
  return setPersonaPreference(personaPreference(previous, choice, $locale.get()));
}

/** Skip: the question is not asked again (`isDismissed`); the persona can still be chosen in Console settings. */
export function skipPersonaPrompt(): Promise<boolean> {
  return setPersonaPreference(dismissedPersonaPreference($preferences.get().preferences.userPersona));
}
