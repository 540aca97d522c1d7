import { html } from 'hono/html';
import type { PluginDefinition } from './registry-data.ts';
import { SAMPLE_INSTANCES } from './sample-instances.ts';

/** Path of the plugin pages' shared static files. */
export const PLUGIN_ASSETS_PATH = '/assets';

/**
 * Security headers of a plugin page: only its own origin's files, no inline code, and framing only by the console.
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
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': 'no-cache',
  };
}

// The main landmark is named after the page: the console's own <main> surrounds the frame, and two unnamed main
// landmarks on one screen are indistinguishable to screen-reader users.
async function layout(title: string, pluginName: string, content: unknown): Promise<string> {
  // Classic (non-module) script: a module script from a sandboxed, opaque-origin frame would need CORS.
  const page = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="stylesheet" href="${PLUGIN_ASSETS_PATH}/plugin.css" />
        <script src="${PLUGIN_ASSETS_PATH}/plugin.js" defer></script>
      </head>
      <body data-plugin="${pluginName}">
        <main class="plugin" aria-labelledby="plugin-title">${content}</main>
      </body>
    </html> `;
  return page.toString();
}

const STATE_LABELS: Record<string, string> = {
  RUNNING: 'Running',
  STOPPED: 'Stopped',
  PROVISIONING: 'Provisioning',
};

/** The Compute plugin's Instances page. */
export function renderComputePage(): Promise<string> {
  const rows = SAMPLE_INSTANCES.map(
    instance =>
      html`<tr>
        <th scope="row">${instance.displayName}</th>
        <td>
          <span class="state state-${instance.lifecycleState.toLowerCase()}"
            >${STATE_LABELS[instance.lifecycleState]}</span
          >
        </td>
        <td>${instance.shape}</td>
        <td>${instance.availabilityDomain}</td>
        <td><time datetime="${instance.timeCreated}">${instance.timeCreated.slice(0, 10)}</time></td>
      </tr>`
  );
  const content = html`<h1 id="plugin-title">Instances</h1>
    <p class="context">Region: <span data-region>unknown</span></p>
    <table class="table">
      <caption>
        Instances in the compartment
      </caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">State</th>
          <th scope="col">Shape</th>
          <th scope="col">Availability domain</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>`;
  return layout('Instances', 'compute', content);
}

/** A placeholder page for a plugin without a sample of its own. */
export function renderGenericPage(plugin: PluginDefinition): Promise<string> {
  const content = html`<h1 id="plugin-title">${plugin.title}</h1>
    <p>This is the sample <strong>${plugin.name}</strong> plugin, served by the local plugin origin.</p>
    <dl class="facts">
      <dt>Route prefix</dt>
      <dd><code>${plugin.pathPrefix}</code></dd>
      <dt>Region</dt>
      <dd><span data-region>unknown</span></dd>
    </dl>`;
  return layout(plugin.title, plugin.name, content);
}

/** The page for an unknown plugin or environment. */
export function renderMissingPluginPage(): Promise<string> {
  const content = html`<h1 id="plugin-title">Plugin not found</h1>
    <p>There is no plugin at this address.</p>`;
  return layout('Plugin not found', 'none', content);
}
