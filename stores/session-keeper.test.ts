import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportPublicJwk } from '../src/auth/session-key.ts';
import type { SessionChannel, SessionMessage } from '../src/auth/session-channel.ts';
import { tokenClaims } from '../src/auth/token-claims.ts';
import { getSessionValue, setSessionValue } from '../src/storage/console-db.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { resetClientStorage, signInClient, type ClientSession } from '../test/client-session.ts';
import { startLocalCloud, type LocalCloud } from '../test/local-cloud.ts';
import { $activeRegion } from './active-region.ts';
import { $consoleFailure } from './console.ts';
import { $dialogQueue } from './dialogs.ts';
import { $regions } from './regions.ts';
import { serviceContext, useServiceEndpoints } from './service-context.ts';
import { $session } from './session.ts';
import {
  $sessionWarning,
  closeSessionWarning,
  continueWorking,
  recordSessionActivity,
  startSessionKeeper,
  type KeeperClock,
} from './session-keeper.ts';
import { $sessionTimeoutMinutes } from './session-timeout.ts';

const MINUTE = 60_000;

/**
 * A clock the test moves: due timers run in order as it passes them. It moves the process's Date with it (only Date is
 * faked), so the console's signatures and the local cloud's token checks see the same time as the keeper.
 */
class ManualClock implements KeeperClock {
  #now: number;
  #next = 1;
  readonly #timers = new Map<number, { at: number; run: () => void }>();
  constructor(start: number) {
    this.#now = start;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
  }
  now(): number {
    return this.#now;
  }
  setTimer(run: () => void, ms: number): number {
    const id = this.#next++;
    this.#timers.set(id, { at: this.#now + Math.max(0, ms), run });
    return id;
  }
  clearTimer(timer: unknown): void {
    this.#timers.delete(timer as number);
  }
  /** Moves the clock on by `ms`, running every timer that falls due on the way. */
  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      const due = [...this.#timers].filter(([, timer]) => timer.at <= target).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.#now = due[1].at;
      vi.setSystemTime(this.#now);
      due[1].run();
    }
    this.#now = target;
    vi.setSystemTime(this.#now);
  }
}

/** This tab's end of the channel: what it told the other tabs, and a way for them to speak. */
function fakeChannel() {
  const posted: SessionMessage[] = [];
  let listener: ((message: SessionMessage) => void) | undefined;
  const channel: SessionChannel = {
    post: message => posted.push(message),
    subscribe: next => {
      listener = next;
      return () => (listener = undefined);
    },
    close: () => undefined,
  };
  return { channel, posted, fromOtherTab: (message: SessionMessage) => listener?.(message) };
}

/** The token the next signed service call of this tab carries. */
async function nextCallToken(): Promise<string | undefined> {
  return (await serviceContext().credentials())?.token;
}

let local: LocalCloud;
let browser: BrowserGlobals;
let signedIn: ClientSession;
let clock: ManualClock;
let tabs: ReturnType<typeof fakeChannel>;
let page: EventTarget;
let stop: () => void;

beforeAll(async () => {
  local = await startLocalCloud();
  useServiceEndpoints(local.endpoints);
});

afterAll(async () => {
  useServiceEndpoints(undefined);
  await local.close();
});

beforeEach(async () => {
  browser = installBrowserGlobals(`${local.origins.consoleOrigin}/compute/instances`);
  await resetClientStorage();
  await local.clearFaults();
  signedIn = await signInClient(local);
  $session.set({ status: 'signed-in', claims: signedIn.claims });
  $activeRegion.set('us-ashburn-1');
  $regions.set({ ...$regions.get(), items: [] });
  $sessionTimeoutMinutes.set(null);
  $consoleFailure.set(null);
  $dialogQueue.set([]);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The keeper's clock starts when the token was issued; the cloud's own clock is the real one.
  clock = new ManualClock(signedIn.claims.iat * 1000);
  tabs = fakeChannel();
  page = new EventTarget();
  stop = startSessionKeeper({
    clock,
    channel: tabs.channel,
    activityTarget: page,
    loadTexts: () => Promise.resolve(),
  });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  browser.uninstall();
});

const warnAt = () => signedIn.claims.exp * 1000 - MINUTE - clock.now();

describe('the session-expiring warning', () => {
  it('opens one minute before the token expires, ahead of any other dialog', () => {
    $dialogQueue.set([{ kind: 'guided-tours-moved' }]);
    clock.advance(warnAt() - 1);
    expect($sessionWarning.get()).toBeNull();

    clock.advance(1);
    expect($sessionWarning.get()).toEqual({
      reason: 'token',
      deadline: signedIn.claims.exp * 1000,
      secondsAtOpen: 60,
      extending: false,
      canExtend: true,
    });
    expect($dialogQueue.get().map(dialog => dialog.kind)).toEqual(['session-expiring', 'guided-tours-moved']);
  });

  it('Continue working renews the token: the next call carries the new one, the warning closes, other tabs hear', async () => {
    clock.advance(warnAt());
    const oldToken = await nextCallToken();
    expect(oldToken).toBe(signedIn.token);

    const continuing = continueWorking();
    expect($sessionWarning.get()?.extending).toBe(true);
    await continuing;

    const renewed = $session.get().claims;
    expect(renewed?.jti).not.toBe(signedIn.claims.jti);
    expect(await nextCallToken()).not.toBe(oldToken);
    expect(tokenClaims((await nextCallToken()) ?? '').jti).toBe(renewed?.jti);
    expect($sessionWarning.get()).toBeNull();
    expect($dialogQueue.get()).toEqual([]);
    expect(tabs.posted).toContainEqual({ type: 'session', cause: 'renewed', jti: renewed?.jti, exp: renewed?.exp });
    expect(tabs.posted).toContainEqual({ type: 'activity', at: clock.now() });
  });

  it('renews in the next subscribed region when the active one answers 503', async () => {
    $regions.set({
      ...$regions.get(),
      items: [
        { name: 'us-ashburn-1', key: 'IAD', status: 'READY', isHomeRegion: true },
        { name: 'us-phoenix-1', key: 'PHX', status: 'READY', isHomeRegion: false },
      ] as never,
    });
    await local.injectFault({
      operation: 'RefreshToken',
      region: 'us-ashburn-1',
      status: 503,
      code: 'ServiceUnavailable',
      message: 'down',
    });
    clock.advance(warnAt());
    await continueWorking();
    expect($session.get().claims?.jti).not.toBe(signedIn.claims.jti);
    expect($sessionWarning.get()).toBeNull();
  });

  it('says the session cannot be extended when the refresh fails; Close, then the session-expired screen at expiry', async () => {
    await local.injectFault({ operation: 'RefreshToken', status: 401, code: 'NotAuthenticated', message: 'no' });
    clock.advance(warnAt());
    await continueWorking();

    expect($sessionWarning.get()).toMatchObject({ canExtend: false, extending: false, reason: 'token' });
    expect($dialogQueue.get().map(dialog => dialog.kind)).toEqual(['session-expiring']);
    expect($session.get().claims?.jti).toBe(signedIn.claims.jti);

    closeSessionWarning();
    expect($sessionWarning.get()).toBeNull();
    expect($dialogQueue.get()).toEqual([]);
    // Closed for this deadline: it does not open again.
    clock.advance(30_000);
    expect($sessionWarning.get()).toBeNull();
    expect($consoleFailure.get()).toBeNull();

    clock.advance(30_000);
    expect($consoleFailure.get()?.screen).toMatchObject({
      failure: 'session-expired',
      messageId: 'error.sessionExpired.message',
      countdown: 'sign-in',
    });
  });

  it('ignores page activity while it shows: only Continue working extends the session', () => {
    $sessionTimeoutMinutes.set(10);
    clock.advance(9 * MINUTE);
    expect($sessionWarning.get()?.reason).toBe('idle');
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('pointerdown'));
    expect($sessionWarning.get()?.reason).toBe('idle');
  });
});

describe('token refresh on a signed call (spec 1 §9: 2 s after the call)', () => {
  it('starts 2 s after a call in the token’s second half by an active user, once for a burst of calls', async () => {
    clock.advance(31 * MINUTE);
    recordSessionActivity();
    await nextCallToken();
    await nextCallToken();

    clock.advance(1_999);
    await new Promise(resolve => setTimeout(resolve, 50));
    expect($session.get().claims?.jti).toBe(signedIn.claims.jti);

    clock.advance(1);
    await vi.waitFor(() => expect($session.get().claims?.jti).not.toBe(signedIn.claims.jti));
    expect(await nextCallToken()).not.toBe(signedIn.token);
    expect(tabs.posted.filter(message => message.type === 'session' && message.cause === 'renewed')).toHaveLength(1);
  });

  it('never for an idle user’s background calls, nor for a young token', async () => {
    recordSessionActivity();
    await nextCallToken();
    clock.advance(31 * MINUTE);
    await nextCallToken(); // a poll, with the user's last activity before the token's second half
    clock.advance(5_000);
    await new Promise(resolve => setTimeout(resolve, 50));
    expect($session.get().claims?.jti).toBe(signedIn.claims.jti);
  });
});

describe('the idle timeout (the user’s session timeout setting)', () => {
  it('warns one minute before, then signs out: token revoked, other tabs told, the session-expired screen', async () => {
    $sessionTimeoutMinutes.set(5);
    clock.advance(4 * MINUTE - 1);
    expect($sessionWarning.get()).toBeNull();
    clock.advance(1);
    expect($sessionWarning.get()).toMatchObject({ reason: 'idle', canExtend: true, secondsAtOpen: 60 });

    clock.advance(MINUTE);
    await vi.waitFor(() => expect($session.get().status).toBe('signed-out'));
    expect($sessionWarning.get()).toBeNull();
    expect(tabs.posted).toContainEqual({ type: 'signed-out', reason: 'idle' });
    expect(tabs.posted.filter(message => message.type === 'signed-out')).toHaveLength(1);
    await vi.waitFor(() => expect($consoleFailure.get()?.screen.failure).toBe('session-expired'));
    expect(await getSessionValue('token')).toBeUndefined();
    // Revoked at the provider, not only forgotten here.
    expect((await local.cloud.store.findSession(signedIn.claims.jti))?.revokedAt).toBeTruthy();
  });

  it('counts activity in this tab and in any other tab', () => {
    $sessionTimeoutMinutes.set(5);
    clock.advance(3 * MINUTE);
    page.dispatchEvent(new Event('keydown')); // here: deadline +8 min
    clock.advance(4 * MINUTE);
    tabs.fromOtherTab({ type: 'activity', at: clock.now() }); // elsewhere at +7 min: deadline +12 min
    clock.advance(4 * MINUTE - 1);
    expect($sessionWarning.get()).toBeNull();
    clock.advance(1);
    expect($sessionWarning.get()).toMatchObject({ reason: 'idle', deadline: clock.now() + MINUTE });
  });

  it('Continue working on the idle warning records activity for every tab and closes it', async () => {
    $sessionTimeoutMinutes.set(5);
    clock.advance(4 * MINUTE);
    await continueWorking();
    expect($sessionWarning.get()).toBeNull();
    expect(tabs.posted).toContainEqual({ type: 'activity', at: clock.now() });
  });
});

describe('the tabs agree', () => {
  it('sign-out in another tab takes this one to the sign-in page (by way of this page)', () => {
    tabs.fromOtherTab({ type: 'signed-out', reason: 'user' });
    expect($session.get().status).toBe('signed-out');
    expect(browser.location.navigations).toEqual([`${local.origins.consoleOrigin}/compute/instances`]);
    // Not told back.
    expect(tabs.posted.filter(message => message.type === 'signed-out')).toEqual([]);
  });

  it('signing out here tells the other tabs', () => {
    $session.set({ status: 'signed-out', claims: null });
    expect(tabs.posted).toContainEqual({ type: 'signed-out', reason: 'user' });
  });

  it('a renewal in another tab is used here: the in-memory token is dropped and the stored one signs', async () => {
    expect(await nextCallToken()).toBe(signedIn.token);
    // Another tab renewed and stored the token, behind this tab's back.
    const renewedToken = await local.signIn(await exportPublicJwk(signedIn.keyPair));
    await setSessionValue('token', renewedToken);
    expect(await nextCallToken()).toBe(signedIn.token);

    const renewed = tokenClaims(renewedToken);
    tabs.fromOtherTab({ type: 'session', cause: 'renewed', jti: renewed.jti, exp: renewed.exp });

    await vi.waitFor(() => expect($session.get().claims?.jti).toBe(renewed.jti));
    expect(await nextCallToken()).toBe(renewedToken);
  });

  it('the idle sign-out of another tab ends the session here too', async () => {
    tabs.fromOtherTab({ type: 'signed-out', reason: 'idle' });
    await vi.waitFor(() => expect($consoleFailure.get()?.screen.failure).toBe('session-expired'));
    expect($session.get().status).toBe('signed-out');
    expect(tabs.posted.filter(message => message.type === 'signed-out')).toEqual([]);
  });

  it('tells the other tabs of this tab’s session when it starts', () => {
    expect(tabs.posted[0]).toEqual({
      type: 'session',
      cause: 'signed-in',
      jti: signedIn.claims.jti,
      exp: signedIn.claims.exp,
    });
  });
});
