// The homepage tour's eight steps (spec 1 §2, spec 2 §2: navigation menu, search, region, help menu, user menu, quick
// starts, resource actions, dashboard), each anchored to the real element by a selector path (deep-query.ts) and
// described by its texts in the `tour` catalog area (`tour.step.<key>.title` / `.description`).

/** Where a step's popover sits beside its element: below it, or at its inline end (mirrored in right-to-left). */
export type StepPlacement = 'below' | 'inline-end';

/** One step of the tour. */
export interface TourStepDefinition {
  /** The step's catalog key. */
  key: string;
  /** Selectors from the document into the shadow roots that hold the element. */
  anchor: readonly string[];
  placement: StepPlacement;
  /** The element is part of the page's page-long sticky chrome (the header): it never needs scrolling to. */
  chrome?: boolean;
}

/** The homepage tour's steps, in the spec's order. */
export const HOMEPAGE_TOUR_STEPS: readonly TourStepDefinition[] = [
  { key: 'navigationMenu', chrome: true, anchor: ['console-header', '[part~="nav-button"]'], placement: 'below' },
  { key: 'search', chrome: true, anchor: ['console-header', '[part~="search"]'], placement: 'below' },
  { key: 'region', chrome: true, anchor: ['console-region-menu'], placement: 'below' },
  { key: 'helpMenu', chrome: true, anchor: ['console-help-menu:not([variant="inline"])'], placement: 'below' },
  { key: 'userMenu', chrome: true, anchor: ['console-user-menu'], placement: 'below' },
  // Quick starts: Home's Start exploring widget, whose tabs hold the quick starts, tutorials and tours.
  { key: 'quickStarts', anchor: ['console-home', '[data-testid="home-explore"]'], placement: 'inline-end' },
  // Resource actions: Home's quick actions, which create the resources used most.
  { key: 'resourceActions', anchor: ['console-home', 'section.quick-actions'], placement: 'inline-end' },
  { key: 'dashboard', anchor: ['console-home', '[data-testid="home-tab-dashboard"]'], placement: 'below' },
];
