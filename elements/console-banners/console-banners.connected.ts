// The console's feeder of the banner list: the same `console-banners` element, its banners read from the banner
// store (stores/banners.ts) and translated here, its events turned into store actions, and the room the loaded
// banners take remembered for the next visit. Standalone pages use console-banners.ts instead.
import '../console-banner/console-banner.ts';
import type { PropertyValues } from 'lit';
import type { Banner, BannerParam, BannerText } from '../../src/domain/banners.ts';
import { formatList, t, type MessageValues } from '../../src/i18n/i18n.ts';
import { renderInlineMarkdown } from '../../src/security/sanitize.ts';
import { $banners, $bannersLoaded, dismissBanner, runBannerAction } from '../../stores/banners.ts';
import { recordBannerBlockSize } from '../../stores/banner-reserve.ts';
import { $session } from '../../stores/session.ts';
import type { BannerBody } from '../console-banner/interfaces.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { StoreController } from '../shared/store-controller.ts';
import { ConsoleBanners } from './console-banners.component.ts';
import type { BannerItem } from './interfaces.ts';

/**
 * `console-banners` fed by `$banners`. Message ids are translated here; service text becomes markup only through
 * `renderInlineMarkdown` (marked and DOMPurify), and plain service text stays text. The first banners show together,
 * once every source has answered: arriving one source at a time, each would push the ones before it down (CLS); the
 * room they need is kept from the first paint (stores/banner-reserve.ts).
 */
export class ConnectedBanners extends ConsoleBanners {
  private readonly store = new StoreController(this, $banners);
  private readonly loaded = new StoreController(this, $bannersLoaded);
  private readonly session = new StoreController(this, $session);
  protected readonly locale = new LocaleController(this);

  // Sanitised fragments by source text: the banner element copies what it is given, so a kept fragment stays whole.
  private readonly fragments = new Map<string, DocumentFragment>();

  /** The room the loaded banners take is remembered, so the next visit keeps it before they arrive. */
  private readonly sizeObserver = new ResizeObserver(entries => {
    const blockSize = entries[entries.length - 1]?.borderBoxSize[0]?.blockSize;
    if (blockSize !== undefined) this.recordSize(blockSize);
  });

  constructor() {
    super();
    this.addEventListener('console-banner-dismiss', event => dismissBanner(event.key));
    this.addEventListener('console-banner-run', event => {
      const action = this.store.value.find(entry => entry.key === event.key)?.action;
      if (action) runBannerAction(action.id);
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.sizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.sizeObserver.disconnect();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.banners = this.loaded.value ? this.store.value.map(entry => this.toItem(entry)) : [];
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Also when the loaded banners take no room at all (no resize then): the next visit keeps none.
    if (this.loaded.value) this.recordSize(this.getBoundingClientRect().height);
  }

  private recordSize(blockSize: number): void {
    const user = this.session.value.claims?.sub;
    if (this.loaded.value && user) recordBannerBlockSize(user, blockSize);
  }

  private toItem(entry: Banner): BannerItem {
    const link = entry.link;
    return {
      key: entry.key,
      severity: entry.severity,
      heading: entry.title ? this.plainText(entry.title) : '',
      body: this.bodyOf(entry.body),
      href: link?.href ?? '',
      linkText: link ? this.plainText(link.text) : '',
      newTab: link?.newTab === true,
      actionLabel: entry.action ? this.plainText(entry.action.label) : '',
      dismissible: entry.dismissible,
    };
  }

  private params(params: Readonly<Record<string, BannerParam>> | undefined): MessageValues | undefined {
    if (!params) return undefined;
    const values: MessageValues = {};
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
      else if (Array.isArray(value)) values[name] = this.list(value);
      else values[name] = t((value as { message: string }).message);
    }
    return values;
  }

  /** A list joined in the language of the catalog in use, so it matches the sentence around it. */
  private list(items: readonly string[]): string {
    return formatList(items);
  }

  /** A text as a string: a translated message, or service text shown as it is (never as markup). */
  private plainText(text: BannerText): string {
    return 'message' in text ? t(text.message, this.params(text.params)) : text.serviceText;
  }

  /** A body: service markdown through the sanitiser, everything else as text. */
  private bodyOf(text: BannerText): BannerBody {
    if ('message' in text || !text.markdown) return this.plainText(text);
    let fragment = this.fragments.get(text.serviceText);
    if (!fragment) {
      fragment = renderInlineMarkdown(text.serviceText);
      this.fragments.set(text.serviceText, fragment);
    }
    return fragment;
  }
}

customElements.define('console-banners', ConnectedBanners);

declare global {
  interface HTMLElementTagNameMap {
    'console-banners': ConsoleBanners;
  }
}
