import { atom } from 'nanostores';

/**
 * The signed-in user's session timeout in minutes (console settings, spec 1 §5), or null while unknown or unset: the
 * idle clock signs an idle user out after it (issue 15). The settings panel's store sets it when it loads or saves the
 * setting; the session's idle clock only reads it. Kept in its own tiny module: it is on the start-up path.
 */
export const $sessionTimeoutMinutes = atom<number | null>(null);
