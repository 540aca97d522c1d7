// Launch query parameters (spec 2 §2) and the bottom dock's state in the URL (spec 2 §4 "Cloud Shell"), as pure
// rules: a URL's query → what the console does at start-up, and the dock's state → the query that reflects it.
// Every value that reaches the URL again is one this module produced, never the raw text of the address bar.
import type { BottomDockTab, ContainerState } from './plugin-containers.ts';

/** The launch parameters of spec 2 §2. */
export const LAUNCH_PARAMS = {
  username: 'username',
  canary: 'canary',
  cloudShell: 'cloudshell',
  codeEditor: 'codeeditor',
  dockState: 'bdcstate',
  source: 'cssource',
} as const;

/**
 * The external clone-and-launch parameters (spec 2 §2: "repo url, branch, open-in-editor, readme path, init script
 * path"). The spec does not spell them: chosen the provider's documented "Open in Code Editor" names, so links made
 * for the real console work here unchanged.
 */
export const CLONE_PARAMS = {
  repoUrl: 'cs_repo_url',
  branch: 'cs_branch',
  openInEditor: 'cs_open_ce',
  readmePath: 'cs_readme_path',
  initScriptPath: 'cs_initscript_path',
} as const;

/** The query parameters that describe the open bottom dock; closing the dock removes them all. */
export const DOCK_PARAMS: readonly string[] = [
  LAUNCH_PARAMS.cloudShell,
  LAUNCH_PARAMS.codeEditor,
  LAUNCH_PARAMS.dockState,
  LAUNCH_PARAMS.source,
];

/** `bdcstate` values (spec 2 §2). */
export const DOCK_URL_STATES = ['default', 'minimized', 'maximized'] as const;

/** How the dock shows, as the URL spells it. */
export type DockUrlState = (typeof DOCK_URL_STATES)[number];

/** The dock as the URL describes it. */
export interface DockLaunch {
  /** Open tabs in the dock's order (Cloud Shell first); never empty. */
  tabs: BottomDockTab[];
  /** The tab that shows: the first one (the URL does not say which of two is active). */
  activeTab: BottomDockTab;
  state: DockUrlState;
  /** Where the launch came from (`cssource`), kept in the URL while the dock is open; null when absent or invalid. */
  source: string | null;
}

/** An external clone-and-launch request, handed to Cloud Shell. */
export interface CloneRequest {
  /** An https URL of a Git repository. */
  repoUrl: string;
  branch: string | null;
  /** Open the clone in the Code Editor (`cs_open_ce=true`). */
  openInEditor: boolean;
  /** A relative path inside the repository. */
  readmePath: string | null;
  /** A relative path inside the repository. */
  initScriptPath: string | null;
}

/** What the console does with a URL's launch parameters at start-up. */
export interface LaunchIntent {
  /** The `username` parameter: the sign-in page's user-name hint; never kept in the URL. */
  username: string | null;
  /** `canary=true`: the session is flagged as canary. */
  canary: boolean;
  /** The dock to open, or null. */
  dock: DockLaunch | null;
  /** The clone to run in Cloud Shell (only with the external-links flag), or null. */
  clone: CloneRequest | null;
}

/** What the launch may do for this user and deployment. */
export interface LaunchPermissions {
  /** Cloud Shell may launch (spec 2 §5: plugin flag, promotion status; spec 3 §6: its capability). */
  cloudShell: boolean;
  /** The Code Editor may launch (its own capability). */
  codeEditor: boolean;
  /** The external-links workflow flag: clone-and-launch parameters are honoured. */
  externalLinks: boolean;
}

/** Longest `username` taken (identity user names are at most 255 characters; longer text is not a user name). */
export const MAX_USERNAME_LENGTH = 255;
/** Longest repository URL taken. */
export const MAX_REPO_URL_LENGTH = 2048;

const SOURCE = /^[A-Za-z0-9_.-]{1,64}$/;
// A Git branch: letters, digits and . _ / -, not starting with - or /, no '..' (git check-ref-format's core rules).
const BRANCH = /^(?![-/])(?!.*\.\.)[A-Za-z0-9._/-]{1,255}$/;
// A path inside the repository: relative, no '..' segment, no backslash, no empty segment.
const REPO_PATH = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))(?!.*\/\/)[A-Za-z0-9._/-]{1,255}$/;
// C0 and C1 control characters, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The single value of a parameter; a repeated parameter is ambiguous and counts as absent. */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? (values[0] ?? null) : null;
}

/** True for `true` in any case; anything else (absent, repeated, `1`, `yes`) is false. */
function isTrue(params: URLSearchParams, name: string): boolean {
  return single(params, name)?.toLowerCase() === 'true';
}

/** A user name hint: trimmed, 1–255 characters, no control characters; else null. */
export function usernameHint(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.length > MAX_USERNAME_LENGTH || CONTROL.test(trimmed)) return null;
  return trimmed;
}

/** A `bdcstate` value, or null when it is not one of default, minimized, maximized (any case). */
export function dockUrlState(value: string | null): DockUrlState | null {
  const lower = value?.toLowerCase();
  return DOCK_URL_STATES.find(state => state === lower) ?? null;
}

/** A `cssource` value: 1–64 letters, digits, `_`, `.`, `-`; else null. */
export function launchSource(value: string | null): string | null {
  return value !== null && SOURCE.test(value) ? value : null;
}

/** An https Git repository URL without credentials, at most 2048 characters; else null. */
export function repositoryUrl(value: string | null): string | null {
  if (value === null || value.length > MAX_REPO_URL_LENGTH || CONTROL.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '') return null;
  if (url.pathname === '/' || url.pathname === '') return null;
  return url.href;
}

function optional(value: string | null, pattern: RegExp): string | null {
  return value !== null && pattern.test(value) ? value : null;
}

/** The clone request of a URL, or null without a valid `cs_repo_url`. */
function cloneRequest(params: URLSearchParams): CloneRequest | null {
  const repoUrl = repositoryUrl(single(params, CLONE_PARAMS.repoUrl));
  if (repoUrl === null) return null;
  return {
    repoUrl,
    branch: optional(single(params, CLONE_PARAMS.branch), BRANCH),
    openInEditor: isTrue(params, CLONE_PARAMS.openInEditor),
    readmePath: optional(single(params, CLONE_PARAMS.readmePath), REPO_PATH),
    initScriptPath: optional(single(params, CLONE_PARAMS.initScriptPath), REPO_PATH),
  };
}

/** True when the URL carries any clone-and-launch parameter (valid or not). */
export function hasCloneParams(params: URLSearchParams): boolean {
  return Object.values(CLONE_PARAMS).some(name => params.has(name));
}

/**
 * Reads the launch parameters of a URL's query (spec 2 §2):
 * - `cloudshell=true` / `codeeditor=true` open that tab, each only when the user may launch it; `bdcstate` sets how
 *   the dock shows (default when absent or unknown); `cssource` names the launch's source;
 * - clone-and-launch parameters open Cloud Shell maximized with the clone when the external-links flag is on and the
 *   repository URL is valid; otherwise they are dropped and Cloud Shell opens default, whatever `bdcstate` says;
 * - `username` and `canary=true` are read for the caller (sign-in hint, session flag).
 * Never throws; a repeated parameter counts as absent.
 */
export function readLaunchIntent(query: string | URLSearchParams, permissions: LaunchPermissions): LaunchIntent {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const cloneAsked = hasCloneParams(params);
  const clone = cloneAsked && permissions.externalLinks && permissions.cloudShell ? cloneRequest(params) : null;
  const tabs: BottomDockTab[] = [];
  if (permissions.cloudShell && (isTrue(params, LAUNCH_PARAMS.cloudShell) || cloneAsked)) tabs.push('cloud-shell');
  if (permissions.codeEditor && isTrue(params, LAUNCH_PARAMS.codeEditor)) tabs.push('code-editor');
  const [activeTab] = tabs;
  const state: DockUrlState = clone
    ? 'maximized'
    : cloneAsked
      ? 'default'
      : (dockUrlState(single(params, LAUNCH_PARAMS.dockState)) ?? 'default');
  return {
    username: usernameHint(single(params, LAUNCH_PARAMS.username)),
    canary: isTrue(params, LAUNCH_PARAMS.canary),
    dock:
      activeTab === undefined
        ? null
        : { tabs, activeTab, state, source: launchSource(single(params, LAUNCH_PARAMS.source)) },
    clone,
  };
}

/** The dock's `bdcstate` for a container state; null while the dock is closed. */
export function urlStateOf(state: ContainerState): DockUrlState | null {
  if (state === 'MINIMIZED') return 'minimized';
  if (state === 'MAXIMIZED') return 'maximized';
  if (state === 'CLOSED') return null;
  // INITIALIZING shows at the default height until its plugin answers.
  return 'default';
}

/** The dock as the URL reflects it: its open tabs and state, and the launch's source. */
export interface DockUrlFacts {
  state: ContainerState;
  tabs: readonly BottomDockTab[];
  source: string | null;
}

/**
 * The query with the dock reflected in it (spec 2 §4 "URL reflects state"): every dock parameter the query had is
 * removed, then an open dock adds `cloudshell=true` and/or `codeeditor=true` for its tabs, `bdcstate` and (when it
 * is valid) `cssource`. A closed dock, or one without tabs, leaves none of them ("closing removes cloudshell,
 * codeeditor and cssource"; chosen: `bdcstate` too, which means nothing without a dock). Other parameters keep their
 * order. Returns the query without `?`.
 */
export function withDockParams(query: string, dock: DockUrlFacts | null): string {
  const params = new URLSearchParams(query);
  for (const name of DOCK_PARAMS) params.delete(name);
  const state = dock ? urlStateOf(dock.state) : null;
  if (dock && state && dock.tabs.length > 0) {
    if (dock.tabs.includes('cloud-shell')) params.append(LAUNCH_PARAMS.cloudShell, 'true');
    if (dock.tabs.includes('code-editor')) params.append(LAUNCH_PARAMS.codeEditor, 'true');
    params.append(LAUNCH_PARAMS.dockState, state);
    const source = launchSource(dock.source);
    if (source !== null) params.append(LAUNCH_PARAMS.source, source);
  }
  return params.toString();
}

/**
 * The query without the parameters start-up consumes: `username` (read, then removed), every clone-and-launch
 * parameter (handed to Cloud Shell or dropped, so a reload never clones twice) and the dock parameters (written
 * again from the dock's state by `withDockParams`). `canary` stays: spec 3 §2 lists it among the parameters the
 * console recognises on every load. Returns the query without `?`.
 */
export function withoutLaunchParams(query: string): string {
  const params = new URLSearchParams(query);
  for (const name of [LAUNCH_PARAMS.username, ...Object.values(CLONE_PARAMS), ...DOCK_PARAMS]) params.delete(name);
  return params.toString();
}

/** True when a query carries any parameter that `withoutLaunchParams` removes. */
export function hasLaunchParams(query: string): boolean {
  const params = new URLSearchParams(query);
  return [LAUNCH_PARAMS.username, ...Object.values(CLONE_PARAMS), ...DOCK_PARAMS].some(name => params.has(name));
}
