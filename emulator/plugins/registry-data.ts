// Pure data, no Node imports: the console bundles this module as its fallback copy of the plugin registry.

/** Console version in plugin asset paths (spec 3, §2). */
export const CONSOLE_VERSION = '3.1.7';

/** The environment segment of plugin URLs on the local plugin origin. */
export const PLUGIN_ENVIRONMENT = 'local';

/** A cloud API a plugin may ask the shell to call for it: `serviceEndpoint(service, region)` + a path under prefix. */
export interface AllowedEndpoint {
  service: string;
  methods: ('GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD')[];
  /** Path after `/{service}/{region}`, starting with the API version, e.g. `/20160918/instances`. */
  pathPrefix: string;
}

/** One plugin as the registry lists it. */
export interface RegistryPlugin {
  name: string;
  /** Route path prefix the plugin owns, e.g. `/compute`. */
  pathPrefix: string;
  /** Page URL with `{environment}` and `{region}` placeholders; the plugin origin is already in it. */
  urlTemplate: string;
  /** Extra query parameters the shell appends (`locale`, `intent-id`). */
  queryParams: string[];
  allowedEndpoints: AllowedEndpoint[];
}

/** `GET /plugins/console/{version}/route-registry.json`. */
export interface RouteRegistry {
  version: string;
  environment: string;
  plugins: RegistryPlugin[];
}

/** `GET /plugins/console/{version}/route-manifest.json`: path prefix → plugin name. */
export interface RouteManifest {
  routes: { path: string; plugin: string }[];
}

/** A plugin definition: the registry entry without its origin, plus the title its sample page shows. */
export interface PluginDefinition {
  name: string;
  title: string;
  pathPrefix: string;
  queryParams?: string[];
  allowedEndpoints?: AllowedEndpoint[];
}

const read = (service: string, pathPrefix: string): AllowedEndpoint => ({ service, methods: ['GET'], pathPrefix });

/** Every plugin the local cloud hosts. Shell pages (/, /dashboard, /applications, …) are deliberately absent. */
export const PLUGINS: readonly PluginDefinition[] = [
  {
    name: 'compute',
    title: 'Compute',
    pathPrefix: '/compute',
    // The sample lists, launches and terminates instances; its create form reads shapes and availability domains.
    allowedEndpoints: [
      { service: 'iaas', methods: ['GET', 'POST', 'DELETE'], pathPrefix: '/20160918/instances' },
      read('iaas', '/20160918/shapes'),
      read('identity', '/20160918/availabilityDomains'),
    ],
  },
  {
    name: 'networking-vcns',
    title: 'Virtual cloud networks',
    pathPrefix: '/networking/vcns',
    allowedEndpoints: [read('iaas', '/20160918/vcns'), read('iaas', '/20160918/subnets')],
  },
  { name: 'load-balancers', title: 'Load balancers', pathPrefix: '/networking/load-balancers' },
  {
    name: 'network-load-balancers',
    title: 'Network load balancers',
    pathPrefix: '/networking/load-balancers/network-load-balancer',
  },
  // The legacy load balancer pages, still the load balancer quick action's target with its newer pages' flags off.
  { name: 'load-balancer-legacy', title: 'Load balancer (classic)', pathPrefix: '/load-balancer' },
  { name: 'networking-drgs', title: 'Dynamic routing gateways', pathPrefix: '/networking/drgs' },
  { name: 'networking-cpes', title: 'Customer-premises equipment', pathPrefix: '/networking/cpes' },
  {
    name: 'identity-compartments',
    title: 'Compartments',
    pathPrefix: '/identity/compartments',
    allowedEndpoints: [read('identity', '/20160918/compartments')],
  },
  {
    name: 'identity-users',
    title: 'Users',
    pathPrefix: '/identity/users',
    allowedEndpoints: [read('identity', '/20160918/users')],
  },
  {
    name: 'identity-domains',
    title: 'Domains',
    pathPrefix: '/identity/domains',
    allowedEndpoints: [read('identity', '/20160918/domains')],
  },
  { name: 'billing', title: 'Billing and cost management', pathPrefix: '/billing' },
  // Cloud Advisor's recommendations: where the right rail's cost savings panel leads (spec 2 §2 account links).
  { name: 'cloud-advisor', title: 'Cloud Advisor', pathPrefix: '/cloud-advisor' },
  { name: 'support', title: 'Support', pathPrefix: '/support', queryParams: ['locale'] },
  {
    name: 'object-storage',
    title: 'Object storage',
    pathPrefix: '/object-storage',
    // Object Storage paths have no version segment: /n (the namespace) and /n/{namespace}/b (buckets). The sample
    // lists buckets, reads one for its details panel and creates them (POST /n/{namespace}/b).
    allowedEndpoints: [{ service: 'objectstorage', methods: ['GET', 'POST'], pathPrefix: '/n' }],
  },
  {
    name: 'block-storage',
    title: 'Block storage',
    pathPrefix: '/block-storage',
    allowedEndpoints: [read('iaas', '/20160918/volumes')],
  },
  { name: 'logging', title: 'Logging', pathPrefix: '/logging' },
  {
    name: 'cloudshell',
    title: 'Cloud Shell',
    pathPrefix: '/cloudshell',
    // The sample terminal's `buckets` command: the namespace, the tenancy's compartments and each one's buckets.
    allowedEndpoints: [read('objectstorage', '/n'), read('identity', '/20160918/compartments')],
  },
  // The bottom dock's Code Editor tab (spec 3 §2); its plugin name is not shown (chosen, as in
  // src/domain/plugin-containers.ts). The generic sample page stands in for an editor.
  { name: 'code-editor', title: 'Code Editor', pathPrefix: '/code-editor' },
  { name: 'marketplace', title: 'Marketplace', pathPrefix: '/marketplace', queryParams: ['intent-id'] },
  { name: 'limits', title: 'Limits', pathPrefix: '/limits', allowedEndpoints: [read('limits', '/20230301')] },
  { name: 'quotas', title: 'Quotas', pathPrefix: '/quotas' },
  { name: 'usage', title: 'Usage', pathPrefix: '/usage' },
  { name: 'account-management', title: 'Account management', pathPrefix: '/account-management' },
  { name: 'account-admin', title: 'Account administration', pathPrefix: '/account-admin' },
  // Stacks only: /resourcemanager/quickstarts is the shell's. Home's stack and dev tools quick actions open its create page.
  { name: 'resource-manager-stacks', title: 'Resource Manager stacks', pathPrefix: '/resourcemanager/stacks' },
  { name: 'dbaas', title: 'Database service', pathPrefix: '/dbaas' },
  { name: 'db', title: 'Oracle Database', pathPrefix: '/db' },
  { name: 'opsi', title: 'Ops Insights', pathPrefix: '/opsi' },
  { name: 'apm-traces', title: 'Trace explorer', pathPrefix: '/apm/apm-traces' },
  { name: 'ai-language', title: 'Language', pathPrefix: '/ai-service/language' },
  { name: 'ai-vision', title: 'Vision', pathPrefix: '/ai-service/vision' },
  { name: 'generative-ai', title: 'Generative AI', pathPrefix: '/ai-service/generative-ai' },
  { name: 'bastion', title: 'Bastion', pathPrefix: '/security/bastion' },
  { name: 'containers-clusters', title: 'Kubernetes clusters', pathPrefix: '/containers/clusters' },
  { name: 'container-registry', title: 'Container registry', pathPrefix: '/containers/registry' },
  { name: 'functions', title: 'Functions', pathPrefix: '/functions' },
  { name: 'events', title: 'Events service', pathPrefix: '/events' },
  {
    name: 'announcements',
    title: 'Announcements',
    pathPrefix: '/announcements',
    allowedEndpoints: [read('announcements', '/20180904/announcements')],
  },
  {
    name: 'regions',
    title: 'Regions',
    pathPrefix: '/regions',
    allowedEndpoints: [read('identity', '/20160918/tenancies'), read('identity', '/20160918/regions')],
  },
  {
    name: 'tenancy',
    title: 'Tenancy details',
    pathPrefix: '/tenancy',
    allowedEndpoints: [read('identity', '/20160918/tenancies')],
  },
  { name: 'organizations', title: 'Organizations', pathPrefix: '/organizations' },
  { name: 'search', title: 'Search', pathPrefix: '/search', queryParams: ['locale'] },
  { name: 'saas-environments', title: 'SaaS environments', pathPrefix: '/saasenvironments' },
  { name: 'saas-links', title: 'SaaS links', pathPrefix: '/saaslinks' },
];

/** The route registry served by the local cloud, with the plugin origin substituted into each URL template. */
export function routeRegistry(pluginOrigin: string): RouteRegistry {
  return {
    version: CONSOLE_VERSION,
    environment: PLUGIN_ENVIRONMENT,
    plugins: PLUGINS.map(plugin => ({
      name: plugin.name,
      pathPrefix: plugin.pathPrefix,
      urlTemplate: `${pluginOrigin}/{environment}/${plugin.name}/?region={region}`,
      queryParams: [...(plugin.queryParams ?? [])],
      allowedEndpoints: (plugin.allowedEndpoints ?? []).map(endpoint => ({
        ...endpoint,
        methods: [...endpoint.methods],
      })),
    })),
  };
}

/** The route manifest: every plugin's path prefix and name. */
export function routeManifest(): RouteManifest {
  return { routes: PLUGINS.map(plugin => ({ path: plugin.pathPrefix, plugin: plugin.name })) };
}

/** The console's bundled fallback copy: both documents, with `{pluginOrigin}` left for the console to fill in. */
export function fallbackRegistryDocument(): { registry: RouteRegistry; manifest: RouteManifest } {
  return { registry: routeRegistry('{pluginOrigin}'), manifest: routeManifest() };
}
