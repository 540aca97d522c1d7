// Its own module, so the chrome's start-up path (stores/navigation-state.ts) can read a limit without the menu's
// domain, which loads with the menu after the console is ready.

/** Nav menu defaults (spec 3 §9, spec 1 §9). `limit` is chosen to cap the filter's results. */
export const NAVIGATION_LIMITS = {
  recent: 12,
  pinned: 12,
  homeFeatured: 6,
  homeRecent: 6,
  limit: 60,
} as const;
