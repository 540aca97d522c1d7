import { atom } from 'nanostores';

/**
 * What a launch from the URL hands to Cloud Shell's page, as its console path's query: the launch's source and its
 * clone request (stores/cloud-shell-launch.ts); '' for a Cloud Shell opened from the header. Cleared when the dock
 * closes (stores/cloud-shell-url.ts). Kept to one atom: the plugin containers on the start-up path read it.
 */
export const $cloudShellQuery = atom('');
