import { PRESELECTED_SOLUTION_PARAM, STACK_CREATE_PATH } from './quickstarts.ts';

// The guided journey (spec 1 §2 "Guided tour", spec 2 §2, §4, §5, §8; spec 3 §3 guidedJourneyPersona, §4): who gets
// the homepage tour, where each tour and checklist task stands, what completing the tour leads to, and when a task of
// the checklist counts as done. Pure rules; the stores (stores/guided-journey.ts) and the tour runner apply them.

/** A tour's or task's status (spec 2 §4, spec 3 §4). */
export type TourStatus = 'NOTSTARTED' | 'INPROGRESS' | 'COMPLETED';

/** One entry of `guidedJourneyPersona.tourStatus` (spec 3 §3: list of key, status, date). */
export interface TourStatusEntry {
  key: string;
  status: TourStatus;
  /** ISO 8601: when the status was set. */
  date?: string | undefined;
}

/** The guided journey preference (spec 3 §3), as far as these rules read it. */
export interface GuidedJourney {
  initialDialogShown?: boolean | undefined;
  showChecklist?: boolean | undefined;
  minimizeChecklist?: boolean | undefined;
  eligibleFor60DaysDialog?: boolean | undefined;
  shown60DaysDialog?: boolean | undefined;
  tourStatus?: readonly TourStatusEntry[] | undefined;
}

/** The homepage tour's key in `tourStatus`. */
export const HOMEPAGE_TOUR_KEY = 'homepage';

/**
 * The checklist's tasks in order with their estimates in minutes (spec 1 §2, spec 2 §2: console tour 2 min, compute
 * 2–6, identity 3–4, quickstart 6–8). Each task's progress is a `tourStatus` entry under its key: the spec keeps one
 * list of key, status and date for the journey, so the checklist's other tasks live there beside the tour (chosen).
 */
export const CHECKLIST_TASKS = [
  { key: HOMEPAGE_TOUR_KEY, minutes: [2, 2] },
  { key: 'compute', minutes: [2, 6] },
  { key: 'identity', minutes: [3, 4] },
  { key: 'quickstart', minutes: [6, 8] },
] as const satisfies readonly { key: string; minutes: readonly [number, number] }[];

/** A checklist task's key. */
export type ChecklistTaskKey = (typeof CHECKLIST_TASKS)[number]['key'];

/** Facts that decide whether the user gets the tour (spec 1 §4, spec 2 §5, §6). */
export interface TourEligibilityFacts {
  /** The tour feature flag. */
  tourFeature: boolean;
  /** The tenancy is internal (spec 2 §6: "Internal users get the tour regardless of experiment"). */
  internal: boolean;
  /** The Shell-GuidedJourney experiment put the user in its experience. */
  inExperiment: boolean;
}

/** The tour shows only if the tour feature is on and the user is internal or in the experiment (spec 2 §5). */
export function tourEligible(facts: TourEligibilityFacts): boolean {
  return facts.tourFeature && (facts.internal || facts.inExperiment);
}

/** A tour's or task's status; NOTSTARTED when the journey has no entry for it (or no journey at all). */
export function tourStatusOf(journey: GuidedJourney | null | undefined, key: string): TourStatus {
  return journey?.tourStatus?.find(entry => entry.key === key)?.status ?? 'NOTSTARTED';
}

/**
 * The journey with `key` set to `status` at `date`, every other entry and field kept. A COMPLETED entry never goes
 * back to INPROGRESS (taking the tour again does not undo it), so this may answer the journey unchanged.
 */
export function withTourStatus(
  journey: GuidedJourney | null | undefined,
  key: string,
  status: TourStatus,
  date: Date
): GuidedJourney {
  const base = journey ?? {};
  const entries = base.tourStatus ?? [];
  const current = tourStatusOf(base, key);
  if (current === 'COMPLETED' && status !== 'COMPLETED') return base;
  if (current === status && entries.some(entry => entry.key === key)) return base;
  const entry: TourStatusEntry = { key, status, date: date.toISOString() };
  const exists = entries.some(item => item.key === key);
  return {
    ...base,
    tourStatus: exists ? entries.map(item => (item.key === key ? entry : item)) : [...entries, entry],
  };
}

/** What completing the tour leads to (spec 2 §2: "opens the feedback prompt, the checklist, or records a tour-completed action"). */
export type TourCompletion = 'open-checklist' | 'record-action' | 'feedback-prompt';

/**
 * Chosen order where the spec only lists the three: a user with the checklist sees it (the tour's item ticks there);
 * otherwise a user in the experiment has the completion recorded as the experiment's action (the experiment measures
 * it, so it does not also ask for feedback); everyone else is asked for feedback on the tour.
 */
export function tourCompletion(facts: { checklistShown: boolean; inExperiment: boolean }): TourCompletion {
  if (facts.checklistShown) return 'open-checklist';
  if (facts.inExperiment) return 'record-action';
  return 'feedback-prompt';
}

/**
 * Whether the checklist shows: the journey says so, and the tours have not moved to Start exploring (the
 * guided-tours-moved release, whose dialog then tells the user; islands/dialogs/guided-tours-moved-dialog.tsx).
 */
export function checklistShown(journey: GuidedJourney | null | undefined, toursMoved: boolean): boolean {
  return !toursMoved && journey?.showChecklist === true;
}

/** One checklist row: its task, estimate, status and whether it is done. */
export interface ChecklistItem {
  key: ChecklistTaskKey;
  minutes: readonly [number, number];
  status: TourStatus;
  done: boolean;
}

/** The checklist's rows in order, each with its task's status. */
export function checklistItems(journey: GuidedJourney | null | undefined): ChecklistItem[] {
  return CHECKLIST_TASKS.map(task => {
    const status = tourStatusOf(journey, task.key);
    return { key: task.key, minutes: task.minutes, status, done: status === 'COMPLETED' };
  });
}

/** How many checklist tasks are done. */
export function checklistDoneCount(journey: GuidedJourney | null | undefined): number {
  return checklistItems(journey).filter(item => item.done).length;
}

/** The account age after which the checklist asks whether to keep it (spec 3 §9: new-account window 60 days). */
export const CHECKLIST_DIALOG_DAYS = 60;

/**
 * Whether the 60-day dialog shows (spec 3 §3: eligibleFor60DaysDialog, shown60DaysDialog): the checklist is shown, the
 * journey is eligible for the dialog and has not shown it, and the account is at least 60 days old (spec 3 §9
 * "new-account window 60 days"). An unknown or invalid creation date never shows it.
 */
export function needsChecklistDialog(
  journey: GuidedJourney | null | undefined,
  facts: { toursMoved: boolean; accountCreated: string | null; now: number }
): boolean {
  if (!checklistShown(journey, facts.toursMoved)) return false;
  if (journey?.eligibleFor60DaysDialog !== true || journey.shown60DaysDialog === true) return false;
  const created = facts.accountCreated === null ? Number.NaN : Date.parse(facts.accountCreated);
  if (!Number.isFinite(created)) return false;
  return facts.now - created >= CHECKLIST_DIALOG_DAYS * 24 * 60 * 60 * 1000;
}

/** A write a plugin made through the shell's signed fetch (stores/plugin-activity.ts). */
export interface PluginWrite {
  service: string;
  method: string;
  /** The API path after the service and region: `/{version}/…`. */
  path: string;
}

/** The checklist task a plugin's successful write completes, if any: an instance, a user or a policy created. */
export function taskOfPluginWrite(write: PluginWrite): ChecklistTaskKey | null {
  if (write.method !== 'POST') return null;
  const [, , collection, id] = write.path.split('/');
  // A create posts to the collection itself; a POST below an item is an action (e.g. an instance's reboot).
  if (id !== undefined && id !== '') return null;
  if (write.service === 'iaas' && collection === 'instances') return 'compute';
  if (write.service === 'identity' && (collection === 'users' || collection === 'policies')) return 'identity';
  return null;
}

/** Whether a console location is a quick start's launch: the stack create page with a preselected solution. */
export function isQuickStartLaunch(location: { pathname: string; search: string }): boolean {
  if (location.pathname.replace(/\/+$/, '') !== STACK_CREATE_PATH) return false;
  return (new URLSearchParams(location.search).get(PRESELECTED_SOLUTION_PARAM) ?? '') !== '';
}

/** Why a tour failed (spec 2 §8): the library would not load, it refused to run, it broke while running, or else. */
export type TourErrorKind = 'package' | 'driver' | 'engine' | 'unexpected';

/** A tour failure of one of the spec's kinds (spec 2 §8: "a package-type error thrown"). */
export class TourError extends Error {
  constructor(
    readonly kind: TourErrorKind,
    message: string,
    options?: { cause?: unknown }
  ) {
    super(message, options);
    this.name = 'TourError';
  }
}

/** The kind of any error a tour ran into: a TourError keeps its own, anything else is unexpected. */
export function tourErrorKind(error: unknown): TourErrorKind {
  return error instanceof TourError ? error.kind : 'unexpected';
}
