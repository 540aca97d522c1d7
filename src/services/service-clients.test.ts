// The service clients of the home, billing and help features against the real local cloud: each reaches its path
// and version and validates the answer, refuses a null required parameter, walks pages where the API has them, and
// keeps the failure rules of spec 2 §8.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { scenario } from '../../emulator/cloud/scenarios.ts';
import { signInClient, type ClientSession } from '../../test/client-session.ts';
import { useStoreCloud } from '../../test/store-cloud.ts';
import { isApiError } from '../http/errors.ts';
import {
  collectBannerAnnouncements,
  getAnnouncementUserStatus,
  hasUnreadAnnouncements,
  listAnnouncements,
  updateAnnouncementUserStatus,
} from './announcements.ts';
import { listEnvironments } from './applisting.ts';
import { GUIDED_JOURNEY_CAMPAIGN, loadExperiences, recordExperimentActions } from './experiments.ts';
import { FeedbackSubmissionError, submitFeedback, type CreateFeedbackDetails } from './feedback.ts';
import { listRegistrations } from './heatwave.ts';
import { getDocumentationPage, getHelpLinks } from './help.ts';
import { COST_CATEGORY_NAME, costCategoryRecommendation, getCostCategory, listCategories } from './optimizer.ts';
import { RESOURCE_SEARCH_FAILURE_METRIC, searchResources, searchResourcesUpTo } from './resource-search.ts';
import type { ServiceContext } from './service-context.ts';
import { initTelemetry, type TelemetryEvent } from './telemetry.ts';
import { getUsage, getUsageForRange, requestSummarizedUsages } from './usage-api.ts';
import {
  getMultipleSubscriptionInfo,
  getOneSubscription,
  getSubscriptionInfo,
  getUsageCost,
  listComputedUsageAggregateds,
  listSubscriptions,
  ORIGIN_REGION_HEADER,
} from './usage-cost.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_COMPARTMENT = 'ocid1.tenancy.oc1..not-a-tenancy-of-this-cloud';
/** Null where the types say a value is required: what a caller's bug passes at run time. */
const NULL = null as unknown as string;

const cloud = useStoreCloud();
let saas: ClientSession;
let fetchSpy: MockInstance<typeof fetch>;

/** A context for a session against the test cloud; no retries, so one fault is one failure. */
function contextFor(session: ClientSession, options: Partial<ServiceContext> = {}): ServiceContext {
  return {
    region: 'us-ashburn-1',
    credentials: async () => ({ privateKey: session.keyPair.privateKey, token: session.token }),
    config: cloud.local.endpoints,
    timeoutMs: 5_000,
    retries: 0,
    ...options,
  };
}

/** The value, or a failed test saying what was missing. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

const demo = (options: Partial<ServiceContext> = {}) => contextFor(cloud.demo, options);
const tenancyOf = (session: ClientSession) => session.claims.tenant;

/** The requests the clients sent: URL, headers and JSON body. */
function sentRequests(): { url: URL; headers: Headers; body: unknown }[] {
  return fetchSpy.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : undefined;
    return {
      url: new URL(request ? request.url : String(input)),
      headers: new Headers(init?.headers ?? request?.headers),
      body: typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  });
}

function sentTo(path: string) {
  return sentRequests().filter(request => request.url.pathname === path);
}

beforeAll(async () => {
  const [user] = scenario('saas-customer').users;
  if (!user) throw new Error('the SaaS scenario has no user');
  saas = await signInClient(cloud.local, { userName: user.name, password: user.password });
});

beforeEach(async () => {
  await cloud.local.clearFaults();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  initTelemetry({ consent: false });
});

describe('announcements', () => {
  it('lists a page of the tenancy announcements with the caller statuses, and the next page after it', async () => {
    const tenancy = tenancyOf(cloud.demo);
    const first = await listAnnouncements(demo(), { compartmentId: tenancy, limit: 5 });

    expect(first.items).toHaveLength(5);
    expect(first.nextPage).toBeTruthy();
    expect(sentTo('/announcements/us-ashburn-1/20180904/announcements')).toHaveLength(1);

    const rest: unknown[] = [];
    for (let page = first.nextPage; page;) {
      const next = await listAnnouncements(demo(), { compartmentId: tenancy, limit: 5, page });
      rest.push(...next.items);
      page = next.nextPage;
    }
    expect(first.items.length + rest.length).toBe(14);
  });

  it('refuses a null compartment id before sending anything', async () => {
    await expect(listAnnouncements(demo(), { compartmentId: NULL })).rejects.toThrow(
      'Missing required parameter compartmentId when calling ListAnnouncements'
    );
    expect(sentRequests()).toHaveLength(0);
  });

  it('collects the banner announcements over every page', async () => {
    const banners = await collectBannerAnnouncements(demo(), tenancyOf(cloud.demo), { limit: 2 });

    expect(banners.complete).toBe(true);
    expect(banners.items).toHaveLength(4);
    expect(banners.items.every(item => item.isBanner)).toBe(true);
    expect(sentTo('/announcements/us-ashburn-1/20180904/announcements')).toHaveLength(2);
  });

  it('returns the banners collected before a failing second page', async () => {
    let calls = 0;
    // The credentials are asked for right before each page, so the fault is armed just before the second one.
    const context = demo({
      credentials: async () => {
        calls += 1;
        if (calls === 2) {
          await cloud.local.injectFault({ operation: 'ListAnnouncements', status: 500, code: 'InternalServerError' });
        }
        return { privateKey: cloud.demo.keyPair.privateKey, token: cloud.demo.token };
      },
    });

    const banners = await collectBannerAnnouncements(context, tenancyOf(cloud.demo), { limit: 2 });

    expect(banners.complete).toBe(false);
    expect(banners.items).toHaveLength(2);
    expect(isApiError(banners.error) && banners.error.status).toBe(500);
  });

  it('finds an unread announcement, and assumes all read when the list fails', async () => {
    expect(await hasUnreadAnnouncements(demo(), tenancyOf(cloud.demo))).toBe(true);

    await cloud.local.injectFault({ operation: 'ListAnnouncements', status: 503, code: 'ServiceUnavailable' });

    expect(await hasUnreadAnnouncements(demo(), tenancyOf(cloud.demo))).toBe(false);
  });

  it('acknowledges an announcement through its user status, guarded by the etag', async () => {
    const { items } = await listAnnouncements(demo(), {
      compartmentId: tenancyOf(cloud.demo),
      announcementType: 'ACTION_REQUIRED',
    });
    const [announcement] = items;
    if (!announcement) throw new Error('the demo tenancy has no ACTION_REQUIRED announcement');
    const before = await getAnnouncementUserStatus(demo(), announcement.id);
    expect(before.status.timeAcknowledged).toBeNull();
    expect(before.etag).toBeTruthy();

    const acknowledged = await updateAnnouncementUserStatus(
      demo(),
      announcement.id,
      { ...before.status, timeAcknowledged: '2024-05-01T10:00:00.000Z' },
      { ifMatch: before.etag }
    );

    expect(acknowledged.status.timeAcknowledged).toBe('2024-05-01T10:00:00.000Z');
    expect((await getAnnouncementUserStatus(demo(), announcement.id)).status.timeAcknowledged).toBe(
      '2024-05-01T10:00:00.000Z'
    );
    await expect(
      updateAnnouncementUserStatus(demo(), announcement.id, before.status, { ifMatch: before.etag })
    ).rejects.toMatchObject({ status: 412 });
  });
});

describe('application environments', () => {
  it('lists the environments page by page, at most the pages asked for', async () => {
    const params = { compartmentId: tenancyOf(saas), accessLevel: 'ACCESSIBLE', limit: 1 } as const;

    const all = await listEnvironments(contextFor(saas), params);
    expect(all.map(environment => environment.lifecycleState).sort()).toEqual(['Active', 'Active', 'Failed']);
    expect(sentTo('/applisting/us-ashburn-1/20210921/environments')).toHaveLength(3);

    expect(await listEnvironments(contextFor(saas), { ...params, maxPages: 2 })).toHaveLength(2);
  });

  it('is empty on a 404 and fails on other errors', async () => {
    expect(await listEnvironments(demo(), { compartmentId: UNKNOWN_COMPARTMENT, accessLevel: 'ANY' })).toEqual([]);

    await cloud.local.injectFault({ operation: 'ListEnvironments', status: 500, code: 'InternalServerError' });
    await expect(
      listEnvironments(demo(), { compartmentId: tenancyOf(cloud.demo), accessLevel: 'ANY' })
    ).rejects.toMatchObject({ status: 500 });
  });

  it('refuses a null access level', async () => {
    await expect(
      listEnvironments(demo(), { compartmentId: tenancyOf(cloud.demo), accessLevel: NULL as 'ANY' })
    ).rejects.toThrow('Missing required parameter accessLevel when calling ListEnvironments');
  });
});

describe('optimizer categories', () => {
  it('finds the cost category with its savings and recommendation counts', async () => {
    const category = await getCostCategory(demo(), tenancyOf(cloud.demo));

    expect(category?.name).toBe(COST_CATEGORY_NAME);
    const recommendation = costCategoryRecommendation(present(category, 'the cost category'));
    expect(recommendation.savings).toBeGreaterThan(0);
    expect(recommendation.currencyCode).toBe('USD');
    expect(recommendation.pending + recommendation.implemented).toBeGreaterThan(0);
    const [request] = sentTo('/optimizer/us-ashburn-1/20200606/categories');
    expect(request?.url.searchParams.get('compartmentIdInSubtree')).toBe('true');
    expect(request?.url.searchParams.get('name')).toBe(COST_CATEGORY_NAME);
  });

  it('walks every page of categories', async () => {
    const categories = await listCategories(demo(), {
      compartmentId: tenancyOf(cloud.demo),
      compartmentIdInSubtree: true,
      limit: 1,
    });

    expect(categories.map(category => category.name)).toEqual([
      'cost-management-name',
      'high-availability-name',
      'performance-name',
      'security-name',
    ]);
    expect(sentTo('/optimizer/us-ashburn-1/20200606/categories')).toHaveLength(4);
  });

  it('answers no category on a 404 and refuses a null subtree flag', async () => {
    expect(await getCostCategory(demo(), UNKNOWN_COMPARTMENT)).toBeNull();
    await expect(
      listCategories(demo(), { compartmentId: tenancyOf(cloud.demo), compartmentIdInSubtree: null as unknown as true })
    ).rejects.toThrow('Missing required parameter compartmentIdInSubtree when calling ListCategories');
  });
});

describe('feedback', () => {
  const details: CreateFeedbackDetails = {
    feedbackData: { rating: { value: 4 }, comment: 'Fast home page', shouldContactForUsability: false },
    product: { source: 'console', component: 'home', category: 'general' },
  };

  it('submits feedback with a fresh retry token each time', async () => {
    const first = await submitFeedback(demo(), details);
    const second = await submitFeedback(demo(), details);

    expect(first.isSubmittedSuccessfully).toBe(true);
    expect(first.feedback.product.component).toBe('home');
    expect(second.feedback.id).not.toBe(first.feedback.id);
    const tokens = sentTo('/feedback/us-ashburn-1/20210801/feedback').map(request =>
      request.headers.get('opc-retry-token')
    );
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toMatch(/^[0-9A-F]{32}$/);
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  it('rejects with isSubmittedSuccessfully false when the service fails', async () => {
    await cloud.local.injectFault({ operation: 'CreateFeedback', status: 500, code: 'InternalServerError' });

    const failure = await submitFeedback(demo(), details).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(FeedbackSubmissionError);
    expect(failure).toMatchObject({ isSubmittedSuccessfully: false });
    expect(isApiError((failure as Error).cause) && (failure as { cause: { status: number } }).cause.status).toBe(500);
  });

  it('rejects a null createFeedbackDetails the same way, without sending it', async () => {
    const failure = await submitFeedback(demo(), null as unknown as CreateFeedbackDetails).catch(
      (error: unknown) => error
    );

    expect(failure).toMatchObject({
      isSubmittedSuccessfully: false,
      message: 'Missing required parameter createFeedbackDetails when calling CreateFeedback',
    });
    expect(sentRequests()).toHaveLength(0);
  });
});

describe('HeatWave registrations', () => {
  it('lists the registrations over every page, newest first, and filters by state', async () => {
    const all = await listRegistrations(demo(), { compartmentId: tenancyOf(cloud.demo), limit: 1 });

    expect(all.map(registration => registration.lifecycleState)).toEqual(['ACTIVE', 'DELETED']);
    expect(sentTo('/heatwave/us-ashburn-1/20210301/registrations')).toHaveLength(2);
    const active = await listRegistrations(demo(), { compartmentId: tenancyOf(cloud.demo), lifecycleState: 'ACTIVE' });
    expect(active).toHaveLength(1);
  });

  it('refuses a null compartment id', async () => {
    await expect(listRegistrations(demo(), { compartmentId: NULL })).rejects.toThrow(
      'Missing required parameter compartmentId when calling ListRegistrations'
    );
  });
});

describe('experiments', () => {
  const details = () => ({
    customAttributes: {
      region: 'us-ashburn-1',
      language: 'en',
      tenancyOcid: tenancyOf(cloud.demo),
      newUserPromo: false,
    },
    campaigns: [GUIDED_JOURNEY_CAMPAIGN],
  });

  it('generates the campaign experience and a visitor state, then keeps the state it is given', async () => {
    const first = await loadExperiences(demo(), details());

    expect(first.errored).toBe(false);
    expect(first.generations).toEqual([
      {
        campaignName: GUIDED_JOURNEY_CAMPAIGN,
        experience: expect.stringMatching(/^(control|guided-journey)$/),
        visitorQualified: true,
      },
    ]);
    expect(first.visitorState).toMatch(/^visitor-/);

    const again = await loadExperiences(demo(), {
      ...details(),
      visitorState: present(first.visitorState, 'a visitor state'),
    });
    expect(again).toMatchObject({ errored: false, visitorState: first.visitorState, generations: first.generations });

    await expect(
      recordExperimentActions(demo(), present(first.visitorState, 'a visitor state'), [
        { name: 'tour-completed', campaignName: GUIDED_JOURNEY_CAMPAIGN },
      ])
    ).resolves.toBeUndefined();
    expect(sentTo('/experiments/us-ashburn-1/v1/actions')).toHaveLength(1);
  });

  it('on failure clears the visitor state and is errored', async () => {
    await cloud.local.injectFault({ service: 'experiments', status: 503, code: 'ServiceUnavailable' });

    const result = await loadExperiences(demo(), { ...details(), visitorState: 'visitor-kept' });

    expect(result).toMatchObject({ errored: true, visitorState: null, generations: [] });
  });

  it('refuses null campaigns', async () => {
    await expect(loadExperiences(demo(), { ...details(), campaigns: null as unknown as string[] })).rejects.toThrow(
      'Missing required parameter campaigns when calling GenerateExperiences'
    );
  });
});

describe('resource search', () => {
  const instances = { type: 'Structured', query: 'query instance resources' } as const;

  it('pages with opc-next-page and continues until the count is reached', async () => {
    const first = await searchResources(demo(), { searchDetails: instances, limit: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.nextPage).toBeTruthy();
    fetchSpy.mockClear();

    const result = await searchResourcesUpTo(demo(), instances, 7, { pageSize: 3 });

    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.items).toHaveLength(7);
    expect(result.items.every(item => item.resourceType === 'Instance')).toBe(true);
    const limits = sentTo('/query/us-ashburn-1/20180409/resources').map(request =>
      request.url.searchParams.get('limit')
    );
    expect(limits).toEqual(['3', '3', '1']);
  });

  it('stops when no further page is announced', async () => {
    const result = await searchResourcesUpTo(demo(), instances, 50);

    expect(result.status === 'ok' && result.items).toHaveLength(8);
  });

  it('returns a typed failure and counts it in a metric', async () => {
    const events: TelemetryEvent[] = [];
    initTelemetry({ consent: true, sink: { send: event => events.push(event) } });

    const result = await searchResourcesUpTo(demo(), instances, 10, { tenantId: UNKNOWN_COMPARTMENT });

    expect(result).toMatchObject({ status: 'failed', code: 'NotAuthorizedOrNotFound', httpStatus: 404 });
    expect(events).toEqual([
      {
        category: 'metrics',
        name: RESOURCE_SEARCH_FAILURE_METRIC,
        data: { code: 'NotAuthorizedOrNotFound', status: 404 },
      },
    ]);
  });

  it('refuses null search details', async () => {
    await expect(searchResources(demo(), { searchDetails: null as unknown as typeof instances })).rejects.toThrow(
      'Missing required parameter searchDetails when calling SearchResources'
    );
  });
});

describe('contextual help', () => {
  it('gets the links for a console path, generic ones included, unsigned', async () => {
    const links = await getHelpLinks({ config: cloud.local.endpoints, consolePath: '/compute/instances' });

    const texts = links.map(link => link.displayText);
    expect(texts).toContain('Choosing a shape');
    expect(texts).toContain('Getting started with the console');
    expect(texts).not.toContain('Understanding your bill');
    const [request] = sentTo('/help/links.json');
    expect(request?.headers.get('authorization')).toBeNull();
  });

  it('fetches a documentation page the cloud serves, as HTML text', async () => {
    const html = await getDocumentationPage('compute-instances', { config: cloud.local.endpoints });

    expect(html).toMatch(/<h1[^>]*>/);
  });
});

describe('usage cost', () => {
  it('reads the subscription info and the multiple subscription info', async () => {
    const tenancy = tenancyOf(cloud.demo);
    const info = await getSubscriptionInfo(demo(), tenancy);
    const multiple = await getMultipleSubscriptionInfo(demo(), tenancy);

    expect(info.tenancyId).toBe(tenancy);
    expect(info.subscriptionId).toBeTruthy();
    expect(multiple.pageNo).toBe(1);
    expect(multiple.items.map(item => item.subscriptionId)).toContain(info.subscriptionId);
    expect(sentTo(`/usage-cost/us-ashburn-1/20190111/usagecost/${tenancy}/multipleSubscriptionInfo`)).toHaveLength(1);
  });

  it('reads the cost per day and refuses a null granularity', async () => {
    const end = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
    const params = {
      startTime: new Date(end.getTime() - 7 * DAY_MS).toISOString(),
      endTime: end.toISOString(),
      granularity: 'DAILY',
    } as const;

    const items = await getUsageCost(demo(), tenancyOf(cloud.demo), { ...params, limit: 3 });

    expect(items).toHaveLength(7);
    expect(items.every(item => typeof item.computedAmount === 'number')).toBe(true);
    await expect(
      getUsageCost(demo(), tenancyOf(cloud.demo), { ...params, granularity: null as unknown as 'DAILY' })
    ).rejects.toThrow('Missing required parameter granularity when calling GetUsageCost');
  });

  it('lists the computed usages of a subscription with the origin region header', async () => {
    const tenancy = tenancyOf(cloud.demo);
    const { subscriptionId } = await getSubscriptionInfo(demo(), tenancy);
    const now = Date.now();

    const usages = await listComputedUsageAggregateds(demo(), {
      compartmentId: tenancy,
      subscriptionId: present(subscriptionId, 'a subscription id'),
      timeFrom: new Date(now - 30 * DAY_MS).toISOString(),
      timeTo: new Date(now).toISOString(),
    });

    expect(usages.length).toBeGreaterThan(0);
    expect(usages[0]?.aggregatedComputedUsages[0]?.costUnrounded).toBeDefined();
    const [request] = sentTo('/usage-cost/us-ashburn-1/20190111/aggregatedComputedUsages');
    expect(request?.headers.get(ORIGIN_REGION_HEADER)).toBe('us-ashburn-1');
  });

  it('lists the subscriptions, empty on a 404', async () => {
    const subscriptions = await listSubscriptions(demo(), { compartmentId: tenancyOf(cloud.demo) });

    // The demo tenancy's pay-as-you-go subscription and its four commitments (the usage-cost seed).
    expect(subscriptions).toHaveLength(5);
    expect(subscriptions.every(subscription => subscription.currency?.isoCode === 'USD')).toBe(true);
    expect(await listSubscriptions(demo(), { compartmentId: UNKNOWN_COMPARTMENT })).toEqual([]);
  });

  it('reads one subscription with its commitments, oldest first, with the origin region header', async () => {
    const tenancy = tenancyOf(cloud.demo);
    const [first] = await listSubscriptions(demo(), { compartmentId: tenancy });
    const listed = present(first, 'a subscription');
    fetchSpy.mockClear();

    const subscription = await getOneSubscription(demo(), {
      compartmentId: tenancy,
      subscriptionId: listed.id,
      originRegion: 'us-phoenix-1',
    });

    expect(subscription?.id).toBe(listed.id);
    expect(subscription?.subscribedServices[0]?.commitmentServices).toBeInstanceOf(Array);
    const [request] = sentTo('/usage-cost/us-ashburn-1/20190111/subscriptions');
    expect(Object.fromEntries(present(request, 'the listing request').url.searchParams)).toMatchObject({
      isCommitInfoRequired: 'true',
      sortOrder: 'ASC',
      sortBy: 'TIMECREATED',
    });
    expect(request?.headers.get(ORIGIN_REGION_HEADER)).toBe('us-phoenix-1');
    expect(
      await getOneSubscription(demo(), { compartmentId: UNKNOWN_COMPARTMENT, subscriptionId: listed.id })
    ).toBeNull();
  });
});

describe('usage API', () => {
  const midnight = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);

  it('gets one window of usage and refuses null details', async () => {
    const page = await getUsage(demo(), {
      tenantId: tenancyOf(cloud.demo),
      granularity: 'DAILY',
      startTime: new Date(midnight.getTime() - 7 * DAY_MS).toISOString(),
      endTime: midnight.toISOString(),
    });

    expect(page.items).toHaveLength(7);
    await expect(getUsage(demo(), null as unknown as Parameters<typeof getUsage>[1])).rejects.toThrow(
      'Missing required parameter getUsageDetails when calling GetUsage'
    );
  });

  it('splits a 90-day range into consecutive daily windows of at most 31 days', async () => {
    const start = new Date(midnight.getTime() - 90 * DAY_MS);

    const items = await getUsageForRange(demo(), { tenantId: tenancyOf(cloud.demo), start, end: midnight });

    const windows = sentTo('/usageapi/us-ashburn-1/20200107/usagestore/getUsage').map(
      request => request.body as { granularity: string; startTime: string; endTime: string }
    );
    expect(windows.map(window => [window.granularity, window.startTime, window.endTime])).toEqual([
      ['DAILY', start.toISOString(), new Date(start.getTime() + 31 * DAY_MS).toISOString()],
      [
        'DAILY',
        new Date(start.getTime() + 31 * DAY_MS).toISOString(),
        new Date(start.getTime() + 62 * DAY_MS).toISOString(),
      ],
      ['DAILY', new Date(start.getTime() + 62 * DAY_MS).toISOString(), midnight.toISOString()],
    ]);
    // The seeded usage covers about the last 90 days: the windows' days come back joined, in order, one day each.
    expect(items.length).toBeGreaterThan(80);
    const starts = items.map(item => Date.parse(item.timeUsageStarted));
    expect(starts.every((time, index) => index === 0 || time > (starts[index - 1] ?? 0))).toBe(true);
    expect(items.every(item => Date.parse(item.timeUsageEnded) - Date.parse(item.timeUsageStarted) === DAY_MS)).toBe(
      true
    );
  });

  it('asks hourly for a range of one day', async () => {
    const start = new Date(midnight.getTime() - 2 * DAY_MS);

    const items = await getUsageForRange(demo(), {
      tenantId: tenancyOf(cloud.demo),
      start,
      end: new Date(start.getTime() + DAY_MS),
    });

    expect(sentTo('/usageapi/us-ashburn-1/20200107/usagestore/getUsage').map(request => request.body)).toEqual([
      expect.objectContaining({ granularity: 'HOURLY' }),
    ]);
    expect(items).toHaveLength(24);
  });

  it('requests summarized usages as the SDK does', async () => {
    const items = await requestSummarizedUsages(demo(), {
      tenantId: tenancyOf(cloud.demo),
      timeUsageStarted: new Date(midnight.getTime() - 3 * DAY_MS).toISOString(),
      timeUsageEnded: midnight.toISOString(),
      granularity: 'DAILY',
      queryType: 'COST',
    });

    expect(items).toHaveLength(3);
    expect(items.every(item => item.currency === 'USD')).toBe(true);
  });
});
