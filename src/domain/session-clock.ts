// The session's clock (spec 1 §4, §9; issue 15): when the session-expiring warning opens, when a signed call renews
// the token, in which order regions are asked, and how the tabs of one console agree on the idle clock and on who
// refreshes. Pure: every time is milliseconds since the epoch, given by the caller.

/** The warning opens this long before the session ends (spec 1 §9: 1 minute before expiry). */
export const SESSION_WARNING_LEAD_MS = 60_000;

/** A token refresh starts this long after the signed call that needs it (spec 1 §9). */
export const REFRESH_DELAY_MS = 2_000;

/** A tab tells the others of its user's activity at most this often (the idle clock is shared; chosen). */
export const ACTIVITY_BROADCAST_MS = 5_000;

/** Seconds left at which the countdown is announced again to screen readers, after its start (chosen). */
export const ANNOUNCE_AT_SECONDS: readonly number[] = [30, 10];

/** Why a session ends: its token runs out, or its user has been idle for their session timeout. */
export type SessionEndReason = 'token' | 'idle';

/** What the clock knows of a session. */
export interface SessionClockState {
  /** When the current token was issued. */
  tokenIssuedAt: number;
  /** When the current token expires. */
  tokenExpiresAt: number;
  /** The newest user activity in any tab of this console. */
  lastActivityAt: number;
  /** The user's session timeout setting in minutes; null: none (the token's life alone bounds the session). */
  idleTimeoutMinutes: number | null;
}

/** When the session ends and why. */
export interface SessionDeadline {
  at: number;
  reason: SessionEndReason;
}

/** Where the session stands at a time. */
export type SessionPhase =
  | { kind: 'active'; deadline: SessionDeadline; warnAt: number }
  | { kind: 'warning'; deadline: SessionDeadline }
  | { kind: 'ended'; deadline: SessionDeadline };

/** The deadline: the token's expiry or the idle limit, whichever comes first (the token wins a tie: chosen). */
export function sessionDeadline(state: SessionClockState): SessionDeadline {
  const token: SessionDeadline = { at: state.tokenExpiresAt, reason: 'token' };
  const minutes = state.idleTimeoutMinutes;
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return token;
  const idleAt = state.lastActivityAt + minutes * 60_000;
  return idleAt < token.at ? { at: idleAt, reason: 'idle' } : token;
}

/** The session's phase at `now`: active until the warning opens, then warning until the deadline, then ended. */
export function sessionPhase(state: SessionClockState, now: number): SessionPhase {
  const deadline = sessionDeadline(state);
  if (now >= deadline.at) return { kind: 'ended', deadline };
  const warnAt = deadline.at - SESSION_WARNING_LEAD_MS;
  if (now >= warnAt) return { kind: 'warning', deadline };
  return { kind: 'active', deadline, warnAt };
}

/** When a token becomes worth renewing: half way through its life (chosen). */
export function renewalWindowOpensAt(state: Pick<SessionClockState, 'tokenIssuedAt' | 'tokenExpiresAt'>): number {
  return state.tokenIssuedAt + (state.tokenExpiresAt - state.tokenIssuedAt) / 2;
}

/**
 * Whether a signed call made at `now` needs a token refresh (2 s later, spec 1 §9): the token is in the second half of
 * its life, not yet expired, and the user has been active since that half began. Calls alone (background polls) never
 * renew a token: an idle user's session runs out, with the warning first, which is what the warning is for.
 */
export function callNeedsRenewal(state: SessionClockState, now: number): boolean {
  const opensAt = renewalWindowOpensAt(state);
  return now >= opensAt && now < state.tokenExpiresAt && state.lastActivityAt >= opensAt;
}

/**
 * The regions a refresh asks, in turn, until one renews (spec 1 §4): the active region first, then the other
 * subscribed regions in their listed order, each once.
 */
export function refreshRegionOrder(activeRegion: string, subscribedRegions: readonly string[]): string[] {
  return [...new Set([activeRegion, ...subscribedRegions].filter(region => region !== ''))];
}

/** Whole seconds left until the deadline, never below 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * What the countdown's live region says, in seconds: the seconds left when the warning opened, then 30, then 10
 * (`ANNOUNCE_AT_SECONDS`), so a screen reader hears three announcements, not sixty.
 */
export function announcedSeconds(secondsLeft: number, secondsAtOpen: number): number {
  let announced = secondsAtOpen;
  for (const mark of ANNOUNCE_AT_SECONDS) {
    if (mark < secondsAtOpen && secondsLeft <= mark) announced = mark;
  }
  return announced;
}

/**
 * What the warning does after Continue working: it closes when the session was extended; when the refresh failed it
 * stays to say the session cannot be extended, unless the token itself still has more than the warning's lead to live
 * (an idle warning with a young token: the recorded activity extended the session).
 */
export function continueOutcome(refreshed: boolean, tokenExpiresAt: number, now: number): 'close' | 'cannot-extend' {
  if (refreshed) return 'close';
  return tokenExpiresAt - now > SESSION_WARNING_LEAD_MS ? 'close' : 'cannot-extend';
}

/** The newest activity known: this tab's or another tab's (a time from the future is capped at now). */
export function mergeActivity(known: number, reported: number, now: number): number {
  return Math.max(known, Math.min(reported, now));
}

/** Whether this tab should tell the others of activity at `now`, having last told them at `lastPostedAt`. */
export function shouldBroadcastActivity(lastPostedAt: number | null, now: number): boolean {
  return lastPostedAt === null || now - lastPostedAt >= ACTIVITY_BROADCAST_MS;
}

/** What the token store holds when a tab has the refresh lock. */
export interface StoredTokenFacts {
  jti: string;
  exp: number;
}

/**
 * What a tab does once it holds the refresh lock, given the token it meant to renew and the stored one: refresh when
 * the stored token is still that one; adopt the stored one when another tab renewed it meanwhile (so two tabs never
 * refresh one token twice); give up when the session is gone (signed out elsewhere).
 */
export function lockedRefreshDecision(
  heldJti: string,
  stored: StoredTokenFacts | null,
  now: number
): 'refresh' | 'adopt' | 'signed-out' {
  if (!stored || stored.exp * 1000 <= now) return 'signed-out';
  return stored.jti === heldJti ? 'refresh' : 'adopt';
}

/** A lease on the refresh lock, where the Web Locks API is missing: who holds it and until when. */
export interface Lease {
  owner: string;
  until: number;
}

/**
 * Whether a tab may take the lease at `now`: nobody holds it, its holder's time ran out (a closed tab never releases
 * it), or the tab holds it already.
 */
export function mayTakeLease(current: Lease | null, owner: string, now: number): boolean {
  return current === null || current.until <= now || current.owner === owner;
}
