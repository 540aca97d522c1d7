// Quick starts (spec 2 §2 "Quick starts", spec 1 §2 routes; issue 14 point 4): the 13 solutions `?solution=` accepts,
// the six tiles the page shows, what each deploys and about how long it takes, the paths of the page and of the stack
// create page a launch goes to, and which stacks found by resource search were launched from a quick start.
// Pure functions: the store and the island apply them.

/** The list view of the page (spec 1 §2). */
export const QUICKSTARTS_PATH = '/resourcemanager/quickstarts';
/** The manage sub-route: the quick starts launched in this tenancy (spec 2 §2). */
export const QUICKSTARTS_MANAGE_PATH = `${QUICKSTARTS_PATH}/manage`;
/** The query parameter that names the open solution (spec 2 §2). */
export const SOLUTION_PARAM = 'solution';
/** Where launching a quick start goes: Resource Manager's stack create page (spec 2 §2 deep-link targets). */
export const STACK_CREATE_PATH = '/resourcemanager/stacks/create';
/** The parameter of the stack create page that preselects the solution (spec 2 §2). */
export const PRESELECTED_SOLUTION_PARAM = 'preSelectedSolutionId';

/** Every solution `?solution=` accepts, exactly as spec 2 §2 lists them (and in its order). */
export const QUICKSTART_IDS = [
  'wordpress',
  'apex',
  'mushop',
  'jenkins',
  'netOnWindows',
  'tomcat',
  'autoscaling',
  'kibana',
  'rstudio',
  'landing-zone-sandbox',
  'nextcloud',
  'strava-adb',
  'redbull',
] as const;

/** A quick-start solution. */
export type QuickStartId = (typeof QUICKSTART_IDS)[number];

/** How many tiles the page shows (spec 2 §9: "quick starts 6"). */
export const QUICKSTARTS_SHOWN = 6;

/**
 * The tiles of the list view: the first six of the spec's list, in its order. The spec says six are shown but not
 * which (chosen); the other seven open only through `?solution=` (links from documentation, blogs and tours).
 */
export const SHOWN_QUICKSTARTS: readonly QuickStartId[] = QUICKSTART_IDS.slice(0, QUICKSTARTS_SHOWN);

/** A kind of resource a quick start creates; each has a catalog text (`quickstarts.resource.<kind>`). */
export type DeployedResource =
  | 'vcn'
  | 'computeInstance'
  | 'windowsInstance'
  | 'instancePool'
  | 'loadBalancer'
  | 'mysqlDatabase'
  | 'autonomousTransactionProcessing'
  | 'autonomousDataWarehouse'
  | 'apexWorkspace'
  | 'objectStorageBucket'
  | 'blockVolume'
  | 'compartments'
  | 'iamPolicies'
  | 'cloudGuard'
  | 'vault'
  | 'logging'
  | 'functions'
  | 'bastion'
  | 'dataScienceNotebook';

/** What the page says about a solution beyond its texts (title, summary and description are catalog texts). */
export interface QuickStartSolution {
  id: QuickStartId;
  /** About how long the stack takes to apply, in minutes (not in the spec: chosen per solution). */
  estimateMinutes: { min: number; max: number };
  /** What the stack creates, in the order the detail lists it. */
  deploys: readonly DeployedResource[];
  /** Runs on Always Free resources alone. */
  alwaysFreeEligible: boolean;
}

/** Every solution, by id. The facts are the solutions' own (their stacks' contents), not the spec's. */
export const QUICKSTART_SOLUTIONS: Readonly<Record<QuickStartId, QuickStartSolution>> = {
  wordpress: solution('wordpress', 5, 10, ['vcn', 'computeInstance', 'mysqlDatabase']),
  apex: solution('apex', 3, 5, ['autonomousTransactionProcessing', 'apexWorkspace'], true),
  mushop: solution('mushop', 15, 20, [
    'vcn',
    'computeInstance',
    'loadBalancer',
    'autonomousTransactionProcessing',
    'objectStorageBucket',
  ]),
  jenkins: solution('jenkins', 10, 15, ['vcn', 'computeInstance', 'blockVolume', 'loadBalancer']),
  netOnWindows: solution('netOnWindows', 10, 15, ['vcn', 'windowsInstance', 'loadBalancer']),
  tomcat: solution('tomcat', 8, 12, ['vcn', 'computeInstance', 'loadBalancer', 'autonomousTransactionProcessing']),
  autoscaling: solution('autoscaling', 10, 15, ['vcn', 'instancePool', 'loadBalancer']),
  kibana: solution('kibana', 10, 15, ['vcn', 'computeInstance', 'blockVolume', 'bastion']),
  rstudio: solution('rstudio', 5, 10, ['vcn', 'computeInstance', 'objectStorageBucket']),
  'landing-zone-sandbox': solution('landing-zone-sandbox', 5, 10, [
    'compartments',
    'iamPolicies',
    'vcn',
    'cloudGuard',
    'vault',
    'logging',
  ]),
  nextcloud: solution('nextcloud', 8, 12, [
    'vcn',
    'computeInstance',
    'blockVolume',
    'mysqlDatabase',
    'objectStorageBucket',
  ]),
  'strava-adb': solution('strava-adb', 5, 8, ['autonomousDataWarehouse', 'functions', 'apexWorkspace'], true),
  redbull: solution('redbull', 10, 15, ['autonomousDataWarehouse', 'objectStorageBucket', 'dataScienceNotebook']),
};

function solution(
  id: QuickStartId,
  min: number,
  max: number,
  deploys: readonly DeployedResource[],
  alwaysFreeEligible = false
): QuickStartSolution {
  return { id, estimateMinutes: { min, max }, deploys, alwaysFreeEligible };
}

/** True for a solution id exactly as the spec spells it (case-sensitive). */
export function isQuickStartId(value: string): value is QuickStartId {
  return (QUICKSTART_IDS as readonly string[]).includes(value);
}

/** Why a `?solution=` was not opened: an id the spec does not list, an empty value, or more than one value. */
export type RefusedSolutionReason = 'unknown' | 'empty' | 'repeated';

/** What `?solution=` asks for. */
export type SolutionParam =
  | { kind: 'none' }
  | { kind: 'open'; id: QuickStartId }
  | { kind: 'refused'; reason: RefusedSolutionReason; values: readonly string[] };

/**
 * Reads `?solution=` from a query string: exactly one value that is one of the 13 listed ids, spelled as the spec
 * spells it (`WordPress`, ` wordpress` and `wordpress2` are refused); an empty value and a repeated parameter (even
 * twice the same id) are refused too, since the page can open one solution and the link is plainly not one of ours.
 */
export function readSolutionParam(search: string): SolutionParam {
  const values = new URLSearchParams(search).getAll(SOLUTION_PARAM);
  if (values.length === 0) return { kind: 'none' };
  if (values.length > 1) return { kind: 'refused', reason: 'repeated', values };
  const [value = ''] = values;
  if (value === '') return { kind: 'refused', reason: 'empty', values };
  return isQuickStartId(value) ? { kind: 'open', id: value } : { kind: 'refused', reason: 'unknown', values };
}

/** The list view, with `id`'s detail open when given. */
export function quickStartsPath(id?: QuickStartId): string {
  return id === undefined ? QUICKSTARTS_PATH : `${QUICKSTARTS_PATH}?${new URLSearchParams({ [SOLUTION_PARAM]: id })}`;
}

/** The stack create page with `id` preselected: where Launch goes. */
export function stackCreatePath(id: QuickStartId): string {
  return `${STACK_CREATE_PATH}?${new URLSearchParams({ [PRESELECTED_SOLUTION_PARAM]: id })}`;
}

/**
 * The freeform tag that marks a Resource Manager stack launched from a quick start; its value is the solution id.
 * Not in the spec: chosen, so the manage view can find the launched quick starts with resource search.
 */
export const QUICKSTART_TAG = 'quickstart-solution';

/** The structured query that finds the stacks of the active region (resource search type `OrmStack`). */
export const STACKS_QUERY = 'query OrmStack resources sorted by timeCreated desc';

/** The most stacks the manage view asks for: one page of resource search (chosen). */
export const STACKS_SEARCHED = 1000;

/** What the manage view needs of a stack found by resource search. */
export interface TaggedStack {
  identifier: string;
  timeCreated?: string | null;
  freeformTags?: Readonly<Record<string, string>> | null;
}

/** A stack launched from a quick start, with the solution it came from. */
export interface LaunchedQuickStart<T extends TaggedStack> {
  stack: T;
  solution: QuickStartId;
}

/**
 * The stacks launched from a quick start, newest first (ties in the service's order): those whose `quickstart-solution`
 * tag names one of the listed solutions. Other stacks, and stacks tagged with an id this console does not know (a
 * solution since retired), are left out: the page could not say what they deploy.
 */
export function launchedQuickStarts<T extends TaggedStack>(stacks: readonly T[]): LaunchedQuickStart<T>[] {
  const launched = stacks.flatMap(stack => {
    const tag = stack.freeformTags?.[QUICKSTART_TAG];
    return tag !== undefined && isQuickStartId(tag) ? [{ stack, solution: tag }] : [];
  });
  const time = (item: LaunchedQuickStart<T>): number => {
    const parsed = Date.parse(item.stack.timeCreated ?? '');
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
  };
  // Array sort is stable: equal times keep the service's order.
  return launched.sort((a, b) => (time(a) === time(b) ? 0 : time(b) > time(a) ? 1 : -1));
}
