import { atom } from 'nanostores';
import type { ConsoleFailureKind, ErrorScreen } from '../src/domain/console-failure.ts';

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
