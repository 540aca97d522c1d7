import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TourError } from '../src/domain/guided-journey.ts';
import type { GuidedJourneyPersona } from '../src/services/personalization.ts';
import type { ConsoleTenancy } from './account.ts';
import type * as Experiments from './experiments.ts';
import type * as Preferences from './preferences.ts';
import type * as Telemetry from '../src/services/telemetry.ts';

// The guided journey's store: who gets the tour, what a run saves and leads to, and the checklist's tasks ticking from
// the route and the plugins' writes. The tour's own code (driver.js) and the preference writes are stood in for.

const runTour = vi.fn();
vi.mock('../src/guided-tour/homepage-tour.ts', () => ({ runHomepageTour: runTour }));

const saved: GuidedJourneyPersona[] = [];
vi.mock('./preferences.ts', async importOriginal => {
  const actual = await importOriginal<typeof Preferences>();
  return {
    ...actual,
    saveUserPreference: vi.fn((name: string, value: GuidedJourneyPersona) => {
      if (name === 'guidedJourneyPersona') saved.push(value);
      const current = actual.$preferences.get();
      actual.$preferences.set({ ...current, preferences: { ...current.preferences, [name]: value } });
      return Promise.resolve(true);
    }),
  };
});

const recordAction = vi.fn(() => Promise.resolve());
vi.mock('./experiments.ts', async importOriginal => ({
  ...(await importOriginal<typeof Experiments>()),
  recordExperimentAction: recordAction,
}));

const openFeedback = vi.fn();
vi.mock('./feedback-panel.ts', () => ({ openFeedbackPanel: openFeedback }));

const tracked = vi.fn();
vi.mock('../src/services/telemetry.ts', async importOriginal => ({
  ...(await importOriginal<typeof Telemetry>()),
  track: tracked,
}));

const { $tenancy } = await import('./account.ts');
const { $guidedJourneyExperiment } = await import('./experiments.ts');
const { startGuidedTour } = await import('./guided-tour.ts');
const { $preferences, DEFAULT_PREFERENCES, INITIAL_PREFERENCES_STATE } = await import('./preferences.ts');
const { $pluginWrite, recordPluginWrite } = await import('./plugin-activity.ts');
const { $location, $route } = await import('./route.ts');
const journey = await import('./guided-journey.ts');
const { $checklistWanted } = await import('./checklist-wanted.ts');
const { $dialogQueue } = await import('./dialogs.ts');

function withJourney(value: Partial<GuidedJourneyPersona> | null): void {
  $preferences.set({
    ...INITIAL_PREFERENCES_STATE,
    status: 'success',
    preferences: {
      ...DEFAULT_PREFERENCES,
      guidedJourneyPersona: value === null ? null : { tourStatus: [], ...value },
    },
  });
}

function tenancy(isInternal: boolean): void {
  $tenancy.set({ status: 'ready', value: { isInternal } as ConsoleTenancy, error: null } as never);
}

function homepageStatus(): string | undefined {
  return $preferences.get().preferences.guidedJourneyPersona?.tourStatus.find(entry => entry.key === 'homepage')
    ?.status;
}

let stop: (() => void) | undefined;

beforeEach(() => {
  saved.length = 0;
  runTour.mockReset();
  recordAction.mockClear();
  tracked.mockClear();
  $route.set({ kind: 'home', tab: 'infrastructure' });
  $guidedJourneyExperiment.set({ status: 'ready', inExperiment: false });
  openFeedback.mockClear();
  journey.$tourRun.set({ state: 'idle' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

describe('eligibility (spec 2 §5, §6)', () => {
  it('gives the tour to internal users and to users in the experiment, and runs it from the Home entry only then', () => {
    withJourney(null);
    tenancy(false);
    stop = journey.startGuidedJourney();
    expect(journey.$tourEligible.get()).toBe(false);
    const opener = { open: vi.fn(() => null) };
    // Not eligible: the entry opens the tour's help page instead.
    expect(startGuidedTour('homepage', 'https://docs.example.com/tour', opener)).not.toBe('started');
    $guidedJourneyExperiment.set({ status: 'ready', inExperiment: true });
    expect(journey.$tourEligible.get()).toBe(true);
    runTour.mockResolvedValue({ kind: 'exited-middle', step: 'search', index: 1, steps: 8 });
    expect(startGuidedTour('homepage', 'https://docs.example.com/tour', opener)).toBe('started');
    $guidedJourneyExperiment.set({ status: 'ready', inExperiment: false });
    tenancy(true);
    expect(journey.$tourEligible.get()).toBe(true);
  });
});

describe('a tour run (spec 2 §2, §4, §8)', () => {
  it('saves INPROGRESS when it starts and COMPLETED with the date when finished, then opens the checklist', async () => {
    withJourney({ showChecklist: true, minimizeChecklist: true });
    runTour.mockImplementation(async (options: { onStart: () => void }) => {
      options.onStart();
      await Promise.resolve();
      expect(homepageStatus()).toBe('INPROGRESS');
      return { kind: 'completed', steps: 8 };
    });
    await journey.runHomepageTour();
    expect(homepageStatus()).toBe('COMPLETED');
    const entry = saved.at(-1)?.tourStatus.find(item => item.key === 'homepage');
    expect(Date.parse(entry?.date ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The checklist shows: it expands, so the user sees the tour ticked.
    expect(journey.$checklistMinimized.get()).toBe(false);
    expect(openFeedback).not.toHaveBeenCalled();
    expect(tracked).toHaveBeenCalledWith(expect.objectContaining({ name: 'guided-tour-completed' }));
  });

  it('records a tour-completed action for a user in the experiment without the checklist', async () => {
    withJourney({ showChecklist: false });
    $guidedJourneyExperiment.set({ status: 'ready', inExperiment: true });
    runTour.mockResolvedValue({ kind: 'completed', steps: 8 });
    await journey.runHomepageTour();
    expect(recordAction).toHaveBeenCalledWith('tour-completed');
    expect(openFeedback).not.toHaveBeenCalled();
  });

  it('asks anyone else for feedback on the tour', async () => {
    withJourney({ showChecklist: false });
    runTour.mockResolvedValue({ kind: 'completed', steps: 8 });
    await journey.runHomepageTour();
    expect(openFeedback).toHaveBeenCalledWith({ prompt: 'guided-tour' });
    expect(recordAction).not.toHaveBeenCalled();
  });

  it('keeps INPROGRESS and reports exited-middle when left in the middle', async () => {
    withJourney({ showChecklist: true });
    runTour.mockImplementation((options: { onStart: () => void }) => {
      options.onStart();
      return Promise.resolve({ kind: 'exited-middle', step: 'region', index: 2, steps: 8 });
    });
    await journey.runHomepageTour();
    expect(homepageStatus()).toBe('INPROGRESS');
    expect(tracked).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'guided-tour-exited-middle', data: expect.objectContaining({ step: 'region' }) })
    );
    expect(openFeedback).not.toHaveBeenCalled();
  });

  it('never takes a completed tour back to INPROGRESS when taken again', async () => {
    withJourney({ tourStatus: [{ key: 'homepage', status: 'COMPLETED', date: '2026-01-01T00:00:00.000Z' }] });
    runTour.mockImplementation((options: { onStart: () => void }) => {
      options.onStart();
      return Promise.resolve({ kind: 'exited-middle', step: 'search', index: 1, steps: 8 });
    });
    await journey.runHomepageTour();
    expect(homepageStatus()).toBe('COMPLETED');
    expect(saved).toEqual([]);
  });

  it.each([
    ['driver', new TourError('driver', 'no step')],
    ['engine', new TourError('engine', 'broke')],
    ['unexpected', new Error('something else')],
  ])('logs a %s error with a tracking click and says the tour failed', async (kind, error) => {
    withJourney({ showChecklist: true });
    runTour.mockRejectedValue(error);
    await journey.runHomepageTour();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`(${kind})`), error);
    expect(tracked).toHaveBeenCalledWith({
      category: 'analytics',
      name: 'click',
      data: { target: 'guided-tour-error', tour: 'homepage', kind },
    });
    expect(journey.$tourRun.get()).toEqual({ state: 'failed', kind });
    expect(homepageStatus()).toBeUndefined();
  });

  it('calls a tour package that will not load a package error', () => {
    expect(journey.reportTourError(new TourError('package', 'no package'))).toBe('package');
  });
});

describe('the checklist (spec 1 §2, spec 3 §3)', () => {
  it('is wanted on Home while the journey shows it, and minimises and hides through the preference', async () => {
    withJourney({ showChecklist: true });
    stop = journey.startGuidedJourney();
    expect($checklistWanted.get()).toBe(true);
    expect(journey.$checklistVisible.get()).toBe(true);
    $route.set({ kind: 'search' } as never);
    expect(journey.$checklistVisible.get()).toBe(false);
    await journey.setChecklistMinimized(true);
    expect(journey.$checklistMinimized.get()).toBe(true);
    await journey.hideChecklist();
    expect(journey.$checklistShown.get()).toBe(false);
  });

  it('ticks the compute and identity tasks from plugins’ creates and the quick start from its launch', () => {
    withJourney({ showChecklist: true });
    stop = journey.startGuidedJourney();
    recordPluginWrite({ plugin: 'compute', service: 'iaas', method: 'POST', path: '/20160918/instances' });
    recordPluginWrite({ plugin: 'identity', service: 'identity', method: 'POST', path: '/20160918/policies' });
    $location.set({ pathname: '/resourcemanager/stacks/create', search: '?preSelectedSolutionId=wordpress' });
    expect(journey.$checklistItems.get().map(item => [item.key, item.done])).toEqual([
      ['homepage', false],
      ['compute', true],
      ['identity', true],
      ['quickstart', true],
    ]);
    // Actions, reads and another plugin's other writes tick nothing more.
    const before = saved.length;
    recordPluginWrite({ plugin: 'compute', service: 'iaas', method: 'POST', path: '/20160918/instances' });
    expect(saved.length).toBe(before);
    $pluginWrite.set(null);
  });
});

describe('the 60-day dialog (spec 3 §3 eligibleFor60DaysDialog, shown60DaysDialog)', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const ELIGIBLE = { showChecklist: true, eligibleFor60DaysDialog: true, shown60DaysDialog: false };

  function account(ageDays: number): void {
    const createdTime = new Date(Date.now() - ageDays * DAY_MS).toISOString();
    $tenancy.set({ status: 'ready', value: { isInternal: false, createdTime } as ConsoleTenancy, error: null });
  }

  const queued = () => $dialogQueue.get().filter(request => request.kind === 'checklist-60-days').length;

  beforeEach(() => {
    $dialogQueue.set([]);
  });

  it('is asked once, when the preferences and the tenancy are in and the checklist is on Home', () => {
    $preferences.set({ ...INITIAL_PREFERENCES_STATE, status: 'loading', loading: true });
    $tenancy.set({ status: 'loading', value: null, error: null });
    $route.set({ kind: 'search' } as never);
    stop = journey.startGuidedJourney();
    withJourney(ELIGIBLE);
    expect(queued()).toBe(0);
    account(61);
    // Due, but it waits for Home, where the checklist it asks about is on screen.
    expect(queued()).toBe(0);
    $route.set({ kind: 'home', tab: 'infrastructure' });
    expect(queued()).toBe(1);
    // Closed unanswered (the queue emptied): neither the route nor another preference write asks again on this page.
    $dialogQueue.set([]);
    $route.set({ kind: 'search' } as never);
    $route.set({ kind: 'home', tab: 'infrastructure' });
    withJourney({ ...ELIGIBLE, minimizeChecklist: true });
    expect(queued()).toBe(0);
  });

  it.each<[string, Partial<GuidedJourneyPersona>, number]>([
    ['a journey that has shown it', { ...ELIGIBLE, shown60DaysDialog: true }, 90],
    ['a journey not eligible', { ...ELIGIBLE, eligibleFor60DaysDialog: false }, 90],
    ['an account younger than 60 days', ELIGIBLE, 59],
    ['a hidden checklist', { ...ELIGIBLE, showChecklist: false }, 90],
  ])('is not asked for %s', (_name, value, ageDays) => {
    withJourney(value);
    account(ageDays);
    stop = journey.startGuidedJourney();
    expect(queued()).toBe(0);
  });

  it('is not asked when the tenancy failed to load (the account age is unknown)', () => {
    withJourney(ELIGIBLE);
    $tenancy.set({ status: 'failed', value: null, error: 'tenancy-load-failed' });
    stop = journey.startGuidedJourney();
    expect(queued()).toBe(0);
  });

  it('saves either answer in one write of the journey, shown60DaysDialog included; Hide hides the checklist', async () => {
    withJourney({ ...ELIGIBLE, minimizeChecklist: false });
    await journey.answerChecklistDialog('hide');
    expect(saved).toEqual([
      { ...ELIGIBLE, minimizeChecklist: false, tourStatus: [], showChecklist: false, shown60DaysDialog: true },
    ]);
    expect(journey.$checklistShown.get()).toBe(false);

    saved.length = 0;
    withJourney(ELIGIBLE);
    await journey.answerChecklistDialog('keep');
    expect(saved).toEqual([{ ...ELIGIBLE, tourStatus: [], shown60DaysDialog: true }]);
    expect(journey.$checklistShown.get()).toBe(true);
    // The next page's start has the saved journey: nothing is asked.
    account(90);
    stop = journey.startGuidedJourney();
    expect(queued()).toBe(0);
  });
});
