// The Start exploring widget's rules (spec 2 §2 "Start exploring widget", §9 "new account 3 days"): which entries and
// categories show. Pure: `stores/start-exploring.ts` gathers the feed, capabilities, flags, realm and account age.

/** The category that shows only for new accounts, with its flag (spec 2 §2). */
export const GUIDED_TOURS_CATEGORY_ID = 'guided-tours';
/** The flag of the guided-tours category (src/feature-flags.ts). */
export const GUIDED_TOURS_FLAG = 'start-exploring-guided-tours';
/** The entry that starts the console's guided tour instead of opening its page. */
export const CONSOLE_TOUR_ENTRY_ID = 'console-tour';
/** An account this many days old or younger is new (spec 2 §9 "New account 3 days"). */
export const NEW_ACCOUNT_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rules read of an entry (the feed's fields, src/services/start-exploring.ts). */
export interface ExploreEntryRules {
  id: string;
  featured: boolean;
  /** Capabilities the tenancy needs, all of them. */
  whitelists: readonly string[];
  /** Feature flags that must be on, all of them. */
  featureFlags: readonly string[];
  /** Realm keys the entry shows in (any case); absent: every realm. */
  showInRealms?: readonly string[] | undefined;
  hiddenInDisconnected: boolean;
}

/** A category as the rules see it. */
export interface ExploreCategoryRules<E extends ExploreEntryRules> {
  id: string;
  entries: readonly E[];
}

/** Everything the rules read besides the feed. */
export interface ExploreContext {
  /** The tenancy's capabilities (capabilities call); a missing name is a capability the tenancy lacks. */
  capabilities: Readonly<Record<string, boolean>>;
  /** Whether a feature flag is on; a name the console does not know is off. */
  isFlagOn: (name: string) => boolean;
  /** Realm key, e.g. oc1. */
  realm: string;
  disconnected: boolean;
  /**
   * When the account was created, ISO 8601; null while unknown. Chosen: the tenancy's creation time, since spec 2
   * speaks of new accounts and the tenancy is the account (a new user in an old tenancy is no new account).
   */
  accountCreated: string | null;
  /** Now, in milliseconds since the epoch. */
  now: number;
}

/**
 * Whether an account is new: created at most NEW_ACCOUNT_DAYS days before `now` (a creation time a skewed clock puts
 * in the future counts as new). Unknown or unreadable creation: not new.
 */
export function isNewAccount(created: string | null, now: number): boolean {
  const time = created ? Date.parse(created) : Number.NaN;
  return !Number.isNaN(time) && now - time <= NEW_ACCOUNT_DAYS * DAY_MS;
}

/** Whether the guided-tours category may show: its flag is on and the account is new (spec 2 §2). */
export function guidedToursAvailable(context: ExploreContext): boolean {
  return context.isFlagOn(GUIDED_TOURS_FLAG) && isNewAccount(context.accountCreated, context.now);
}

/**
 * Whether an entry shows (spec 2 §2): every capability of its allow-list is granted, every flag it names is on, the
 * realm is one of its realms (when it names any) and, in a disconnected realm, it is not hidden there.
 */
export function exploreEntryVisible(entry: ExploreEntryRules, context: ExploreContext): boolean {
  if (!entry.whitelists.every(name => context.capabilities[name] === true)) return false;
  if (!entry.featureFlags.every(name => context.isFlagOn(name))) return false;
  const realm = context.realm.toLowerCase();
  if (entry.showInRealms && !entry.showInRealms.some(name => name.toLowerCase() === realm)) return false;
  return !(context.disconnected && entry.hiddenInDisconnected);
}

/**
 * The categories the widget shows, in feed order: each with its visible entries, featured ones first (otherwise in feed
 * order, chosen); guided tours only when `guidedToursAvailable`; a category without a visible entry is hidden.
 */
export function visibleExploreCategories<E extends ExploreEntryRules, C extends ExploreCategoryRules<E>>(
  categories: readonly C[],
  context: ExploreContext
): (C & { entries: E[] })[] {
  const tours = guidedToursAvailable(context);
  return categories
    .filter(category => category.id !== GUIDED_TOURS_CATEGORY_ID || tours)
    .map(category => {
      const entries = category.entries.filter(entry => exploreEntryVisible(entry, context));
      return { ...category, entries: [...entries.filter(e => e.featured), ...entries.filter(e => !e.featured)] };
    })
    .filter(category => category.entries.length > 0);
}

/** What choosing an entry does: the console tour entry starts the guided tour, every other opens its page. */
export function exploreEntryAction(entry: Pick<ExploreEntryRules, 'id'>): 'start-tour' | 'open-page' {
  return entry.id === CONSOLE_TOUR_ENTRY_ID ? 'start-tour' : 'open-page';
}
