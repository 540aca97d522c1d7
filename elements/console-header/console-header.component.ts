import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { consume } from '@lit/context';
import { property, state } from 'lit/decorators.js';
import { telemetryContext, type TelemetryService } from '../../src/contexts/telemetry-context.ts';
import {
  headerLayout,
  INLINE_HELP_WIDTH,
  isOffBar,
  nextOverflow,
  ONE_COLUMN_WIDTH,
  type HeaderLayout,
  type OverflowItem,
} from '../../src/domain/header-layout.ts';
import type {
  AnnouncementsBadge,
  DeveloperTools,
  HelpMenuItem,
  LiveChatForm,
  LocaleOption,
  SaasApp,
  UserMenuModel,
} from '../../src/domain/header-menus.ts';
import { DevToolOpenEvent, type DevTool } from '../../src/events/dev-tool-open-event.ts';
import { NavToggleEvent } from '../../src/events/nav-toggle-event.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { RegionOption } from '../console-region-menu/interfaces.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { logoMark, menuIcon } from '../shared/icons.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { headerStyles } from './console-header.styles.ts';
import { HeaderDrawerController } from './header-drawer.ts';
import { bellIcon, cloudShellIcon, codeEditorIcon } from './header-icons.ts';
import { HeaderSearchController } from './header-search.ts';

/** Where the announcements bell leads; the router handles the link. */
export const ANNOUNCEMENTS_PATH = '/announcements';

/**
 * Badges show at most this; a larger count reads "99+" (its accessible name still says the count). Chosen: two digits
 * keep the badge inside the 40 px bell.
 */
export const BADGE_MAX = 99;

const NO_DEVELOPER_TOOLS: DeveloperTools = Object.freeze({ cloudShell: false, codeEditor: false, combined: false });
const WIDE: HeaderLayout = Object.freeze({ narrow: false, oneColumn: false, inlineHelp: false });

/** Properties whose change may change what fits on the bar. */
const REFIT_KEYS: ReadonlySet<string> = new Set([
  'loading',
  'regions',
  'activeRegion',
  'user',
  'developerTools',
  'announcements',
  'helpItems',
  'locales',
  'activeLocale',
  'liveChat',
  'saasApps',
]);

/**
 * Whether the bar's own items run past its content box: the last item's inline end lies beyond the bar's. What hangs
 * over the bar (the search flyout under an expanded box, menus' popups) does not count, as it would in `scrollWidth`.
 */
function barOverflows(bar: HTMLElement): boolean {
  const last = bar.lastElementChild;
  if (!last) return false;
  const style = getComputedStyle(bar);
  const box = bar.getBoundingClientRect();
  const item = last.getBoundingClientRect();
  // Half a pixel for subpixel layout.
  return style.direction === 'rtl'
    ? item.left < box.left + parseFloat(style.paddingLeft) - 0.5
    : item.right > box.right - parseFloat(style.paddingRight) + 0.5;
}

/**
 * The badge text of the announcements bell, or null for no badge. A partial count (`isCountPartial`, spec 1 §3) is a
 * lower bound and reads "9+" ("9 or more"); chosen: the plus sign, as mail and chat apps mark a capped count.
 */
export function announcementsBadgeText(badge: AnnouncementsBadge | null): string | null {
  if (!badge || badge.count <= 0) return null;
  if (badge.count > BADGE_MAX) return `${BADGE_MAX}+`;
  return badge.partial ? `${badge.count}+` : String(badge.count);
}

/**
 * Presentational: it shows what it is given and reports the user's choices as events; the menus' own events
 * (`console-region-select`, `console-sign-out`, `console-locale-select`, `console-dev-tool-open`) bubble out of it
 * unchanged.
 *
 * Order along the bar (inline start to end): navigation button, logo, search, region menu, developer tools,
 * announcements, help, locale, user menu, live chat, apps launcher, then the "More" drawer button when the drawer has
 * something. Tab follows the same order.
 *
 * Responsive rules (spec 1 §9, thresholds in src/domain/header-layout.ts), each reflected as an attribute:
 * - `narrow`: the search area is narrower than 290 px (measured); the search box becomes a button that expands it
 *   over the header (500 ms, none with reduced motion).
 * - `inline-help`: the window is narrower than 1198 px; the help menu leaves the bar and shows inline in the "More"
 *   drawer. Chosen reading of "inline help menu below 1198 px": the help links stay one Tab stop away as a plain list
 *   in the overflow drawer rather than a menu on a crowded bar.
 * - `one-column`: the window is narrower than 495 px; developer tools, locale menu, live chat and apps launcher move
 *   into the drawer too, the product name hides (the logo keeps it as its accessible name) and the region menu shows
 *   its icon alone. The region menu, the bell and the user menu stay on the bar.
 * - Between those thresholds the bar never overflows either (chosen; the spec's thresholds fit its own header, not
 *   every name, language, set of controls and container): while the bar is wider than the header, the apps launcher,
 *   live chat, locale menu and developer tools move into the drawer one by one, then the product name hides
 *   (`compact-logo`) and the user and region menus show their icons alone (`compact-user`, `compact-region`).
 *   `OVERFLOW_ORDER` in src/domain/header-layout.ts has the order.
 *
 * @summary The console's header bar: logo, search, region, developer tools, announcements, help, locale, user menu,
 * live chat and apps launcher.
 *
 * @tag console-header
 *
 * @slot search - A search box replacing the built-in one (the flyout island). The header frames it, focuses it when
 * the narrow mode's button expands it, and reads its `value` (an empty box collapses on blur); it can read the
 * `narrow` attribute. Escape it handles itself (`preventDefault`) does not collapse the expanded box.
 *
 * @fires {NavToggleEvent} console-nav-toggle - The user pressed the navigation menu button.
 * @fires {SearchSubmitEvent} console-search-submit - The user submitted the built-in search box; `query` is trimmed.
 * @fires {SearchActivateEvent} console-search-activate - The built-in search box got focus: a console may put its
 * search flyout in the `search` slot now, taking over `searchText`.
 * @fires {DevToolOpenEvent} console-dev-tool-open - The user pressed Cloud Shell or Code Editor; `tool` says which.
 * @fires {RegionSelectEvent} console-region-select - From the region menu: the user chose another region.
 * @fires {SignOutEvent} console-sign-out - From the user menu: the user chose Sign out.
 * @fires {LocaleSelectEvent} console-locale-select - From the locale menu: the user chose a language.
 * @fires {SettingsOpenEvent} console-settings-open - From the user menu: the user chose Console settings.
 * @fires {HelpActionEvent} console-help-action - From the help menu: the user chose "Help for this page" or Feedback;
 * `action` says which.
 * @fires {MenuOpenEvent} console-menu-open - From a header menu: it opened; the other menus close on it.
 *
 * @csspart base - The header bar.
 * @csspart nav-button - The navigation menu button.
 * @csspart logo - The logo link.
 * @csspart search - The container of the search slot.
 * @csspart search-box - The frame of the search box (built-in or slotted).
 * @csspart search-form - The built-in search box.
 * @csspart menus - The container of the menus and buttons.
 * @csspart dev-tool - The Cloud Shell and Code Editor buttons on the bar (not combined in a menu).
 * @csspart announcements - The announcements bell link.
 * @csspart more-button - The button of the overflow drawer.
 * @csspart drawer - The overflow drawer.
 *
 * @cssproperty [--console-header-height=60px] - Height of the bar.
 * @cssproperty [--console-color-header-background=#312d2a] - Background of the bar.
 * @cssproperty [--console-color-header-text=#ffffff] - Text colour on the bar.
 */
export class ConsoleHeader extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, headerStyles];

  /** The subscribed regions. */
  @property({ attribute: false }) regions: RegionOption[] = [];

  /** Name of the active region, e.g. `us-ashburn-1`. */
  @property({ attribute: 'active-region' }) activeRegion = '';

  /** The signed-in user as the user menu shows them, or null when unknown (no user menu). */
  @property({ attribute: false }) user: UserMenuModel | null = null;

  /** While true the menus are placeholders of the same size, so nothing moves when the data arrives. */
  @property({ type: Boolean, reflect: true }) loading = false;

  /** Whether the navigation menu is open: the menu button says so (`aria-expanded`). */
  @property({ attribute: 'nav-open', type: Boolean }) navOpen = false;

  /** Which developer tools the user may launch, and whether they share one menu. */
  @property({ attribute: false }) developerTools: DeveloperTools = NO_DEVELOPER_TOOLS;

  /** The unread announcements; null shows no count, and hides the bell unless `bell` is set. */
  @property({ attribute: false }) announcements: AnnouncementsBadge | null = null;

  /**
   * Shows the announcements bell before its count is known (the console sets it for every signed-in user): the count
   * then arrives as a badge on the bell and nothing in the bar moves.
   */
  @property({ type: Boolean }) bell = false;

  /** The help menu's entries; none hides the help menu. */
  @property({ attribute: false }) helpItems: readonly HelpMenuItem[] = [];

  /** The supported locales; fewer than two hide the locale menu. */
  @property({ attribute: false }) locales: readonly LocaleOption[] = [];

  /** Tag of the active locale, e.g. `en`. */
  @property({ attribute: 'active-locale' }) activeLocale = '';

  /** The live chat form; null hides the button (free-tier and expired-promotion accounts). */
  @property({ attribute: false }) liveChat: LiveChatForm | null = null;

  /** The SaaS applications; null or none hides the launcher. */
  @property({ attribute: false }) saasApps: readonly SaasApp[] | null = null;

  /** Records what users do with the header, when a console root provides telemetry. */
  @consume({ context: telemetryContext })
  protected telemetry?: TelemetryService;

  protected readonly locale = new LocaleController(this);

  @state() private layout: HeaderLayout = WIDE;
  /** How many of OVERFLOW_ORDER the bar has given up because it would overflow otherwise. */
  @state() private overflow = 0;

  /** Width of the search area; unknown (not narrow) until the first measurement. */
  private searchWidth = Number.POSITIVE_INFINITY;
  private resizeObserver: ResizeObserver | undefined;
  private mediaQueries: MediaQueryList[] = [];
  private readonly drawer = new HeaderDrawerController(this);
  private readonly search = new HeaderSearchController(this);
  private hostWidth = 0;
  private fitting = false;
  private fitPending = false;

  constructor() {
    super();
    this.addEventListener('console-region-select', () => this.track('header.region-select'));
    this.addEventListener('console-sign-out', () => this.track('header.sign-out'));
    this.addEventListener('console-search-submit', () => this.track('header.search-submit'));
    this.addEventListener('console-dev-tool-open', event => this.track(`header.dev-tool-open.${event.tool}`));
  }

  /** The search box is collapsed to a button: the search area is narrower than 290 px. */
  get narrow(): boolean {
    return this.layout.narrow;
  }

  /** The text typed in the built-in search box, for a slotted box taking over ('' once one has). */
  get searchText(): string {
    return this.search.builtInText;
  }

  /** Whether the built-in search box has focus (a slotted box taking over takes focus too). */
  get searchFocused(): boolean {
    return this.search.builtInFocused;
  }

  /** One-column mode: the window is narrower than 495 px. */
  get oneColumn(): boolean {
    return this.layout.oneColumn;
  }

  /** The help menu is inline in the drawer: the window is narrower than 1198 px. */
  get inlineHelp(): boolean {
    return this.layout.inlineHelp;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The thresholds decide (headerLayout); the media queries only say when to ask again.
    this.mediaQueries = [INLINE_HELP_WIDTH, ONE_COLUMN_WIDTH].map(width =>
      window.matchMedia(`(max-width: ${width - 0.02}px)`)
    );
    for (const query of this.mediaQueries) query.addEventListener('change', this.handleWindowChange);
    this.resizeObserver = new ResizeObserver(this.handleResize);
    this.resizeObserver.observe(this);
    if (this.hasUpdated) this.observeSearchArea();
    this.updateLayout();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const query of this.mediaQueries) query.removeEventListener('change', this.handleWindowChange);
    this.mediaQueries = [];
    this.resizeObserver?.disconnect();
    this.resizeObserver = undefined;
  }

  protected override firstUpdated(): void {
    this.observeSearchArea();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // New content or another language may fit again: start from a full bar and give up what does not fit (all before
    // the next paint). Not while the drawer is open: its items would be re-created under the user's focus.
    const refit = changed.size === 0 || [...changed.keys()].some(key => REFIT_KEYS.has(key as string));
    if (refit && !this.drawer.open) this.overflow = 0;
    if (this.loading || this.drawerItems().length === 0) this.drawer.open = false;
    this.toggleAttribute('narrow', this.layout.narrow);
    this.toggleAttribute('one-column', this.layout.oneColumn);
    this.toggleAttribute('inline-help', this.layout.inlineHelp);
    this.toggleAttribute('compact-logo', this.isOffBar('product-name'));
    this.toggleAttribute('compact-user', this.isOffBar('user-label'));
    this.toggleAttribute('compact-region', this.isOffBar('region-label'));
  }

  protected override updated(): void {
    this.scheduleFit();
  }

  protected override render(): TemplateResult {
    return html`<header class="base" part="base">
      ${this.renderNavButton()} ${this.renderLogo()}
      <div class="search" part="search">${this.search.render()}</div>
      ${this.loading ? this.renderSkeletons() : this.renderControls()}
    </header>`;
  }

  protected renderNavButton(): TemplateResult {
    return html`<button
      type="button"
      class="icon-button nav-button"
      part="nav-button"
      aria-label=${t('navigation.menu.label')}
      aria-expanded=${this.navOpen ? 'true' : 'false'}
      @click=${this.handleNavClick}
    >
      ${menuIcon}
    </button>`;
  }

  protected renderLogo(): TemplateResult {
    return html`<a class="logo" part="logo" href="/">
      ${logoMark}<span class="product-name">${t('header.productName')}</span>
    </a>`;
  }

  protected renderSkeletons(): TemplateResult {
    return html`<div class="skeletons" part="menus" aria-busy="true">
      <span class="skeleton skeleton-region" aria-hidden="true"></span>
      <span class="skeleton skeleton-user" aria-hidden="true"></span>
    </div>`;
  }

  /** Everything after the search area, in bar order; what the layout sends to the drawer renders there instead. */
  protected renderControls(): TemplateResult {
    const off = (item: OverflowItem) => this.isOffBar(item);
    return html`<div class="menus" part="menus">
      ${this.renderRegionMenu()} ${off('developer-tools') ? nothing : this.renderDeveloperTools()}
      ${this.renderAnnouncements()} ${this.layout.inlineHelp ? nothing : this.renderHelpMenu('menu')}
      ${off('locale-menu') ? nothing : this.renderLocaleMenu('menu')} ${this.renderUserMenu()}
      ${off('live-chat') ? nothing : this.renderLiveChat('bar')}
      ${off('apps-launcher') ? nothing : this.renderAppsLauncher('menu')} ${this.drawer.render(this.drawerItems())}
    </div>`;
  }

  protected renderRegionMenu(): TemplateResult | typeof nothing {
    if (!this.activeRegion && this.regions.length === 0) return nothing;
    return html`<console-region-menu
      .regions=${this.regions}
      .activeRegion=${this.activeRegion}
    ></console-region-menu>`;
  }

  /** One Developer tools menu, or a button per allowed tool. */
  protected renderDeveloperTools(): TemplateResult | typeof nothing {
    const tools = this.developerTools;
    if (!tools.cloudShell && !tools.codeEditor) return nothing;
    if (tools.combined) return html`<console-developer-menu .tools=${tools}></console-developer-menu>`;
    return html`${tools.cloudShell ? this.renderDevToolButton('cloud-shell') : nothing}${
      tools.codeEditor ? this.renderDevToolButton('code-editor') : nothing
    }`;
  }

  protected renderDevToolButton(tool: DevTool): TemplateResult {
    const label = tool === 'cloud-shell' ? t('header.devTools.cloudShell') : t('header.devTools.codeEditor');
    return html`<button
      type="button"
      class="icon-button dev-tool"
      part="dev-tool"
      data-tool=${tool}
      aria-label=${label}
      title=${label}
      @click=${() => this.dispatchEvent(new DevToolOpenEvent(tool))}
    >
      ${tool === 'cloud-shell' ? cloudShellIcon : codeEditorIcon}
    </button>`;
  }

  protected renderAnnouncements(): TemplateResult | typeof nothing {
    const badge = this.announcements;
    if (!badge && !this.bell) return nothing;
    const text = announcementsBadgeText(badge);
    const label =
      text === null || !badge
        ? t('header.announcements.label')
        : badge.partial
          ? t('header.announcements.unreadPartial', { count: badge.count })
          : t('header.announcements.unread', { count: badge.count });
    return html`<a
      class="icon-button bell"
      part="announcements"
      href=${ANNOUNCEMENTS_PATH}
      aria-label=${label}
      title=${label}
    >
      ${bellIcon}${text === null ? nothing : html`<span class="badge" aria-hidden="true">${text}</span>`}
    </a>`;
  }

  protected renderHelpMenu(variant: 'menu' | 'inline'): TemplateResult | typeof nothing {
    if (this.helpItems.length === 0) return nothing;
    return variant === 'inline'
      ? html`<console-help-menu variant="inline" .items=${this.helpItems}></console-help-menu>`
      : html`<console-help-menu .items=${this.helpItems}></console-help-menu>`;
  }

  protected renderLocaleMenu(variant: 'menu' | 'inline'): TemplateResult | typeof nothing {
    if (this.locales.length < 2) return nothing;
    return variant === 'inline'
      ? html`<console-locale-menu
          variant="inline"
          .locales=${this.locales}
          .active=${this.activeLocale}
        ></console-locale-menu>`
      : html`<console-locale-menu .locales=${this.locales} .active=${this.activeLocale}></console-locale-menu>`;
  }

  protected renderUserMenu(): TemplateResult | typeof nothing {
    if (!this.user) return nothing;
    return html`<console-user-menu .user=${this.user}></console-user-menu>`;
  }

  protected renderLiveChat(variant: 'bar' | 'inline'): TemplateResult | typeof nothing {
    if (!this.liveChat) return nothing;
    return html`<console-live-chat variant=${variant} .form=${this.liveChat}></console-live-chat>`;
  }

  protected renderAppsLauncher(variant: 'menu' | 'inline'): TemplateResult | typeof nothing {
    if (!this.saasApps || this.saasApps.length === 0) return nothing;
    return variant === 'inline'
      ? html`<console-apps-launcher variant="inline" .apps=${this.saasApps}></console-apps-launcher>`
      : html`<console-apps-launcher .apps=${this.saasApps}></console-apps-launcher>`;
  }

  /** What the layout moves off the bar, in bar order. */
  protected drawerItems(): TemplateResult[] {
    const off = (item: OverflowItem) => this.isOffBar(item);
    const tools = this.developerTools;
    const items = [
      off('developer-tools') && this.hasItem('developer-tools')
        ? html`<console-developer-menu variant="inline" .tools=${tools}></console-developer-menu>`
        : nothing,
      this.layout.inlineHelp ? this.renderHelpMenu('inline') : nothing,
      off('locale-menu') ? this.renderLocaleMenu('inline') : nothing,
      off('live-chat') ? this.renderLiveChat('inline') : nothing,
      off('apps-launcher') ? this.renderAppsLauncher('inline') : nothing,
    ];
    return items.filter((item): item is TemplateResult => item !== nothing);
  }

  /** Whether the header has the item to show at all. */
  private hasItem(item: OverflowItem): boolean {
    switch (item) {
      case 'apps-launcher':
        return (this.saasApps?.length ?? 0) > 0;
      case 'live-chat':
        return this.liveChat !== null;
      case 'locale-menu':
        return this.locales.length >= 2;
      case 'developer-tools':
        return this.developerTools.cloudShell || this.developerTools.codeEditor;
      case 'product-name':
        return true;
      case 'user-label':
        return this.user !== null;
      case 'region-label':
        return this.activeRegion !== '' || this.regions.length > 0;
    }
  }

  private isOffBar(item: OverflowItem): boolean {
    return isOffBar(item, { oneColumn: this.layout.oneColumn, overflow: this.overflow });
  }

  /** Checks, once the current update (and the menus' own) has rendered, that the bar does not overflow. */
  private scheduleFit(): void {
    this.fitPending = true;
    if (!this.fitting) void this.fitBar();
  }

  /**
   * While the bar is wider than the header even with the search box collapsed, the next item of OVERFLOW_ORDER gives
   * up its place. Every step is a microtask after the render, so the overflowing bar is never painted.
   */
  private async fitBar(): Promise<void> {
    this.fitting = true;
    try {
      while (this.fitPending) {
        this.fitPending = false;
        await Promise.all(
          [...this.renderRoot.querySelectorAll('.menus > *, #drawer > *')].map(node =>
            node instanceof LitElement ? node.updateComplete : true
          )
        );
        const bar = this.renderRoot.querySelector<HTMLElement>('.base');
        if (!this.isConnected || this.loading || !bar || !barOverflows(bar)) continue;
        const next = nextOverflow(this.overflow, item => this.hasItem(item));
        if (next === null) continue;
        this.overflow = next;
        // Its render asks for another check (updated → scheduleFit), which this loop runs.
        await this.updateComplete;
      }
    } finally {
      this.fitting = false;
    }
  }

  private track(name: string): void {
    this.telemetry?.track({ category: 'analytics', name });
  }

  private observeSearchArea(): void {
    const area = this.renderRoot.querySelector('.search');
    if (area) this.resizeObserver?.observe(area);
  }

  private updateLayout(): void {
    const next = headerLayout({ searchWidth: this.searchWidth, windowWidth: window.innerWidth });
    const current = this.layout;
    const modeChanged = next.oneColumn !== current.oneColumn || next.inlineHelp !== current.inlineHelp;
    // Another window mode starts again from a full bar. Narrow mode does not: it follows from what fits.
    if (modeChanged) this.overflow = 0;
    if (modeChanged || next.narrow !== current.narrow) this.layout = next;
  }

  private readonly handleWindowChange = (): void => this.updateLayout();

  /** The host resized (the bar may fit more, or less) or the search area did (narrow mode). */
  private readonly handleResize = (entries: ResizeObserverEntry[]): void => {
    for (const entry of entries) {
      const width = entry.borderBoxSize[0]?.inlineSize;
      if (width === undefined) continue;
      if (entry.target === this) {
        // Wider: start again from a full bar; narrower: check whether it still fits.
        if (width > this.hostWidth && this.overflow > 0) this.overflow = 0;
        else this.scheduleFit();
        this.hostWidth = width;
      } else {
        this.searchWidth = width;
        this.updateLayout();
      }
    }
  };

  private handleNavClick(): void {
    this.dispatchEvent(new NavToggleEvent());
  }
}
