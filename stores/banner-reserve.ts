import { atom } from 'nanostores';
import { readBannerReserve, writeBannerReserve } from '../src/storage/banner-reserve.ts';
import { $location } from './route.ts';

/**
 * The block size kept under the header for banners that have not arrived yet, in CSS pixels; 0 when nothing is kept.
 *
 * Banners load after the console is ready (their data is not on the start-up path), so arriving in the flow they would
 * push the page down (CLS). The console keeps the room they took at the user's last visit from the first paint on
 * (src/main.ts applies it before anything renders), so the common case, the same banners as last time, moves nothing.
 * The room is given back at the user's first navigation, when a layout change follows their own input.
 */
export const $bannerReserve = atom<number>(readBannerReserve()?.blockSize ?? 0);

let stopWatching: (() => void) | undefined;

/**
 * Keeps the last visit's reserve for this user's first page, or drops it at once when the last visit was someone
 * else's. Call once the session is known; the reserve is released at the first navigation after that.
 */
export function holdBannerReserve(user: string): void {
  const last = readBannerReserve();
  releaseBannerReserve();
  if (!last || last.user !== user || last.blockSize === 0) return;
  $bannerReserve.set(last.blockSize);
  stopWatching = $location.listen(() => releaseBannerReserve());
}

/** Gives the kept room back. */
export function releaseBannerReserve(): void {
  stopWatching?.();
  stopWatching = undefined;
  $bannerReserve.set(0);
}

/**
 * Remembers the block size the banners take for `user`, for the next visit (console-banners reports it once its
 * banners have loaded: an empty banner area before that says nothing about them).
 */
export function recordBannerBlockSize(user: string, blockSize: number): void {
  writeBannerReserve({ user, blockSize });
}
