// Reference client: the official oci-announcementsservice SDK against a local cloud served over HTTP.
import { AnnouncementClient } from 'oci-announcementsservice';
import { OciError } from 'oci-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../../../test/local-cloud.ts';
import type { LocalCloud } from '../../../../test/local-cloud.ts';
import { DEMO_API_KEY } from '../../scenarios.ts';
import { announcementOcid } from './seed.ts';
import { demoKeyProvider, pointAt, unregisteredKeyPem } from '../../test-fixtures/sdk-client.ts';

let local: LocalCloud;

function client(privateKey?: string): AnnouncementClient {
  return pointAt(
    new AnnouncementClient({ authenticationDetailsProvider: demoKeyProvider(privateKey) }),
    local,
    'announcements'
  );
}

beforeAll(async () => {
  local = await startLocalCloud();
});
afterAll(() => local.close());

describe('oci-announcementsservice against the local cloud', () => {
  it('lists the seeded announcements, banners and acknowledgements included', async () => {
    const response = await client().listAnnouncements({ compartmentId: DEMO_API_KEY.tenancyId, limit: 100 });
    const { items = [], userStatuses = [] } = response.announcementsCollection;
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.filter(item => item.isBanner && item.lifecycleState === 'ACTIVE')).toHaveLength(4);
    expect(items.map(item => item.id)).toContain(announcementOcid('acme-corp', 'rotate-api-keys'));
    expect(userStatuses.map(status => status.userStatusAnnouncementId)).toContain(
      announcementOcid('acme-corp', 'home-widgets')
    );
    expect(response.opcRequestId).toBeTruthy();
  });

  it('pages with the SDK’s page token', async () => {
    const first = await client().listAnnouncements({ compartmentId: DEMO_API_KEY.tenancyId, limit: 5 });
    expect(first.announcementsCollection.items).toHaveLength(5);
    expect(first.opcNextPage).toBeTruthy();
    const second = await client().listAnnouncements({
      compartmentId: DEMO_API_KEY.tenancyId,
      limit: 5,
      page: first.opcNextPage,
    });
    const firstIds = first.announcementsCollection.items?.map(item => item.id) ?? [];
    expect(second.announcementsCollection.items?.some(item => firstIds.includes(item.id))).toBe(false);
  });

  it('gets an announcement and records an acknowledgement', async () => {
    const announcementId = announcementOcid('acme-corp', 'rotate-api-keys');
    const { announcement, etag } = await client().getAnnouncement({ announcementId });
    expect(announcement).toMatchObject({ id: announcementId, announcementType: 'ACTION_REQUIRED', isBanner: true });
    expect(etag).toBeTruthy();
    const timeAcknowledged = new Date('2024-06-01T12:00:00Z');
    await client().updateAnnouncementUserStatus({
      announcementId,
      statusDetails: { userStatusAnnouncementId: announcementId, userId: DEMO_API_KEY.userId, timeAcknowledged },
    });
    const { announcementUserStatusDetails } = await client().getAnnouncementUserStatus({ announcementId });
    expect(new Date(announcementUserStatusDetails.timeAcknowledged ?? 0).toISOString()).toBe(
      timeAcknowledged.toISOString()
    );
  });

  it('gets 401 for a request signed with a key the user does not have', async () => {
    const wrong = unregisteredKeyPem();
    const failure = await client(wrong)
      .listAnnouncements({ compartmentId: DEMO_API_KEY.tenancyId })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OciError);
    expect(failure).toMatchObject({ statusCode: 401, serviceCode: 'NotAuthenticated' });
  });

  it('gets 401 for an unsigned request', async () => {
    const response = await fetch(
      `${local.origins.cloudOrigin}/announcements/us-ashburn-1/20180904/announcements?compartmentId=${DEMO_API_KEY.tenancyId}`
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'NotAuthenticated' });
  });
});
