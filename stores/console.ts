import { atom } from 'nanostores';
import {
  errorScreenFor,
  type CapabilityFailure,
  type ConsoleFailureKind,
  type ErrorScreen,
} from '../src/domain/console-failure.ts';
import { $activeRegion } from './active-region.ts';
import { $regions, loadRegions } from './regions.ts';

/** Start-up phases in the order of spec 3 §1 and spec 1 §4. */
export const STARTUP_PHASES = [
  'session',
  'capabilities',
  'render',
  'locale',
  'analytics',
  'session-and-plugins',
  'ready',
] as const;

/** A start-up phase. */
export type StartupPhase = (typeof STARTUP_PHASES)[number];

/** The phase start-up has reached. */
export const $startupPhase = atom<StartupPhase>('session');

/** A failure that replaces the console with an error screen. */
export interface ConsoleFailure {
  kind: ConsoleFailureKind;
  screen: ErrorScreen;
  /** Other subscribed regions to offer on the region-unavailable screen. */
  otherRegions: string[];
}

/** The failure the console shows instead of its content, if any. */
export const $consoleFailure = atom<ConsoleFailure | null>(null);

/** Advances start-up to a phase. */
export function enterPhase(phase: StartupPhase): void {
  // Marks for the benchmark and DevTools: where start-up spends its time.
  if (typeof performance !== 'undefined') performance.mark(`console:phase:${phase}`);
  $startupPhase.set(phase);
}

/** Replaces the console with an error screen. */
export function failConsole(failure: ConsoleFailure): void {
  $consoleFailure.set(failure);
}

/**
 * Replaces the console with the error screen for a failed capabilities call. When the region is down, the other
 * subscribed regions are looked up so the screen can offer them (the region-unavailable variant).
 */
export async function failOnCapabilities(failure: CapabilityFailure): Promise<void> {
  if (failure === 'region-down') await loadRegions();
  const active = $activeRegion.get();
  const otherRegions = $regions
    .get()
    .items.map(region => region.name)
    .filter(name => name !== active);
  failConsole({
    kind: failure === 'region-down' ? 'REGION_DOWN' : 'CAPABILITY_FAILURE',
    screen: errorScreenFor(failure, otherRegions.length + 1),
    otherRegions,
  });
}
