// The Home gallery's topics (spec 2 §2 Home gallery, §3 Gallery topic and Category, §5): five categories whose
// topics differ by capability (the tenancy's console capabilities and the account capabilities of
// src/domain/gallery.ts), feature flag and realm, so each scenario tenancy sees its own gallery. English and German.

/** The languages the gallery is written in; any other falls back to English. */
export const GALLERY_LANGUAGES = ['en', 'de'] as const;

/** A language of the gallery. */
export type GalleryLanguage = (typeof GALLERY_LANGUAGES)[number];

/** A topic's words in one language: its tile, and its page when it has one. */
export interface TopicText {
  title: string;
  abstract: string;
  /** The page's and the flyout's title, when it differs from the tile's. */
  pageTitle?: string;
  intro?: string;
  /** The page's list: steps in order, or facts (`ordered: false`). */
  items?: readonly string[];
}

/** The illustrations a tile can show (`media/{name}.svg`). */
export type GalleryMedia = 'start' | 'build' | 'data' | 'costs' | 'saas';

/** A topic as the feed is built from it. */
export interface TopicSource {
  id: string;
  media: GalleryMedia;
  contentType: string;
  hideContentType?: boolean;
  featured?: boolean;
  alwaysFreeEligible?: boolean;
  showInRealms?: readonly string[];
  whitelists?: readonly string[];
  featureFlags?: readonly string[];
  /** A click action: the tile goes to this console path instead of opening a page. */
  navigate?: string;
  /** The page's list is not a sequence of steps. */
  unordered?: boolean;
  text: Record<GalleryLanguage, TopicText>;
}

/** A category as the feed is built from it. */
export interface CategorySource {
  id: string;
  title: Record<GalleryLanguage, string>;
  topics: readonly TopicSource[];
}

const GET_STARTED: CategorySource = {
  id: 'get-started',
  title: { en: 'Get started', de: 'Erste Schritte' },
  topics: [
    {
      id: 'console-basics',
      media: 'start',
      contentType: 'tutorial',
      text: {
        en: {
          title: 'Find your way around the console',
          abstract: 'Search, switch regions and pin the services you use most.',
          pageTitle: 'Getting around the console',
          intro: 'The console keeps every service one search away. A few habits make daily work faster.',
          items: [
            'Select the search box and type a service or resource name to jump straight to it.',
            'Use the region menu in the header to work in another subscribed region.',
            'Pin the services you use most in the navigation menu so they are always at the top.',
          ],
        },
        de: {
          title: 'Die Konsole kennenlernen',
          abstract: 'Suchen, Regionen wechseln und häufig genutzte Services anheften.',
          pageTitle: 'So finden Sie sich in der Konsole zurecht',
          intro:
            'In der Konsole ist jeder Service nur eine Suche entfernt. Mit ein paar Gewohnheiten arbeiten Sie schneller.',
          items: [
            'Klicken Sie in das Suchfeld und geben Sie einen Service- oder Ressourcennamen ein, um direkt dorthin zu springen.',
            'Über das Regionsmenü in der Kopfzeile arbeiten Sie in einer anderen abonnierten Region.',
            'Heften Sie häufig genutzte Services im Navigationsmenü an, damit sie immer oben stehen.',
          ],
        },
      },
    },
    {
      id: 'always-free-vm',
      media: 'start',
      contentType: 'tutorial',
      featured: true,
      alwaysFreeEligible: true,
      whitelists: ['freeTier'],
      featureFlags: ['always-free'],
      text: {
        en: {
          title: 'Launch an Always Free VM',
          abstract: 'Run a small Linux instance at no cost, for as long as you like.',
          pageTitle: 'Launch an Always Free virtual machine',
          intro: 'Always Free shapes let you run small workloads without spending your credits.',
          items: [
            'Open Compute, then Instances, and choose Create instance.',
            'Pick an image and a shape marked Always Free eligible.',
            'Add your SSH public key and create the instance; it is running in about two minutes.',
          ],
        },
        de: {
          title: 'Eine Always Free-VM starten',
          abstract: 'Betreiben Sie kostenlos und zeitlich unbegrenzt eine kleine Linux-Instanz.',
          pageTitle: 'Eine virtuelle Always Free-Maschine starten',
          intro: 'Mit Always Free-Ausprägungen betreiben Sie kleine Workloads, ohne Ihr Guthaben zu verbrauchen.',
          items: [
            'Öffnen Sie Compute, dann Instanzen, und wählen Sie Instanz erstellen.',
            'Wählen Sie ein Image und eine als Always Free-fähig gekennzeichnete Ausprägung.',
            'Fügen Sie Ihren öffentlichen SSH-Schlüssel hinzu und erstellen Sie die Instanz; nach etwa zwei Minuten läuft sie.',
          ],
        },
      },
    },
    {
      id: 'upgrade-account',
      media: 'costs',
      contentType: 'documentation',
      hideContentType: true,
      whitelists: ['upgradable'],
      navigate: '/account-management/payment-method',
      text: {
        en: {
          title: 'Upgrade to pay as you go',
          abstract: 'Keep your resources and unlock every service by adding a payment method.',
        },
        de: {
          title: 'Auf nutzungsbasierte Abrechnung upgraden',
          abstract:
            'Behalten Sie Ihre Ressourcen und schalten Sie alle Services frei, indem Sie eine Zahlungsmethode hinterlegen.',
        },
      },
    },
    {
      id: 'internal-guidelines',
      media: 'start',
      contentType: 'documentation',
      whitelists: ['internalTenancy'],
      text: {
        en: {
          title: 'Internal tenancy guidelines',
          abstract: 'Tagging, budgets and clean-up rules that apply to internal tenancies.',
          intro: 'Internal tenancies share capacity with customers, so they follow a few extra rules.',
          items: [
            'Tag every resource with its owner and cost centre in the internal-reserved namespace.',
            'Keep a budget on each compartment and act on its alerts.',
            'Stop or delete test resources at the end of each working week.',
          ],
        },
        de: {
          title: 'Richtlinien für interne Tenancys',
          abstract: 'Regeln für Tagging, Budgets und Aufräumen, die für interne Tenancys gelten.',
          intro: 'Interne Tenancys teilen sich Kapazität mit Kunden und folgen deshalb einigen zusätzlichen Regeln.',
          items: [
            'Taggen Sie jede Ressource im Namespace internal-reserved mit Eigentümer und Kostenstelle.',
            'Hinterlegen Sie für jedes Compartment ein Budget und reagieren Sie auf dessen Warnungen.',
            'Stoppen oder löschen Sie Testressourcen am Ende jeder Arbeitswoche.',
          ],
        },
      },
    },
    {
      id: 'invite-team',
      media: 'start',
      contentType: 'documentation',
      text: {
        en: {
          title: 'Invite your team',
          abstract: 'Add users, put them in groups and give each group only the access it needs.',
          intro: 'Grant access through groups and policies rather than to individual users.',
          items: [
            'Open Identity & Security, then Domains, and add users to your default domain.',
            'Create a group for each role, such as network administrators or developers.',
            'Write a policy per group that allows only the resources and compartments it needs.',
          ],
        },
        de: {
          title: 'Ihr Team einladen',
          abstract:
            'Fügen Sie Benutzer hinzu, ordnen Sie sie Gruppen zu und geben Sie jeder Gruppe nur den nötigen Zugriff.',
          intro: 'Vergeben Sie Zugriff über Gruppen und Policys statt an einzelne Benutzer.',
          items: [
            'Öffnen Sie Identität und Sicherheit, dann Domains, und fügen Sie Ihrer Standarddomain Benutzer hinzu.',
            'Legen Sie für jede Rolle eine Gruppe an, etwa für Netzwerkadministratoren oder Entwickler.',
            'Schreiben Sie je Gruppe eine Policy, die nur die benötigten Ressourcen und Compartments erlaubt.',
          ],
        },
      },
    },
    {
      id: 'landing-zone',
      media: 'build',
      contentType: 'tutorial',
      whitelists: ['paidServices'],
      text: {
        en: {
          title: 'Deploy a secure landing zone',
          abstract: 'Start from a recommended set of compartments, networks and policies.',
          intro: 'A landing zone sets up a well-architected foundation in one stack.',
          items: [
            'Open Resource Manager and create a stack from the landing zone template.',
            'Choose the regions and the network ranges for your workloads.',
            'Apply the stack; it creates compartments, networks, groups and policies together.',
          ],
        },
        de: {
          title: 'Eine sichere Landing Zone bereitstellen',
          abstract: 'Beginnen Sie mit einer empfohlenen Auswahl an Compartments, Netzwerken und Policys.',
          intro: 'Eine Landing Zone richtet in einem einzigen Stack ein solides Fundament ein.',
          items: [
            'Öffnen Sie Resource Manager und erstellen Sie einen Stack aus der Landing-Zone-Vorlage.',
            'Wählen Sie die Regionen und die Netzwerkbereiche für Ihre Workloads.',
            'Wenden Sie den Stack an; er erstellt Compartments, Netzwerke, Gruppen und Policys in einem Schritt.',
          ],
        },
      },
    },
  ],
};

const BUILD: CategorySource = {
  id: 'build',
  title: { en: 'Build and deploy', de: 'Entwickeln und bereitstellen' },
  topics: [
    {
      id: 'cloud-shell',
      media: 'build',
      contentType: 'tutorial',
      featured: true,
      whitelists: ['cloudShell'],
      featureFlags: ['cloud-shell-plugin'],
      text: {
        en: {
          title: 'Work from Cloud Shell',
          abstract: 'A browser terminal with the CLI, Git and your credentials already set up.',
          intro: 'Cloud Shell gives you a Linux shell in the browser, already signed in as you.',
          items: [
            'Open Developer tools in the header and choose Cloud Shell.',
            'Run oci iam region list to see that the CLI already knows who you are.',
            'Keep scripts in your 5 GB home directory; it persists between sessions.',
          ],
        },
        de: {
          title: 'Mit Cloud Shell arbeiten',
          abstract: 'Ein Terminal im Browser, in dem CLI, Git und Ihre Zugangsdaten bereits eingerichtet sind.',
          intro: 'Cloud Shell bietet Ihnen eine Linux-Shell im Browser, bei der Sie bereits angemeldet sind.',
          items: [
            'Öffnen Sie in der Kopfzeile die Entwicklertools und wählen Sie Cloud Shell.',
            'Führen Sie oci iam region list aus: Die CLI weiß bereits, wer Sie sind.',
            'Legen Sie Skripte in Ihrem 5 GB großen Home-Verzeichnis ab; es bleibt zwischen Sitzungen erhalten.',
          ],
        },
      },
    },
    {
      id: 'code-editor',
      media: 'build',
      contentType: 'tutorial',
      whitelists: ['codeEditor'],
      text: {
        en: {
          title: 'Edit code in the browser',
          abstract: 'Change functions and stacks in Code Editor without installing anything.',
          intro: 'Code Editor works on the same files as Cloud Shell.',
          items: [
            'Open Developer tools in the header and choose Code Editor.',
            'Clone a repository or open a file from your Cloud Shell home directory.',
            'Deploy straight from the editor to Functions or Resource Manager.',
          ],
        },
        de: {
          title: 'Code im Browser bearbeiten',
          abstract: 'Ändern Sie Functions und Stacks im Code Editor, ohne etwas zu installieren.',
          intro: 'Der Code Editor arbeitet mit denselben Dateien wie Cloud Shell.',
          items: [
            'Öffnen Sie in der Kopfzeile die Entwicklertools und wählen Sie Code Editor.',
            'Klonen Sie ein Repository oder öffnen Sie eine Datei aus Ihrem Cloud Shell-Home-Verzeichnis.',
            'Stellen Sie direkt aus dem Editor in Functions oder Resource Manager bereit.',
          ],
        },
      },
    },
    {
      id: 'sample-stack',
      media: 'build',
      contentType: 'github',
      whitelists: ['paidServices'],
      navigate: '/resourcemanager/stacks/create?preSelectedSolutionId=mushop',
      text: {
        en: {
          title: 'Deploy a sample web shop',
          abstract: 'Launch MuShop, a microservices demo, from a ready-made stack.',
        },
        de: {
          title: 'Einen Beispiel-Webshop bereitstellen',
          abstract: 'Starten Sie MuShop, eine Microservices-Demo, aus einem fertigen Stack.',
        },
      },
    },
    {
      id: 'kubernetes',
      media: 'build',
      contentType: 'documentation',
      whitelists: ['paidServices'],
      text: {
        en: {
          title: 'Run containers on Kubernetes',
          abstract: 'Create a managed cluster and deploy your first container image.',
          intro: 'Container Engine for Kubernetes runs the control plane for you.',
          items: [
            'Open Developer Services, then Kubernetes Clusters, and choose Quick create.',
            'Download the kubeconfig from the cluster page into Cloud Shell.',
            'Deploy an image with kubectl create deployment and expose it through a load balancer.',
          ],
        },
        de: {
          title: 'Container auf Kubernetes ausführen',
          abstract: 'Erstellen Sie einen verwalteten Cluster und stellen Sie Ihr erstes Container-Image bereit.',
          intro: 'Container Engine for Kubernetes betreibt die Control Plane für Sie.',
          items: [
            'Öffnen Sie Developer Services, dann Kubernetes-Cluster, und wählen Sie Schnellerstellung.',
            'Laden Sie die kubeconfig von der Clusterseite in Cloud Shell herunter.',
            'Stellen Sie ein Image mit kubectl create deployment bereit und machen Sie es über einen Load Balancer erreichbar.',
          ],
        },
      },
    },
  ],
};

const DATA_AI: CategorySource = {
  id: 'data-ai',
  title: { en: 'Data and AI', de: 'Daten und KI' },
  topics: [
    {
      id: 'autonomous-database',
      media: 'data',
      contentType: 'tutorial',
      featured: true,
      alwaysFreeEligible: true,
      text: {
        en: {
          title: 'Create an Autonomous Database',
          abstract: 'A self-managing database that patches, tunes and backs itself up.',
          intro: 'Autonomous Database takes care of operations so you can focus on your data.',
          items: [
            'Open Oracle Database, then Autonomous Database, and choose Create.',
            'Pick a workload type: transaction processing or data warehouse.',
            'Set an admin password and create it; connect with Database Actions in the browser.',
          ],
        },
        de: {
          title: 'Eine Autonomous Database erstellen',
          abstract: 'Eine selbstverwaltende Datenbank, die sich selbst patcht, optimiert und sichert.',
          intro: 'Autonomous Database übernimmt den Betrieb, damit Sie sich auf Ihre Daten konzentrieren können.',
          items: [
            'Öffnen Sie Oracle Database, dann Autonomous Database, und wählen Sie Erstellen.',
            'Wählen Sie einen Workload-Typ: Transaktionsverarbeitung oder Data Warehouse.',
            'Legen Sie ein Admin-Passwort fest und erstellen Sie die Datenbank; verbinden Sie sich im Browser mit Database Actions.',
          ],
        },
      },
    },
    {
      id: 'generative-ai',
      media: 'data',
      contentType: 'blog',
      featured: true,
      showInRealms: ['oc1'],
      whitelists: ['paidServices'],
      text: {
        en: {
          title: 'Build with Generative AI',
          abstract: 'Chat, summarise and embed text with large language models hosted in your region.',
          intro: 'The Generative AI service offers pretrained models behind a simple API.',
          items: [
            'Open Analytics & AI, then Generative AI, and try a model in the playground.',
            'Copy the generated code for your programming language from the playground.',
            'Fine-tune a model on your own data in a dedicated AI cluster.',
          ],
        },
        de: {
          title: 'Mit generativer KI entwickeln',
          abstract: 'Chatten, zusammenfassen und Texte einbetten – mit großen Sprachmodellen in Ihrer Region.',
          intro: 'Der Service Generative AI bietet vortrainierte Modelle über eine einfache API.',
          items: [
            'Öffnen Sie Analytics & AI, dann Generative AI, und testen Sie ein Modell im Playground.',
            'Kopieren Sie den generierten Code für Ihre Programmiersprache aus dem Playground.',
            'Passen Sie ein Modell in einem dedizierten KI-Cluster mit Ihren eigenen Daten an.',
          ],
        },
      },
    },
    {
      id: 'gov-analytics',
      media: 'data',
      contentType: 'documentation',
      showInRealms: ['oc2', 'oc3'],
      text: {
        en: {
          title: 'Analytics for government workloads',
          abstract: 'Dashboards and reports that meet government compliance requirements.',
          intro: 'Analytics Cloud is available in the government realms with the same features.',
          items: [
            'Open Analytics & AI, then Analytics Cloud, and create an instance.',
            'Connect it to your data sources through a private endpoint.',
            'Share dashboards with the groups that may see them.',
          ],
        },
        de: {
          title: 'Analysen für Behörden-Workloads',
          abstract: 'Dashboards und Berichte, die die Compliance-Anforderungen von Behörden erfüllen.',
          intro: 'Analytics Cloud ist in den Behörden-Realms mit denselben Funktionen verfügbar.',
          items: [
            'Öffnen Sie Analytics & AI, dann Analytics Cloud, und erstellen Sie eine Instanz.',
            'Verbinden Sie sie über einen privaten Endpunkt mit Ihren Datenquellen.',
            'Geben Sie Dashboards für die Gruppen frei, die sie sehen dürfen.',
          ],
        },
      },
    },
    {
      id: 'vector-search',
      media: 'data',
      contentType: 'tutorial',
      featureFlags: ['gallery-vector-search'],
      text: {
        en: {
          title: 'Search by meaning with AI Vector Search',
          abstract: 'Store embeddings next to your business data and query them with SQL.',
          intro: 'AI Vector Search is built into Oracle Database 23ai.',
          items: [
            'Add a VECTOR column to a table and load embeddings of your documents.',
            'Create a vector index to keep similarity searches fast.',
            'Query with VECTOR_DISTANCE and join the results with your business data.',
          ],
        },
        de: {
          title: 'Mit AI Vector Search nach Bedeutung suchen',
          abstract: 'Speichern Sie Embeddings neben Ihren Geschäftsdaten und fragen Sie sie mit SQL ab.',
          intro: 'AI Vector Search ist in Oracle Database 23ai integriert.',
          items: [
            'Fügen Sie einer Tabelle eine VECTOR-Spalte hinzu und laden Sie Embeddings Ihrer Dokumente.',
            'Legen Sie einen Vektorindex an, damit Ähnlichkeitssuchen schnell bleiben.',
            'Fragen Sie mit VECTOR_DISTANCE ab und verknüpfen Sie die Ergebnisse mit Ihren Geschäftsdaten.',
          ],
        },
      },
    },
    {
      id: 'object-storage',
      media: 'data',
      contentType: 'documentation',
      alwaysFreeEligible: true,
      text: {
        en: {
          title: 'Store files in Object Storage',
          abstract: 'Keep backups, logs and media in buckets with lifecycle rules.',
          intro: 'Object Storage keeps any amount of data durably, with 20 GB always free.',
          items: [
            'Open Storage, then Buckets, and create a bucket in a compartment.',
            'Upload files in the console, or with oci os object put from Cloud Shell.',
            'Add a lifecycle rule to archive or delete objects automatically.',
          ],
        },
        de: {
          title: 'Dateien in Object Storage speichern',
          abstract: 'Bewahren Sie Backups, Logs und Medien in Buckets mit Lebenszyklusregeln auf.',
          intro: 'Object Storage speichert beliebige Datenmengen dauerhaft, 20 GB davon immer kostenlos.',
          items: [
            'Öffnen Sie Storage, dann Buckets, und erstellen Sie einen Bucket in einem Compartment.',
            'Laden Sie Dateien in der Konsole hoch oder mit oci os object put aus Cloud Shell.',
            'Fügen Sie eine Lebenszyklusregel hinzu, die Objekte automatisch archiviert oder löscht.',
          ],
        },
      },
    },
  ],
};

const COSTS: CategorySource = {
  id: 'costs',
  title: { en: 'Manage costs', de: 'Kosten verwalten' },
  topics: [
    {
      id: 'trial-credits',
      media: 'costs',
      contentType: 'documentation',
      featured: true,
      whitelists: ['upgradable', 'paidServices'],
      text: {
        en: {
          title: 'Make the most of your trial credits',
          abstract: 'See what your credits cover and how to keep an eye on them.',
          intro: 'Your free trial credits work for almost every service until they run out or expire.',
          items: [
            'Check the account summary on Home for the credits and days left.',
            'Watch Cost Analysis to see which services use your credits.',
            'Upgrade before the trial ends to keep resources that are not Always Free.',
          ],
        },
        de: {
          title: 'Ihr Testguthaben optimal nutzen',
          abstract: 'Sehen Sie, was Ihr Guthaben abdeckt und wie Sie es im Blick behalten.',
          intro:
            'Ihr Guthaben aus der kostenlosen Testversion gilt für fast alle Services, bis es aufgebraucht oder abgelaufen ist.',
          items: [
            'Prüfen Sie in der Kontoübersicht auf der Startseite das verbleibende Guthaben und die restlichen Tage.',
            'Verfolgen Sie in der Kostenanalyse, welche Services Ihr Guthaben verbrauchen.',
            'Führen Sie vor Ende der Testversion ein Upgrade durch, um Ressourcen zu behalten, die nicht Always Free sind.',
          ],
        },
      },
    },
    {
      id: 'cost-analysis',
      media: 'costs',
      contentType: 'documentation',
      hideContentType: true,
      whitelists: ['paidServices'],
      navigate: '/account-management/cost-analysis',
      text: {
        en: { title: 'Analyze your costs', abstract: 'Break down spending by service, compartment and tag.' },
        de: { title: 'Kosten analysieren', abstract: 'Schlüsseln Sie Ausgaben nach Service, Compartment und Tag auf.' },
      },
    },
    {
      id: 'budgets',
      media: 'costs',
      contentType: 'tutorial',
      whitelists: ['paidServices'],
      text: {
        en: {
          title: 'Set a budget and alerts',
          abstract: 'Get an e-mail before spending in a compartment passes a limit.',
          intro: 'Budgets track actual and forecast spending for a compartment or a tag.',
          items: [
            'Open Billing & Cost Management, then Budgets, and choose Create budget.',
            'Target a compartment or a cost-tracking tag and enter a monthly amount.',
            'Add alert rules at 80 and 100 percent with the e-mail addresses to notify.',
          ],
        },
        de: {
          title: 'Ein Budget mit Warnungen festlegen',
          abstract: 'Erhalten Sie eine E-Mail, bevor die Ausgaben eines Compartments ein Limit überschreiten.',
          intro: 'Budgets verfolgen die tatsächlichen und prognostizierten Ausgaben eines Compartments oder Tags.',
          items: [
            'Öffnen Sie Abrechnung und Kostenmanagement, dann Budgets, und wählen Sie Budget erstellen.',
            'Wählen Sie ein Compartment oder einen Tag zur Kostenverfolgung und geben Sie einen Monatsbetrag ein.',
            'Fügen Sie Warnregeln bei 80 und 100 Prozent mit den zu benachrichtigenden E-Mail-Adressen hinzu.',
          ],
        },
      },
    },
    {
      id: 'always-free-limits',
      media: 'costs',
      contentType: 'documentation',
      alwaysFreeEligible: true,
      whitelists: ['freeTier'],
      unordered: true,
      text: {
        en: {
          title: 'What Always Free includes',
          abstract: 'Compute, storage, databases and more that stay free after your trial.',
          intro: 'Always Free resources never expire and never cost anything. Among them:',
          items: [
            'Two Autonomous Databases with 20 GB each.',
            'Arm-based compute with up to 4 OCPUs and 24 GB of memory in total.',
            '200 GB of block volume storage and 20 GB of Object Storage.',
          ],
        },
        de: {
          title: 'Was Always Free umfasst',
          abstract: 'Compute, Speicher, Datenbanken und mehr, die nach der Testversion kostenlos bleiben.',
          intro: 'Always Free-Ressourcen laufen nie ab und kosten nie etwas. Dazu gehören:',
          items: [
            'Zwei Autonomous Databases mit je 20 GB.',
            'Arm-basiertes Compute mit insgesamt bis zu 4 OCPUs und 24 GB Arbeitsspeicher.',
            '200 GB Block-Volume-Speicher und 20 GB Object Storage.',
          ],
        },
      },
    },
  ],
};

const SAAS: CategorySource = {
  id: 'fusion-applications',
  title: { en: 'Fusion Applications', de: 'Fusion Applications' },
  topics: [
    {
      id: 'fusion-extend',
      media: 'saas',
      contentType: 'tutorial',
      whitelists: ['saasSubscription'],
      text: {
        en: {
          title: 'Extend Fusion Applications on OCI',
          abstract: 'Build extensions next to your Fusion environments with low-code tools.',
          intro: 'Your Fusion Applications run on OCI, so extensions can run right next to them.',
          items: [
            'Open the Applications tab on Home to see your Fusion environments.',
            'Create an APEX workspace in the same region as your production environment.',
            "Call the Fusion REST APIs from APEX with the environment's OAuth client.",
          ],
        },
        de: {
          title: 'Fusion Applications auf OCI erweitern',
          abstract: 'Entwickeln Sie mit Low-Code-Tools Erweiterungen direkt neben Ihren Fusion-Umgebungen.',
          intro: 'Ihre Fusion Applications laufen auf OCI, deshalb können Erweiterungen direkt daneben laufen.',
          items: [
            'Öffnen Sie auf der Startseite den Tab Anwendungen, um Ihre Fusion-Umgebungen zu sehen.',
            'Erstellen Sie einen APEX-Workspace in derselben Region wie Ihre Produktionsumgebung.',
            'Rufen Sie aus APEX die Fusion-REST-APIs mit dem OAuth-Client der Umgebung auf.',
          ],
        },
      },
    },
    {
      id: 'fusion-analytics',
      media: 'saas',
      contentType: 'documentation',
      whitelists: ['saasSubscription'],
      text: {
        en: {
          title: 'Analyze Fusion data',
          abstract: 'Bring HCM and ERP data into ready-made dashboards with Fusion Analytics.',
          intro: 'Fusion Analytics loads your application data every day into an Autonomous Data Warehouse.',
          items: [
            'Open Analytics & AI, then Fusion Analytics, and create an instance for your environment.',
            'Choose the HCM or ERP pillars you subscribe to.',
            'Open the prebuilt workbooks or build your own on the semantic model.',
          ],
        },
        de: {
          title: 'Fusion-Daten analysieren',
          abstract: 'Übernehmen Sie HCM- und ERP-Daten mit Fusion Analytics in fertige Dashboards.',
          intro: 'Fusion Analytics lädt Ihre Anwendungsdaten täglich in ein Autonomous Data Warehouse.',
          items: [
            'Öffnen Sie Analytics & AI, dann Fusion Analytics, und erstellen Sie eine Instanz für Ihre Umgebung.',
            'Wählen Sie die abonnierten Bereiche HCM oder ERP.',
            'Öffnen Sie die vorgefertigten Arbeitsmappen oder erstellen Sie eigene auf Basis des semantischen Modells.',
          ],
        },
      },
    },
  ],
};

/** The gallery's categories in the order the feed lists them. */
export const GALLERY_CATEGORIES: readonly CategorySource[] = [GET_STARTED, BUILD, DATA_AI, COSTS, SAAS];

/** Every topic with a page, by id. */
export function topicWithPage(id: string): TopicSource | undefined {
  for (const category of GALLERY_CATEGORIES) {
    const topic = category.topics.find(candidate => candidate.id === id);
    if (topic) return topic.navigate === undefined ? topic : undefined;
  }
  return undefined;
}
