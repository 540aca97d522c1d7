/** The custom property console-shell keeps room for banners with (elements/console-shell). */
export const BANNER_RESERVE_PROPERTY = '--console-banner-reserve';

/** Keeps `blockSize` CSS pixels of room for banners in the shell below `root` (0 gives the room back). */
export function applyBannerReserve(root: HTMLElement, blockSize: number): void {
  if (blockSize > 0) root.style.setProperty(BANNER_RESERVE_PROPERTY, `${blockSize}px`);
  else root.style.removeProperty(BANNER_RESERVE_PROPERTY);
}
