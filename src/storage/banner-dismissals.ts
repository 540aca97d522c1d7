import * as v from 'valibot';
import { LOCAL_KEYS, readLocalJson, writeLocalJson } from './browser-storage.ts';

// Banner dismissals live in localStorage (spec 1 §7 "Banner dismissal … live in local browser storage") under one key,
// `console.banner-dismissals`, per user: a dismissal time per banner key (keys carry their kind as a prefix, e.g.
// `announcement:<id>`, `health:<status>:<services>:<date>`) and the sign-in the banners compare `sign-in` dismissals
// with. A browser that refuses storage (disabled, private mode, quota) still gets dismissals for the page's lifetime:
// what could not be written is kept in memory.

/** At most this many dismissals are kept per user; the oldest go first (health keys add one a day). */
export const MAX_STORED_DISMISSALS = 200;

const SIGN_IN = v.object({ id: v.string(), at: v.number() });
const USER_RECORD = v.object({
  signIn: v.optional(SIGN_IN),
  dismissed: v.record(v.string(), v.pipe(v.number(), v.finite())),
});

type UserRecord = v.InferOutput<typeof USER_RECORD>;
type Stored = Record<string, UserRecord>;

// What the browser refused to store, newer than what it holds; null while writes succeed.
let memory: Stored | null = null;

function load(): Stored {
  if (memory) return memory;
  const raw = readLocalJson(LOCAL_KEYS.bannerDismissals);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const users = (raw as { users?: unknown }).users;
  if (typeof users !== 'object' || users === null || Array.isArray(users)) return {};
  const stored: Stored = {};
  // One user's broken record (another build, a hand edit) costs only that user's dismissals.
  for (const [userId, record] of Object.entries(users)) {
    const parsed = v.safeParse(USER_RECORD, record);
    if (parsed.success) stored[userId] = parsed.output;
  }
  return stored;
}

function save(stored: Stored): void {
  memory = writeLocalJson(LOCAL_KEYS.bannerDismissals, { users: stored }) ? null : stored;
}

/** A user's dismissals: banner key → when it was dismissed (ms). */
export function readBannerDismissals(userId: string): Record<string, number> {
  return { ...load()[userId]?.dismissed };
}

/** Records that a user dismissed a banner at a time (ms); returns the user's dismissals after it. */
export function recordBannerDismissal(userId: string, key: string, at: number): Record<string, number> {
  const stored = load();
  const record: UserRecord = stored[userId] ?? { dismissed: {} };
  let dismissed = { ...record.dismissed, [key]: at };
  const entries = Object.entries(dismissed);
  if (entries.length > MAX_STORED_DISMISSALS) {
    entries.sort((a, b) => b[1] - a[1]);
    dismissed = Object.fromEntries(entries.slice(0, MAX_STORED_DISMISSALS));
  }
  save({ ...stored, [userId]: { ...record, dismissed } });
  return { ...dismissed };
}

/**
 * When the current sign-in began (ms). A token refresh issues a new token with a new `iat`, so the token's issue time
 * is not the sign-in time; what stays constant across refreshes is the session key the token is bound to (its `jwk`
 * claim), and every sign-in makes a new one. The first issue time seen for a session key is remembered as the sign-in
 * time; a new key (a new sign-in) replaces it. Without storage it is the issue time given.
 */
export function rememberSignIn(userId: string, signIn: { id: string; issuedAt: number }): number {
  const stored = load();
  const record = stored[userId];
  if (record?.signIn?.id === signIn.id) return Math.min(record.signIn.at, signIn.issuedAt);
  save({ ...stored, [userId]: { dismissed: record?.dismissed ?? {}, signIn: { id: signIn.id, at: signIn.issuedAt } } });
  return signIn.issuedAt;
}

/** Forgets what was kept in memory for a browser that refused storage (tests). */
export function resetBannerDismissalMemory(): void {
  memory = null;
}
