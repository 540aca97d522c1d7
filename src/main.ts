// The first chunk: only what the header skeleton needs to paint (the presentational chrome, Lit and the catalog
// runtime). index.html holds that skeleton; the start-up sequence and the connected console load after it has
// painted, which keeps the JS before the header paints small (DESIGN.md, Budgets).
import '../elements/console-shell/console-shell.ts';
import '../elements/console-header/console-header.ts';
import '../elements/console-loading/console-loading.ts';
import { installTrustedTypesPolicy } from './security/trusted-types.ts';
import { readBannerReserve } from './storage/banner-reserve.ts';
import { applyBannerReserve } from './styles/banner-reserve.ts';

installTrustedTypesPolicy();
// Before anything paints: the room the banners took at the last visit, so they arrive without moving the page (CLS).
applyBannerReserve(document.documentElement, readBannerReserve()?.blockSize ?? 0);

// After the next frame has painted: requestAnimationFrame runs before the paint, the timeout after it.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./startup.ts').then(({ start }) => start());
  });
});
