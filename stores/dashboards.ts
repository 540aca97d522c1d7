import { atom } from 'nanostores';
import {
  addWidget,
  createDashboard,
  deleteDashboard,
  moveWidget,
  parseDashboards,
  removeWidget,
  setDefaultDashboard,
  starterDashboards,
  type CreateDashboardResult,
  type DashboardWidgetKind,
  type DashboardsDocument,
  type WidgetMove,
} from '../src/domain/dashboard.ts';
import { getPreferenceDocument, putPreferenceDocument } from '../src/services/personalization-documents.ts';
import { isAbortError } from '../src/http/errors.ts';
import { pageContext, serviceContext } from './service-context.ts';
import { $session } from './session.ts';

// Where the user's dashboards are kept: the personalization service's user preference `consoleDashboards` (one JSON
// document, at most 16 KB), not local storage. Chosen so that a dashboard follows the user across reloads, browsers
// and devices as the console's other preferences do, and is the user's own (the key is the user, never the browser).
// The document is read once per user when the Dashboard tab first shows, and written whole after each change (last
// write wins: a user edits one dashboard at a time); writes never overlap and the newest document is the one saved.

/** Name of the user preference that holds the dashboards. */
export const DASHBOARDS_PREFERENCE = 'consoleDashboards';

/** The user's dashboards and where reading and saving them stand. */
export interface DashboardsState {
  /**
   * `ready` once read (or nothing stored: the starter dashboards); `failed` when the read failed: the starter
   * dashboards show, and changes stay on this page unsaved so they never overwrite what the user has stored.
   */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  document: DashboardsDocument;
  /** The user the document belongs to. */
  userId: string | null;
  /** The last save: `failed` until a later one succeeds (Try again saves the current document). */
  save: 'idle' | 'saving' | 'saved' | 'failed';
}

const INITIAL: DashboardsState = { status: 'idle', document: starterDashboards(), userId: null, save: 'idle' };

/** The signed-in user's dashboards. */
export const $dashboards = atom<DashboardsState>(INITIAL);

let generation = 0;
let saving: Promise<void> | null = null;
let saveAgain = false;

// The preferences' region: the identity domain's home region, where the user's data lives (as stores/preferences.ts).
function target() {
  const claims = $session.get().claims;
  return claims ? { userId: claims.sub, context: serviceContext(claims.domain_home_region) } : undefined;
}

/**
 * Reads the signed-in user's dashboards once (again after Try again, or for another user). Nothing stored (404) is
 * the starter dashboards; a stored document that is not valid falls back to them too (parseDashboards).
 */
export async function loadDashboards(options: { force?: boolean } = {}): Promise<void> {
  const found = target();
  if (!found) return;
  const current = $dashboards.get();
  const same = current.userId === found.userId;
  if (same && !options.force && (current.status === 'loading' || current.status === 'ready')) return;
  generation += 1;
  const run = generation;
  $dashboards.set({ ...INITIAL, status: 'loading', userId: found.userId });
  try {
    // The read is Home's (its page signal: leaving Home aborts it); saves are not, so no change is ever lost.
    const stored = await getPreferenceDocument(pageContext(found.context.region), found.userId, DASHBOARDS_PREFERENCE);
    if (run !== generation) return;
    $dashboards.set({ ...INITIAL, status: 'ready', userId: found.userId, document: parseDashboards(stored?.value) });
  } catch (error) {
    // Cut short by leaving Home: not read, so the Dashboard tab shown again reads it.
    const aborted = isAbortError(error);
    if (!aborted)
      console.warn('[dashboards] the stored dashboards could not be read; showing the starter dashboards', error);
    if (run === generation) $dashboards.set(aborted ? INITIAL : { ...INITIAL, status: 'failed', userId: found.userId });
  }
}

/** Saves the current document, after any save in flight; resolves when the newest document is saved or failed. */
export async function saveDashboards(): Promise<void> {
  if ($dashboards.get().status !== 'ready') return;
  if (saving) {
    saveAgain = true;
    return saving;
  }
  saving = (async () => {
    do {
      saveAgain = false;
      const found = target();
      const { document, userId } = $dashboards.get();
      if (!found || found.userId !== userId) break;
      $dashboards.set({ ...$dashboards.get(), save: 'saving' });
      let outcome: DashboardsState['save'];
      try {
        await putPreferenceDocument(found.context, found.userId, DASHBOARDS_PREFERENCE, document);
        outcome = 'saved';
      } catch (error) {
        console.warn('[dashboards] the dashboards could not be saved', error);
        outcome = 'failed';
      }
      if ($dashboards.get().userId === userId) $dashboards.set({ ...$dashboards.get(), save: outcome });
    } while (saveAgain);
  })();
  try {
    await saving;
  } finally {
    saving = null;
  }
}

function change(update: (document: DashboardsDocument) => DashboardsDocument): Promise<void> {
  const current = $dashboards.get();
  if (current.status !== 'ready' && current.status !== 'failed') return Promise.resolve();
  const document = update(current.document);
  if (document === current.document) return Promise.resolve();
  $dashboards.set({ ...current, document });
  return saveDashboards();
}

/** Adds a widget at the end of a dashboard and saves. */
export function addDashboardWidget(dashboardId: string, kind: DashboardWidgetKind): Promise<void> {
  return change(document => addWidget(document, dashboardId, kind));
}

/** Removes a widget from a dashboard and saves. */
export function removeDashboardWidget(dashboardId: string, kind: DashboardWidgetKind): Promise<void> {
  return change(document => removeWidget(document, dashboardId, kind));
}

/** Moves a widget within its dashboard and saves. */
export function moveDashboardWidget(dashboardId: string, kind: DashboardWidgetKind, move: WidgetMove): Promise<void> {
  return change(document => moveWidget(document, dashboardId, kind, move));
}

/** Creates an empty dashboard and saves; answers the new dashboard or why it was refused. */
export function createUserDashboard(name: string): CreateDashboardResult {
  const result = createDashboard($dashboards.get().document, name);
  if (result.ok) void change(() => result.document);
  return result;
}

/** Deletes a dashboard (never the default one) and saves. */
export function deleteUserDashboard(id: string): Promise<void> {
  return change(document => deleteDashboard(document, id));
}

/** Makes a dashboard the one /dashboard opens and saves. */
export function setUserDefaultDashboard(id: string): Promise<void> {
  return change(document => setDefaultDashboard(document, id));
}

/** Forgets the dashboards (tests, sign-out): the next read asks the service again. */
export function resetDashboards(): void {
  generation += 1;
  saveAgain = false;
  $dashboards.set(INITIAL);
}
