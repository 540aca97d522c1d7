import { atom } from 'nanostores';
import {
  currentSession,
  forgetStoredCredentials,
  signOut as endSession,
  watchSignedCalls,
} from '../src/auth/session.ts';
import { openSessionChannel, type SessionChannel, type SessionMessage } from '../src/auth/session-channel.ts';
import { withSessionLock } from '../src/auth/session-lock.ts';
import { refreshSession } from '../src/auth/session-refresh.ts';
import { errorScreenFor } from '../src/domain/console-failure.ts';
import {
  REFRESH_DELAY_MS,
  callNeedsRenewal,
  continueOutcome,
  lockedRefreshDecision,
  mergeActivity,
  refreshRegionOrder,
  secondsUntil,
  sessionPhase,
  shouldBroadcastActivity,
  ACTIVITY_BROADCAST_MS,
  type SessionClockState,
  type SessionDeadline,
  type SessionEndReason,
} from '../src/domain/session-clock.ts';
import { addCatalogPart, type CatalogPartLoaders } from '../src/i18n/i18n.ts';
import { $activeRegion } from './active-region.ts';
import { failConsole } from './console.ts';
import { closeDialog, openDialog } from './dialogs.ts';
import { $regions } from './regions.ts';
import { consoleConfig } from './service-context.ts';
import { $session, signOut } from './session.ts';
import { $sessionTimeoutMinutes } from './session-timeout.ts';

// The session keeper (issue 15 points 1 to 3): the session-expiring warning one minute before the session ends (the
// token's expiry or the user's idle timeout, whichever is first), Continue working, the token refresh 2 s after a
// signed call that needs it, the session-expired screen at the end, and the tabs of one console agreeing on all of it.
// Loaded with the page data once the console is ready (src/page-data.ts): nothing here is on the start-up path.

/** The session-expiring warning while it shows. */
export interface SessionWarning {
  /** What ends the session: the token's expiry or the idle timeout. */
  reason: SessionEndReason;
  /** When it ends (ms since the epoch). */
  deadline: number;
  /** Seconds left when the warning opened: the live region's first announcement. */
  secondsAtOpen: number;
  /** Continue working is renewing the session. */
  extending: boolean;
  /** False once a renewal failed: the dialog says the session cannot be extended, with Sign out now and Close. */
  canExtend: boolean;
}

/**
 * Renews the token with the regions in turn (spec 1 §4) and publishes the new claims; resolves whether it was renewed
 * (a failure is logged: the warning says what the user needs to know).
 */
export async function renewSession(regions: readonly string[]): Promise<boolean> {
  try {
    const claims = await refreshSession(regions, { config: consoleConfig() });
    $session.set({ status: 'signed-in', claims });
    return true;
  } catch (error) {
    console.warn('[session] the token could not be renewed', error);
    return false;
  }
}

/** The session-expiring warning, or null. */
export const $sessionWarning = atom<SessionWarning | null>(null);

/** The session texts (catalog area `session`), loaded with the keeper so the warning never waits for them. */
export const SESSION_TEXTS: CatalogPartLoaders = locale => import(`../locales/${locale}/session.ts`);

/** The clock the keeper runs on; tests give it their own. */
export interface KeeperClock {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

const PAGE_CLOCK: KeeperClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: timer => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** What the keeper works with; the defaults are the page's. */
export interface SessionKeeperOptions {
  clock?: KeeperClock;
  channel?: SessionChannel;
  /** Runs a refresh while no other tab does (src/auth/session-lock.ts). */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Where the user's activity is heard (the document). */
  activityTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Loads the session texts; the keeper's tests need none. */
  loadTexts?: () => Promise<void>;
}

/** The user's own input counts as activity; pointer moves do not (a nudged mouse is not someone working: chosen). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

interface Keeper {
  continueWorking(): Promise<void>;
  close(): void;
  recordActivity(): void;
  stop(): void;
}

let keeper: Keeper | null = null;

/**
 * Starts keeping the session of this tab: the warning, renewal on signed calls, the idle clock and the other tabs.
 * Returns the function that stops it (tests; a second start replaces the first).
 */
export function startSessionKeeper(options: SessionKeeperOptions = {}): () => void {
  keeper?.stop();
  const clock = options.clock ?? PAGE_CLOCK;
  const channel = options.channel ?? openSessionChannel();
  const lock = options.lock ?? withSessionLock;
  const activityTarget =
    options.activityTarget === undefined ? (typeof document === 'undefined' ? null : document) : options.activityTarget;
  void (options.loadTexts ?? (() => addCatalogPart(SESSION_TEXTS)))().catch((error: unknown) => {
    console.warn('[session] the session texts could not be loaded', error);
  });

  let lastActivityAt = clock.now();
  let lastPostedActivityAt: number | null = null;
  let activityTimer: unknown;
  let phaseTimer: unknown;
  let renewalTimer: unknown;
  let renewing: Promise<boolean> | null = null;
  // The deadline whose warning the user closed: it does not open again for the same deadline.
  let dismissedDeadline: number | null = null;
  // The session ended in this tab (expired, idle, signed out here or elsewhere): nothing more to keep.
  let ended = false;
  // This tab has told the others that the session ended (never twice, never back to the tab that said so).
  let signOutTold = false;

  const clockState = (): SessionClockState | null => {
    const { status, claims } = $session.get();
    if (status !== 'signed-in' || !claims) return null;
    return {
      tokenIssuedAt: claims.iat * 1000,
      tokenExpiresAt: claims.exp * 1000,
      lastActivityAt,
      idleTimeoutMinutes: $sessionTimeoutMinutes.get(),
    };
  };

  const hideWarning = () => {
    if ($sessionWarning.get()) $sessionWarning.set(null);
    closeDialog('session-expiring');
  };

  const showWarning = (deadline: SessionDeadline, now: number) => {
    const shown = $sessionWarning.get();
    if (shown && shown.deadline === deadline.at && shown.reason === deadline.reason) return;
    if (dismissedDeadline === deadline.at) return;
    $sessionWarning.set({
      reason: deadline.reason,
      deadline: deadline.at,
      secondsAtOpen: secondsUntil(deadline.at, now),
      extending: false,
      canExtend: true,
    });
    // Urgent: it shows before any dialog already waiting, which follows once the session is safe.
    openDialog({ kind: 'session-expiring' }, { urgent: true });
  };

  const evaluate = () => {
    clock.clearTimer(phaseTimer);
    const state = clockState();
    if (!state || ended) {
      hideWarning();
      return;
    }
    const now = clock.now();
    const phase = sessionPhase(state, now);
    if (phase.kind === 'ended') {
      void end(phase.deadline.reason);
    } else if (phase.kind === 'warning') {
      showWarning(phase.deadline, now);
      phaseTimer = clock.setTimer(evaluate, phase.deadline.at - now);
    } else {
      hideWarning();
      phaseTimer = clock.setTimer(evaluate, phase.warnAt - now);
    }
  };

  const showExpired = () => {
    failConsole({ kind: 'UNKNOWN', screen: errorScreenFor('session-expired', 1), otherRegions: [] });
  };

  /** The session ends here: the token ran out (the session-expired screen), or the user was idle (signed out first). */
  const end = async (reason: SessionEndReason) => {
    if (ended) return;
    ended = true;
    hideWarning();
    stopTimers();
    if (reason === 'idle') {
      if (!signOutTold) channel.post({ type: 'signed-out', reason: 'idle' });
      signOutTold = true;
      // Revoked at the provider and deleted here; a failure to revoke changes nothing for the user.
      await endSession($activeRegion.get(), { config: consoleConfig() }).catch((error: unknown) => {
        console.warn('[session] the idle session could not be ended cleanly', error);
      });
      $session.set({ status: 'signed-out', claims: null });
    }
    // 'Your session timed out. To continue working, sign in again.' with its countdown to the sign-in page.
    showExpired();
  };

  /** Renews the token under the lock; a tab that waited for another's renewal adopts it instead. */
  const renew = (): Promise<boolean> => {
    renewing ??= (async () => {
      const held = $session.get().claims;
      if (!held) return false;
      try {
        return await lock(async () => {
          forgetStoredCredentials();
          const stored = await currentSession();
          const decision = lockedRefreshDecision(
            held.jti,
            stored ? { jti: stored.claims.jti, exp: stored.claims.exp } : null,
            clock.now()
          );
          if (decision === 'signed-out' || !stored) return false;
          if (decision === 'adopt') {
            $session.set({ status: 'signed-in', claims: stored.claims });
            return true;
          }
          const regions = refreshRegionOrder(
            $activeRegion.get(),
            $regions.get().items.map(region => region.name)
          );
          if (!(await renewSession(regions))) return false;
          const claims = $session.get().claims;
          if (claims) channel.post({ type: 'session', cause: 'renewed', jti: claims.jti, exp: claims.exp });
          return true;
        });
      } catch (error) {
        console.warn('[session] the session could not be read or locked for renewal', error);
        return false;
      } finally {
        renewing = null;
      }
    })();
    return renewing;
  };

  const postActivity = () => {
    clock.clearTimer(activityTimer);
    activityTimer = undefined;
    lastPostedActivityAt = clock.now();
    channel.post({ type: 'activity', at: lastActivityAt });
  };

  const recordActivity = (force = false) => {
    if (ended) return;
    lastActivityAt = clock.now();
    if (force || shouldBroadcastActivity(lastPostedActivityAt, lastActivityAt)) postActivity();
    // The last activity of a burst is told too, once the pause between posts has passed.
    else activityTimer ??= clock.setTimer(postActivity, ACTIVITY_BROADCAST_MS);
    evaluate();
  };

  const handleActivity = () => {
    // While the warning shows, only Continue working extends the session (WCAG 2.2.1: the user is asked).
    if (!$sessionWarning.get()) recordActivity();
  };

  const handleSignedCall = () => {
    const state = clockState();
    if (!state || ended || renewing || renewalTimer !== undefined) return;
    if (!callNeedsRenewal(state, clock.now())) return;
    renewalTimer = clock.setTimer(() => {
      renewalTimer = undefined;
      void renew();
    }, REFRESH_DELAY_MS);
  };

  const adoptStoredSession = async () => {
    forgetStoredCredentials();
    const stored = await currentSession();
    const mine = $session.get().claims;
    if (!stored) return;
    if (ended || !mine || stored.claims.sub !== mine.sub || stored.claims.tenant !== mine.tenant) {
      // Signed in anew elsewhere (this tab had ended, or it is someone else now): start again with that session.
      window.location.assign(window.location.href);
      return;
    }
    if (stored.claims.exp >= mine.exp && stored.claims.jti !== mine.jti) {
      $session.set({ status: 'signed-in', claims: stored.claims });
    }
  };

  const handleMessage = (message: SessionMessage) => {
    switch (message.type) {
      case 'activity':
        lastActivityAt = mergeActivity(lastActivityAt, message.at, clock.now());
        evaluate();
        return;
      case 'session':
        if (message.jti !== $session.get().claims?.jti) void adoptStoredSession();
        return;
      case 'signed-out':
        signOutTold = true;
        forgetStoredCredentials();
        if (message.reason === 'idle') {
          void end('idle');
          return;
        }
        ended = true;
        hideWarning();
        stopTimers();
        $session.set({ status: 'signed-out', claims: null });
        // This page again, which finds no session and goes to the sign-in page, coming back here afterwards.
        window.location.assign(window.location.href);
        return;
    }
  };

  const stopTimers = () => {
    clock.clearTimer(phaseTimer);
    clock.clearTimer(renewalTimer);
    renewalTimer = undefined;
  };

  const unsubscribeChannel = channel.subscribe(handleMessage);
  const unlistenSession = $session.listen(session => {
    if (session.status === 'signed-out' && !signOutTold) {
      // Signed out in this tab (the user menu, an authentication error): every other tab follows.
      signOutTold = true;
      channel.post({ type: 'signed-out', reason: 'user' });
    }
    evaluate();
  });
  const unlistenTimeout = $sessionTimeoutMinutes.listen(() => evaluate());
  for (const name of ACTIVITY_EVENTS) {
    activityTarget?.addEventListener(name, handleActivity, { capture: true, passive: true });
  }
  // A hidden tab's timers are throttled: a tab coming back looks at the clock at once.
  activityTarget?.addEventListener('visibilitychange', evaluate);
  watchSignedCalls(handleSignedCall);
  const claims = $session.get().claims;
  // Tabs opened before this one adopt its session if theirs is older (a sign-in here replaced it).
  if (claims) channel.post({ type: 'session', cause: 'signed-in', jti: claims.jti, exp: claims.exp });
  postActivity();
  evaluate();

  keeper = {
    async continueWorking() {
      const warning = $sessionWarning.get();
      if (!warning || warning.extending) return;
      $sessionWarning.set({ ...warning, extending: true });
      recordActivity(true);
      const refreshed = await renew();
      const expiresAt = ($session.get().claims?.exp ?? 0) * 1000;
      if (continueOutcome(refreshed, expiresAt, clock.now()) === 'cannot-extend') {
        const current = $sessionWarning.get() ?? warning;
        $sessionWarning.set({ ...current, extending: false, canExtend: false });
        openDialog({ kind: 'session-expiring' }, { urgent: true });
      } else {
        evaluate();
      }
    },
    close() {
      dismissedDeadline = $sessionWarning.get()?.deadline ?? null;
      hideWarning();
    },
    recordActivity: () => recordActivity(),
    stop() {
      stopTimers();
      clock.clearTimer(activityTimer);
      unsubscribeChannel();
      unlistenSession();
      unlistenTimeout();
      for (const name of ACTIVITY_EVENTS) activityTarget?.removeEventListener(name, handleActivity, { capture: true });
      activityTarget?.removeEventListener('visibilitychange', evaluate);
      watchSignedCalls(null);
      if (!options.channel) channel.close();
      hideWarning();
      keeper = null;
    },
  };
  return keeper.stop;
}

/** Continue working: records activity and renews the token; the warning closes, or says it cannot be extended. */
export function continueWorking(): Promise<void> {
  return keeper?.continueWorking() ?? Promise.resolve();
}

/** Close (once the session cannot be extended): the warning goes; at the deadline the session-expired screen follows. */
export function closeSessionWarning(): void {
  keeper?.close();
}

/** Sign out now: signs out here, and every tab follows to the sign-in page. */
export function signOutNow(): Promise<void> {
  closeSessionWarning();
  return signOut($activeRegion.get());
}

/**
 * Records the user's activity from outside the page's own input (a plugin page's activity message, when the plugin
 * SDK reports one): it counts for the idle clock of every tab.
 */
export function recordSessionActivity(): void {
  keeper?.recordActivity();
}
