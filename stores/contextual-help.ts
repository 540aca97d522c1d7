import { atom, computed } from 'nanostores';
import { contextualHelpTopics, type ContextualHelpTopics } from '../src/domain/contextual-help.ts';
import { featureFlag } from '../src/feature-flags.ts';
import {
  documentationPageUrl,
  getDocumentationAt,
  getHelpLinks,
  isDocumentationPageUrl,
  type HelpLink,
} from '../src/services/help.ts';
import { notFoundAsEmpty } from '../src/services/not-found-as-empty.ts';
import { $tenancy } from './account.ts';
import { $requestedHelpTopic } from './help-panel.ts';
import { $regions } from './regions.ts';
import { $location } from './route.ts';
import { consoleConfig } from './service-context.ts';

// The contextual help panel's data (spec 2 §2 Inline help, §3 contextual help, §7 GET contextual help links JSON and
// GET documentation pages). The links document is read once, whole, and the topics of each path are picked here
// (src/domain/contextual-help.ts), so the panel follows the route without a request per page.

/** The links document as loaded. */
export interface HelpLinksState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: readonly HelpLink[];
}

/** The topic shown in the panel. */
export interface HelpTopicState {
  /** The page's address (from a link, or asked for by a plugin). */
  url: string;
  /** The link's text, the title until the page's own heading is in. */
  displayText: string;
  status: 'loading' | 'ready' | 'failed';
  /** The page's markup as the service sent it; the panel sanitises it before anything else (src/security/). */
  markup: string;
}

/** What the panel shows for the current path. */
export interface ContextualHelpView extends ContextualHelpTopics {
  status: HelpLinksState['status'];
  /** The console path the topics are for. */
  path: string;
  /** The realm's documentation root: 'All documentation', and where canonical documentation links are moved to. */
  docsRoot: string;
}

/** The canonical documentation root the pages link to (spec 2 §9: replaced by the realm's documentation domain). */
export const CANONICAL_DOCS_ROOT = 'https://docs.oracle.com/iaas';

export const $helpLinks = atom<HelpLinksState>({ status: 'idle', items: [] });

/** The topic open in the panel, or null for the list of topics. */
export const $helpTopic = atom<HelpTopicState | null>(null);

/** The topics of the current path, for this user (private links for internal tenancies). */
export const $contextualHelp = computed(
  [$helpLinks, $location, $tenancy, $regions],
  (links, location, tenancy, regions): ContextualHelpView => ({
    status: links.status,
    path: location.pathname,
    docsRoot: regions.baseDocsUrl ?? `https://docs.${consoleConfig().secondLevelDomain}/iaas`,
    ...contextualHelpTopics(links.items, location.pathname, { internal: tenancy.value?.isInternal === true }),
  })
);

let linksLoad: Promise<void> | null = null;

/** Reads the links document unless it is loaded or loading (after a failure, the next call reads it again). */
export function loadHelpLinks(): Promise<void> {
  const { status } = $helpLinks.get();
  if (status === 'ready' || status === 'loading') return linksLoad ?? Promise.resolve();
  $helpLinks.set({ status: 'loading', items: [] });
  linksLoad = notFoundAsEmpty(
    getHelpLinks({ config: consoleConfig(), retries: 1, timeoutMs: featureFlag('api-timeout-ms') }),
    []
  ).then(
    items => $helpLinks.set({ status: 'ready', items }),
    (error: unknown) => {
      console.warn('[help] the contextual help links could not be read', error);
      $helpLinks.set({ status: 'failed', items: [] });
    }
  );
  return linksLoad;
}

let topicGeneration = 0;

/**
 * Shows a topic: a documentation page address, or a page name (`compute-instances`). Only the realm's documentation
 * pages render in the panel; anything else is refused (false) and the caller opens it in a new window. A newer topic
 * wins over one still loading.
 */
export function showHelpTopic(target: string, displayText = ''): boolean {
  const url = /^[a-z][a-z0-9+.-]*:/i.test(target) ? target : documentationPageUrl(target, consoleConfig());
  if (!isDocumentationPageUrl(url, consoleConfig())) return false;
  topicGeneration += 1;
  const run = topicGeneration;
  $helpTopic.set({ url, displayText, status: 'loading', markup: '' });
  getDocumentationAt(url, { config: consoleConfig(), retries: 1, timeoutMs: featureFlag('api-timeout-ms') }).then(
    markup => {
      if (run === topicGeneration) $helpTopic.set({ url, displayText, status: 'ready', markup });
    },
    (error: unknown) => {
      console.warn('[help] the documentation page could not be read', url, error);
      if (run === topicGeneration) $helpTopic.set({ url, displayText, status: 'failed', markup: '' });
    }
  );
  return true;
}

/** Back to the list of topics. */
export function closeHelpTopic(): void {
  topicGeneration += 1;
  $helpTopic.set(null);
}

/** The topic shown again after a failure. */
export function retryHelpTopic(): void {
  const topic = $helpTopic.get();
  if (topic) showHelpTopic(topic.url, topic.displayText);
}

/**
 * The panel follows the route: when the path changes, a topic that is not one of the new path's (nor its generic
 * one) closes, and the new path's topics show.
 */
export function followHelpRoute(view: ContextualHelpView): void {
  const topic = $helpTopic.get();
  if (!topic) return;
  const page = topic.url.split('#')[0];
  const kept = [...view.pathSpecific, ...(view.genericLink ? [view.genericLink] : [])].some(
    link => link.url.split('#')[0] === page
  );
  if (!kept) closeHelpTopic();
}

/** The pending topic request of stores/help-panel.ts, taken once (the panel calls it when it shows the topic). */
export function takeRequestedHelpTopic(): string | null {
  const topic = $requestedHelpTopic.get();
  if (topic !== null) $requestedHelpTopic.set(null);
  return topic;
}
