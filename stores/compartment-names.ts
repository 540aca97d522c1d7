import { atom } from 'nanostores';

/*
 * Compartment names by OCID, for lists that show where a resource lives (search results). The compartments store and
 * its service calls load on first use, in their own chunk: a start-up path that never shows them never carries them.
 */

/** Names by compartment OCID; empty until the compartments have been answered. */
export const $compartmentNames = atom<ReadonlyMap<string, string>>(new Map());

let started = false;

/**
 * Starts loading the compartments (once per page) and keeps `$compartmentNames` up to date with them. Failures only
 * cost the names: lists then show compartment OCIDs.
 */
export function loadCompartmentNames(): void {
  if (started) return;
  started = true;
  import('./compartments.ts').then(
    ({ $compartments, loadCompartments }) => {
      $compartments.subscribe(state => {
        $compartmentNames.set(new Map(state.items.map(compartment => [compartment.id, compartment.name])));
      });
      if ($compartments.get().status === 'idle') loadCompartments().catch(() => undefined);
    },
    (error: unknown) => {
      started = false;
      console.warn('[compartments] the compartment names could not be loaded', error);
    }
  );
}
