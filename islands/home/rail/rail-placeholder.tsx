import type { ReactNode } from 'react';

// Part of Home's start-up path (the deferred slot's placeholder): markup only, no texts, styled by
// rail-placeholder.css, which Home adopts. It holds the rail's place under the account summary until the rail's chunk
// and texts are in; the rail then shows each panel's own skeleton.

/** The right rail's loading state: three panel frames. */
export function RailPlaceholder(): ReactNode {
  return (
    <div className="rail-placeholder" aria-busy="true" data-testid="home-rail-loading">
      <span className="rail-placeholder-panel" />
      <span className="rail-placeholder-panel" />
      <span className="rail-placeholder-panel" />
    </div>
  );
}
