// The realm's banner feed (console-assets README, GetBannerFeed): generic banners, surveys and idle-compute notices.
// Windows in the past show the spec's dated examples (spec 1 §9: the service resiliency banner of December 2022,
// extended to 1 December 2023; idle-compute windows per region in 2023); the current ones are relative to when the
// cloud started, so a local console always has one of each to show.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The feed document the console reads (src/services/banner-feed.ts validates it). */
export interface BannerFeedDocument {
  generic: {
    id: string;
    title: string;
    hyperlink?: string;
    linkText?: string;
    startTime?: string;
    endTime?: string;
    openInNewTab?: boolean;
    severity?: 'info' | 'warning' | 'error' | 'success';
  }[];
  surveys: { id: string; hyperlink: string; startTime?: string; endTime?: string }[];
  idleCompute: { id: string; regions: string[]; startTime?: string; endTime?: string; hyperlink?: string }[];
}

/** The id of the current generic banner (journeys look for its window). */
export const CURRENT_GENERIC_BANNER_ID = 'console-maintenance';

/** The feed as of a cloud started at `startedAt`. */
export function bannerFeed(startedAt: Date): BannerFeedDocument {
  const at = (ms: number) => new Date(startedAt.getTime() + ms).toISOString();
  return {
    generic: [
      {
        id: 'service-resiliency-2022',
        title: 'Learn how to keep your workloads available during a **data center outage**.',
        hyperlink: 'https://docs.example.com/resiliency',
        linkText: 'Service resiliency',
        startTime: '2022-12-02T00:00:00.000Z',
        endTime: '2023-12-01T00:00:00.000Z',
        openInNewTab: true,
      },
      {
        id: CURRENT_GENERIC_BANNER_ID,
        title:
          'Console maintenance this weekend: pages may load **slowly** for a few minutes. Your resources are not affected.',
        hyperlink: 'https://docs.example.com/console/maintenance',
        linkText: 'Maintenance schedule',
        startTime: at(-HOUR_MS),
        endTime: at(14 * DAY_MS),
        openInNewTab: true,
      },
    ],
    surveys: [
      {
        id: 'console-experience',
        hyperlink: 'https://survey.example.com/console-experience',
        startTime: at(-DAY_MS),
        endTime: at(30 * DAY_MS),
      },
    ],
    idleCompute: [
      {
        id: 'idle-compute-2023-americas',
        regions: ['us-ashburn-1', 'us-phoenix-1', 'ca-toronto-1', 'sa-saopaulo-1'],
        startTime: '2023-01-16T00:00:00.000Z',
        endTime: '2023-02-16T00:00:00.000Z',
      },
      {
        id: 'idle-compute-2023-emea-apac',
        regions: ['eu-frankfurt-1', 'uk-london-1', 'ap-tokyo-1', 'ap-sydney-1'],
        startTime: '2023-02-16T00:00:00.000Z',
        endTime: '2023-03-16T00:00:00.000Z',
      },
      {
        id: 'idle-compute-reclaim',
        regions: ['us-ashburn-1', 'eu-frankfurt-1', 'uk-london-1'],
        startTime: at(-DAY_MS),
        endTime: at(30 * DAY_MS),
        hyperlink: 'https://docs.example.com/free-tier/idle-compute',
      },
    ],
  };
}
