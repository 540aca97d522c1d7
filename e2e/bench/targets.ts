// What the bench loads side by side, and when each counts as ready. A page of the console is one row here: to add
// one (e.g. the search page), give it a name, a path and its ready marks.

/** How a target says it is ready: its first contentful paint, or the latest of some User Timing marks. */
export type Readiness = { kind: 'first-contentful-paint' } | { kind: 'marks'; marks: string[] };

/** One thing the bench measures. */
export interface Target {
  name: string;
  /** What the row means, for the printed table. */
  description: string;
  /** Peers are skipped by `--only console`; the static floor page is measured always (every ratio needs it). */
  group: 'floor' | 'console' | 'peer';
  /** Opened signed in (a copy of the signed-in profile) or on an empty profile. */
  signedIn: boolean;
  /** The path on the console origin; peers get their URL when served. */
  path?: string;
  readiness: Readiness;
}

/** The console's mark: header interactive, navigation menu loaded and the first route rendered (src/startup.ts). */
export const CONSOLE_READY = 'console:ready';
/** The plugin SDK's mark in the plugin frame: the first context arrived (src/plugin-sdk). */
export const PLUGIN_CONTEXT = 'console-plugin:context';
/** The peers' plugin pages mark this when their shell's init message arrived (../shared/bench-peers). */
const PEER_PLUGIN_READY = 'mfe-ready';

export const TARGETS: readonly Target[] = [
  {
    name: 'static',
    description: 'static page: header + 50 links, no JS (ready = first contentful paint)',
    group: 'floor',
    signedIn: false,
    readiness: { kind: 'first-contentful-paint' },
  },
  {
    name: 'console-home',
    description: 'console, Home (/)',
    group: 'console',
    signedIn: true,
    path: '/',
    readiness: { kind: 'marks', marks: [CONSOLE_READY] },
  },
  {
    name: 'console-plugin',
    description: 'console, plugin route (/compute/instances; ready = console ready + plugin got its context)',
    group: 'console',
    signedIn: true,
    path: '/compute/instances',
    readiness: { kind: 'marks', marks: [CONSOLE_READY, PLUGIN_CONTEXT] },
  },
  {
    name: 'luigi',
    description: 'SAP Luigi 2.31 shell (ready = plugin frame got its init)',
    group: 'peer',
    signedIn: false,
    readiness: { kind: 'marks', marks: [PEER_PLUGIN_READY] },
  },
  {
    name: 'cloudscape',
    description: 'Cloudscape app as a shell (ready = plugin frame got its init)',
    group: 'peer',
    signedIn: false,
    readiness: { kind: 'marks', marks: [PEER_PLUGIN_READY] },
  },
];
