import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenClaims } from '../src/auth/token-claims.ts';
import { listMessageCenters } from '../src/services/commercial.ts';
import type * as CommercialModule from '../src/services/commercial.ts';
import { $announcementsBadge, clearAnnouncementsBadge, loadAnnouncementsBadge } from './announcements.ts';
import { $activeRegion } from './active-region.ts';
import { $session } from './session.ts';

vi.mock('../src/services/commercial.ts', async importOriginal => ({
  ...(await importOriginal<typeof CommercialModule>()),
  listMessageCenters: vi.fn(),
}));

const list = vi.mocked(listMessageCenters);
const TENANCY_ID = 'ocid1.tenancy.oc1..demo';

beforeEach(() => {
  list.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  $activeRegion.set('eu-frankfurt-1');
  $session.set({ status: 'signed-in', claims: { sub: 'ocid1.user.oc1..u', tenant: TENANCY_ID } as TokenClaims });
  clearAnnouncementsBadge();
});
afterEach(() => vi.restoreAllMocks());

describe('the announcements badge', () => {
  it('reads the first message center of the tenancy, in the active region', async () => {
    list.mockResolvedValue([
      { id: 'mc1', ongoingNotificationsOverview: { count: 4, isCountPartial: false } },
      { id: 'mc2', ongoingNotificationsOverview: { count: 50, isCountPartial: true } },
    ]);

    await loadAnnouncementsBadge();

    expect(list).toHaveBeenCalledWith(expect.objectContaining({ region: 'eu-frankfurt-1' }), TENANCY_ID);
    expect($announcementsBadge.get()).toEqual({ count: 4, partial: false });
  });

  it('marks a partial count as such', async () => {
    list.mockResolvedValue([{ id: 'mc1', ongoingNotificationsOverview: { count: 99, isCountPartial: true } }]);

    await loadAnnouncementsBadge();

    expect($announcementsBadge.get()).toEqual({ count: 99, partial: true });
  });

  it('is null when the call fails, so the header shows a plain bell', async () => {
    list.mockResolvedValue([{ id: 'mc1', ongoingNotificationsOverview: { count: 3 } }]);
    await loadAnnouncementsBadge();
    expect($announcementsBadge.get()).toEqual({ count: 3, partial: false });

    list.mockRejectedValue(Object.assign(new Error('Service unavailable'), { status: 503 }));
    await loadAnnouncementsBadge();

    expect($announcementsBadge.get()).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('is null without a message center or without an overview', async () => {
    list.mockResolvedValue([]);
    await loadAnnouncementsBadge();
    expect($announcementsBadge.get()).toBeNull();

    list.mockResolvedValue([{ id: 'mc1' }]);
    await loadAnnouncementsBadge();
    expect($announcementsBadge.get()).toBeNull();
  });

  it('drops the answer of an older load, and is null signed out', async () => {
    let answer: (value: Awaited<ReturnType<typeof listMessageCenters>>) => void = () => undefined;
    list.mockReturnValueOnce(new Promise(resolve => (answer = resolve)));
    const slow = loadAnnouncementsBadge();
    list.mockResolvedValueOnce([{ id: 'mc1', ongoingNotificationsOverview: { count: 1, isCountPartial: false } }]);
    await loadAnnouncementsBadge();
    answer([{ id: 'mc1', ongoingNotificationsOverview: { count: 7, isCountPartial: false } }]);
    await slow;
    expect($announcementsBadge.get()).toEqual({ count: 1, partial: false });

    $session.set({ status: 'signed-out', claims: null });
    await loadAnnouncementsBadge();
    expect($announcementsBadge.get()).toBeNull();
  });
});
