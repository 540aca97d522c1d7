// What the right rail's content panels show: the newest console and platform features, the government blog's latest
// posts and where the mobile app is published. Written in English and German, the console's two catalog languages;
// dates are relative to when the cloud started, so the feed always looks current.

/** One entry of a list in the feed. */
export interface FeedEntry {
  id: string;
  title: string;
  summary: string;
  url: string;
  /** ISO 8601 date (YYYY-MM-DD). */
  date: string;
}

/** The feed in one language. */
export interface RailFeed {
  newFeatures: FeedEntry[];
  governmentBlog: FeedEntry[];
  mobileApp: { appStoreUrl: string; googlePlayUrl: string };
}

/** Languages the feed is written in; any other is answered in English. */
export const FEED_LANGUAGES = ['en', 'de'] as const;

type Language = (typeof FEED_LANGUAGES)[number];

interface Written {
  id: string;
  daysAgo: number;
  url: string;
  text: Record<Language, { title: string; summary: string }>;
}

const NEW_FEATURES: readonly Written[] = [
  {
    id: 'generative-ai-agents',
    daysAgo: 3,
    url: 'https://docs.example.com/generative-ai/agents',
    text: {
      en: {
        title: 'Generative AI agents',
        summary: 'Build agents that answer from your own documents and call your APIs.',
      },
      de: {
        title: 'Generative-AI-Agenten',
        summary: 'Erstellen Sie Agenten, die aus Ihren eigenen Dokumenten antworten und Ihre APIs aufrufen.',
      },
    },
  },
  {
    id: 'ampere-a2-shapes',
    daysAgo: 9,
    url: 'https://docs.example.com/compute/ampere-a2',
    text: {
      en: {
        title: 'Ampere A2 compute shapes',
        summary: 'Arm-based flexible shapes with up to 78 OCPUs, in every commercial region.',
      },
      de: {
        title: 'Compute-Ausprägungen Ampere A2',
        summary: 'Flexible Arm-Ausprägungen mit bis zu 78 OCPUs, in allen kommerziellen Regionen.',
      },
    },
  },
  {
    id: 'cost-anomaly-detection',
    daysAgo: 16,
    url: 'https://docs.example.com/billing/cost-anomalies',
    text: {
      en: {
        title: 'Cost anomaly detection',
        summary: 'Get notified when a service’s daily cost departs from its usual pattern.',
      },
      de: {
        title: 'Erkennung von Kostenanomalien',
        summary:
          'Lassen Sie sich benachrichtigen, wenn die täglichen Kosten eines Service vom gewohnten Verlauf abweichen.',
      },
    },
  },
  {
    id: 'object-storage-replication',
    daysAgo: 30,
    url: 'https://docs.example.com/object-storage/replication',
    text: {
      en: {
        title: 'Cross-region bucket replication',
        summary: 'Replicate objects to a bucket in another region as they are written.',
      },
      de: {
        title: 'Bucket-Replikation über Regionen',
        summary: 'Replizieren Sie Objekte beim Schreiben in einen Bucket in einer anderen Region.',
      },
    },
  },
];

const GOVERNMENT_BLOG: readonly Written[] = [
  {
    id: 'fedramp-high-services',
    daysAgo: 5,
    url: 'https://blogs.example.com/government/fedramp-high-services',
    text: {
      en: {
        title: 'Twelve more services authorized at FedRAMP High',
        summary: 'Generative AI, Functions and Bastion join the government cloud’s authorized services.',
      },
      de: {
        title: 'Zwölf weitere Services mit FedRAMP-High-Autorisierung',
        summary: 'Generative AI, Functions und Bastion ergänzen die autorisierten Services der Government Cloud.',
      },
    },
  },
  {
    id: 'zero-trust-packet-routing',
    daysAgo: 14,
    url: 'https://blogs.example.com/government/zero-trust-packet-routing',
    text: {
      en: {
        title: 'Zero trust packet routing for agencies',
        summary: 'Express network access as policy, separately from the network’s configuration.',
      },
      de: {
        title: 'Zero-Trust-Paketrouting für Behörden',
        summary: 'Netzwerkzugriff als Richtlinie festlegen, getrennt von der Netzwerkkonfiguration.',
      },
    },
  },
  {
    id: 'sovereign-ai',
    daysAgo: 28,
    url: 'https://blogs.example.com/government/sovereign-ai',
    text: {
      en: {
        title: 'Sovereign AI in the government cloud',
        summary: 'Run AI workloads with data that never leaves the government realm.',
      },
      de: {
        title: 'Souveräne KI in der Government Cloud',
        summary: 'KI-Workloads mit Daten betreiben, die den Government-Realm nie verlassen.',
      },
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The feed's language for a requested one: itself when written in it, else English. */
export function feedLanguage(requested: string | undefined): Language {
  const primary = (requested ?? '').toLowerCase().split('-')[0];
  return FEED_LANGUAGES.find(language => language === primary) ?? 'en';
}

function entries(written: readonly Written[], language: Language, startedAt: Date): FeedEntry[] {
  return written.map(entry => ({
    id: entry.id,
    ...entry.text[language],
    url: entry.url,
    date: new Date(startedAt.getTime() - entry.daysAgo * DAY_MS).toISOString().slice(0, 10),
  }));
}

/** The feed in a language, newest entries first, dated back from `startedAt`. */
export function railFeed(language: Language, startedAt: Date): RailFeed {
  return {
    newFeatures: entries(NEW_FEATURES, language, startedAt),
    governmentBlog: entries(GOVERNMENT_BLOG, language, startedAt),
    mobileApp: {
      appStoreUrl: 'https://apps.example.com/ios/oracle-cloud-infrastructure',
      googlePlayUrl: 'https://apps.example.com/android/oracle-cloud-infrastructure',
    },
  };
}
