import {
  CLONE_PARAMS,
  LAUNCH_PARAMS,
  hasLaunchParams,
  readLaunchIntent,
  withoutLaunchParams,
  type LaunchIntent,
} from '../src/domain/cloud-shell-launch.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { SESSION_KEYS, writeSessionItem } from '../src/storage/browser-storage.ts';
import { $cloudShellQuery } from './cloud-shell-query.ts';
import { $dockSource, followDockInUrl } from './cloud-shell-url.ts';
import { $headerModel } from './header.ts';
import { bottomDockMaximize, bottomDockMinimize, bottomDockOpen } from './plugin-host.ts';
import { navigate } from './route.ts';

/*
 * The launch query parameters (spec 2 §2), applied once the first page is on screen (src/page-data.ts: this code
 * never loads before the console is ready). The rules are src/domain/cloud-shell-launch.ts.
 */

/** The validated launch facts Cloud Shell's page receives in its console path: source and clone request. */
function cloudShellQuery(intent: LaunchIntent): string {
  const params = new URLSearchParams();
  if (intent.dock?.source) params.set(LAUNCH_PARAMS.source, intent.dock.source);
  const clone = intent.clone;
  if (clone) {
    params.set(CLONE_PARAMS.repoUrl, clone.repoUrl);
    if (clone.branch) params.set(CLONE_PARAMS.branch, clone.branch);
    if (clone.openInEditor) params.set(CLONE_PARAMS.openInEditor, 'true');
    if (clone.readmePath) params.set(CLONE_PARAMS.readmePath, clone.readmePath);
    if (clone.initScriptPath) params.set(CLONE_PARAMS.initScriptPath, clone.initScriptPath);
  }
  return params.toString();
}

/**
 * Applies the launch parameters of the URL the console opened on (call once, when the console is ready):
 * `canary=true` flags the session; `username`, the clone parameters and the dock parameters leave the address (the
 * dock's come back from its state) through the router, so the route's location and the plugins' context lose them
 * too; the bottom dock opens as the URL asks, for the tools this user may launch (the header's rules); and the
 * address follows the dock from then on.
 */
export function applyLaunchParameters(url: URL): LaunchIntent {
  const tools = $headerModel.get().developerTools;
  const intent = readLaunchIntent(url.searchParams, {
    cloudShell: tools.cloudShell,
    codeEditor: tools.codeEditor,
    externalLinks: featureFlag('cloud-shell-external-links'),
  });
  if (intent.canary) writeSessionItem(SESSION_KEYS.canary, 'true');
  const { pathname, search, hash } = window.location;
  if (hasLaunchParams(search)) {
    const kept = withoutLaunchParams(search);
    navigate(`${pathname}${kept === '' ? '' : `?${kept}`}${hash}`, { replace: true });
  }
  const { dock } = intent;
  if (dock) {
    $dockSource.set(dock.source);
    $cloudShellQuery.set(cloudShellQuery(intent));
    for (const tab of dock.tabs) bottomDockOpen(tab);
    bottomDockOpen(dock.activeTab);
    if (dock.state === 'maximized') bottomDockMaximize();
    if (dock.state === 'minimized') bottomDockMinimize();
  }
  followDockInUrl();
  return intent;
}
