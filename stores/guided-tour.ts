import { openWindow, type OpenWindowResult, type WindowOpener } from './popups.ts';

// The hook point of the console's guided tour (spec 2 §2 "the console tour entry starts the guided tour", spec 1 §2
// guided tour): Home's Start exploring widget asks for the tour here; the tour's own code, when it exists, installs
// the handler that runs it. Until then the tour's help page opens instead.

/** The tours the console can start; spec 2 §2 names the homepage tour (eight steps). */
export type GuidedTourName = 'homepage';

/** Runs a tour; installed by the guided tour's code. */
export type GuidedTourHandler = (tour: GuidedTourName) => void;

let handler: GuidedTourHandler | null = null;

/** Installs the handler that runs tours; returns a function that removes it again (if it is still the one). */
export function setGuidedTourHandler(next: GuidedTourHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** What asking for a tour did: the handler ran it, or its help page opened (or was blocked or refused). */
export type StartGuidedTourResult = 'started' | OpenWindowResult;

/**
 * Starts a guided tour through the installed handler; without one, opens `helpPageUrl` (the tour's help page) in a new
 * window, with the popup-blocked message when the browser blocks it.
 */
export function startGuidedTour(
  tour: GuidedTourName,
  helpPageUrl: string,
  opener?: WindowOpener
): StartGuidedTourResult {
  if (handler) {
    handler(tour);
    return 'started';
  }
  return opener ? openWindow(helpPageUrl, opener) : openWindow(helpPageUrl);
}
