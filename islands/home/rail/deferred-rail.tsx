import { deferredWidget } from '../../shared/deferred-widget.tsx';
import { RailPlaceholder } from './rail-placeholder.tsx';

// On Home's start-up path (which has a byte budget), so kept to the placeholder and one small import (rail-loader.ts,
// which loads the chunk and its texts); the chunk adopts its own styles (rail.css).

/** Home's `rail` slot: the right rail, requested once the browser is idle; the placeholder holds its place. */
export const DeferredRail = deferredWidget(
  async () => (await import('./rail-loader.ts')).loadRail(),
  <RailPlaceholder />
);
