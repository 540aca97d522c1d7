import { atom, computed } from 'nanostores';
import { $dialogWanted } from './dialog-wanted.ts';
import { $seTrialModal } from './se-trial-wanted.ts';

// The console's dialog queue (spec 1 §2 "Dialogs"). Only $dialogWanted (stores/dialog-wanted.ts) is on the start-up
// path, for elements/console-app/overlays.ts; this module loads with its first user, and imports nothing but
// nanostores: the dialogs themselves, their texts and their rules load with the `console-dialogs` island
// (islands/dialogs/) the first time a dialog is asked for.
//
// Adding a dialog kind: one member in `DialogRequest` below, one file in islands/dialogs/, one line in its registry
// (islands/dialogs/registry.ts).

/** A dialog the console wants shown: its kind and what it needs to say. */
export type DialogRequest =
  | {
      /** The home region is down: the console works in `alternativeRegion` until sign-out (spec 1 §4). */
      kind: 'home-region-down';
      homeRegion: string;
      alternativeRegion: string;
    }
  | {
      /** The home region is up again (spec 1 §4). */
      kind: 'home-region-up';
      homeRegion: string;
    }
  | {
      /** An operator's tenancy override into a production tenancy (spec 1 §4): shown until acknowledged. */
      kind: 'production-tenancy';
      tenancyId: string;
      tenancyName: string;
    }
  | {
      /** The stored preference, identity-service or browser language differs from the active one (spec 1 §4). */
      kind: 'language-conflict';
      /** The active locale tag. */
      current: string;
      /** The other locale tag offered. */
      other: string;
      /** Where the other comes from. */
      source: 'preference' | 'identity' | 'browser';
    }
  | {
      /** The browser or device is not supported (spec 1 §4, §9). */
      kind: 'unsupported-browser';
      /** Why: a phone or tablet, a browser failing the plugin feature check, or one not in the browser table. */
      reason: 'device' | 'features' | 'browser';
      /** The browser's name as src/domain/browser-support.ts reads it, and its major version. */
      browser: 'chrome' | 'safari' | 'firefox' | 'edge' | 'ie' | 'other';
      version: number;
    }
  | {
      /** The guided tours checklist is gone; the tours are in Start exploring on Home. */
      kind: 'guided-tours-moved';
    }
  | {
      /** The session ends in a minute (token or idle timeout): stores/session-keeper.ts holds what it says. */
      kind: 'session-expiring';
    }
  | {
      /** The user has no persona yet (first sign-in): stores/persona-prompt.ts asks, the dialog saves the answer. */
      kind: 'persona-selector';
    }
  | {
      /**
       * The account is 60 days old and the user still has the getting-started checklist: keep it or hide it (spec 3 §3
       * eligibleFor60DaysDialog, shown60DaysDialog). stores/guided-journey.ts asks; the answer is saved there.
       */
      kind: 'checklist-60-days';
    };

/** The kinds of dialog the console knows. */
export type DialogKind = DialogRequest['kind'];

/** The request of one kind. */
export type DialogRequestOf<K extends DialogKind> = Extract<DialogRequest, { kind: K }>;

/** Options of `openDialog`. */
export interface OpenDialogOptions {
  /**
   * Shown before every queued dialog (e.g. the session-expiring warning, which cannot wait for an answer to another
   * dialog); the others follow once it closes. By default a dialog waits for those asked before it.
   */
  urgent?: boolean;
}

/** The dialogs asked for, in the order they show: the first is on screen, one at a time. */
export const $dialogQueue = atom<readonly DialogRequest[]>([]);

export { $dialogWanted };
$dialogQueue.subscribe(queue => $dialogWanted.set(queue.length > 0));

/** The dialog on screen, or null; none while the SE trial's modal is up (it comes first; the queue waits). */
export const $activeDialog = computed([$dialogQueue, $seTrialModal], (queue, termsShown) =>
  termsShown ? null : (queue[0] ?? null)
);

/**
 * Asks for a dialog. A kind already queued is not queued twice: its request is replaced in place (newer data, same
 * turn), or moved to the front when urgent.
 */
export function openDialog(request: DialogRequest, options: OpenDialogOptions = {}): void {
  const queue = $dialogQueue.get();
  const index = queue.findIndex(entry => entry.kind === request.kind);
  if (options.urgent) {
    $dialogQueue.set([request, ...queue.filter(entry => entry.kind !== request.kind)]);
  } else if (index >= 0) {
    $dialogQueue.set(queue.map((entry, at) => (at === index ? request : entry)));
  } else {
    $dialogQueue.set([...queue, request]);
  }
}

/** Closes the dialog of a kind (on screen or still waiting); the next one shows. */
export function closeDialog(kind: DialogKind): void {
  const queue = $dialogQueue.get();
  if (queue.some(entry => entry.kind === kind)) $dialogQueue.set(queue.filter(entry => entry.kind !== kind));
}

/** Whether a dialog of a kind is on screen or waiting. */
export function isDialogQueued(kind: DialogKind): boolean {
  return $dialogQueue.get().some(entry => entry.kind === kind);
}
