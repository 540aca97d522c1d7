export type { BannerSeverity } from '../../src/domain/banners.ts';

/** What a banner's body may be: text, or a fragment the sanitiser made from service markup. */
export type BannerBody = string | DocumentFragment | null;
