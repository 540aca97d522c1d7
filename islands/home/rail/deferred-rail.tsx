import { deferredWidget } from '../../shared/deferred-widget.tsx';

// On Home's start-up path (which has a byte budget), so kept to one small import (rail-loader.ts, which loads the chunk
// and its texts); the chunk adopts its own styles (rail.css, rail-panels.css).

/**
 * Home's `rail` slot: the right rail, requested once the browser is idle. Its placeholder is nothing: the rail is the
 * last thing in its column, so its arrival moves nothing on the page, and from its first frame each panel holds the
 * room its content takes (its skeleton). Home's start-up path carries no markup or styles for it.
 */
export const DeferredRail = deferredWidget(async () => (await import('./rail-loader.ts')).loadRail(), null);
