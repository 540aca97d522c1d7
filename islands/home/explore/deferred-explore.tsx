import { deferredWidget } from '../../shared/deferred-widget.tsx';

// On Home's start-up path (which has a byte budget), so kept to the placeholder and one small import
// (explore-loader.ts, which loads the chunk and its texts); the chunk adopts its own styles (explore.css).

/**
 * Start exploring's place until its chunk is in: a frame as high as the widget in every state, no texts
 * (explore-placeholder.css, the one rule Home adopts for it).
 */
export const EXPLORE_PLACEHOLDER = (
  <div className="explore-placeholder" aria-hidden="true" data-testid="home-explore-placeholder" />
);

/** Home's `explore` slot: the Start exploring widget, requested once the browser is idle. */
export const DeferredExplore = deferredWidget(
  async () => (await import('./explore-loader.ts')).loadExplore(),
  EXPLORE_PLACEHOLDER
);
