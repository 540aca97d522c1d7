// The contextual help links and the documentation pages the console's help panel and inline help show (spec 2 §2
// Inline help, §7, §9: view-all counts 4 and 2, private and community values).

/** Where a link leads: documentation, the community forum, or a private (internal-only) page. */
export type HelpLinkKind = 'documentation' | 'community' | 'private';

/** One contextual help link. */
export interface HelpLink {
  displayText: string;
  /** Absolute for community and private links; documentation links are resolved against the help base. */
  url: string;
  kind: HelpLinkKind;
  /** Console paths the link is for: an exact path, or a prefix ending in `/*`; `*` means every page (generic). */
  pathPatterns: readonly string[];
}

/** The seeded links; documentation urls are relative to `/help/docs/`. */
export const HELP_LINKS: readonly HelpLink[] = [
  {
    displayText: 'Getting started with the console',
    url: 'getting-started.html',
    kind: 'documentation',
    pathPatterns: ['*'],
  },
  {
    displayText: 'Ask the community',
    url: 'https://community.example.com/console',
    kind: 'community',
    pathPatterns: ['*'],
  },
  {
    displayText: 'Creating a compute instance',
    url: 'compute-instances.html',
    kind: 'documentation',
    pathPatterns: ['/compute', '/compute/*'],
  },
  {
    displayText: 'Choosing a shape',
    url: 'compute-instances.html#shapes',
    kind: 'documentation',
    pathPatterns: ['/compute/instances', '/compute/instances/*'],
  },
  {
    displayText: 'Compute questions in the community',
    url: 'https://community.example.com/compute',
    kind: 'community',
    pathPatterns: ['/compute/*'],
  },
  {
    displayText: 'Internal compute runbook',
    url: 'https://internal.example.com/runbooks/compute',
    kind: 'private',
    pathPatterns: ['/compute/*'],
  },
  {
    displayText: 'Understanding your bill',
    url: 'billing-usage.html',
    kind: 'documentation',
    pathPatterns: ['/billing', '/billing/*'],
  },
  {
    displayText: 'Writing IAM policies',
    url: 'identity-policies.html',
    kind: 'documentation',
    pathPatterns: ['/identity', '/identity/*'],
  },
];

/** Whether a console path matches a link's pattern (`*` every path, `/x/*` anything under /x, else exact). */
export function matchesPath(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('/*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${title}</title></head>`,
    `<body><main><h1>${title}</h1>`,
    body,
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}

/** The seeded documentation pages by name (the `{page}` of `/help/docs/{page}.html`). */
export const DOC_PAGES: Readonly<Record<string, string>> = {
  'getting-started': page(
    'Getting started with the console',
    [
      '<p>The console lets you create and manage cloud resources in every region your tenancy subscribes to.</p>',
      '<h2>Before you begin</h2>',
      '<div class="alert alert-info" role="note"><p>You need a user in a group with a policy granting access.</p></div>',
      '<h2>Next steps</h2>',
      '<ul><li><a href="compute-instances.html">Create a compute instance</a></li>',
      '<li><a href="identity-policies.html">Write a policy</a></li></ul>',
    ].join('\n')
  ),
  'compute-instances': page(
    'Creating a compute instance',
    [
      '<p>An instance is a virtual machine or bare metal host in a compartment.</p>',
      '<h2 id="shapes">Shapes</h2>',
      '<table><thead><tr><th>Shape</th><th>OCPUs</th><th>Memory (GB)</th></tr></thead>',
      '<tbody><tr><td>VM.Standard.E4.Flex</td><td>1–64</td><td>1–1024</td></tr>',
      '<tr><td>VM.Standard.A1.Flex</td><td>1–80</td><td>1–512</td></tr></tbody></table>',
      '<div class="alert alert-warning" role="alert"><p>Always Free tenancies can only use Always Free shapes.</p></div>',
      '<h2>Connecting</h2>',
      '<p>See <a href="https://docs.example.com/compute/ssh">Connecting with SSH</a>.</p>',
    ].join('\n')
  ),
  'billing-usage': page(
    'Understanding your bill',
    [
      '<p>Usage is metered per hour and summarised per day.</p>',
      '<h2>Cost views</h2>',
      '<table><thead><tr><th>View</th><th>Window</th></tr></thead>',
      '<tbody><tr><td>Cost analysis</td><td>Up to 31 days</td></tr><tr><td>Usage reports</td><td>1 year</td></tr></tbody></table>',
      '<div class="alert alert-warning" role="alert"><p>Amounts of the current day are estimates.</p></div>',
      '<p>Read <a href="getting-started.html">Getting started</a> for the basics.</p>',
    ].join('\n')
  ),
  'identity-policies': page(
    'Writing IAM policies',
    [
      '<p>A policy statement grants a group access to resources in a compartment.</p>',
      '<h2>Syntax</h2>',
      '<pre><code>Allow group Admins to manage all-resources in tenancy</code></pre>',
      '<table><thead><tr><th>Verb</th><th>Grants</th></tr></thead>',
      '<tbody><tr><td>inspect</td><td>list</td></tr><tr><td>read</td><td>list and get</td></tr>',
      '<tr><td>use</td><td>read and update</td></tr><tr><td>manage</td><td>everything</td></tr></tbody></table>',
      '<div class="alert alert-danger" role="alert"><p>Policies in the root compartment apply to every compartment.</p></div>',
    ].join('\n')
  ),
};
