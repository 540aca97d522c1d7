// The Start exploring widget's content (spec 2 §2 "Start exploring widget"): five categories of entries, each with a
// content page the console opens in a new window. Entries carry the rules the console applies (capability allow-list,
// feature flags, realms, disconnected mode); the feed itself serves every entry. English and German.

import { html } from 'hono/html';

/** What an entry leads to (spec 2 §2 content type). */
export type ExploreContentType = 'documentation' | 'blog' | 'github' | 'training' | 'tour';

/** The languages the content is written in; any other asks for English. */
export const EXPLORE_LANGUAGES = ['en', 'de'] as const;
export type ExploreLanguage = (typeof EXPLORE_LANGUAGES)[number];

interface Text {
  title: string;
  abstract: string;
  /** Paragraphs of the content page below the abstract. */
  body: readonly string[];
}

/** One entry as seeded. */
export interface ExploreSeedEntry {
  id: string;
  contentType: ExploreContentType;
  featured?: boolean;
  alwaysFreeEligible?: boolean;
  /** Capabilities the tenancy must have, all of them. */
  whitelists?: readonly string[];
  /** Console feature flags that must be on, all of them. */
  featureFlags?: readonly string[];
  /** Realms (keys, e.g. oc1) the entry shows in; absent: every realm. */
  showInRealms?: readonly string[];
  /** Hidden in a disconnected realm: the content lives on the public internet. */
  hiddenInDisconnected?: boolean;
  text: Readonly<Record<ExploreLanguage, Text>>;
}

/** One category as seeded. */
export interface ExploreSeedCategory {
  id: string;
  title: Readonly<Record<ExploreLanguage, string>>;
  entries: readonly ExploreSeedEntry[];
}

/** The id of the entry that starts the console's guided tour (spec 2 §2). */
export const CONSOLE_TOUR_ENTRY_ID = 'console-tour';

/** The five categories of spec 2 §2 in their order. */
export const EXPLORE_CATEGORIES: readonly ExploreSeedCategory[] = [
  {
    id: 'getting-started',
    title: { en: 'Getting started', de: 'Erste Schritte' },
    entries: [
      {
        id: 'console-basics',
        contentType: 'documentation',
        featured: true,
        text: {
          en: {
            title: 'Get to know the console',
            abstract:
              'Find your way around the navigation menu, search, regions and compartments before you create your first resource.',
            body: [
              'The navigation menu lists every service; pin the ones you use most and they stay at the top.',
              'Resources live in a region and in a compartment. The region menu in the header switches regions; the compartment picker on each list page narrows what you see.',
            ],
          },
          de: {
            title: 'Die Konsole kennenlernen',
            abstract:
              'Lernen Sie Navigationsmenü, Suche, Regionen und Compartments kennen, bevor Sie Ihre erste Ressource erstellen.',
            body: [
              'Das Navigationsmenü führt alle Services auf; angeheftete Services bleiben ganz oben.',
              'Ressourcen gehören zu einer Region und einem Compartment. Das Regionsmenü in der Kopfzeile wechselt die Region; die Compartment-Auswahl auf jeder Listenseite grenzt ein, was Sie sehen.',
            ],
          },
        },
      },
      {
        id: 'always-free-resources',
        contentType: 'documentation',
        alwaysFreeEligible: true,
        featureFlags: ['always-free'],
        text: {
          en: {
            title: 'Build with Always Free resources',
            abstract:
              'See which compute, database and storage resources you can use at no cost for as long as you like.',
            body: [
              'Always Free resources stay free after a trial ends: two autonomous databases, Arm-based and AMD-based VM instances, block and object storage, a flexible load balancer and more.',
              'Look for the Always Free eligible badge on create pages and quick actions.',
            ],
          },
          de: {
            title: 'Mit Always Free-Ressourcen arbeiten',
            abstract:
              'Erfahren Sie, welche Compute-, Datenbank- und Speicherressourcen Sie zeitlich unbegrenzt kostenlos nutzen können.',
            body: [
              'Always Free-Ressourcen bleiben auch nach dem Ende der Testphase kostenlos: zwei autonome Datenbanken, Arm- und AMD-basierte VM-Instanzen, Block- und Object Storage, ein flexibler Load Balancer und mehr.',
              'Achten Sie auf Erstellungsseiten und in den Schnellaktionen auf den Hinweis „Für Always Free geeignet“.',
            ],
          },
        },
      },
      {
        id: 'secure-tenancy',
        contentType: 'documentation',
        text: {
          en: {
            title: 'Secure your tenancy',
            abstract:
              'Set up users, groups and policies, and turn on multi-factor authentication for every administrator.',
            body: [
              'Give each person their own user, collect users in groups and grant groups only the access their work needs.',
              'Multi-factor authentication protects administrators even when a password leaks.',
            ],
          },
          de: {
            title: 'Mandanten absichern',
            abstract:
              'Richten Sie Benutzer, Gruppen und Policys ein und aktivieren Sie die Multifaktor-Authentifizierung für alle Administratoren.',
            body: [
              'Geben Sie jeder Person einen eigenen Benutzer, fassen Sie Benutzer in Gruppen zusammen und gewähren Sie Gruppen nur den Zugriff, den ihre Arbeit erfordert.',
              'Multifaktor-Authentifizierung schützt Administratoren auch dann, wenn ein Kennwort bekannt wird.',
            ],
          },
        },
      },
      {
        id: 'foundations-training',
        contentType: 'training',
        showInRealms: ['oc1'],
        hiddenInDisconnected: true,
        text: {
          en: {
            title: 'Cloud foundations training',
            abstract: 'A free, self-paced course on the core services, with a badge when you pass the exam.',
            body: [
              'Six modules of about twenty minutes each: compute, networking, storage, databases, identity and cost management.',
            ],
          },
          de: {
            title: 'Schulung zu Cloud-Grundlagen',
            abstract:
              'Ein kostenloser Kurs im eigenen Tempo zu den wichtigsten Services, mit einem Abzeichen für die bestandene Prüfung.',
            body: [
              'Sechs Module von je etwa zwanzig Minuten: Compute, Networking, Speicher, Datenbanken, Identität und Kostenverwaltung.',
            ],
          },
        },
      },
    ],
  },
  {
    id: 'deploying-apps',
    title: { en: 'Deploying websites and apps', de: 'Websites und Apps bereitstellen' },
    entries: [
      {
        id: 'static-website',
        contentType: 'documentation',
        featured: true,
        alwaysFreeEligible: true,
        text: {
          en: {
            title: 'Host a static website in a bucket',
            abstract: 'Publish HTML, CSS and images from Object Storage and serve them to the world.',
            body: [
              'Create a public bucket, upload your site and point visitors at its object URLs, or put a load balancer in front for your own domain.',
            ],
          },
          de: {
            title: 'Statische Website in einem Bucket hosten',
            abstract: 'Veröffentlichen Sie HTML, CSS und Bilder aus Object Storage für alle Welt.',
            body: [
              'Erstellen Sie einen öffentlichen Bucket, laden Sie Ihre Website hoch und verweisen Sie Besucher auf die Objekt-URLs – oder schalten Sie für Ihre eigene Domain einen Load Balancer davor.',
            ],
          },
        },
      },
      {
        id: 'wordpress-stack',
        contentType: 'github',
        hiddenInDisconnected: true,
        text: {
          en: {
            title: 'Deploy WordPress with Resource Manager',
            abstract: 'Launch a ready-made Terraform stack that sets up WordPress on a VM with a MySQL database.',
            body: [
              'The repository holds the Terraform configuration and a button that opens it as a Resource Manager stack in your tenancy.',
            ],
          },
          de: {
            title: 'WordPress mit Resource Manager bereitstellen',
            abstract:
              'Starten Sie einen fertigen Terraform-Stack, der WordPress auf einer VM mit einer MySQL-Datenbank einrichtet.',
            body: [
              'Das Repository enthält die Terraform-Konfiguration und eine Schaltfläche, die sie als Resource Manager-Stack in Ihrem Mandanten öffnet.',
            ],
          },
        },
      },
      {
        id: 'kubernetes-blog',
        contentType: 'blog',
        hiddenInDisconnected: true,
        text: {
          en: {
            title: 'From container image to Kubernetes in minutes',
            abstract: 'How teams move a containerised app onto a managed Kubernetes cluster, step by step.',
            body: [
              'Push the image to the container registry, create a cluster with the quick create workflow and apply one deployment manifest.',
            ],
          },
          de: {
            title: 'Vom Container-Image zu Kubernetes in Minuten',
            abstract:
              'Wie Teams eine containerisierte App Schritt für Schritt in einen verwalteten Kubernetes-Cluster bringen.',
            body: [
              'Übertragen Sie das Image in die Container Registry, erstellen Sie mit dem Schnellassistenten einen Cluster und wenden Sie ein Deployment-Manifest an.',
            ],
          },
        },
      },
      {
        id: 'apex-app',
        contentType: 'training',
        alwaysFreeEligible: true,
        text: {
          en: {
            title: 'Build a low-code app with APEX',
            abstract:
              'Create a data-driven web application on an Always Free autonomous database with little code to write.',
            body: [
              'Start from a spreadsheet, let APEX generate the pages and add a chart and a form in the page designer.',
            ],
          },
          de: {
            title: 'Low-Code-App mit APEX erstellen',
            abstract:
              'Erstellen Sie mit wenig Code eine datengestützte Webanwendung auf einer autonomen Always Free-Datenbank.',
            body: [
              'Beginnen Sie mit einer Tabelle, lassen Sie APEX die Seiten erzeugen und ergänzen Sie im Page Designer ein Diagramm und ein Formular.',
            ],
          },
        },
      },
    ],
  },
  {
    id: 'developer-tools',
    title: { en: 'Exploring developer tools', de: 'Entwicklertools entdecken' },
    entries: [
      {
        id: 'cloud-shell',
        contentType: 'documentation',
        featured: true,
        whitelists: ['cloudShell'],
        featureFlags: ['cloud-shell-plugin'],
        text: {
          en: {
            title: 'Work in Cloud Shell',
            abstract: 'A browser-based terminal with the CLI, the SDKs and your home directory, signed in as you.',
            body: [
              'Open Cloud Shell from the header. It keeps 5 GB of files between sessions and already knows your tenancy and region.',
            ],
          },
          de: {
            title: 'In Cloud Shell arbeiten',
            abstract: 'Ein Terminal im Browser mit CLI, SDKs und Ihrem Home-Verzeichnis, bereits bei Ihnen angemeldet.',
            body: [
              'Öffnen Sie Cloud Shell über die Kopfzeile. Es bewahrt 5 GB Dateien zwischen Sitzungen auf und kennt Ihren Mandanten und Ihre Region bereits.',
            ],
          },
        },
      },
      {
        id: 'code-editor',
        contentType: 'documentation',
        whitelists: ['codeEditor'],
        text: {
          en: {
            title: 'Edit code in the browser',
            abstract: 'Open Code Editor to change functions, stacks and scripts right next to Cloud Shell.',
            body: [
              'Code Editor shares its files with Cloud Shell, so what you save there runs in the terminal at once.',
            ],
          },
          de: {
            title: 'Code im Browser bearbeiten',
            abstract: 'Ändern Sie Functions, Stacks und Skripte im Code Editor direkt neben Cloud Shell.',
            body: [
              'Code Editor teilt seine Dateien mit Cloud Shell: Was Sie dort speichern, läuft sofort im Terminal.',
            ],
          },
        },
      },
      {
        id: 'cli-samples',
        contentType: 'github',
        hiddenInDisconnected: true,
        text: {
          en: {
            title: 'CLI and SDK samples',
            abstract: 'Scripts and notebooks for common tasks with the command line interface and the SDKs.',
            body: ['Every sample runs as it is in Cloud Shell; each folder has a README with what it needs.'],
          },
          de: {
            title: 'Beispiele für CLI und SDKs',
            abstract: 'Skripte und Notebooks für häufige Aufgaben mit der Befehlszeile und den SDKs.',
            body: [
              'Jedes Beispiel läuft unverändert in Cloud Shell; jeder Ordner hat eine README mit den Voraussetzungen.',
            ],
          },
        },
      },
      {
        id: 'devops-blog',
        contentType: 'blog',
        hiddenInDisconnected: true,
        text: {
          en: {
            title: 'Continuous delivery with DevOps projects',
            abstract: 'Build, test and deploy on every commit with build and deployment pipelines.',
            body: [
              'A walk-through from the first repository to a blue-green deployment, with the pipeline definitions to copy.',
            ],
          },
          de: {
            title: 'Continuous Delivery mit DevOps-Projekten',
            abstract: 'Bei jedem Commit bauen, testen und bereitstellen – mit Build- und Deployment-Pipelines.',
            body: [
              'Ein Rundgang vom ersten Repository bis zum Blue-Green-Deployment, mit Pipeline-Definitionen zum Kopieren.',
            ],
          },
        },
      },
    ],
  },
  {
    id: 'managing-bills',
    title: { en: 'Managing bills', de: 'Rechnungen verwalten' },
    entries: [
      {
        id: 'understand-bill',
        contentType: 'documentation',
        featured: true,
        text: {
          en: {
            title: 'Understand your bill',
            abstract: 'Read cost analysis, usage reports and invoices, and see where your credits go.',
            body: [
              'Cost analysis groups spending by service, compartment or tag; usage reports list every resource hour by hour.',
            ],
          },
          de: {
            title: 'Ihre Rechnung verstehen',
            abstract:
              'Lesen Sie Kostenanalyse, Nutzungsberichte und Rechnungen und sehen Sie, wofür Ihr Guthaben verwendet wird.',
            body: [
              'Die Kostenanalyse gruppiert Ausgaben nach Service, Compartment oder Tag; Nutzungsberichte führen jede Ressource stundengenau auf.',
            ],
          },
        },
      },
      {
        id: 'budgets',
        contentType: 'documentation',
        text: {
          en: {
            title: 'Set budgets and alerts',
            abstract: 'Get an e-mail before spending crosses a limit you choose, per compartment or per tag.',
            body: ['A budget alert can fire on actual or forecast spending, at any percentage of the budget.'],
          },
          de: {
            title: 'Budgets und Warnungen festlegen',
            abstract:
              'Erhalten Sie eine E-Mail, bevor die Ausgaben eine von Ihnen gewählte Grenze überschreiten – pro Compartment oder Tag.',
            body: [
              'Eine Budgetwarnung kann bei tatsächlichen oder prognostizierten Ausgaben und bei jedem Prozentsatz des Budgets auslösen.',
            ],
          },
        },
      },
      {
        id: 'cost-savings-blog',
        contentType: 'blog',
        hiddenInDisconnected: true,
        text: {
          en: {
            title: 'Ten ways to cut cloud costs',
            abstract: 'Right-size shapes, stop idle instances and move cold data to archive storage.',
            body: ['Most savings come from three habits: measure, schedule and clean up. The post shows all ten.'],
          },
          de: {
            title: 'Zehn Wege, Cloud-Kosten zu senken',
            abstract:
              'Wählen Sie passende Shapes, stoppen Sie ungenutzte Instanzen und verschieben Sie selten genutzte Daten in Archivspeicher.',
            body: [
              'Die meisten Einsparungen entstehen aus drei Gewohnheiten: messen, planen, aufräumen. Der Beitrag zeigt alle zehn.',
            ],
          },
        },
      },
    ],
  },
  {
    id: 'guided-tours',
    title: { en: 'Guided tours', de: 'Geführte Touren' },
    entries: [
      {
        id: CONSOLE_TOUR_ENTRY_ID,
        contentType: 'tour',
        featured: true,
        text: {
          en: {
            title: 'Take the console tour',
            abstract:
              'Eight short steps through navigation, search, regions, help and your dashboard. About 2 minutes.',
            body: [
              'The tour points at the navigation menu, search, the region menu, the help menu, the user menu, quick starts, resource actions and the dashboard, one at a time.',
              'You can leave it at any step and start it again from Home.',
            ],
          },
          de: {
            title: 'Tour durch die Konsole',
            abstract: 'Acht kurze Schritte durch Navigation, Suche, Regionen, Hilfe und Ihr Dashboard. Etwa 2 Minuten.',
            body: [
              'Die Tour zeigt nacheinander auf Navigationsmenü, Suche, Regionsmenü, Hilfemenü, Benutzermenü, Schnellstarts, Ressourcenaktionen und Dashboard.',
              'Sie können sie bei jedem Schritt verlassen und auf der Startseite erneut starten.',
            ],
          },
        },
      },
      {
        id: 'compute-tour',
        contentType: 'tour',
        text: {
          en: {
            title: 'Launch your first instance',
            abstract: 'A guided walk through creating a VM instance, from image to SSH key. 2 to 6 minutes.',
            body: [
              'Pick an image and a shape, add your public SSH key and create the instance; the tour waits at each step.',
            ],
          },
          de: {
            title: 'Ihre erste Instanz starten',
            abstract:
              'Eine geführte Anleitung zum Erstellen einer VM-Instanz, vom Image bis zum SSH-Schlüssel. 2 bis 6 Minuten.',
            body: [
              'Wählen Sie ein Image und eine Shape, fügen Sie Ihren öffentlichen SSH-Schlüssel hinzu und erstellen Sie die Instanz; die Tour wartet bei jedem Schritt.',
            ],
          },
        },
      },
    ],
  },
];

/** The language content is served in: the first subtag of `lang` when there is content in it, else English. */
export function exploreLanguage(lang: string | undefined): ExploreLanguage {
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return (EXPLORE_LANGUAGES as readonly string[]).includes(primary) ? (primary as ExploreLanguage) : 'en';
}

/** The feed of `GET /help/start-exploring.json` in a language, each entry's url under `pagesBase`. */
export function exploreFeed(language: ExploreLanguage, pagesBase: string) {
  return {
    language,
    categories: EXPLORE_CATEGORIES.map(category => ({
      id: category.id,
      title: category.title[language],
      items: category.entries.map(({ text, ...entry }) => ({
        ...entry,
        title: text[language].title,
        abstract: text[language].abstract,
        url: `${pagesBase}${entry.id}.html${language === 'en' ? '' : `?lang=${language}`}`,
      })),
    })),
  };
}

const CONTENT_TYPE_LABELS: Readonly<Record<ExploreLanguage, Record<ExploreContentType, string>>> = {
  en: { documentation: 'Documentation', blog: 'Blog', github: 'GitHub', training: 'Training', tour: 'Guided tour' },
  de: { documentation: 'Dokumentation', blog: 'Blog', github: 'GitHub', training: 'Schulung', tour: 'Geführte Tour' },
};

/** An entry by id, or undefined. */
export function exploreEntry(id: string): ExploreSeedEntry | undefined {
  return EXPLORE_CATEGORIES.flatMap(category => category.entries).find(entry => entry.id === id);
}

/** The content page of an entry: a standalone document in the language, styled by `stylesheet`. */
export async function renderExplorePage(
  entry: ExploreSeedEntry,
  language: ExploreLanguage,
  stylesheet: string
): Promise<string> {
  const text = entry.text[language];
  const page = await html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${text.title}</title>
        <link rel="stylesheet" href="${stylesheet}" />
      </head>
      <body>
        <main aria-labelledby="title">
          <p class="type type-${entry.contentType}">${CONTENT_TYPE_LABELS[language][entry.contentType]}</p>
          <h1 id="title">${text.title}</h1>
          <p class="abstract">${text.abstract}</p>
          ${text.body.map(paragraph => html`<p>${paragraph}</p>`)}
        </main>
      </body>
    </html>`;
  return `${page.toString()}\n`;
}

/** The content pages' stylesheet (the pages allow styles from the cloud's own origin only). */
export const EXPLORE_STYLESHEET = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.6; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-inline-size: 44rem; margin-inline: auto; padding-block: 3rem; padding-inline: 1.5rem; }
h1 { margin-block: 0.5rem 1rem; font-size: 2rem; line-height: 1.25; }
.abstract { font-size: 1.2rem; }
.type { display: inline-block; margin: 0; padding-inline: 0.6rem; border: 1px solid currentColor; border-radius: 999px;
  font-size: 0.8rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
`;
