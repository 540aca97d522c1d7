// The Marketplace listings the local cloud serves: images, stacks and containers from Oracle and partners. Publishers
// other than Oracle and the security vendors are invented; ids are made up in the provider's numeric style.

/** How a listing is deployed (the Marketplace API's `packageType`). */
export type PackageType = 'IMAGE' | 'ORCHESTRATION' | 'CONTAINER';

/** How a listing is paid for (the Marketplace API's `pricingTypes`). */
export type PricingType = 'FREE' | 'BYOL' | 'PAYGO';

/** Who offers a listing. */
export interface Publisher {
  id: string;
  name: string;
  description: string;
}

/** One listing as seeded. */
export interface MarketplaceListing {
  id: string;
  name: string;
  shortDescription: string;
  tagline: string;
  publisher: Publisher;
  packageType: PackageType;
  pricingTypes: readonly PricingType[];
  isFeatured: boolean;
  categories: readonly string[];
  listingType: 'PARTNER' | 'COMMUNITY';
  /** The colour of the listing's icon; a listing without one has no icon (some community listings). */
  iconColor?: string;
}

const ORACLE: Publisher = { id: '10001', name: 'Oracle', description: 'Oracle Cloud Infrastructure and applications.' };
const STACKHAVEN: Publisher = {
  id: '20417',
  name: 'Stackhaven',
  description: 'Ready-to-run open-source application images, patched and packaged for the cloud.',
};
const FORTINET: Publisher = { id: '31022', name: 'Fortinet', description: 'Network security and firewalls.' };
const PALO_ALTO: Publisher = {
  id: '31087',
  name: 'Palo Alto Networks',
  description: 'Next-generation firewalls and cloud security.',
};
const CHECK_POINT: Publisher = { id: '31140', name: 'Check Point', description: 'Cloud network security gateways.' };
const CIS: Publisher = {
  id: '32005',
  name: 'Center for Internet Security',
  description: 'Hardened images configured to the CIS Benchmarks.',
};
const TIDEWATER: Publisher = {
  id: '40213',
  name: 'Tidewater Data',
  description: 'Backup and recovery for cloud workloads.',
};
const NORTHWIND: Publisher = {
  id: '40388',
  name: 'Northwind Systems',
  description: 'Virtual desktops and remote access.',
};
const COMMUNITY: Publisher = {
  id: '50001',
  name: 'OCI Community Builds',
  description: 'Images built and shared by the community; not supported by Oracle.',
};

type Entry = readonly [
  id: string,
  name: string,
  shortDescription: string,
  tagline: string,
  packageType: PackageType,
  pricingTypes: readonly PricingType[],
  categories: readonly string[],
  iconColor?: string,
];

function from(
  publisher: Publisher,
  entries: readonly Entry[],
  options: { featured?: readonly string[]; listingType?: 'PARTNER' | 'COMMUNITY' } = {}
): MarketplaceListing[] {
  return entries.map(([id, name, shortDescription, tagline, packageType, pricingTypes, categories, iconColor]) => ({
    id,
    name,
    shortDescription,
    tagline,
    publisher,
    packageType,
    pricingTypes,
    isFeatured: options.featured?.includes(id) ?? false,
    categories,
    listingType: options.listingType ?? 'PARTNER',
    ...(iconColor === undefined ? {} : { iconColor }),
  }));
}

/** About thirty listings. */
export const LISTINGS: readonly MarketplaceListing[] = [
  ...from(
    ORACLE,
    [
      [
        '47726045',
        'Oracle Linux Cloud Developer',
        'Oracle Linux with development tools, languages and SDKs for Java, Python, Node.js, Go and the OCI CLI.',
        'A ready-made developer workstation on Oracle Linux',
        'IMAGE',
        ['FREE'],
        ['Developer Tools', 'Operating Systems'],
        '#c74634',
      ],
      [
        '47726112',
        'Oracle Linux 9 STIG Image',
        'Oracle Linux 9 configured to the DISA Security Technical Implementation Guide for regulated workloads.',
        'Compliance-ready Oracle Linux',
        'IMAGE',
        ['FREE'],
        ['Operating Systems', 'Security'],
        '#c74634',
      ],
      [
        '47726230',
        'Oracle Autonomous Linux',
        'Self-patching, self-tuning Oracle Linux that applies kernel and user-space updates without downtime.',
        'Linux that patches itself',
        'IMAGE',
        ['FREE'],
        ['Operating Systems'],
        '#c74634',
      ],
      [
        '48060234',
        'Oracle WebLogic Server Enterprise Edition',
        'Provision WebLogic Server domains with a load balancer, identity integration and database connections.',
        'Java EE application server clusters in minutes',
        'ORCHESTRATION',
        ['PAYGO', 'BYOL'],
        ['Application Development', 'Middleware'],
        '#c74634',
      ],
      [
        '48060377',
        'Oracle E-Business Suite Demo Install Image',
        'A single-node E-Business Suite 12.2 Vision demo instance for evaluation and training.',
        'Explore E-Business Suite with sample data',
        'IMAGE',
        ['BYOL'],
        ['Business Applications'],
        '#c74634',
      ],
      [
        '48060419',
        'GraalVM Enterprise on Oracle Linux',
        'GraalVM Enterprise with native image, the Graal compiler and polyglot runtimes on Oracle Linux 8.',
        'High-performance Java and polyglot runtime',
        'IMAGE',
        ['FREE'],
        ['Developer Tools', 'Application Development'],
        '#c74634',
      ],
      [
        '48060502',
        'Oracle Cloud Native Environment',
        'Kubernetes, container runtimes and service mesh on Oracle Linux, deployed as a cluster with one stack.',
        'Kubernetes the Oracle Linux way',
        'ORCHESTRATION',
        ['FREE'],
        ['Containers', 'DevOps'],
        '#c74634',
      ],
      [
        '48060655',
        'Oracle Database 23ai Free',
        'The free developer release of Oracle Database with JSON, graph and vector search, on a single VM.',
        'Try the converged database at no cost',
        'IMAGE',
        ['FREE'],
        ['Database', 'Developer Tools'],
        '#c74634',
      ],
    ],
    { featured: ['47726045', '48060234', '48060655'] }
  ),
  ...from(STACKHAVEN, [
    [
      '52110031',
      'WordPress',
      'WordPress with Apache, PHP and MySQL, configured with HTTPS and automatic updates.',
      'The blogging and website platform, ready to publish',
      'IMAGE',
      ['FREE'],
      ['Content Management', 'Web Applications'],
      '#21759b',
    ],
    [
      '52110048',
      'WordPress Multisite',
      'A WordPress network serving many sites from one installation, with subdomain routing.',
      'Many WordPress sites, one installation',
      'IMAGE',
      ['FREE'],
      ['Content Management', 'Web Applications'],
      '#21759b',
    ],
    [
      '52110112',
      'GitLab Community Edition',
      'Self-managed Git repositories, merge requests, issue tracking and CI/CD pipelines.',
      'The DevOps platform you run yourself',
      'IMAGE',
      ['FREE'],
      ['DevOps', 'Developer Tools'],
      '#fc6d26',
    ],
    [
      '52110129',
      'GitLab Enterprise Edition',
      'GitLab with premium features: merge approvals, security dashboards and geo replication. Bring your license.',
      'GitLab for larger teams',
      'IMAGE',
      ['BYOL'],
      ['DevOps', 'Developer Tools'],
      '#fc6d26',
    ],
    [
      '52110203',
      'Jenkins',
      'The Jenkins automation server with the recommended plugins, behind NGINX with HTTPS.',
      'Build, test and deploy with pipelines',
      'IMAGE',
      ['FREE'],
      ['DevOps', 'Developer Tools'],
      '#d33833',
    ],
    [
      '52110220',
      'Jenkins on Kubernetes',
      'A Jenkins controller with agents that scale as pods on a Kubernetes cluster, deployed as a stack.',
      'Elastic build agents for Jenkins',
      'ORCHESTRATION',
      ['FREE'],
      ['DevOps', 'Containers'],
      '#d33833',
    ],
    [
      '52110304',
      'NGINX Open Source',
      'NGINX as a web server, reverse proxy and load balancer, with Certbot for certificates.',
      'Fast web serving and reverse proxying',
      'IMAGE',
      ['FREE'],
      ['Networking', 'Web Applications'],
      '#009639',
    ],
    [
      '52110411',
      'PostgreSQL',
      'PostgreSQL 16 with pgvector and PostGIS, tuned for the instance shape, with daily backups to a bucket.',
      'The open-source relational database',
      'IMAGE',
      ['FREE'],
      ['Database'],
      '#336791',
    ],
    [
      '52110428',
      'MongoDB Community',
      'MongoDB Community Server as a three-member replica set with authentication enabled.',
      'Document database for modern applications',
      'ORCHESTRATION',
      ['FREE'],
      ['Database'],
      '#13aa52',
    ],
    [
      '52110435',
      'Redis Stack',
      'Redis with JSON, search and time-series modules, and RedisInsight for browsing data.',
      'In-memory data store and cache',
      'IMAGE',
      ['FREE'],
      ['Database', 'Caching'],
      '#d82c20',
    ],
    [
      '52110502',
      'Apache Kafka',
      'Apache Kafka in KRaft mode with Kafka Connect and a schema registry, as a three-broker cluster.',
      'Event streaming at scale',
      'ORCHESTRATION',
      ['FREE'],
      ['Analytics', 'Integration'],
      '#231f20',
    ],
    [
      '52110519',
      'OpenSearch',
      'OpenSearch and OpenSearch Dashboards for log analytics and full-text search.',
      'Search and analyze your logs',
      'IMAGE',
      ['FREE'],
      ['Analytics', 'Monitoring'],
      '#005eb8',
    ],
    [
      '52110526',
      'Grafana OSS',
      'Grafana dashboards with the OCI Monitoring and Logging data sources preinstalled.',
      'Dashboards for metrics and logs',
      'IMAGE',
      ['FREE'],
      ['Monitoring'],
      '#f46800',
    ],
    [
      '52110603',
      'Moodle LMS',
      'The Moodle learning management system with PHP, PostgreSQL and cron jobs configured.',
      'Online learning for schools and companies',
      'IMAGE',
      ['FREE'],
      ['Education', 'Web Applications'],
      '#f98012',
    ],
    [
      '52110610',
      'Nextcloud Hub',
      'File sync and share, calendars, contacts and office documents, with storage in a block volume.',
      'Your own collaboration cloud',
      'IMAGE',
      ['FREE'],
      ['Collaboration', 'Storage'],
      '#0082c9',
    ],
  ]),
  ...from(
    FORTINET,
    [
      [
        '63400101',
        'Fortinet FortiGate Next-Gen Firewall (PAYG)',
        'FortiGate virtual firewall with intrusion prevention, VPN and SD-WAN, billed per OCPU hour.',
        'Next-generation firewall for your VCNs',
        'IMAGE',
        ['PAYGO'],
        ['Security', 'Networking'],
        '#ee3124',
      ],
      [
        '63400118',
        'Fortinet FortiGate Next-Gen Firewall (BYOL)',
        'FortiGate virtual firewall with intrusion prevention, VPN and SD-WAN. Bring your own FortiGate license.',
        'Next-generation firewall with your license',
        'IMAGE',
        ['BYOL'],
        ['Security', 'Networking'],
        '#ee3124',
      ],
      [
        '63400202',
        'Fortinet FortiWeb Web Application Firewall',
        'FortiWeb protects web applications and APIs from the OWASP Top 10, bots and zero-day attacks.',
        'Web application and API protection',
        'IMAGE',
        ['PAYGO', 'BYOL'],
        ['Security'],
        '#ee3124',
      ],
    ],
    { featured: ['63400101'] }
  ),
  ...from(
    PALO_ALTO,
    [
      [
        '63500311',
        'Palo Alto Networks VM-Series Next-Generation Firewall',
        'VM-Series firewall with App-ID, threat prevention and URL filtering, deployed in a hub VCN.',
        'Zero-trust network security for OCI',
        'IMAGE',
        ['BYOL', 'PAYGO'],
        ['Security', 'Networking'],
        '#fa582d',
      ],
    ],
    { featured: ['63500311'] }
  ),
  ...from(CHECK_POINT, [
    [
      '63600412',
      'Check Point CloudGuard Network Security',
      'CloudGuard gateways with firewall, IPS, anti-bot and VPN, managed from a Security Management server.',
      'Advanced threat prevention for cloud networks',
      'IMAGE',
      ['BYOL', 'PAYGO'],
      ['Security', 'Networking'],
      '#e5007e',
    ],
  ]),
  ...from(CIS, [
    [
      '64000517',
      'CIS Hardened Image Level 1 on Oracle Linux 8',
      'Oracle Linux 8 preconfigured to the CIS Benchmark Level 1 profile, updated monthly.',
      'Secure-by-default Oracle Linux',
      'IMAGE',
      ['PAYGO'],
      ['Security', 'Operating Systems'],
      '#0d4f8b',
    ],
  ]),
  ...from(TIDEWATER, [
    [
      '71200114',
      'Tidewater Backup for OCI',
      'Policy-based backup and restore of instances, block volumes and databases to Object Storage.',
      'Backup and recovery for cloud workloads',
      'IMAGE',
      ['BYOL', 'PAYGO'],
      ['Storage', 'Backup and Recovery'],
      '#1b7f8e',
    ],
  ]),
  ...from(NORTHWIND, [
    [
      '71300221',
      'Northwind Virtual Desktop',
      'Browser-based Linux and Windows desktops for remote teams, with single sign-on and session recording.',
      'Remote desktops from any browser',
      'ORCHESTRATION',
      ['PAYGO'],
      ['Collaboration', 'End User Computing'],
      '#5c2d91',
    ],
  ]),
  ...from(
    COMMUNITY,
    [
      [
        '80100013',
        'Minecraft Java Server',
        'A Minecraft Java Edition server on an Ampere A1 shape, with backups and a web console.',
        'Host a game server on Arm',
        'IMAGE',
        ['FREE'],
        ['Gaming'],
      ],
      [
        '80100020',
        'Home Assistant',
        'Home Assistant for home automation, reachable over a WireGuard VPN.',
        'Automate your home from the cloud',
        'IMAGE',
        ['FREE'],
        ['Internet of Things'],
      ],
    ],
    { listingType: 'COMMUNITY' }
  ),
];
