import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checklistDoneCount,
  checklistItems,
  checklistShown,
  isQuickStartLaunch,
  needsChecklistDialog,
  taskOfPluginWrite,
  tourCompletion,
  tourEligible,
  TourError,
  tourErrorKind,
  tourStatusOf,
  withTourStatus,
  type GuidedJourney,
  type TourStatus,
} from './guided-journey.ts';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('tourEligible (spec 2 §5, §6)', () => {
  it.each([
    [true, true, false, true],
    [true, false, true, true],
    [true, true, true, true],
    [true, false, false, false],
    [false, true, false, false],
    [false, false, true, false],
    [false, true, true, false],
  ])('feature %s, internal %s, in experiment %s → %s', (tourFeature, internal, inExperiment, expected) => {
    expect(tourEligible({ tourFeature, internal, inExperiment })).toBe(expected);
  });
});

describe('tour status (spec 2 §4, spec 3 §3)', () => {
  it('is NOTSTARTED without a journey or without an entry', () => {
    expect(tourStatusOf(null, 'homepage')).toBe('NOTSTARTED');
    expect(tourStatusOf({ tourStatus: [{ key: 'compute', status: 'COMPLETED' }] }, 'homepage')).toBe('NOTSTARTED');
  });

  it('adds an entry with its date and keeps the other entries and fields', () => {
    const journey: GuidedJourney = { showChecklist: true, tourStatus: [{ key: 'compute', status: 'COMPLETED' }] };
    expect(withTourStatus(journey, 'homepage', 'INPROGRESS', NOW)).toEqual({
      showChecklist: true,
      tourStatus: [
        { key: 'compute', status: 'COMPLETED' },
        { key: 'homepage', status: 'INPROGRESS', date: NOW.toISOString() },
      ],
    });
  });

  it('replaces the entry of the key in place', () => {
    const journey: GuidedJourney = { tourStatus: [{ key: 'homepage', status: 'INPROGRESS', date: 'x' }] };
    expect(withTourStatus(journey, 'homepage', 'COMPLETED', NOW).tourStatus).toEqual([
      { key: 'homepage', status: 'COMPLETED', date: NOW.toISOString() },
    ]);
  });

  it('never takes a COMPLETED tour back, and answers the same journey when nothing changes', () => {
    const done: GuidedJourney = { tourStatus: [{ key: 'homepage', status: 'COMPLETED', date: 'then' }] };
    expect(withTourStatus(done, 'homepage', 'INPROGRESS', NOW)).toBe(done);
    const running: GuidedJourney = { tourStatus: [{ key: 'homepage', status: 'INPROGRESS', date: 'then' }] };
    expect(withTourStatus(running, 'homepage', 'INPROGRESS', NOW)).toBe(running);
  });

  it('holds one entry per key whatever the sequence of updates (property)', () => {
    const keys = fc.constantFrom('homepage', 'compute', 'identity', 'quickstart');
    const statuses = fc.constantFrom<TourStatus>('NOTSTARTED', 'INPROGRESS', 'COMPLETED');
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, statuses)), updates => {
        let journey: GuidedJourney = {};
        const completed = new Set<string>();
        for (const [key, status] of updates) {
          journey = withTourStatus(journey, key, status, NOW);
          if (status === 'COMPLETED') completed.add(key);
        }
        const seen = (journey.tourStatus ?? []).map(entry => entry.key);
        expect(new Set(seen).size).toBe(seen.length);
        for (const key of completed) expect(tourStatusOf(journey, key)).toBe('COMPLETED');
      })
    );
  });
});

describe('tourCompletion (spec 2 §2)', () => {
  it.each([
    [true, true, 'open-checklist'],
    [true, false, 'open-checklist'],
    [false, true, 'record-action'],
    [false, false, 'feedback-prompt'],
  ] as const)('checklist %s, in experiment %s → %s', (checklist, inExperiment, expected) => {
    expect(tourCompletion({ checklistShown: checklist, inExperiment })).toBe(expected);
  });
});

describe('checklist state (spec 1 §2, spec 3 §3)', () => {
  it('shows while the journey says so, unless the tours moved', () => {
    expect(checklistShown({ showChecklist: true }, false)).toBe(true);
    expect(checklistShown({ showChecklist: true }, true)).toBe(false);
    expect(checklistShown({ showChecklist: false }, false)).toBe(false);
    expect(checklistShown(null, false)).toBe(false);
  });

  it('lists the four tasks with the spec’s estimates, ticking the completed ones', () => {
    const journey: GuidedJourney = {
      tourStatus: [
        { key: 'homepage', status: 'COMPLETED' },
        { key: 'compute', status: 'INPROGRESS' },
      ],
    };
    expect(checklistItems(journey)).toEqual([
      { key: 'homepage', minutes: [2, 2], status: 'COMPLETED', done: true },
      { key: 'compute', minutes: [2, 6], status: 'INPROGRESS', done: false },
      { key: 'identity', minutes: [3, 4], status: 'NOTSTARTED', done: false },
      { key: 'quickstart', minutes: [6, 8], status: 'NOTSTARTED', done: false },
    ]);
    expect(checklistDoneCount(journey)).toBe(1);
    expect(checklistDoneCount(null)).toBe(0);
  });

  describe('the 60-day dialog', () => {
    const eligible: GuidedJourney = { showChecklist: true, eligibleFor60DaysDialog: true, shown60DaysDialog: false };
    const facts = (ageDays: number | null, toursMoved = false) => ({
      toursMoved,
      accountCreated: ageDays === null ? null : new Date(NOW.getTime() - ageDays * DAY).toISOString(),
      now: NOW.getTime(),
    });

    it.each<[string, GuidedJourney, ReturnType<typeof facts>, boolean]>([
      ['an eligible journey at 60 days', eligible, facts(60), true],
      ['an eligible journey at 90 days', eligible, facts(90), true],
      ['an account younger than 60 days', eligible, facts(59), false],
      ['a journey already shown the dialog', { ...eligible, shown60DaysDialog: true }, facts(90), false],
      ['a journey not eligible', { ...eligible, eligibleFor60DaysDialog: false }, facts(90), false],
      ['a hidden checklist', { ...eligible, showChecklist: false }, facts(90), false],
      ['tours that moved', eligible, facts(90, true), false],
      ['an unknown creation date', eligible, facts(null), false],
      ['an invalid creation date', eligible, { ...facts(90), accountCreated: 'soon' }, false],
    ])('%s → %s', (_name, journey, input, expected) => {
      expect(needsChecklistDialog(journey, input)).toBe(expected);
    });
  });

  it.each([
    [{ service: 'iaas', method: 'POST', path: '/20160918/instances' }, 'compute'],
    [{ service: 'iaas', method: 'POST', path: '/20160918/instances/' }, 'compute'],
    [{ service: 'identity', method: 'POST', path: '/20160918/users' }, 'identity'],
    [{ service: 'identity', method: 'POST', path: '/20160918/policies' }, 'identity'],
    [{ service: 'iaas', method: 'POST', path: '/20160918/instances/ocid1.instance.x' }, null],
    [{ service: 'iaas', method: 'DELETE', path: '/20160918/instances/ocid1.instance.x' }, null],
    [{ service: 'iaas', method: 'GET', path: '/20160918/instances' }, null],
    [{ service: 'objectstorage', method: 'POST', path: '/n/ns/b' }, null],
    [{ service: 'identity', method: 'POST', path: '/20160918/compartments' }, null],
  ])('a plugin write %o completes %s', (write, expected) => {
    expect(taskOfPluginWrite(write)).toBe(expected);
  });

  it.each([
    [{ pathname: '/resourcemanager/stacks/create', search: '?preSelectedSolutionId=wordpress' }, true],
    [{ pathname: '/resourcemanager/stacks/create/', search: '?preSelectedSolutionId=wordpress' }, true],
    [{ pathname: '/resourcemanager/stacks/create', search: '' }, false],
    [{ pathname: '/resourcemanager/stacks/create', search: '?preSelectedSolutionId=' }, false],
    [{ pathname: '/resourcemanager/quickstarts', search: '?solution=wordpress' }, false],
  ])('%o is a quick start launch: %s', (location, expected) => {
    expect(isQuickStartLaunch(location)).toBe(expected);
  });
});

describe('tour errors (spec 2 §8)', () => {
  it('keeps the kind of a TourError and calls anything else unexpected', () => {
    expect(tourErrorKind(new TourError('package', 'no package'))).toBe('package');
    expect(tourErrorKind(new TourError('driver', 'no driver'))).toBe('driver');
    expect(tourErrorKind(new TourError('engine', 'broke'))).toBe('engine');
    expect(tourErrorKind(new Error('other'))).toBe('unexpected');
    expect(tourErrorKind('text')).toBe('unexpected');
  });
});
