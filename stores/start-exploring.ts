import { atom, computed, onMount } from 'nanostores';
import { FEATURE_FLAG_DEFAULTS, featureFlag, type FeatureFlagName } from '../src/feature-flags.ts';
import { alwaysFreeBadgeShown } from '../src/domain/quick-actions.ts';
import { isAbortError } from '../src/http/errors.ts';
import { exploreEntryAction, visibleExploreCategories } from '../src/domain/start-exploring.ts';
import { notFoundAsEmpty } from '../src/services/not-found-as-empty.ts';
import { getStartExploring, type ExploreCategory, type ExploreEntry } from '../src/services/start-exploring.ts';
import { $tenancy } from './account.ts';
import { $capabilities } from './capabilities.ts';
import { startGuidedTour } from './guided-tour.ts';
import { $quickActionContext } from './home-quick-actions.ts';
import { $locale } from './locale.ts';
import { openWindow } from './popups.ts';
import { pageSignal } from './page-signal.ts';
import { $route } from './route.ts';
import { consoleConfig } from './service-context.ts';

/** The Start exploring feed as loaded (spec 2 §2, §4 loading stores): every category and entry, rules not applied. */
export interface StartExploringState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The language the categories are in (or being loaded in). */
  language: string | null;
  categories: ExploreCategory[];
}

const IDLE: StartExploringState = { status: 'idle', language: null, categories: [] };

/** The feed; it loads in the console's language while something watches it, and again when the language changes. */
export const $startExploring = atom<StartExploringState>(IDLE);

// Answers of an older load (another language, a retry) are dropped.
let generation = 0;

/**
 * Loads the feed in `language` (one retry). A 404 is an empty feed (spec 2 §8); another failure sets `failed`. While a
 * new language loads, the old entries stay on screen. The call carries Home's page signal: cut short by leaving Home,
 * it is no failure and the feed goes back to idle, to load when shown again.
 */
export async function loadStartExploring(language: string = $locale.get()): Promise<void> {
  generation += 1;
  const current = generation;
  $startExploring.set({ ...$startExploring.get(), status: 'loading', language });
  try {
    const categories = await notFoundAsEmpty(
      getStartExploring({ config: consoleConfig(), language, retries: 1, signal: pageSignal() }),
      []
    );
    if (current === generation) $startExploring.set({ status: 'ready', language, categories });
  } catch (error) {
    const aborted = isAbortError(error);
    if (!aborted) console.warn('[start-exploring] the feed could not be loaded', error);
    if (current === generation) $startExploring.set(aborted ? IDLE : { status: 'failed', language, categories: [] });
  }
}

onMount($startExploring, () => {
  const stops = [
    $locale.subscribe(locale => {
      const { status, language } = $startExploring.get();
      // A widget mounted again (back from another tab) keeps what it has in this language.
      if (language === locale && status !== 'idle' && status !== 'failed') return;
      void loadStartExploring(locale);
    }),
    // Home shown again while the feed is still mounted (nanostores unmounts after 1 s), after a load cut short by
    // leaving Home.
    $route.listen(match => {
      if (match?.kind === 'home' && $startExploring.get().status === 'idle') void loadStartExploring();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
});

/** Forgets the feed (sign-out, tests). */
export function resetStartExploring(): void {
  generation += 1;
  $startExploring.set(IDLE);
}

function isFlagOn(name: string): boolean {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name) && featureFlag(name as FeatureFlagName) === true;
}

/**
 * The categories and entries this account sees (src/domain/start-exploring.ts): capabilities, flags, realm,
 * disconnected mode and, for guided tours, the tenancy's age.
 */
export const $visibleExploreCategories = computed(
  [$startExploring, $capabilities, $tenancy],
  (feed, capabilities, tenancy): ExploreCategory[] => {
    const config = consoleConfig();
    return visibleExploreCategories(feed.categories, {
      capabilities: capabilities.data?.capabilities ?? {},
      isFlagOn,
      realm: config.realm,
      disconnected: config.realmFeatures?.disconnected === true,
      accountCreated: tenancy.value?.createdTime ?? null,
      now: Date.now(),
    });
  }
);

/** Whether entries that are Always Free eligible carry the badge: the quick actions' rule (spec 2 §2, §5). */
export const $alwaysFreeBadge = computed($quickActionContext, alwaysFreeBadgeShown);

/**
 * Opens an entry (spec 2 §2): its content page in a new window (the popup-blocked message when the browser blocks
 * it); the console tour entry starts the guided tour, whose help page is that entry's page until the tour exists.
 */
export function openExploreEntry(entry: Pick<ExploreEntry, 'id' | 'url'>): void {
  if (exploreEntryAction(entry) === 'start-tour') startGuidedTour('homepage', entry.url);
  else openWindow(entry.url);
}
