// Pure rules of the persona selector (spec 1 §2, §3; spec 3 §3): the 16 options, the user's choice and its stored
// form, and when the first sign-in dialog asks. Small and free of other imports: the dialog's trigger is on the start-up
// path.

/** The persona options of spec 1 §3, in the spec's order; `other` takes the user's own words. */
export const PERSONAS = [
  'academic-researcher',
  'account-administrator',
  'ai-ml-data-scientist',
  'application-administrator',
  'cloud-native-developer',
  'cloud-architect',
  'database-engineer',
  'devops-engineer',
  'full-stack-developer',
  'hobbyist',
  'infrastructure-operations',
  'low-code-developer',
  'mobile-app-developer',
  'security-administrator',
  'web-app-developer',
  'other',
] as const;

/** One persona option. */
export type PersonaId = (typeof PERSONAS)[number];

/** How long the user's own words for "other" may be (chosen: a job title, not an essay). */
export const OTHER_PERSONA_MAX_LENGTH = 100;

/** The persona the user chose: an option, and for `other` their own words. */
export interface PersonaChoice {
  id: PersonaId | null;
  /** The words typed for "other (specify)"; kept while another option is chosen, so switching back keeps them. */
  otherText: string;
}

/** No persona chosen. */
export const NO_PERSONA: PersonaChoice = { id: null, otherText: '' };

// The stored form (spec 3 §3: "userPersona (language-keyed list, isDismissed, consoleSettings)"): the chosen persona
// under the language it was chosen in, as a list. Chosen: one persona (the selector is a radio group; the navigation's
// scopes come from one role), stored by id; "other" is stored as `other:` followed by the user's words, so one list
// entry carries both.
const OTHER_PREFIX = 'other:';

export function isPersonaId(value: string): value is PersonaId {
  return (PERSONAS as readonly string[]).includes(value);
}

/** One stored list entry as a choice, or null for an entry this console does not know. */
function choiceOf(entry: string): PersonaChoice | null {
  if (entry.startsWith(OTHER_PREFIX)) return { id: 'other', otherText: entry.slice(OTHER_PREFIX.length) };
  return isPersonaId(entry) ? { id: entry, otherText: '' } : null;
}

/** The user persona preference as the console reads it. */
export interface StoredPersona {
  isDismissed?: boolean;
  consoleSettings?: 'open' | 'close';
  readonly [language: string]: readonly string[] | boolean | string | undefined;
}

/**
 * The chosen persona from the stored preference: the active language's list first, else any language's (a persona
 * chosen in English is still the user's in German); the first entry this console knows. No persona otherwise.
 */
export function personaFromPreference(stored: StoredPersona | null, language: string): PersonaChoice {
  if (!stored) return NO_PERSONA;
  const lists = [stored[language], ...Object.values(stored)].filter((value): value is readonly string[] =>
    Array.isArray(value)
  );
  for (const list of lists) {
    for (const entry of list) {
      const choice = choiceOf(entry);
      if (choice) return choice;
    }
  }
  return NO_PERSONA;
}

/** Whether the user has chosen a persona in any language. */
export function hasPersona(stored: StoredPersona | null): boolean {
  return personaFromPreference(stored, '').id !== null;
}

/** Whether the first sign-in persona dialog is due (spec 1 §2, §3): no persona yet and the prompt not dismissed. */
export function personaPromptDue(stored: StoredPersona | null): boolean {
  return !hasPersona(stored) && stored?.isDismissed !== true;
}

/** The words for "other", trimmed and at most OTHER_PERSONA_MAX_LENGTH characters. */
export function otherPersonaText(text: string): string {
  return text.trim().slice(0, OTHER_PERSONA_MAX_LENGTH);
}

/** Whether a choice can be saved: an option, and for "other" some words. */
export function isCompletePersona(choice: PersonaChoice): boolean {
  if (choice.id === null) return false;
  return choice.id !== 'other' || otherPersonaText(choice.otherText) !== '';
}

/** Whether two choices store the same thing (the words for "other" only count while "other" is chosen). */
export function samePersona(first: PersonaChoice, second: PersonaChoice): boolean {
  if (first.id !== second.id) return false;
  return first.id !== 'other' || otherPersonaText(first.otherText) === otherPersonaText(second.otherText);
}

/**
 * The preference to store for a complete choice: the choice under `language`, the other languages' lists replaced
 * (one persona), the prompt and flyout state kept; `isDismissed` set, since a chosen persona answers the prompt.
 */
export function personaPreference(
  previous: StoredPersona | null,
  choice: PersonaChoice,
  language: string
): StoredPersona {
  const entry = choice.id === 'other' ? `${OTHER_PREFIX}${otherPersonaText(choice.otherText)}` : (choice.id ?? '');
  const kept: Record<string, boolean | string> = {};
  if (previous?.consoleSettings) kept['consoleSettings'] = previous.consoleSettings;
  return { ...kept, isDismissed: true, [language]: entry ? [entry] : [] };
}

/** The preference after the user closed the first sign-in dialog without choosing (the prompt is not shown again). */
export function dismissedPersonaPreference(previous: StoredPersona | null): StoredPersona {
  return { ...(previous ?? {}), isDismissed: true };
}
