import { atom, computed, onMount } from 'nanostores';
import {
  galleryCapabilities,
  showsAlwaysFreeBadge,
  visibleGallery,
  type GalleryCategory,
  type GalleryContext,
} from '../src/domain/gallery.ts';
import { FEATURE_FLAG_DEFAULTS, featureFlag, type FeatureFlagName } from '../src/feature-flags.ts';
import { isAbortError } from '../src/http/errors.ts';
import { getGalleryFeed } from '../src/services/gallery.ts';
import { notFoundAsEmpty } from '../src/services/not-found-as-empty.ts';
import { $tenancy } from './account.ts';
import { $capabilities } from './capabilities.ts';
import { $locale } from './locale.ts';
import { pageSignal } from './page-signal.ts';
import { $route } from './route.ts';
import { consoleConfig } from './service-context.ts';

/** The gallery feed as loaded: loading, ready (a 404 is an empty feed, spec 2 §8) or failed. */
export interface GalleryFeedState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every category of the feed, before the visibility rules. */
  categories: readonly GalleryCategory[];
  /** The language asked for. */
  language: string | null;
}

/** What the gallery shows this account. */
export interface GalleryView {
  status: 'loading' | 'ready' | 'failed';
  /** The visible categories, each with at most four tiles (spec 2 §5). */
  categories: readonly GalleryCategory[];
  /** Ids of the tiles that show the Always Free badge. */
  alwaysFree: ReadonlySet<string>;
}

const INITIAL: GalleryFeedState = { status: 'idle', categories: [], language: null };

/** The gallery feed in the catalog's language. Loads once `$gallery` is shown, again when the language changes. */
export const $galleryFeed = atom<GalleryFeedState>(INITIAL);

let generation = 0;

/**
 * Loads the feed in `language`. While a feed is shown, a new language's feed replaces it only when it arrives; a newer
 * load wins over an older one. A failure is logged and leaves the gallery in its error state. The call carries Home's
 * page signal: cut short by leaving Home, it is no failure and the feed goes back to idle, to load when shown again.
 */
export async function loadGallery(language: string): Promise<GalleryFeedState> {
  generation += 1;
  const run = generation;
  const current = $galleryFeed.get();
  $galleryFeed.set({ ...current, status: current.status === 'ready' ? 'ready' : 'loading', language });
  try {
    const categories = await notFoundAsEmpty(
      getGalleryFeed(language, { config: consoleConfig(), retries: 1, signal: pageSignal() }),
      []
    );
    if (run === generation) $galleryFeed.set({ status: 'ready', categories, language });
  } catch (error) {
    const aborted = isAbortError(error);
    if (!aborted) console.warn('[gallery] the gallery feed could not be read', error);
    if (run === generation) $galleryFeed.set(aborted ? INITIAL : { status: 'failed', categories: [], language });
  }
  return $galleryFeed.get();
}

/** Asks for the feed again (the error state's Try again). */
export function retryGallery(): Promise<GalleryFeedState> {
  $galleryFeed.set({ ...$galleryFeed.get(), status: 'loading' });
  return loadGallery($locale.get());
}

/** A flag the console does not know is off; a numeric flag is no switch. */
function isFeatureEnabled(name: string): boolean {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name) && featureFlag(name as FeatureFlagName) === true;
}

/** The gallery for this account: the feed's visible topics by capability, flag and realm (spec 2 §5). */
export const $gallery = computed(
  [$galleryFeed, $capabilities, $tenancy],
  (feed, capabilities, tenancy): GalleryView => {
    const realm = consoleConfig().realm;
    const accountInfo = capabilities.data?.accountInfo ?? null;
    const context: GalleryContext = {
      capabilities: galleryCapabilities({
        accountInfo,
        capabilities: capabilities.data?.capabilities ?? null,
        isInternal: tenancy.value?.isInternal === true,
      }),
      isFeatureEnabled,
      realm,
    };
    const categories = visibleGallery(feed.categories, context);
    const badgeFacts = {
      freeTierEnabled: accountInfo?.freeTierEnabled === true,
      alwaysFreeFlag: featureFlag('always-free'),
      realm,
    };
    const alwaysFree = new Set(
      categories.flatMap(category =>
        category.items.filter(topic => showsAlwaysFreeBadge(topic, badgeFacts)).map(topic => topic.preview.id)
      )
    );
    // Tiles are judged only once the account is known: a deep link to a trial's tile must not be a 404 for a moment.
    const accountPending =
      capabilities.status === 'idle' || capabilities.status === 'loading' || tenancy.status === 'loading';
    const status = feed.status === 'idle' || accountPending ? 'loading' : feed.status;
    return { status, categories, alwaysFree };
  }
);

onMount($gallery, () => {
  // The catalog's language, so tiles read like the page around them; `listen` skips the current value, hence the load.
  // Shown again after a failure, the gallery asks again.
  const { language, status } = $galleryFeed.get();
  if (language !== $locale.get() || status === 'failed' || status === 'idle') void loadGallery($locale.get());
  const stops = [
    $locale.listen(locale => void loadGallery(locale)),
    // Home shown again while the gallery is still mounted (nanostores unmounts after 1 s), after a load cut short by
    // leaving Home.
    $route.listen(match => {
      if (match?.kind === 'home' && $galleryFeed.get().status === 'idle') void loadGallery($locale.get());
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
});
