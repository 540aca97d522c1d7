import { atom } from 'nanostores';
import { AUTH_CALLBACK_PATH, beginSignIn as startSignIn, completeSignIn } from '../src/auth/sign-in.ts';
import { currentSession, discardSession, signOut as endSession, type TokenClaims } from '../src/auth/session.ts';
import { consoleConfig } from './service-context.ts';

/** Where the session stands. */
export type SessionStatus = 'unknown' | 'signed-in' | 'signing-out' | 'signed-out';

/** The signed-in user's session as the UI may see it: never the token or the key. */
export interface SessionState {
  status: SessionStatus;
  claims: TokenClaims | null;
}

/** The session. */
export const $session = atom<SessionState>({ status: 'unknown', claims: null });

/** Sends the browser to the sign-in page with a new key pair. */
function beginSignIn(): Promise<string> {
  return startSignIn(window.location, undefined, window.location.origin, consoleConfig());
}

/**
 * Restores the session, finishing a sign-in when the page is the sign-in callback. Without a session it sends the
 * browser to the sign-in page and resolves false.
 */
export async function initSession(): Promise<boolean> {
  if (window.location.pathname === AUTH_CALLBACK_PATH) {
    const { returnTo } = await completeSignIn(window.location.hash, window.location.origin);
    window.history.replaceState(null, '', returnTo);
  }
  const session = await currentSession();
  if (!session) {
    $session.set({ status: 'signed-out', claims: null });
    await beginSignIn();
    return false;
  }
  $session.set({ status: 'signed-in', claims: session.claims });
  return true;
}

/** Starts a new sign-in after an authentication error: the old key and token are of no further use. */
export async function restartSignIn(): Promise<void> {
  await discardSession();
  $session.set({ status: 'signed-out', claims: null });
  await beginSignIn();
}

/** Signs out: the local cloud revokes the token, the key and token are deleted, and the sign-in page follows. */
export async function signOut(region: string): Promise<void> {
  $session.set({ ...$session.get(), status: 'signing-out' });
  try {
    await endSession(region, { config: consoleConfig() });
  } finally {
    $session.set({ status: 'signed-out', claims: null });
    window.location.assign('/');
  }
}
