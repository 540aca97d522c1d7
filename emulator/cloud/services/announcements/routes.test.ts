import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createSessionKey, signInForTest, signRequest } from '../../../test-signer.ts';
import type { TestSessionKey } from '../../../test-signer.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { DEMO_API_KEY, DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { sendWithApiKey } from '../../test-fixtures/api-key-client.ts';
import { identityService } from '../identity/module.ts';
import { announcementsService } from './module.ts';
import { announcementOcid } from './seed.ts';

const origins = localOrigins();
const BASE = '/announcements/us-ashburn-1/20180904';
const GLOBEX = scenario('isolation-peer');
let cloud: Cloud;
let key: TestSessionKey;

interface Summary {
  id: string;
  type: string;
  announcementType: string;
  isBanner: boolean;
  lifecycleState: string;
  timeCreated: string;
  timeOneValue: string | null;
  chainId: string | null;
}

interface Collection {
  items: Summary[];
  userStatuses: { userStatusAnnouncementId: string; userId: string; timeAcknowledged: string | null }[];
}

beforeAll(async () => {
  [cloud, key] = await Promise.all([
    createCloud({ origins, services: [identityService, announcementsService] }),
    createSessionKey(),
  ]);
});
afterAll(() => cloud.close());

async function list(query: string) {
  const response = await sendWithApiKey(cloud, { method: 'GET', path: `${BASE}/announcements?${query}` });
  return { status: response.status, next: response.headers.get('opc-next-page'), body: await response.json() };
}

const demo = `compartmentId=${DEMO_SCENARIO.id}`;

describe('ListAnnouncements', () => {
  it('lists the tenancy’s announcements newest first, with the caller’s acknowledgements', async () => {
    const { status, body } = await list(demo);
    expect(status).toBe(200);
    const { items, userStatuses } = body as Collection;
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.every(item => item.type === 'AnnouncementSummary')).toBe(true);
    const times = items.map(item => Date.parse(item.timeCreated));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const type of [
      'ACTION_REQUIRED',
      'EMERGENCY_MAINTENANCE',
      'PLANNED_CHANGE_RESCHEDULED',
      'INFORMATION',
      'SCHEDULED_MAINTENANCE',
      'PRODUCTION_EVENT_NOTIFICATION',
    ]) {
      expect(items.map(item => item.announcementType)).toContain(type);
    }
    expect(userStatuses.length).toBeGreaterThan(0);
    expect(userStatuses.every(entry => entry.userId === DEMO_API_KEY.userId && entry.timeAcknowledged)).toBe(true);
    expect(userStatuses.map(entry => entry.userStatusAnnouncementId)).toContain(
      announcementOcid('acme-corp', 'home-widgets')
    );
  });

  it('filters banners, types, lifecycle state and the time-one window', async () => {
    const banners = (await list(`${demo}&isBanner=true&lifecycleState=ACTIVE`)).body as Collection;
    expect(banners.items.length).toBe(4);
    expect(banners.items.every(item => item.isBanner && item.lifecycleState === 'ACTIVE')).toBe(true);

    const types = (await list(`${demo}&announcementType=INFORMATION,ACTION_REQUIRED`)).body as Collection;
    expect(new Set(types.items.map(item => item.announcementType))).toEqual(
      new Set(['INFORMATION', 'ACTION_REQUIRED'])
    );

    const excluded = (await list(`${demo}&excludeAnnouncementTypes=INFORMATION`)).body as Collection;
    expect(excluded.items.some(item => item.announcementType === 'INFORMATION')).toBe(false);

    const now = cloud.now().getTime();
    const window = `timeOneEarliestTime=${new Date(now).toISOString()}&timeOneLatestTime=${new Date(now + 8 * 864e5).toISOString()}`;
    const upcoming = (await list(`${demo}&${window}`)).body as Collection;
    expect(upcoming.items.length).toBeGreaterThan(0);
    for (const item of upcoming.items) {
      const time = Date.parse(item.timeOneValue ?? '');
      expect(time).toBeGreaterThanOrEqual(now);
      expect(time).toBeLessThanOrEqual(now + 8 * 864e5);
    }
  });

  it('keeps only the latest of a chain when asked', async () => {
    const all = (await list(`${demo}&service=Object%20Storage`)).body as Collection;
    expect(all.items).toHaveLength(2);
    expect(all.items[0]?.chainId).toBe(all.items[1]?.chainId);
    const latest = (await list(`${demo}&service=Object%20Storage&shouldShowOnlyLatestInChain=true`)).body as Collection;
    expect(latest.items.map(item => item.announcementType)).toEqual(['PLANNED_CHANGE_RESCHEDULED']);
  });

  it('sorts by type importance', async () => {
    const byType = (await list(`${demo}&sortBy=announcementType&sortOrder=DESC`)).body as Collection;
    expect(byType.items[0]?.announcementType).toBe('ACTION_REQUIRED');
    expect(byType.items.at(-1)?.announcementType).toBe('INFORMATION');
  });

  it('pages with limit and opc-next-page', async () => {
    const ids: string[] = [];
    let page: string | null = null;
    let calls = 0;
    do {
      const answer = await list(`${demo}&limit=5${page === null ? '' : `&page=${page}`}`);
      expect(answer.status).toBe(200);
      ids.push(...(answer.body as Collection).items.map(item => item.id));
      page = answer.next;
      calls++;
    } while (page !== null);
    const everything = (await list(demo)).body as Collection;
    expect(calls).toBe(Math.ceil(everything.items.length / 5));
    expect(ids).toEqual(everything.items.map(item => item.id));
  });

  it.each([
    ['', 400, 'MissingParameter', 'Missing required parameter compartmentId when calling ListAnnouncements.'],
    [`${demo}&announcementType=NOPE`, 400, 'InvalidParameter', /announcementType must be one of/],
    [`${demo}&isBanner=maybe`, 400, 'InvalidParameter', /isBanner must be true or false/],
    [`${demo}&sortBy=colour`, 400, 'InvalidParameter', /sortBy must be one of/],
    [`${demo}&timeOneEarliestTime=soon`, 400, 'InvalidParameter', /RFC 3339/],
    [`compartmentId=${GLOBEX.id}`, 404, 'NotAuthorizedOrNotFound', /not found/],
  ])('answers %j with %i %s', async (query, status, code, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code, message: expect.stringMatching(message) });
  });

  it('refuses an unsigned request', async () => {
    const response = await cloud.app.request(`${origins.cloudOrigin}${BASE}/announcements?${demo}`);
    expect(response.status).toBe(401);
  });
});

describe('GetAnnouncement and user status', () => {
  const id = announcementOcid('acme-corp', 'deprecated-images');

  it('gets the full announcement with its affected resources and an etag', async () => {
    const response = await sendWithApiKey(cloud, { method: 'GET', path: `${BASE}/announcements/${id}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^[0-9a-f]{32}$/);
    expect(await response.json()).toMatchObject({
      type: 'Announcement',
      id,
      announcementType: 'ACTION_RECOMMENDED',
      description: expect.any(String),
      additionalInformation: expect.any(String),
      affectedResources: [{ resourceName: 'web-server-1', region: 'us-ashburn-1' }],
    });
  });

  it('hides another tenancy’s announcement', async () => {
    const other = announcementOcid('globex', 'deprecated-images');
    const response = await sendWithApiKey(cloud, { method: 'GET', path: `${BASE}/announcements/${other}` });
    expect(response.status).toBe(404);
    const status = await sendWithApiKey(cloud, { method: 'GET', path: `${BASE}/announcements/${other}/userStatus` });
    expect(status.status).toBe(404);
  });

  it('acknowledges, keeps it, honours if-match and lists it', async () => {
    const path = `${BASE}/announcements/${id}/userStatus`;
    const before = await sendWithApiKey(cloud, { method: 'GET', path });
    expect(await before.json()).toEqual({
      userStatusAnnouncementId: id,
      userId: DEMO_API_KEY.userId,
      timeAcknowledged: null,
    });
    const etag = before.headers.get('etag') ?? '';
    const put = (body: unknown, ifMatch?: string) =>
      sendWithApiKey(cloud, {
        method: 'PUT',
        path,
        body: JSON.stringify(body),
        headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
      });
    const acknowledged = {
      userStatusAnnouncementId: id,
      userId: DEMO_API_KEY.userId,
      timeAcknowledged: '2024-05-01T10:00:00Z',
    };
    const updated = await put(acknowledged, etag);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ timeAcknowledged: '2024-05-01T10:00:00.000Z' });

    const stale = await put({ ...acknowledged, timeAcknowledged: '2024-05-02T10:00:00Z' }, etag);
    expect(stale.status).toBe(412);

    const after = (await (await sendWithApiKey(cloud, { method: 'GET', path })).json()) as { timeAcknowledged: string };
    expect(after.timeAcknowledged).toBe('2024-05-01T10:00:00.000Z');
    const listed = (await list(demo)).body as Collection;
    expect(listed.userStatuses.map(entry => entry.userStatusAnnouncementId)).toContain(id);
  });

  it.each([
    [{ userId: DEMO_API_KEY.userId }, 400, 'MissingParameter'],
    [
      { userStatusAnnouncementId: 'ocid1.announcement.oc1..other', userId: DEMO_API_KEY.userId },
      400,
      'InvalidParameter',
    ],
    [
      { userStatusAnnouncementId: announcementOcid('acme-corp', 'deprecated-images'), userId: 'someone-else' },
      404,
      'NotAuthorizedOrNotFound',
    ],
    [
      {
        userStatusAnnouncementId: announcementOcid('acme-corp', 'deprecated-images'),
        userId: DEMO_API_KEY.userId,
        timeAcknowledged: 'today',
      },
      400,
      'InvalidParameter',
    ],
  ])('refuses the update %j with %i', async (body, status, code) => {
    const response = await sendWithApiKey(cloud, {
      method: 'PUT',
      path: `${BASE}/announcements/${id}/userStatus`,
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
  });

  it('keeps acknowledgements per user: another tenancy’s user sees its own list only', async () => {
    const globexUser = GLOBEX.users[0];
    const token = await signInForTest(cloud.app, {
      cloudOrigin: origins.cloudOrigin,
      consoleOrigin: origins.consoleOrigin,
      key,
      userName: globexUser?.name ?? '',
      password: globexUser?.password ?? '',
    });
    const request = await signRequest({
      method: 'GET',
      url: `${origins.cloudOrigin}/announcements/${GLOBEX.homeRegion}/20180904/announcements?compartmentId=${GLOBEX.id}`,
      token,
      privateKey: key.privateKey,
    });
    const response = await cloud.app.request(request);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Collection;
    expect(body.items.map(item => item.id)).toContain(announcementOcid('globex', 'home-widgets'));
    expect(body.items.map(item => item.id)).not.toContain(announcementOcid('acme-corp', 'home-widgets'));
    expect(body.userStatuses.every(entry => entry.userId === globexUser?.id)).toBe(true);
  });
});

describe('persistence', () => {
  it('keeps an acknowledgement across a restart of a cloud with a data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'announcements-'));
    const id = announcementOcid('acme-corp', 'cost-analysis');
    const path = `${BASE}/announcements/${id}/userStatus`;
    const services = [identityService, announcementsService];
    try {
      const first = await createCloud({ origins, dataDir, services });
      try {
        const body = {
          userStatusAnnouncementId: id,
          userId: DEMO_API_KEY.userId,
          timeAcknowledged: '2024-07-01T08:00:00Z',
        };
        expect((await sendWithApiKey(first, { method: 'PUT', path, body: JSON.stringify(body) })).status).toBe(200);
      } finally {
        await first.close();
      }
      const second = await createCloud({ origins, dataDir, services });
      try {
        expect(second.seeded).toBe(false);
        const response = await sendWithApiKey(second, { method: 'GET', path });
        expect(await response.json()).toMatchObject({ timeAcknowledged: '2024-07-01T08:00:00.000Z' });
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
