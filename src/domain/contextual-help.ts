// The contextual help panel's topics (spec 2 §2 Inline help, §3 "contextual help (pathSpecific, genericLink, …)", §9
// "Contextual help view-all counts 4 and 2; private and community values"). Pure: the links document's items and the
// console path come in as values (stores/contextual-help.ts fetches them).

import { openableUrl } from './popup.ts';

/** Path-specific documentation topics shown before "View all" (spec 2 §9). */
export const VIEW_ALL_TOPICS = 4;

/** Community and private links shown before "View all" (spec 2 §9). */
export const VIEW_ALL_LINKS = 2;

/** One item of the contextual help links JSON (src/services/help.ts `HelpLink`). */
export interface ContextualHelpLink {
  displayText: string;
  url: string;
  kind?: string | undefined;
  pathPatterns: readonly string[];
}

/** What the panel offers for one console path. */
export interface ContextualHelpTopics {
  /** Documentation topics for this path, most specific first; rendered inside the panel. */
  pathSpecific: ContextualHelpLink[];
  /** The generic documentation topic (a `*` link): the panel's topic when nothing is specific to the path. */
  genericLink: ContextualHelpLink | null;
  /** Community discussions and, for internal users, private pages, most specific first; they open in a new window. */
  links: ContextualHelpLink[];
}

/** What else decides the topics. */
export interface ContextualHelpOptions {
  /** Private links (internal runbooks) are for internal tenancies only (chosen: the spec names the value only). */
  internal: boolean;
}

/**
 * How well a pattern fits a path: `*` fits everything (0), `/x/*` anything under `/x/` (its length), an exact path
 * best of all; -1 when it does not fit. A trailing slash on the path is ignored.
 */
export function patternSpecificity(pattern: string, path: string): number {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (pattern === '*') return 0;
  if (pattern.endsWith('/*')) return normalised.startsWith(pattern.slice(0, -1)) ? pattern.length : -1;
  return normalised === pattern ? Number.MAX_SAFE_INTEGER : -1;
}

function bestSpecificity(link: ContextualHelpLink, path: string): number {
  return Math.max(-1, ...link.pathPatterns.map(pattern => patternSpecificity(pattern, path)));
}

/** The kinds the panel knows; a link of another kind is left out (a later kind must not show as documentation). */
function kindOf(link: ContextualHelpLink): 'documentation' | 'community' | 'private' | null {
  const kind = link.kind ?? 'documentation';
  return kind === 'documentation' || kind === 'community' || kind === 'private' ? kind : null;
}

/**
 * Picks the topics for a console path: documentation links whose patterns fit the path (other than `*`) are
 * `pathSpecific`, most specific first and otherwise in document order, without repeating a URL; the first `*`
 * documentation link is the `genericLink`; community links, and private ones for internal users, are `links`. A link
 * whose address is not an absolute http(s) one is left out (chosen: the service is not trusted; a `javascript:` or
 * scheme-less address would become a link's target; found by the hostile-strings fuzzing, issue 20).
 */
export function contextualHelpTopics(
  items: readonly ContextualHelpLink[],
  path: string,
  options: ContextualHelpOptions
): ContextualHelpTopics {
  const fitting = items
    .map((link, index) => ({ link, index, specificity: bestSpecificity(link, path), kind: kindOf(link) }))
    .filter(entry => entry.specificity >= 0 && entry.kind !== null && openableUrl(entry.link.url) !== null)
    .sort((a, b) => b.specificity - a.specificity || a.index - b.index);
  const seen = new Set<string>();
  const pathSpecific: ContextualHelpLink[] = [];
  const links: ContextualHelpLink[] = [];
  let genericLink: ContextualHelpLink | null = null;
  for (const { link, specificity, kind } of fitting) {
    if (kind === 'documentation') {
      if (specificity === 0) genericLink ??= link;
      else if (!seen.has(link.url)) {
        seen.add(link.url);
        pathSpecific.push(link);
      }
    } else if (kind === 'community' || options.internal) {
      links.push(link);
    }
  }
  return { pathSpecific, genericLink, links };
}

/** The part of a list shown before "View all", and how many are behind it. */
export function viewAllSplit<T>(
  items: readonly T[],
  shown: number,
  expanded: boolean
): { visible: T[]; hidden: number } {
  if (expanded || items.length <= shown) return { visible: [...items], hidden: 0 };
  return { visible: items.slice(0, shown), hidden: items.length - shown };
}
