// The status page people open from the console (the right rail's "View status page"): the same health as the JSON
// document, as a plain HTML page, one table per region.
import { REGION_DISPLAY_NAMES, type ComponentStatus, type ServiceHealth } from './health.ts';

const STATUS_TEXT: Record<ComponentStatus, string> = {
  operational: 'Operational',
  degraded_performance: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  under_maintenance: 'Under maintenance',
};

// Its own small style sheet: the page's CSP allows inline styles and nothing else (no script, no requests).
const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;color:#161513}table{border-collapse:collapse;margin-block-end:1.5rem}' +
  'th,td{text-align:start;padding:.25rem 1rem .25rem 0;border-block-end:1px solid #dcd8d3}' +
  '.issue{font-weight:600;color:#b42318}';

/** The Content-Security-Policy of the page: no scripts, no requests, inline style only. */
export const STATUS_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, character => `&#${character.charCodeAt(0)};`);
}

/** The status page: a heading, when it was generated, and a table of services per region with their status. */
export function statusPageHtml(health: readonly ServiceHealth[], generatedAt: Date): string {
  const regions = [...new Set(health.map(entry => entry.region))];
  const sections = regions.map(region => {
    const rows = health
      .filter(entry => entry.region === region)
      .map(entry => {
        const issue = entry.status === 'operational' ? '' : ' class="issue"';
        // The symbol repeats what the text says, for a quick scan; the text alone carries the meaning.
        const mark = entry.status === 'operational' ? '✓' : '⚠';
        return `<tr><th scope="row">${escapeHtml(entry.name)}</th><td${issue}>${mark} ${STATUS_TEXT[entry.status]}</td></tr>`;
      })
      .join('');
    const name = escapeHtml(REGION_DISPLAY_NAMES[region] ?? region);
    return `<section aria-labelledby="r-${region}"><h2 id="r-${region}">${name}</h2><table><thead><tr><th scope="col">Service</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  });
  return (
    '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    `<title>Oracle Cloud Infrastructure status</title><style>${STYLE}</style></head>\n<body><main>` +
    `<h1>Oracle Cloud Infrastructure status</h1><p>As of ${generatedAt.toISOString()}</p>${sections.join('')}` +
    '</main></body>\n</html>\n'
  );
}
