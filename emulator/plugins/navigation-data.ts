// Pure data, no Node imports: the console bundles `fallbackNavigationDocument()` as its fallback copy of the menu.
//
// The navigation menu registry (spec 3 §2 "Navigation menu", §3 "Navigation item"). Served per language from
// `GET /plugins/console/3.1.7/navigation-menu.json?locale=de` (spec 3 §7: locale resources are fetched per language
// from the plugins path); an unknown locale gets English. Every internal path points at a plugin prefix of
// registry-data.ts or at a shell page (navigation-data.test.ts checks both).
import { CONSOLE_VERSION } from './registry-data.ts';

/** The languages the menu's texts exist in; the first is the default. */
export const NAVIGATION_LOCALES = ['en', 'de'] as const;

/** A language of the menu's texts. */
export type NavigationLocale = (typeof NAVIGATION_LOCALES)[number];

/**
 * What an item is (spec 3 §2: links, parents with children, headers, plugin items and formatted links).
 * - `link`: a shell path or an external URL.
 * - `parent`: an item with children (and maybe a path of its own).
 * - `header`: a heading over the children it holds; never a link.
 * - `plugin`: a page of the plugin named by `pluginName`, under that plugin's path prefix.
 * - `formatted-link`: a URL template whose `{placeholders}` the console fills (region, tenancyName, …).
 */
export type NavigationItemType = 'link' | 'parent' | 'header' | 'plugin' | 'formatted-link';

/** A documentation link shown with an item (spec 3 §3 helpItems); opens in a new tab. */
export interface NavigationHelpItem {
  text: string;
  url: string;
}

/** The experiment an item belongs to: shown only when the visitor's campaign variant matches (spec 3 §5). */
export interface NavigationExperiment {
  campaign: string;
  variant: string;
}

/** Why an item (the dynamic section) shows a message instead of children (spec 3 §3 errorInfo). */
export interface NavigationErrorInfo {
  code: string;
}

/**
 * A navigation item as the registry serves it: the fields of spec 3 §3, then the fields the filters of spec 3 §5 and
 * the heatwave rule of §2 read (not shown: their names; chosen as below).
 */
export interface NavigationItemDocument {
  key: string;
  type: NavigationItemType;
  text: string;
  path?: string;
  parentKey?: string;
  children?: NavigationItemDocument[];
  /** Keys of other items shown as related services. */
  relatedServices?: string[];
  helpItems?: NavigationHelpItem[];
  /** Extra words the menu's filter matches (abbreviations, product names). */
  searchTags?: string[];
  openInNewTab?: boolean;
  /** Shown greyed: the service is limited here (e.g. not offered in every region). */
  muted?: boolean;
  /** Console scopes that see the item (spec 3 §6); absent means everyone. */
  scopes?: string[];
  /** SaaS service types (purchase entitlement types) one of which the tenancy must have. */
  saasServiceTypes?: string[];
  /** Filled by the console at run time (the "other services" PaaS section). */
  dynamic?: boolean;
  /** A top-level category of the menu. */
  isCategoryGroup?: boolean;
  errorInfo?: NavigationErrorInfo;
  /** The item is opened as a shell page, not through its plugin's own navigation. */
  disablePluginNavigation?: boolean;
  /** For `plugin` items: the plugin's registry name. */
  pluginName?: string;
  /** Feature flags that must all be on (spec 3 §5 "feature allowlists enabled"). */
  featureAllowlist?: string[];
  experiment?: NavigationExperiment;
  /** Hidden for tenancies not on identity domains (spec 3 §5). */
  disabledForNonDomainTenancies?: boolean;
  /** Hidden in government regions (spec 3 §5). */
  disabledInGovernmentRegions?: boolean;
  /** Heatwave items: shown only when the tenancy's database type (HeatWave program) matches (spec 3 §2). */
  databaseType?: string;
}

/** `GET /plugins/console/{version}/navigation-menu.json`: the menu in one language. */
export interface NavigationMenuDocument {
  version: string;
  locale: NavigationLocale;
  /** Keys of the items of the featured group, in order. */
  featured: string[];
  items: NavigationItemDocument[];
}

type Text = readonly [en: string, de: string];

interface SourceItem extends Omit<NavigationItemDocument, 'text' | 'children' | 'parentKey' | 'helpItems' | 'type'> {
  type?: NavigationItemType;
  text: Text;
  children?: SourceItem[];
  helpItems?: { text: Text; url: string }[];
}

const DOCS = 'https://docs.oracle.com/iaas/Content';

const help = (en: string, de: string, page: string) => ({ text: [en, de] as const, url: `${DOCS}/${page}` });

const plugin = (pluginName: string, key: string, text: Text, path: string, extra: Partial<SourceItem> = {}) =>
  ({ key, type: 'plugin', pluginName, text, path, ...extra }) satisfies SourceItem;

const header = (key: string, text: Text, children: SourceItem[]): SourceItem => ({
  key,
  type: 'header',
  text,
  children,
});

/** The menu registry with both languages side by side. */
const MENU: readonly SourceItem[] = [
  {
    key: 'applications-console',
    type: 'link',
    text: ['Applications console', 'Anwendungskonsole'],
    path: '/applications',
    openInNewTab: true,
    searchTags: ['SaaS', 'Fusion', 'apps'],
  },
  {
    key: 'compute',
    isCategoryGroup: true,
    text: ['Compute', 'Compute'],
    relatedServices: ['block-storage-volumes', 'networking-vcns', 'containers-clusters'],
    helpItems: [help('Compute documentation', 'Compute-Dokumentation', 'Compute/home.htm')],
    children: [
      header(
        'compute-header-instances',
        ['Instances', 'Instanzen'],
        [
          plugin('compute', 'compute-instances', ['Instances', 'Instanzen'], '/compute/instances', {
            searchTags: ['VM', 'virtual machine', 'bare metal', 'server', 'Server', 'virtuelle Maschine'],
          }),
          plugin(
            'compute',
            'compute-dedicated-hosts',
            ['Dedicated virtual machine hosts', 'Dedizierte VM-Hosts'],
            '/compute/dedicated-vm-hosts',
            {
              searchTags: ['DVH'],
            }
          ),
          plugin(
            'compute',
            'compute-instance-configurations',
            ['Instance configurations', 'Instanzkonfigurationen'],
            '/compute/instance-configurations'
          ),
          plugin('compute', 'compute-instance-pools', ['Instance pools', 'Instanzpools'], '/compute/instance-pools', {
            searchTags: ['autoscaling', 'Autoskalierung'],
          }),
        ]
      ),
      header(
        'compute-header-images',
        ['Images', 'Images'],
        [
          plugin(
            'compute',
            'compute-custom-images',
            ['Custom images', 'Benutzerdefinierte Images'],
            '/compute/images',
            {
              searchTags: ['image', 'OS'],
            }
          ),
        ]
      ),
    ],
  },
  {
    key: 'networking',
    isCategoryGroup: true,
    text: ['Networking', 'Networking'],
    relatedServices: ['compute-instances', 'networking-load-balancer'],
    helpItems: [help('Networking overview', 'Networking im Überblick', 'Network/Concepts/overview.htm')],
    children: [
      plugin(
        'networking-vcns',
        'networking-vcns',
        ['Virtual cloud networks', 'Virtuelle Cloud-Netzwerke'],
        '/networking/vcns',
        {
          searchTags: ['VCN', 'subnet', 'Subnetz', 'network', 'Netzwerk'],
        }
      ),
      {
        key: 'networking-load-balancers',
        type: 'parent',
        text: ['Load balancers', 'Load Balancer'],
        searchTags: ['LB'],
        children: [
          plugin(
            'load-balancers',
            'networking-load-balancer',
            ['Load balancer', 'Load Balancer'],
            '/networking/load-balancers',
            {
              searchTags: ['LB', 'HTTP'],
            }
          ),
          plugin(
            'network-load-balancers',
            'networking-network-load-balancer',
            ['Network load balancer', 'Network Load Balancer'],
            '/networking/load-balancers/network-load-balancer',
            {
              searchTags: ['NLB', 'TCP'],
            }
          ),
        ],
      },
      plugin(
        'networking-drgs',
        'networking-drgs',
        ['Dynamic routing gateways', 'Dynamische Routing-Gateways'],
        '/networking/drgs',
        {
          searchTags: ['DRG'],
        }
      ),
      plugin(
        'networking-cpes',
        'networking-cpes',
        ['Customer-premises equipment', 'Customer-Premises Equipment'],
        '/networking/cpes',
        {
          searchTags: ['CPE', 'VPN'],
          muted: true,
        }
      ),
    ],
  },
  {
    key: 'storage',
    isCategoryGroup: true,
    text: ['Storage', 'Speicher'],
    relatedServices: ['compute-instances'],
    helpItems: [help('Object storage documentation', 'Object-Storage-Dokumentation', 'Object/home.htm')],
    children: [
      header(
        'storage-header-object',
        ['Object storage', 'Object Storage'],
        [
          plugin('object-storage', 'object-storage-buckets', ['Buckets', 'Buckets'], '/object-storage/buckets', {
            searchTags: ['object storage', 'S3', 'bucket', 'Objektspeicher'],
          }),
        ]
      ),
      header(
        'storage-header-block',
        ['Block storage', 'Block Storage'],
        [
          plugin(
            'block-storage',
            'block-storage-volumes',
            ['Block volumes', 'Block-Volumes'],
            '/block-storage/volumes',
            {
              searchTags: ['disk', 'Festplatte', 'volume'],
            }
          ),
          plugin(
            'block-storage',
            'block-storage-backups',
            ['Block volume backups', 'Block-Volume-Backups'],
            '/block-storage/backups',
            {
              searchTags: ['backup', 'Sicherung'],
            }
          ),
        ]
      ),
    ],
  },
  {
    key: 'databases',
    isCategoryGroup: true,
    text: ['Databases', 'Datenbanken'],
    helpItems: [help('Database documentation', 'Datenbankdokumentation', 'Database/home.htm')],
    children: [
      plugin('db', 'db-autonomous', ['Autonomous Database', 'Autonomous Database'], '/db/adb', {
        searchTags: ['ADB', 'ATP', 'ADW', 'Oracle'],
      }),
      plugin('dbaas', 'dbaas-db-systems', ['Oracle Base Database', 'Oracle Base Database'], '/dbaas/db-systems', {
        searchTags: ['DB system', 'Oracle', 'Datenbanksystem'],
      }),
      header(
        'databases-header-heatwave',
        ['MySQL HeatWave', 'MySQL HeatWave'],
        [
          plugin('db', 'heatwave-db-systems', ['HeatWave DB systems', 'HeatWave-DB-Systeme'], '/db/mysql/db-systems', {
            searchTags: ['MySQL', 'HeatWave'],
          }),
          {
            key: 'heatwave-aws',
            type: 'formatted-link',
            text: ['HeatWave on AWS', 'HeatWave auf AWS'],
            path: 'https://cloud.mysql.com/?region={region}&tenant={tenancyName}',
            openInNewTab: true,
            searchTags: ['MySQL', 'HeatWave', 'AWS'],
            databaseType: 'mysqldsaws',
          },
        ]
      ),
    ],
  },
  {
    key: 'analytics-ai',
    isCategoryGroup: true,
    text: ['Analytics & AI', 'Analysen und KI'],
    children: [
      plugin('generative-ai', 'generative-ai', ['Generative AI', 'Generative KI'], '/ai-service/generative-ai', {
        searchTags: ['LLM', 'GenAI', 'chat'],
        scopes: ['data-scientist', 'data-platform'],
        disabledInGovernmentRegions: true,
      }),
      plugin('ai-language', 'ai-language', ['Language', 'Sprache'], '/ai-service/language', {
        searchTags: ['NLP', 'text analysis', 'Textanalyse'],
        scopes: ['data-scientist', 'data-platform'],
      }),
      plugin('ai-vision', 'ai-vision', ['Vision', 'Vision'], '/ai-service/vision', {
        searchTags: ['image recognition', 'Bilderkennung', 'OCR'],
        scopes: ['data-scientist'],
      }),
    ],
  },
  {
    key: 'developer-services',
    isCategoryGroup: true,
    text: ['Developer services', 'Entwicklerservices'],
    relatedServices: ['compute-instances', 'logging'],
    children: [
      header(
        'developer-header-containers',
        ['Containers & artifacts', 'Container und Artefakte'],
        [
          plugin(
            'containers-clusters',
            'containers-clusters',
            ['Kubernetes clusters (OKE)', 'Kubernetes-Cluster (OKE)'],
            '/containers/clusters',
            {
              searchTags: ['OKE', 'Kubernetes', 'k8s'],
            }
          ),
          plugin(
            'container-registry',
            'container-registry',
            ['Container registry', 'Container Registry'],
            '/containers/registry',
            {
              searchTags: ['OCIR', 'Docker', 'image'],
            }
          ),
        ]
      ),
      header(
        'developer-header-functions',
        ['Functions', 'Functions'],
        [
          plugin('functions', 'functions-applications', ['Applications', 'Anwendungen'], '/functions/apps', {
            searchTags: ['serverless', 'FaaS', 'Fn'],
          }),
        ]
      ),
      plugin('cloudshell', 'cloudshell', ['Cloud Shell', 'Cloud Shell'], '/cloudshell', {
        searchTags: ['terminal', 'CLI', 'shell'],
        disablePluginNavigation: true,
      }),
      {
        key: 'quickstarts',
        type: 'link',
        text: ['Quick starts', 'Schnellstarts'],
        path: '/resourcemanager/quickstarts',
        searchTags: ['tutorial', 'Terraform', 'stack'],
        experiment: { campaign: 'Shell-GuidedJourney', variant: 'quickstarts-in-menu' },
      },
    ],
  },
  {
    key: 'identity-security',
    isCategoryGroup: true,
    text: ['Identity & Security', 'Identität und Sicherheit'],
    helpItems: [help('Identity and access management', 'Identitäts- und Zugriffsverwaltung', 'Identity/home.htm')],
    children: [
      header(
        'identity-header',
        ['Identity', 'Identität'],
        [
          plugin('identity-domains', 'identity-domains', ['Domains', 'Domains'], '/identity/domains', {
            searchTags: ['IAM', 'IDCS', 'identity domain', 'Identitätsdomain'],
            disabledForNonDomainTenancies: true,
          }),
          plugin('identity-users', 'identity-users', ['Users', 'Benutzer'], '/identity/users', {
            searchTags: ['IAM', 'user', 'account'],
          }),
          plugin(
            'identity-compartments',
            'identity-compartments',
            ['Compartments', 'Compartments'],
            '/identity/compartments',
            {
              searchTags: ['IAM', 'compartment', 'project'],
            }
          ),
          plugin(
            'identity-compartments',
            'identity-compartment-explorer',
            ['Compartment explorer', 'Compartment-Explorer'],
            '/identity/compartments/explorer',
            {
              searchTags: ['tree', 'Baum'],
              featureAllowlist: ['compartments-data-plane'],
            }
          ),
        ]
      ),
      header(
        'security-header',
        ['Security', 'Sicherheit'],
        [
          plugin('bastion', 'security-bastion', ['Bastion', 'Bastion'], '/security/bastion', {
            searchTags: ['SSH', 'jump host'],
            scopes: ['security-admin', 'cloud-architect'],
          }),
        ]
      ),
    ],
  },
  {
    key: 'observability',
    isCategoryGroup: true,
    text: ['Observability & Management', 'Observability und Management'],
    children: [
      plugin('logging', 'logging', ['Logging', 'Logging'], '/logging/search', {
        searchTags: ['logs', 'Protokolle', 'audit'],
      }),
      plugin('apm-traces', 'apm-traces', ['Trace explorer', 'Trace-Explorer'], '/apm/apm-traces', {
        searchTags: ['APM', 'tracing'],
      }),
      plugin('events', 'events-rules', ['Event rules', 'Ereignisregeln'], '/events/rules', {
        searchTags: ['events', 'Ereignisse', 'notification'],
      }),
      plugin('opsi', 'opsi', ['Ops Insights', 'Ops Insights'], '/opsi', {
        searchTags: ['capacity', 'Kapazität', 'SQL'],
        scopes: ['data-platform', 'cloud-architect'],
      }),
      plugin('announcements', 'announcements', ['Announcements', 'Ankündigungen'], '/announcements', {
        searchTags: ['maintenance', 'Wartung', 'notifications'],
      }),
    ],
  },
  {
    key: 'billing',
    isCategoryGroup: true,
    text: ['Billing & Cost Management', 'Abrechnung und Kostenmanagement'],
    relatedServices: ['governance-limits'],
    helpItems: [help('Billing and payments', 'Abrechnung und Zahlungen', 'Billing/home.htm')],
    children: [
      plugin('billing', 'billing-cost-analysis', ['Cost analysis', 'Kostenanalyse'], '/billing/cost-analysis', {
        searchTags: ['cost', 'Kosten', 'spend'],
      }),
      plugin('usage', 'usage', ['Usage', 'Nutzung'], '/usage', { searchTags: ['consumption', 'Verbrauch'] }),
      {
        key: 'account-management',
        type: 'parent',
        text: ['Account management', 'Accountverwaltung'],
        path: '/account-management',
        searchTags: ['upgrade', 'payment', 'Zahlung'],
        children: [
          plugin(
            'account-management',
            'account-management-overview',
            ['Account overview', 'Accountübersicht'],
            '/account-management/overview'
          ),
          plugin(
            'account-management',
            'account-management-payment-method',
            ['Payment method', 'Zahlungsmethode'],
            '/account-management/payment-method',
            {
              searchTags: ['credit card', 'Kreditkarte'],
            }
          ),
          plugin(
            'account-management',
            'account-management-subscriptions',
            ['Subscriptions', 'Abonnements'],
            '/account-management/subscriptions'
          ),
        ],
      },
      plugin('account-admin', 'account-admin', ['Account administration', 'Accountadministration'], '/account-admin', {
        scopes: ['account-admin'],
      }),
    ],
  },
  {
    key: 'governance',
    isCategoryGroup: true,
    text: ['Governance & Administration', 'Governance und Administration'],
    children: [
      header(
        'governance-header-tenancy',
        ['Tenancy management', 'Mandantenverwaltung'],
        [
          plugin('tenancy', 'governance-tenancy', ['Tenancy details', 'Mandantendetails'], '/tenancy', {
            searchTags: ['tenant', 'Mandant', 'OCID'],
          }),
          plugin('regions', 'governance-regions', ['Regions', 'Regionen'], '/regions', {
            searchTags: ['subscribe', 'abonnieren'],
          }),
          plugin('limits', 'governance-limits', ['Limits, quotas and usage', 'Limits, Quotas und Nutzung'], '/limits', {
            searchTags: ['service limits', 'Servicelimits'],
          }),
          plugin('quotas', 'governance-quotas', ['Quota policies', 'Quota-Policys'], '/quotas'),
          plugin('search', 'governance-search', ['Resource search', 'Ressourcensuche'], '/search', {
            searchTags: ['find', 'suchen'],
          }),
          plugin(
            'organizations',
            'governance-organizations',
            ['Organization management', 'Organisationsverwaltung'],
            '/organizations',
            {
              searchTags: ['child tenancy', 'untergeordneter Mandant'],
              scopes: ['account-admin', 'cloud-architect'],
            }
          ),
        ]
      ),
      plugin('support', 'support', ['Support requests', 'Supportanfragen'], '/support', {
        searchTags: ['SR', 'ticket', 'help', 'Hilfe'],
      }),
    ],
  },
  {
    key: 'marketplace',
    isCategoryGroup: true,
    text: ['Marketplace', 'Marketplace'],
    children: [
      plugin(
        'marketplace',
        'marketplace-applications',
        ['All applications', 'Alle Anwendungen'],
        '/marketplace/applications',
        {
          searchTags: ['images', 'stacks', 'partner'],
          disabledInGovernmentRegions: true,
        }
      ),
    ],
  },
  {
    key: 'saas-applications',
    isCategoryGroup: true,
    text: ['Applications', 'Anwendungen'],
    searchTags: ['SaaS'],
    children: [
      plugin(
        'saas-environments',
        'saas-hcm',
        ['Human Capital Management', 'Human Capital Management'],
        '/saasenvironments/hcm',
        {
          searchTags: ['HCM', 'Fusion', 'HR'],
          saasServiceTypes: ['HCM'],
        }
      ),
      plugin(
        'saas-environments',
        'saas-erp',
        ['Enterprise Resource Planning', 'Enterprise Resource Planning'],
        '/saasenvironments/erp',
        {
          searchTags: ['ERP', 'Fusion', 'Financials'],
          saasServiceTypes: ['ERP', 'FINANCIALS'],
        }
      ),
      plugin(
        'saas-environments',
        'saas-scm',
        ['Supply Chain Management', 'Supply Chain Management'],
        '/saasenvironments/scm',
        {
          searchTags: ['SCM', 'Fusion'],
          saasServiceTypes: ['SCM'],
        }
      ),
      plugin('saas-environments', 'saas-cx', ['Customer Experience', 'Customer Experience'], '/saasenvironments/cx', {
        searchTags: ['CX', 'CRM', 'Sales'],
        saasServiceTypes: ['CX', 'CRM', 'SALES'],
      }),
      plugin('saas-links', 'saas-links', ['Application links', 'Anwendungslinks'], '/saaslinks'),
      {
        key: 'saas-classic-console',
        type: 'formatted-link',
        text: ['Classic console', 'Klassische Konsole'],
        path: 'https://myservices-{tenancyName}.console.{secondLevelDomain}/mycloud/cloudportal/dashboard',
        openInNewTab: true,
        searchTags: ['My Services', 'classic'],
      },
    ],
  },
  {
    key: 'other-services',
    isCategoryGroup: true,
    dynamic: true,
    text: ['Other services', 'Weitere Services'],
    searchTags: ['PaaS'],
  },
];

/** Keys of the featured group, in order (spec 3 §9: home shows six featured items). */
const FEATURED: readonly string[] = [
  'compute-instances',
  'networking-vcns',
  'object-storage-buckets',
  'db-autonomous',
  'identity-compartments',
  'billing-cost-analysis',
];

function resolve(item: SourceItem, locale: NavigationLocale, parentKey?: string): NavigationItemDocument {
  const index = locale === 'de' ? 1 : 0;
  const { text, children, helpItems, type, ...rest } = item;
  const resolved: NavigationItemDocument = {
    ...rest,
    type: type ?? (item.isCategoryGroup ? 'header' : children ? 'parent' : 'link'),
    text: text[index],
  };
  if (parentKey !== undefined) resolved.parentKey = parentKey;
  if (helpItems) resolved.helpItems = helpItems.map(entry => ({ text: entry.text[index], url: entry.url }));
  if (children) resolved.children = children.map(child => resolve(child, locale, item.key));
  for (const list of ['relatedServices', 'searchTags', 'scopes', 'saasServiceTypes', 'featureAllowlist'] as const) {
    const value = rest[list];
    if (value) resolved[list] = [...value];
  }
  return resolved;
}

/** True for a language the menu has texts in. */
export function isNavigationLocale(locale: string): locale is NavigationLocale {
  return (NAVIGATION_LOCALES as readonly string[]).includes(locale);
}

/** The menu in one language; an unknown language (or a region variant such as de-CH) falls back as a locale would. */
export function navigationMenu(locale: string = 'en'): NavigationMenuDocument {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  const chosen: NavigationLocale = isNavigationLocale(language) ? language : 'en';
  return {
    version: CONSOLE_VERSION,
    locale: chosen,
    featured: [...FEATURED],
    items: MENU.map(item => resolve(item, chosen)),
  };
}

/** The console's bundled fallback copy: the menu in every language it has. */
export function fallbackNavigationDocument(): Record<NavigationLocale, NavigationMenuDocument> {
  return { en: navigationMenu('en'), de: navigationMenu('de') };
}
