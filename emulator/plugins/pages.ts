import { html } from 'hono/html';
import { GENERIC_SCRIPT, SAMPLE_SCRIPTS, SDK_FILE } from './bundle.ts';
import type { PluginDefinition } from './registry-data.ts';
import { SAMPLE_PLUGIN_LOCALES } from './sample-locales.ts';
import { pluginPageSecurityHeaders } from '../security-headers.ts';

/** Path of the plugin pages' shared static files and scripts. */
export const PLUGIN_ASSETS_PATH = '/assets';

/**
 * The chrome elements' design tokens (src/styles/tokens.css, the file @cloud-console/elements ships as theme.css), for
 * the pages that embed the elements.
 */
export const ELEMENTS_THEME_PATH = `${PLUGIN_ASSETS_PATH}/console-theme.css`;

/** Plugins whose sample page embeds the console's chrome elements (samples/shell-elements.ts). */
export const ELEMENT_PLUGINS: ReadonlySet<string> = new Set(['object-storage']);

/**
 * The security headers of a page that embeds the chrome elements: a plugin page's, except that a Trusted Types
 * policy list, if the CSP has one, names Lit's `lit-html` policy (Lit creates it once to stamp its templates; the
 * elements need no other, docs/elements.md). Everything else stays as strict as on every plugin page.
 */
export function elementPageHeaders(consoleOrigin: string): Record<string, string> {
  const headers = pluginPageHeaders(consoleOrigin);
  const csp = headers['Content-Security-Policy'] ?? '';
  return { ...headers, 'Content-Security-Policy': csp.replace(/\btrusted-types [^;]*/, 'trusted-types lit-html') };
}

/**
 * Security headers of a plugin page: only its own origin's files, no inline code, no HTML from strings (Trusted Types
 * with no policy: the sample pages and the SDK build every node with DOM calls), and framing only by the console.
 * X-Frame-Options is left out on purpose: frame-ancestors supersedes it and it cannot name an allowed origin.
 */
export function pluginPageHeaders(consoleOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `frame-ancestors ${consoleOrigin}`,
      "object-src 'none'",
      "base-uri 'none'",
      "require-trusted-types-for 'script'",
      "trusted-types 'none'",
    ].join('; '),
    ...pluginPageSecurityHeaders(),
    'Cache-Control': 'no-cache',
  };
}

function english(plugin: string, key: string): string {
  const strings = Object.hasOwn(SAMPLE_PLUGIN_LOCALES, plugin) ? SAMPLE_PLUGIN_LOCALES[plugin]?.en : undefined;
  return strings?.[key] ?? key;
}

interface Layout {
  title: string;
  plugin: string;
  /** The page's module script under /assets/, or none (the page then never connects). */
  script?: string;
  /** Extra facts for the script, as meta tags (name → content). */
  meta?: Record<string, string>;
  /** The main landmark's classes ('plugin' by default). */
  mainClass?: string;
  /** Whether the page embeds the chrome elements: their theme tokens are linked before the page's own styles. */
  elements?: boolean;
  body: unknown;
}

// The page starts in English and the default theme; its script switches both to the console's as soon as the
// context arrives. The main landmark is named after the page: the console's own <main> surrounds the frame, and two
// unnamed main landmarks on one screen are indistinguishable to screen-reader users. Scripts are same-origin ES
// modules (the frame's sandbox keeps the page's own origin, so no CORS is needed; the assets still allow it, in case
// a console frames the page with an opaque origin).
async function layout({
  title,
  plugin,
  script,
  meta = {},
  mainClass = 'plugin',
  elements = false,
  body,
}: Layout): Promise<string> {
  const page = await html`<!doctype html>
    <html lang="en" dir="ltr" data-theme="redwood">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="console-plugin" content="${plugin}" />
        ${Object.entries(meta).map(([name, content]) => html`<meta name="${name}" content="${content}" />`)}
        <title>${title}</title>
        ${elements ? html`<link rel="stylesheet" href="${ELEMENTS_THEME_PATH}" />` : ''}
        <link rel="stylesheet" href="${PLUGIN_ASSETS_PATH}/plugin.css" />
        ${
          script
            ? html`<link rel="modulepreload" href="${PLUGIN_ASSETS_PATH}/${SDK_FILE}" />
                <script type="module" src="${PLUGIN_ASSETS_PATH}/${script}"></script>`
            : ''
        }
      </head>
      <body>
        <main class="${mainClass}" aria-labelledby="page-title">${body}</main>
      </body>
    </html> `;
  return page.toString();
}

/** The plugin whose page is the sample terminal (the bottom dock's Cloud Shell tab). */
export const TERMINAL_PLUGIN = 'cloudshell';

/**
 * The sample Cloud Shell terminal: a labelled log region for the output and a labelled command input under it. The
 * page says it is connecting until its script has the console's context (the dock's initializing state). The output
 * and the command line stay left to right in every language, as a terminal does (commands, paths and prompts are
 * left-to-right text); the bar above follows the console's direction.
 */
function renderTerminalPage(plugin: PluginDefinition): Promise<string> {
  const title = english(plugin.name, 'title');
  const body = html`<header class="terminal-bar">
      <h1 id="page-title">${title}</h1>
      <p class="terminal-context" id="terminal-context"></p>
    </header>
    <div
      class="terminal-output"
      id="terminal-output"
      role="log"
      aria-label="${english(plugin.name, 'output')}"
      tabindex="0"
      dir="ltr"
    >
      <p class="line line-muted">${english(plugin.name, 'connecting')}</p>
    </div>
    <form class="terminal-form" id="terminal-form" dir="ltr" autocomplete="off">
      <label class="visually-hidden" for="terminal-input" id="terminal-label">${english(plugin.name, 'command')}</label>
      <span class="terminal-prompt" id="terminal-prompt" aria-hidden="true">$</span>
      <input
        class="terminal-input"
        id="terminal-input"
        name="command"
        type="text"
        spellcheck="false"
        autocapitalize="off"
        aria-describedby="terminal-hint"
        disabled
      />
    </form>
    <p class="visually-hidden" id="terminal-hint">${english(plugin.name, 'hint')}</p>`;
  return layout({
    title,
    plugin: plugin.name,
    script: SAMPLE_SCRIPTS.cloudshell,
    mainClass: 'plugin terminal',
    meta: { 'console-plugin-prefix': plugin.pathPrefix },
    body,
  });
}

/** A sample plugin's page: title, context line, toolbar, panel slot, status region and the loading skeleton. */
export function renderPluginPage(plugin: PluginDefinition): Promise<string> {
  if (plugin.name === TERMINAL_PLUGIN) return renderTerminalPage(plugin);
  const title = english(plugin.name, 'title');
  const script = Object.hasOwn(SAMPLE_SCRIPTS, plugin.name)
    ? SAMPLE_SCRIPTS[plugin.name as keyof typeof SAMPLE_SCRIPTS]
    : GENERIC_SCRIPT;
  const rows = Array.from({ length: 4 }, () => html`<div class="skeleton-row" aria-hidden="true"></div>`);
  const body = html`<header class="page-header">
      <h1 id="page-title">${title}</h1>
      <p class="page-context" id="page-context"></p>
      <div class="toolbar" id="page-toolbar"></div>
    </header>
    <div class="visually-hidden" role="status" id="page-status"></div>
    <div id="page-panel"></div>
    <div class="content" id="page-content" aria-busy="true">
      <div class="skeleton">
        <p class="visually-hidden">${english(plugin.name, 'common.loading')}</p>
        ${rows}
      </div>
    </div>`;
  return layout({
    title,
    plugin: plugin.name,
    script,
    meta: { 'console-plugin-prefix': plugin.pathPrefix },
    elements: ELEMENT_PLUGINS.has(plugin.name),
    body,
  });
}

/** The page for an unknown plugin or environment (no script: the console reports the plugin as failed to load). */
export function renderMissingPluginPage(): Promise<string> {
  const body = html`<h1 id="page-title">Plugin not found</h1>
    <p>There is no plugin at this address.</p>`;
  return layout({ title: 'Plugin not found', plugin: 'none', body });
}
