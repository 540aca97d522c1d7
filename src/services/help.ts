import * as v from 'valibot';
import { CONSOLE_CONFIG } from '../config.ts';
import { fetchJson, fetchText, type TransportOptions } from '../http/api-client.ts';
import type { EndpointConfig } from '../http/endpoints.ts';

// Contextual help is public and unsigned. Paths not shown in spec 2 §7: chosen as the local cloud serves them
// (`{cloudOrigin}/help/links.json`, `{cloudOrigin}/help/docs/{page}.html`); in a realm without a cloud origin, chosen:
// `https://docs.{secondLevelDomain}/help`.

/** Where help links kinds lead (spec 2 §9: private and community values). */
export const HELP_LINK_KINDS = ['documentation', 'community', 'private'] as const;

/** One contextual help link (spec 2 §7: items carry displayText). */
export const HELP_LINK_SCHEMA = v.object({
  displayText: v.string(),
  url: v.string(),
  /** A string rather than the enum, so a new kind does not make the whole document malformed. */
  kind: v.optional(v.string()),
  /** Console paths the link is for: an exact path, a prefix ending in `/*`, or `*` for every page. */
  pathPatterns: v.optional(v.array(v.string()), () => []),
});

/** One contextual help link. */
export type HelpLink = v.InferOutput<typeof HELP_LINK_SCHEMA>;

/** The contextual help links document. */
export const HELP_LINKS_SCHEMA = v.object({ items: v.array(HELP_LINK_SCHEMA) });

/** Options of the help fetches: where the cloud is, and the transport limits. */
export interface HelpOptions extends Omit<TransportOptions, 'operation'> {
  /** Realm configuration; this build's unless given. */
  config?: EndpointConfig;
}

/** The base URL of contextual help. */
export function helpBase(config: EndpointConfig = CONSOLE_CONFIG): string {
  if (config.cloudOrigin) return `${config.cloudOrigin.replace(/\/+$/, '')}/help`;
  return `https://docs.${config.secondLevelDomain}/help`;
}

/** The URL of a documentation page for inline help (spec 2 §2), e.g. `compute-instances`. */
export function documentationPageUrl(page: string, config: EndpointConfig = CONSOLE_CONFIG): string {
  return `${helpBase(config)}/docs/${encodeURIComponent(page)}.html`;
}

/** Options of the help links fetch. */
export interface HelpLinksOptions extends HelpOptions {
  /** Only the links for this console path (and the generic ones); every link when absent. */
  consolePath?: string;
}

/** GET the contextual help links JSON, unsigned. */
export async function getHelpLinks(options: HelpLinksOptions = {}): Promise<HelpLink[]> {
  const { config, consolePath, ...transport } = options;
  const url = new URL(`${helpBase(config)}/links.json`);
  if (consolePath !== undefined) url.searchParams.set('path', consolePath);
  const document = await fetchJson(url.toString(), {
    ...transport,
    operation: 'GetHelpLinks',
    schema: HELP_LINKS_SCHEMA,
  });
  return document.items;
}

/** GET one documentation page (HTML, unsigned) for the inline help panel. */
export function getDocumentationPage(page: string, options: HelpOptions = {}): Promise<string> {
  const { config, ...transport } = options;
  return fetchText(documentationPageUrl(page, config), { ...transport, operation: 'GetDocumentationPage' });
}

/**
 * Whether an address is one of the realm's documentation pages (under `{helpBase}/docs/`): the only pages the inline
 * help panel fetches and renders; any other link opens in a new window instead.
 */
export function isDocumentationPageUrl(url: string, config: EndpointConfig = CONSOLE_CONFIG): boolean {
  try {
    const parsed = new URL(url);
    const base = new URL(`${helpBase(config)}/docs/`);
    return (
      parsed.origin === base.origin && parsed.pathname.startsWith(base.pathname) && parsed.pathname.endsWith('.html')
    );
  } catch {
    return false;
  }
}

/** GET a documentation page by its address (one of `isDocumentationPageUrl`; the fragment is dropped), unsigned. */
export function getDocumentationAt(url: string, options: HelpOptions = {}): Promise<string> {
  const { config, ...transport } = options;
  if (!isDocumentationPageUrl(url, config)) {
    return Promise.reject(new Error(`Not a documentation page: ${url}`));
  }
  const page = new URL(url);
  page.hash = '';
  return fetchText(page.href, { ...transport, operation: 'GetDocumentationPage' });
}
