// The documentation the local docs search indexes: titles, paths and a summary of each page.

/** One documentation page. */
export interface DocumentationTopic {
  /** The area of the documentation, e.g. Compute. */
  topic: string;
  /** The page title. */
  title: string;
  /** The path below `/{language}/iaas/`. */
  path: string;
  /** What the page covers; matched with a lower weight than the title. */
  body: string;
}

type Entry = readonly [title: string, path: string, body: string];

function area(topic: string, entries: readonly Entry[]): DocumentationTopic[] {
  return entries.map(([title, path, body]) => ({ topic, title, path, body }));
}

/** About sixty pages across the main areas of the documentation. */
export const DOCUMENTATION: readonly DocumentationTopic[] = [
  ...area('Compute', [
    [
      'Overview of Compute',
      'Content/Compute/Concepts/computeoverview.htm',
      'Compute lets you provision and manage compute hosts, known as instances, bare metal and virtual machines.',
    ],
    [
      'Creating an Instance',
      'Content/Compute/Tasks/launchinginstance.htm',
      'Create a virtual machine or bare metal instance: choose an image, a shape, a VCN and subnet, and an SSH key.',
    ],
    [
      'Compute Shapes',
      'Content/Compute/References/computeshapes.htm',
      'Flexible shapes, standard shapes, dense I/O and GPU shapes: OCPUs, memory and network bandwidth per shape.',
    ],
    [
      'Stopping and Starting an Instance',
      'Content/Compute/Tasks/restartinginstance.htm',
      'Stop, start or reboot an instance from the console, the CLI or the API; billing stops for stopped instances.',
    ],
    [
      'Connecting to an Instance',
      'Content/Compute/Tasks/accessinginstance.htm',
      'Connect to a Linux instance with SSH or to a Windows instance with Remote Desktop using its public IP address.',
    ],
    [
      'Managing Custom Images',
      'Content/Compute/Tasks/managingcustomimages.htm',
      'Create a custom image of an instance boot volume, export and import images, and share images across tenancies.',
    ],
    [
      'Instance Pools and Autoscaling',
      'Content/Compute/Tasks/autoscalinginstancepools.htm',
      'Autoscaling adjusts the number of instances in an instance pool based on CPU or memory metrics or a schedule.',
    ],
    [
      'Resizing an Instance',
      'Content/Compute/Tasks/resizinginstances.htm',
      'Change the shape of a virtual machine instance, or the OCPUs and memory of a flexible shape.',
    ],
  ]),
  ...area('Networking', [
    [
      'Overview of Networking',
      'Content/Network/Concepts/overview.htm',
      'Virtual cloud networks (VCN), subnets, route tables, security lists, gateways and private connectivity.',
    ],
    [
      'VCNs and Subnets',
      'Content/Network/Tasks/managingVCNs_topic-Overview_of_VCNs_and_Subnets.htm',
      'A virtual cloud network is a private network in a region; subnets divide it and can be public or private.',
    ],
    [
      'Security Lists',
      'Content/Network/Concepts/securitylists.htm',
      'Security lists hold ingress and egress rules that apply to every VNIC in a subnet.',
    ],
    [
      'Network Security Groups',
      'Content/Network/Concepts/networksecuritygroups.htm',
      'Network security groups apply security rules to a chosen set of VNICs instead of a whole subnet.',
    ],
    [
      'Internet Gateway',
      'Content/Network/Tasks/managingIGs.htm',
      'An internet gateway gives a public subnet direct access to the internet through the VCN route table.',
    ],
    [
      'NAT Gateway',
      'Content/Network/Tasks/NATgateway.htm',
      'A NAT gateway lets instances in a private subnet reach the internet without public IP addresses.',
    ],
    [
      'Service Gateway',
      'Content/Network/Tasks/servicegateway.htm',
      'A service gateway gives private access to Oracle services such as Object Storage without the internet.',
    ],
    [
      'Dynamic Routing Gateways',
      'Content/Network/Tasks/managingDRGs.htm',
      'A dynamic routing gateway connects VCNs with each other and with on-premises networks over VPN or FastConnect.',
    ],
    [
      'Site-to-Site VPN',
      'Content/Network/Tasks/managingIPsec.htm',
      'Site-to-Site VPN connects an on-premises network to a VCN over encrypted IPSec tunnels.',
    ],
    [
      'Load Balancer Overview',
      'Content/Balance/Concepts/balanceoverview.htm',
      'The load balancer distributes traffic across backend servers with health checks, listeners and SSL.',
    ],
  ]),
  ...area('Storage', [
    [
      'Overview of Object Storage',
      'Content/Object/Concepts/objectstorageoverview.htm',
      'Object Storage keeps unstructured data as objects in buckets within a namespace, with standard and archive tiers.',
    ],
    [
      'Managing Buckets',
      'Content/Object/Tasks/managingbuckets.htm',
      'Create, rename, and delete buckets; set visibility, versioning, and the default storage tier of a bucket.',
    ],
    [
      'Pre-Authenticated Requests',
      'Content/Object/Tasks/usingpreauthenticatedrequests.htm',
      'A pre-authenticated request gives access to a bucket or object without credentials until it expires.',
    ],
    [
      'Object Lifecycle Management',
      'Content/Object/Tasks/usinglifecyclepolicies.htm',
      'Lifecycle policy rules archive or delete objects automatically by age and prefix.',
    ],
    [
      'Overview of Block Volume',
      'Content/Block/Concepts/overview.htm',
      'Block volumes add durable storage to instances; attach, detach, resize, back up and clone volumes.',
    ],
    [
      'Block Volume Backups',
      'Content/Block/Concepts/blockvolumebackups.htm',
      'Manual and policy-based backups of block volumes and boot volumes, cross-region copies and restores.',
    ],
    [
      'Overview of File Storage',
      'Content/File/Concepts/filestorageoverview.htm',
      'File Storage offers shared NFS file systems with mount targets, exports and snapshots.',
    ],
  ]),
  ...area('Identity and Access Management', [
    [
      'Overview of IAM',
      'Content/Identity/getstarted/identity-domains.htm',
      'Identity and Access Management controls who can access cloud resources: identity domains, users, groups, policies.',
    ],
    [
      'Managing Users',
      'Content/Identity/users/about-managing-users.htm',
      'Create users, reset passwords, manage API keys, auth tokens and customer secret keys of a user.',
    ],
    [
      'Managing Groups',
      'Content/Identity/groups/about-managing-groups.htm',
      'Groups collect users so that policies can grant them access together.',
    ],
    [
      'Policy Basics',
      'Content/Identity/policieshow/how-policies-work.htm',
      'Policies are statements such as allow group to manage instance-family in compartment; verbs, resources, conditions.',
    ],
    [
      'Managing Compartments',
      'Content/Identity/compartments/managingcompartments.htm',
      'Compartments organise and isolate resources; create, move, rename and delete compartments in the hierarchy.',
    ],
    [
      'Required Keys and OCIDs',
      'Content/API/Concepts/apisigningkey.htm',
      'Generate an API signing key pair, upload the public key, and find the tenancy and user OCIDs and the fingerprint.',
    ],
    [
      'Federating with Identity Providers',
      'Content/Identity/federating/federating_section.htm',
      'Federation with SAML 2.0 identity providers lets users sign in with their company credentials.',
    ],
    [
      'Multi-Factor Authentication',
      'Content/Identity/mfa/understand-multi-factor-authentication.htm',
      'Enable multi-factor authentication (MFA) for users with an authenticator app, security keys or SMS.',
    ],
    [
      'Tagging Overview',
      'Content/Tagging/Concepts/taggingoverview.htm',
      'Free-form tags and defined tags in tag namespaces organise resources and track cost by tag.',
    ],
  ]),
  ...area('Billing and Cost Management', [
    [
      'Overview of Billing and Cost Management',
      'Content/Billing/Concepts/billingoverview.htm',
      'Billing and cost management: cost analysis, usage reports, budgets, invoices and payment methods.',
    ],
    [
      'Cost Analysis',
      'Content/Billing/Concepts/costanalysisoverview.htm',
      'Cost analysis charts spending over time grouped by service, compartment or tag, with forecasts.',
    ],
    [
      'Budgets',
      'Content/Billing/Concepts/budgetsoverview.htm',
      'Budgets track actual and forecast spending against a target and send alerts when thresholds are crossed.',
    ],
    [
      'Usage Reports',
      'Content/Billing/Concepts/usagereportsoverview.htm',
      'Usage reports are CSV files with the resource-level consumption of the tenancy, delivered daily.',
    ],
    [
      'Upgrading to a Paid Account',
      'Content/Billing/Tasks/changingpaymentmethod.htm',
      'Upgrade a free trial to a pay-as-you-go account to keep resources after the trial credit ends.',
    ],
    [
      'Oracle Cloud Free Tier',
      'Content/FreeTier/freetier.htm',
      'The free trial credit and Always Free resources: what is included and what happens when the trial expires.',
    ],
    [
      'Service Limits',
      'Content/General/Concepts/servicelimits.htm',
      'Service limits and quotas per region and availability domain; request a limit increase.',
    ],
  ]),
  ...area('Database', [
    [
      'Overview of Autonomous Database',
      'Content/Database/Concepts/adboverview.htm',
      'Autonomous Database is self-driving, self-securing and self-repairing, for transaction processing and warehousing.',
    ],
    [
      'Creating an Autonomous Database',
      'Content/Database/Tasks/adbcreating.htm',
      'Provision an Autonomous Database: workload type, OCPU or ECPU count, storage and the admin password.',
    ],
    [
      'Base Database Service',
      'Content/Database/Concepts/overview.htm',
      'Virtual machine DB systems run Oracle Database editions with managed backups and patching.',
    ],
    [
      'MySQL HeatWave',
      'Content/mysql-database/index.htm',
      'MySQL HeatWave is a managed MySQL database with an in-memory query accelerator for analytics.',
    ],
  ]),
  ...area('Developer Services', [
    [
      'Container Engine for Kubernetes',
      'Content/ContEng/Concepts/contengoverview.htm',
      'Kubernetes Engine (OKE) creates and manages Kubernetes clusters with managed and virtual node pools.',
    ],
    [
      'Overview of Functions',
      'Content/Functions/Concepts/functionsoverview.htm',
      'Functions runs serverless functions built on the open source Fn Project, triggered by events or HTTP.',
    ],
    [
      'Resource Manager and Terraform',
      'Content/ResourceManager/Concepts/resourcemanager.htm',
      'Resource Manager runs Terraform stacks to provision infrastructure as code with plan, apply and destroy jobs.',
    ],
    [
      'Cloud Shell',
      'Content/API/Concepts/cloudshellintro.htm',
      'Cloud Shell is a browser-based terminal with the CLI preconfigured, available from the console header.',
    ],
    [
      'Command Line Interface (CLI)',
      'Content/API/Concepts/cliconcepts.htm',
      'Install and configure the CLI; the config file holds the user, tenancy, fingerprint, key file and region.',
    ],
    [
      'SDK for TypeScript and JavaScript',
      'Content/API/SDKDocs/typescriptsdk.htm',
      'The TypeScript and JavaScript SDK calls the REST APIs with request signing and pagination helpers.',
    ],
    [
      'API Gateway',
      'Content/APIGateway/Concepts/apigatewayoverview.htm',
      'API Gateway publishes APIs with private or public endpoints, authentication, rate limiting and CORS.',
    ],
  ]),
  ...area('Observability and Management', [
    [
      'Monitoring Overview',
      'Content/Monitoring/Concepts/monitoringoverview.htm',
      'Monitoring collects metrics from resources; alarms notify through Notifications when a query crosses a threshold.',
    ],
    [
      'Logging Overview',
      'Content/Logging/Concepts/loggingoverview.htm',
      'Logging gathers service logs, audit logs and custom logs from instances in log groups.',
    ],
    [
      'Audit',
      'Content/Audit/Concepts/auditoverview.htm',
      'Audit records every API call to the tenancy as a log event kept for 365 days.',
    ],
    [
      'Notifications',
      'Content/Notification/Concepts/notificationoverview.htm',
      'Notifications delivers messages to subscriptions by e-mail, SMS, Slack, PagerDuty, HTTPS or functions.',
    ],
    [
      'Events Service',
      'Content/Events/Concepts/eventsoverview.htm',
      'Events rules match resource state changes and trigger notifications, functions or streams.',
    ],
  ]),
  ...area('Security', [
    [
      'Vault and Key Management',
      'Content/KeyManagement/Concepts/keyoverview.htm',
      'Vault stores master encryption keys and secrets; rotate keys and use them to encrypt volumes and buckets.',
    ],
    [
      'Cloud Guard',
      'Content/CloudGuard/Concepts/cloudguard_overview.htm',
      'Cloud Guard detects misconfigured resources and risky activity and can respond automatically.',
    ],
    [
      'Web Application Firewall',
      'Content/WAF/Concepts/overview.htm',
      'The web application firewall protects applications from malicious requests with access and protection rules.',
    ],
    [
      'Bastion',
      'Content/Bastion/Concepts/bastionoverview.htm',
      'Bastions provide time-limited SSH sessions to resources without public endpoints.',
    ],
  ]),
  ...area('Getting Started', [
    [
      'Welcome to the Console',
      'Content/GSG/Concepts/console.htm',
      'Sign in to the console, change the region, switch compartments, and use the navigation menu and search.',
    ],
    [
      'Regions and Availability Domains',
      'Content/General/Concepts/regions.htm',
      'Regions, availability domains and fault domains; subscribe to more regions and choose a home region.',
    ],
    [
      'Announcements',
      'Content/Announcements/Concepts/announcementsoverview.htm',
      'Announcements tell you about maintenance, required actions and service events that affect your tenancy.',
    ],
    [
      'Search for Resources',
      'Content/Search/Concepts/queryoverview.htm',
      'Search finds resources across compartments with free text or the structured query language.',
    ],
    [
      'Changing Your Password',
      'Content/GSG/Tasks/changingpassword.htm',
      'Change your console password and set up password recovery from the user settings.',
    ],
  ]),
];
