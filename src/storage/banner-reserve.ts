import { LOCAL_KEYS, readLocalJson, writeLocalJson } from './browser-storage.ts';

/** The block size the banners took at the last visit, and the user it was for. */
export interface BannerReserve {
  user: string;
  blockSize: number;
}

/** The largest block size kept for banners: five banners of two lines each; anything taller is not believed. */
const MAX_BLOCK_SIZE = 600;

/** The stored reserve, or null when there is none or it is unreadable (another shape, a negative or huge size). */
export function readBannerReserve(): BannerReserve | null {
  const stored = readLocalJson(LOCAL_KEYS.bannerReserve);
  if (typeof stored !== 'object' || stored === null) return null;
  const { user, blockSize } = stored as Record<string, unknown>;
  if (typeof user !== 'string' || user === '' || typeof blockSize !== 'number') return null;
  if (!Number.isFinite(blockSize) || blockSize < 0 || blockSize > MAX_BLOCK_SIZE) return null;
  return { user, blockSize };
}

/** Stores the block size the banners take for `user`; false when the browser refused. */
export function writeBannerReserve(reserve: BannerReserve): boolean {
  return writeLocalJson(LOCAL_KEYS.bannerReserve, { user: reserve.user, blockSize: Math.round(reserve.blockSize) });
}
