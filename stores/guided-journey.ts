import { atom, computed } from 'nanostores';
import {
  checklistItems,
  checklistShown,
  HOMEPAGE_TOUR_KEY,
  isQuickStartLaunch,
  needsChecklistDialog,
  taskOfPluginWrite,
  tourCompletion,
  tourEligible,
  TourError,
  tourErrorKind,
  tourStatusOf,
  withTourStatus,
  type ChecklistItem,
  type GuidedJourney,
  type TourErrorKind,
  type TourStatus,
} from '../src/domain/guided-journey.ts';
import { featureFlag } from '../src/feature-flags.ts';
import type * as HomepageTour from '../src/guided-tour/homepage-tour.ts';
import { homeTabPath } from '../src/router/route-table.ts';
import { track } from '../src/services/telemetry.ts';
import { $tenancy } from './account.ts';
import { $capabilities } from './capabilities.ts';
import { $checklistWanted } from './checklist-wanted.ts';
import { openDialog } from './dialogs.ts';
import { $guidedJourneyExperiment, recordExperimentAction } from './experiments.ts';
import { openFeedbackPanel } from './feedback-panel.ts';
import { setGuidedTourHandler } from './guided-tour.ts';
import { $pluginWrite } from './plugin-activity.ts';
import { $preferences, saveUserPreference } from './preferences.ts';
import { $location, $route, navigate } from './route.ts';

// The guided journey (issue 17 points 3 and 4): the homepage tour's eligibility, run and status, the checklist's state
// and its tasks ticking as the user does them. Loaded with the page data once the console is ready (src/page-data.ts);
// the tour's own code (driver.js and the steps, src/guided-tour/) loads only when a tour starts.

/** The guided journey preference (spec 3 §3), null while the preferences hold none. */
export const $guidedJourney = computed($preferences, state => state.preferences.guidedJourneyPersona);

/** Whether the user gets the tour (spec 2 §5): the tour feature on, and the tenancy internal or the user in the experiment. */
export const $tourEligible = computed([$tenancy, $guidedJourneyExperiment], (tenancy, experiment) =>
  tourEligible({
    tourFeature: featureFlag('guided-tour'),
    internal: tenancy.value?.isInternal === true,
    inExperiment: experiment.inExperiment,
  })
);

/** The homepage tour's status (spec 2 §4: NOTSTARTED, INPROGRESS, COMPLETED). */
export const $homepageTourStatus = computed($guidedJourney, (journey): TourStatus =>
  tourStatusOf(journey, HOMEPAGE_TOUR_KEY)
);

/** Whether the checklist shows at all (the journey's showChecklist, unless the tours have moved). */
export const $checklistShown = computed($guidedJourney, journey =>
  checklistShown(journey, featureFlag('guided-tours-moved-dialog'))
);

/** The checklist's rows with their tasks' statuses. */
export const $checklistItems = computed($guidedJourney, (journey): ChecklistItem[] => checklistItems(journey));

/** Whether the checklist is minimised to its launcher (spec 3 §3 minimizeChecklist). */
export const $checklistMinimized = computed($guidedJourney, journey => journey?.minimizeChecklist === true);

/** A tour's run: idle, starting (its code loading), running, or failed with the error's kind. */
export type TourRun = { state: 'idle' | 'starting' | 'running' } | { state: 'failed'; kind: TourErrorKind };

/** Where the tour run stands (the checklist says when a tour could not start). */
export const $tourRun = atom<TourRun>({ state: 'idle' });

function currentJourney(): GuidedJourney | null {
  return $preferences.get().preferences.guidedJourneyPersona;
}

function saveJourney(next: GuidedJourney, previous: GuidedJourney | null): Promise<boolean> {
  if (next === previous) return Promise.resolve(true);
  // Spec 3 §8: a failed save is only debug-logged (saveUserPreference); the console keeps the new state for this page.
  return saveUserPreference('guidedJourneyPersona', { ...next, tourStatus: [...(next.tourStatus ?? [])] });
}

/** Sets a tour's or checklist task's status (with today's date) in the journey preference. */
export function setJourneyStatus(key: string, status: TourStatus, now: Date = new Date()): Promise<boolean> {
  const journey = currentJourney();
  return saveJourney(withTourStatus(journey, key, status, now), journey);
}

/** Minimises the checklist to its launcher, or expands it (spec 3 §3 minimizeChecklist). */
export function setChecklistMinimized(minimized: boolean): Promise<boolean> {
  const journey = currentJourney() ?? {};
  return saveJourney({ ...journey, minimizeChecklist: minimized }, journey);
}

/** Hides the checklist (spec 3 §3 showChecklist false): the checklist's own button. */
export function hideChecklist(): Promise<boolean> {
  const journey = currentJourney() ?? {};
  return saveJourney({ ...journey, showChecklist: false }, journey);
}

/**
 * The 60-day dialog's answer (islands/dialogs/checklist-60-days-dialog.tsx): Hide hides the checklist, Keep (and Escape
 * or the close button) keeps it; either way `shown60DaysDialog` is saved, so the dialog never shows again. One write.
 */
export function answerChecklistDialog(answer: 'keep' | 'hide'): Promise<boolean> {
  const journey = currentJourney() ?? {};
  const hidden = answer === 'hide' ? { showChecklist: false } : {};
  return saveJourney({ ...journey, ...hidden, shown60DaysDialog: true }, journey);
}

/** A tour's telemetry: the tracking click of spec 2 §8 for errors, analytics events for the rest. */
function trackTour(name: string, data: Record<string, string | number>): void {
  track({ category: 'analytics', name, data: { tour: HOMEPAGE_TOUR_KEY, ...data } });
}

/** Logs a tour error and sends its tracking click (spec 2 §8: "tour error events log and send a tracking click"). */
export function reportTourError(error: unknown): TourErrorKind {
  const kind = tourErrorKind(error);
  console.error(`[guided-tour] The ${HOMEPAGE_TOUR_KEY} tour failed (${kind}).`, error);
  track({ category: 'analytics', name: 'click', data: { target: 'guided-tour-error', tour: HOMEPAGE_TOUR_KEY, kind } });
  $tourRun.set({ state: 'failed', kind });
  return kind;
}

/** What the tour's completion leads to (spec 2 §2), once the COMPLETED status is saved. */
function afterCompletion(): void {
  const action = tourCompletion({
    checklistShown: $checklistShown.get(),
    inExperiment: $guidedJourneyExperiment.get().inExperiment,
  });
  if (action === 'open-checklist') void setChecklistMinimized(false);
  else if (action === 'record-action') void recordExperimentAction('tour-completed');
  else openFeedbackPanel({ prompt: 'guided-tour' });
}

/** Whether the checklist renders: it shows (above), and the route is Home. Chosen: Home only, where the journey starts
 * and the tour runs, so it never covers a plugin's page. */
export const $checklistVisible = computed([$checklistShown, $route], (shown, route) => shown && route?.kind === 'home');

/** Loads the tour's code; a failure is the spec's package error (spec 2 §8: logged, a package-type error thrown). */
async function loadTourModule(): Promise<typeof HomepageTour> {
  try {
    return await import('../src/guided-tour/homepage-tour.ts');
  } catch (error) {
    throw new TourError('package', 'The guided tour package could not be loaded.', { cause: error });
  }
}

/** Resolves once Home's Infrastructure tab is the route (the tour's steps live there), navigating to it if needed. */
function toInfrastructureTab(): void {
  const route = $route.get();
  if (route?.kind === 'home' && route.tab === 'infrastructure') return;
  const saasScope = $capabilities.get().data?.accountInfo.hasSaasSubscription === true;
  navigate(homeTabPath('infrastructure', saasScope));
}

/**
 * Runs the homepage tour (spec 1 §2, spec 2 §2): INPROGRESS when it starts, COMPLETED with its date when the user
 * finishes the last step, then the completion's follow-up; leaving in the middle keeps INPROGRESS and reports
 * exited-middle. Any failure is logged with its kind and a tracking click; the console carries on.
 */
export async function runHomepageTour(): Promise<void> {
  if ($tourRun.get().state === 'starting' || $tourRun.get().state === 'running') return;
  $tourRun.set({ state: 'starting' });
  try {
    toInfrastructureTab();
    const tour = await loadTourModule();
    const started = $homepageTourStatus.get();
    const outcome = await tour.runHomepageTour({
      onStart: () => {
        $tourRun.set({ state: 'running' });
        trackTour('guided-tour-started', {});
        if (started !== 'COMPLETED') void setJourneyStatus(HOMEPAGE_TOUR_KEY, 'INPROGRESS');
      },
    });
    $tourRun.set({ state: 'idle' });
    if (outcome.kind === 'completed') {
      trackTour('guided-tour-completed', { steps: outcome.steps });
      await setJourneyStatus(HOMEPAGE_TOUR_KEY, 'COMPLETED');
      afterCompletion();
    } else {
      trackTour('guided-tour-exited-middle', { step: outcome.step, index: outcome.index, steps: outcome.steps });
    }
  } catch (error) {
    reportTourError(error);
  }
}

/** Marks a checklist task done, once (a COMPLETED task stays so). */
function completeTask(key: string): void {
  if (tourStatusOf(currentJourney(), key) === 'COMPLETED') return;
  void setJourneyStatus(key, 'COMPLETED');
}

/** The performance mark set once the 60-day dialog's rule has been evaluated; its detail says whether it was due. */
export const CHECKLIST_DIALOG_MARK = 'console:checklist-dialog';

/**
 * The 60-day dialog's trigger (spec 3 §3 eligibleFor60DaysDialog, shown60DaysDialog; spec 2 §9 "guided eligibility flag
 * 60 days"): once the preferences have loaded and the tenancy has loaded or failed, `needsChecklistDialog` is evaluated
 * once, and a due dialog is queued the first time the checklist is on screen (Home). Chosen: the account's age is the
 * tenancy's `createdTime` (as for the new-account window everywhere else: experiments, banners, Start exploring), not
 * the user's, and the dialog waits for Home so that the user sees the checklist it asks about. It comes after the other
 * start-up dialogs: this chunk starts after the dialog triggers and the persona prompt have queued theirs.
 */
function watchChecklistDialog(): () => void {
  let evaluated = false;
  let stopWaiting: (() => void) | null = null;
  const ask = (): void => {
    stopWaiting?.();
    stopWaiting = null;
    openDialog({ kind: 'checklist-60-days' });
  };
  const evaluate = (): void => {
    const { status, preferences } = $preferences.get();
    const tenancy = $tenancy.get();
    if (evaluated || status !== 'success' || (tenancy.status !== 'ready' && tenancy.status !== 'failed')) return;
    evaluated = true;
    const due = needsChecklistDialog(preferences.guidedJourneyPersona, {
      toursMoved: featureFlag('guided-tours-moved-dialog'),
      accountCreated: tenancy.value?.createdTime ?? null,
      now: Date.now(),
    });
    if (typeof performance !== 'undefined') performance.mark(CHECKLIST_DIALOG_MARK, { detail: { due } });
    if (!due) return;
    if ($checklistVisible.get()) ask();
    else stopWaiting = $checklistVisible.listen(visible => visible && ask());
  };
  const unsubscribers = [$preferences.subscribe(evaluate), $tenancy.subscribe(evaluate)];
  return () => {
    stopWaiting?.();
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}

let stopJourney: (() => void) | null = null;

/**
 * Starts the guided journey: the Home "console tour" entry runs the tour while the user is eligible (otherwise the
 * tour's help page opens, stores/guided-tour.ts), the checklist shows on Home while the journey says so, and its tasks
 * tick as the user does them: an instance created by the compute plugin, a user or policy created, a quick start
 * launched; the 60-day dialog is asked once when due. Returns a function that stops it (sign-out, tests).
 */
export function startGuidedJourney(): () => void {
  stopJourney?.();
  let removeHandler: (() => void) | null = null;
  const unsubscribers = [
    $tourEligible.subscribe(eligible => {
      removeHandler?.();
      removeHandler = eligible ? setGuidedTourHandler(() => void runHomepageTour()) : null;
    }),
    // Chosen: the checklist shows on Home only (where the journey starts and the tour runs), not over plugin pages.
    $checklistVisible.subscribe(wanted => {
      if (wanted) $checklistWanted.set(true);
    }),
    $location.subscribe(location => {
      if (isQuickStartLaunch(location)) completeTask('quickstart');
    }),
    $pluginWrite.listen(write => {
      const task = write ? taskOfPluginWrite(write) : null;
      if (task) completeTask(task);
    }),
    watchChecklistDialog(),
  ];
  const stop = (): void => {
    removeHandler?.();
    for (const unsubscribe of unsubscribers) unsubscribe();
    if (stopJourney === stop) stopJourney = null;
  };
  stopJourney = stop;
  return stop;
}
