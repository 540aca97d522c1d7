import { provide } from '@lit/context';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { keyed } from 'lit/directives/keyed.js';
import { telemetryContext, type TelemetryService } from '../../src/contexts/telemetry-context.ts';
import { CONSOLE_CONFIG } from '../../src/config.ts';
import { catalogIntlTag, t } from '../../src/i18n/i18n.ts';
import { regionFriendlyName } from '../../src/domain/regions.ts';
import type { RegionSelectEvent } from '../../src/events/region-select-event.ts';
import type { DevToolOpenEvent } from '../../src/events/dev-tool-open-event.ts';
import type { LocaleSelectEvent } from '../../src/events/locale-select-event.ts';
import type { SearchSubmitEvent } from '../../src/events/search-submit-event.ts';
import { applyTheme } from '../../src/styles/apply-theme.ts';
import { applyBannerReserve } from '../../src/styles/banner-reserve.ts';
import type { NavSelectEvent } from '../../src/events/nav-select-event.ts';
import { isOverrideBarShortcut } from '../../src/domain/plugin-override.ts';
import { $user } from '../../stores/account.ts';
import { $activeRegion, selectRegion } from '../../stores/active-region.ts';
import { $consoleFailure, $startupPhase } from '../../stores/console.ts';
import { $direction, $locale, $localeTag, pickLocale } from '../../stores/locale.ts';
import { $headerModel } from '../../stores/header.ts';
import { $theme } from '../../stores/theme.ts';
import { setLanguagePreference } from '../../stores/preferences.ts';
import { $blockedPopup, dismissBlockedPopup, openWindow } from '../../stores/popups.ts';
import { $toasts as $consoleToasts } from '../../stores/toasts.ts';
import { $messages } from '../../stores/messages.ts';
import {
  $navigationBlock,
  cancelNavigation,
  confirmNavigation,
  requestLeave,
  requestNavigation,
} from '../../stores/plugin-navigation-block.ts';
import { $menuOpen, closeMenu, toggleMenu } from '../../stores/navigation-state.ts';
import {
  $overrideBarVisible,
  $overrideRejections,
  $pluginOverrides,
  clearOverrides,
  hideOverrideBar,
  toggleOverrideBar,
} from '../../stores/plugin-override.ts';
import { $regions } from '../../stores/regions.ts';
import { $route } from '../../stores/route.ts';
import { $session, restartSignIn, signOut } from '../../stores/session.ts';
import { $bannerReserve } from '../../stores/banner-reserve.ts';
import { openSettingsPanel } from '../../stores/settings-panel.ts';
import { toggleHelpPanel } from '../../stores/help-panel.ts';
import { openFeedbackPanel } from '../../stores/feedback-panel.ts';
import type { HelpActionEvent } from '../../src/events/help-action-event.ts';
import { StoreController } from '../shared/store-controller.ts';
import { consoleAppStyles } from './console-app.styles.ts';
import { preloadLazyElements, WantedElements } from './lazy-elements.ts';
import { failureScreen } from './failure-screen.ts';
import { messageBars } from './message-bars.ts';
import { LazyPluginContainers } from './lazy-plugin-containers.ts';
import { SearchFlyoutHost } from './search-flyout-host.ts';
import { IslandOverlays } from './island-overlays.ts';
import type { IslandLoader } from './islands.ts';
export type { IslandLoader, IslandName } from './islands.ts';
import { ISLAND_OVERLAYS } from './overlays.ts';
import { ISLAND_PAGES, routeContent } from './route-content.ts';
import { CONSOLE_READY_EVENT, CONSOLE_READY_MARK, whenIdle } from '../../src/idle.ts';
import { prepareMenus } from '../shared/menu-controller.ts';

/** Developer tools while the console shows an error screen: none. */
const NO_DEVELOPER_TOOLS = { cloudShell: false, codeEditor: false, combined: false } as const;

/**
 * @tag console-app
 * @summary The connected root of the console: reads the stores and composes the presentational chrome
 * (`console-shell`, `console-header`) with the content of the current route.
 *
 * The chrome elements stay free of stores so other apps can reuse them; this element is where the console wires
 * them to its state. Islands are loaded through `loadIsland`, set by the start-up code, so the chrome never
 * imports React.
 */
export class ConsoleApp extends LitElement {
  static override styles = consoleAppStyles;

  /** Telemetry for the chrome, set by the start-up code (which decides where it goes and whether it is on). */
  @provide({ context: telemetryContext })
  telemetry: TelemetryService = { track: () => undefined };

  /** Loads island modules on demand (set by src/main.ts). */
  loadIsland: IslandLoader | null = null;

  private readonly session = new StoreController(this, $session);
  private readonly user = new StoreController(this, $user);
  private readonly regions = new StoreController(this, $regions);
  private readonly activeRegion = new StoreController(this, $activeRegion);
  private readonly route = new StoreController(this, $route);
  private readonly locale = new StoreController(this, $locale);
  // The language menu marks the supported locale (pt-BR, zh-Hans), not the catalog's bundle tag (pt_BR, zh_CN).
  private readonly localeTag = new StoreController(this, $localeTag);
  private readonly failure = new StoreController(this, $consoleFailure);
  private readonly phase = new StoreController(this, $startupPhase);
  private readonly messages = new StoreController(this, $messages);
  private readonly navigationBlock = new StoreController(this, $navigationBlock);
  private readonly overrides = new StoreController(this, $pluginOverrides);
  private readonly overrideRejections = new StoreController(this, $overrideRejections);
  private readonly overrideBarVisible = new StoreController(this, $overrideBarVisible);
  private readonly menuOpen = new StoreController(this, $menuOpen);
  private readonly headerModel = new StoreController(this, $headerModel);
  private readonly consoleToasts = new StoreController(this, $consoleToasts);
  private readonly blockedPopup = new StoreController(this, $blockedPopup);
  private readonly documentUnsubscribers: (() => void)[] = [];

  private readyMarked = false;

  /**
   * True once the console is ready and the browser has been idle since: what is not on the start-up path renders
   * then: the banners (their room is kept meanwhile) and the footer's markdown (their sanitiser). An error screen is
   * the whole page: its footer shows at once.
   */
  @state() private settled = false;
  /** The header's search flyout island, loaded on the built-in box's first focus. */
  private readonly searchFlyout = new SearchFlyoutHost(this, {
    load: () => this.loadIsland?.('searchFlyout') ?? null,
    header: () => this.renderRoot.querySelector('console-header'),
  });

  /** Side panels and dialogs that are islands (overlays.ts): loaded when first wanted. */
  private readonly overlays = new IslandOverlays(this, ISLAND_OVERLAYS, () => this.loadIsland);

  /** Lazy chrome elements asked for once; they stay rendered afterwards so closing keeps focus handling intact. */
  private readonly elements = new WantedElements();

  /** The plugin pages: the main page of a plugin route and the docks. */
  private readonly plugins = new LazyPluginContainers(this, {
    elements: this.elements,
    onSignOut: () => this.handleSignOut(),
  });

  protected override render(): TemplateResult {
    return html`
      <console-shell
        .config=${CONSOLE_CONFIG}
        .classification=${this.classificationLabel()}
        .footerDeferred=${!this.settled && !this.failure.value}
      >
        ${this.renderHeader()} ${this.renderOverrideBar()} ${this.renderBanners()} ${this.renderMessages()}
        ${this.renderContent()} ${this.plugins.renderSideDock()} ${this.plugins.renderBottomDock()}
        ${this.renderToasts()} ${this.renderPopupBlocked()}
      </console-shell>
      ${this.overlays.render()} ${this.renderNavigationMenu()} ${this.renderNavigationConfirm()}
    `;
  }

  protected renderHeader(): TemplateResult {
    const regions = this.regions.value.items;
    const user = this.user.value.value;
    // An error screen offers its own ways on (other regions, sign-in); a region menu there would only mislead.
    const failure = this.failure.value;
    const model = this.headerModel.value;
    return html`
      <console-header
        slot="header"
        .regions=${failure ? [] : regions}
        .activeRegion=${failure ? '' : this.activeRegion.value}
        .user=${user ? model.user : null}
        .loading=${!failure && this.headerLoading()}
        .navOpen=${this.menuOpen.value}
        .developerTools=${failure ? NO_DEVELOPER_TOOLS : model.developerTools}
        .announcements=${failure ? null : model.announcements}
        .bell=${!failure}
        .helpItems=${model.helpItems}
        .locales=${model.locales}
        .activeLocale=${this.localeTag.value}
        .liveChat=${failure ? null : model.liveChat}
        .saasApps=${failure ? null : model.saasApps}
        @console-nav-toggle=${() => toggleMenu()}
        @console-region-select=${this.handleRegionSelect}
        @console-sign-out=${this.handleSignOut}
        @console-settings-open=${() => openSettingsPanel()}
        @console-help-action=${this.handleHelpAction}
        @console-locale-select=${this.handleLocaleSelect}
        @console-dev-tool-open=${this.handleDevToolOpen}
        @console-search-submit=${this.handleSearchSubmit}
        @console-search-activate=${this.searchFlyout.activate}
        >${this.searchFlyout.render()}</console-header
      >
    `;
  }

  /** The banners (spec 1 §2): their element and rules load with the page data, after ready. */
  protected renderBanners(): TemplateResult | typeof nothing {
    // After ready: banners (and their sanitiser) are not on the start-up path; their room is kept meanwhile.
    if (this.failure.value || !this.elements.want('console-banners', this.settled)) return nothing;
    return html`<console-banners slot="banner"></console-banners>`;
  }

  /** The realm's classification marking, also shown in the footer (spec 1 §9: the footer grows by 24 px). */
  private classificationLabel(): string | undefined {
    const classification = CONSOLE_CONFIG.realmFeatures?.classification;
    if (!classification) return undefined;
    return t(classification === 'secret' ? 'banners.classification.secret' : 'banners.classification.topSecret');
  }

  protected renderMessages(): TemplateResult[] {
    return messageBars(this.messages.value);
  }

  protected renderContent(): TemplateResult | ReturnType<typeof keyed> {
    const failure = this.failure.value;
    if (failure) return failureScreen(failure, this.activeRegion.value, this.handleCountdownEnd);
    if (this.phase.value !== 'ready' || this.session.value.status !== 'signed-in') {
      return html`<console-loading></console-loading>`;
    }
    const route = this.route.value;
    if (!route) return html`<console-loading></console-loading>`;
    return routeContent(route, this.loadIsland, this.plugins);
  }

  protected renderOverrideBar(): TemplateResult | typeof nothing {
    const needed =
      this.overrideBarVisible.value || this.overrides.value.length > 0 || this.overrideRejections.value.length > 0;
    if (!this.elements.want('console-override-bar', needed)) return nothing;
    return html`<console-override-bar
      slot="banner"
      .open=${this.overrideBarVisible.value}
      .overrides=${this.overrides.value}
      .rejections=${this.overrideRejections.value}
      @console-override-clear=${() => clearOverrides()}
      @console-request-close=${() => hideOverrideBar()}
    ></console-override-bar>`;
  }

  protected renderToasts(): TemplateResult | typeof nothing {
    // Plugin toasts are forwarded into the console's toast store at start-up (src/startup.ts).
    if (!this.elements.want('console-toasts', this.consoleToasts.value.length > 0)) return nothing;
    return html`<console-toasts slot="toast"></console-toasts>`;
  }

  protected renderPopupBlocked(): TemplateResult | typeof nothing {
    const blocked = this.blockedPopup.value;
    if (!this.elements.want('console-popup-blocked', blocked !== null) || !blocked) return nothing;
    return html`<console-popup-blocked
      slot="banner"
      .url=${blocked.url}
      .seconds=${blocked.secondsLeft}
      @console-request-close=${() => dismissBlockedPopup()}
    ></console-popup-blocked>`;
  }

  protected renderNavigationMenu(): TemplateResult | typeof nothing {
    // The element reads the menu and its notice itself (console-nav-menu.connected.ts, with the navigation store).
    if (this.failure.value || !this.elements.want('console-nav-menu', this.menuOpen.value || this.settled))
      return nothing;
    return html`<console-nav-menu
      .open=${this.menuOpen.value}
      @console-nav-select=${this.handleNavSelect}
    ></console-nav-menu>`;
  }

  /** The help menu's panels (issue 17): contextual help toggles, feedback opens (no prompt: always). */
  private readonly handleHelpAction = (event: HelpActionEvent): void => {
    if (event.action === 'contextual-help') toggleHelpPanel();
    else openFeedbackPanel();
  };

  private readonly handleNavSelect = (event: NavSelectEvent): void => {
    closeMenu();
    if (event.openInNewTab) {
      // A blocked pop-up says so with its countdown (spec 1 §8).
      openWindow(new URL(event.path, window.location.origin).href);
      return;
    }
    // Through the plugin host: a dirty plugin page asks before it is left.
    requestNavigation(event.path);
  };

  protected renderNavigationConfirm(): TemplateResult | typeof nothing {
    const block = this.navigationBlock.value;
    if (!this.elements.want('console-confirm-dialog', block?.confirmVisible ?? false)) return nothing;
    return html`<console-confirm-dialog
      .open=${block?.confirmVisible ?? false}
      .message=${block?.message ?? undefined}
      .destination=${block?.destination ?? undefined}
      @console-confirm=${() => confirmNavigation()}
      @console-cancel=${() => cancelNavigation()}
    ></console-confirm-dialog>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.handleKeydown);
    // The theme, direction and language belong to the whole document: tokens live on <html> (src/styles/tokens.css).
    const applyDocumentTheme = (): void => {
      const theme = $theme.get();
      void applyTheme(
        document.documentElement,
        { themeId: theme.themeId, colors: theme.preview ? undefined : theme.theme?.styles.colors },
        $direction.get(),
        // `lang` is BCP 47 (pt-BR, zh-Hans): the catalog's bundle tag (pt_BR, zh_CN) is not.
        catalogIntlTag($locale.get())
      );
    };
    this.documentUnsubscribers.push(
      $theme.listen(applyDocumentTheme),
      $direction.listen(applyDocumentTheme),
      $bannerReserve.subscribe(blockSize => applyBannerReserve(document.documentElement, blockSize))
    );
    applyDocumentTheme();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.handleKeydown);
    for (const unsubscribe of this.documentUnsubscribers.splice(0)) unsubscribe();
  }

  /** Alt+O shows or hides the plugin-override bar (spec 1 §2). */
  private readonly handleKeydown = (event: KeyboardEvent): void => {
    if (!isOverrideBarShortcut(event)) return;
    event.preventDefault();
    toggleOverrideBar();
  };

  protected override firstUpdated(): void {
    // The static skeleton from index.html has done its job: this element now draws the same layout itself.
    this.replaceChildren();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    void this.markReadyOnce();
  }

  private headerLoading(): boolean {
    return this.regions.value.status !== 'ready' || this.user.value.value === null;
  }

  /**
   * Marks console:ready once the header is interactive and the first route has rendered (DESIGN.md, Start-up): on a
   * plugin route, once the plugin page has its context (or has failed). What the console defers until after ready
   * (banners, the rest of the start-up data, the footer's markdown) then never competes with the first page.
   */
  private async markReadyOnce(): Promise<void> {
    const route = this.route.value;
    if (this.readyMarked || this.phase.value !== 'ready' || !route || this.headerLoading()) return;
    if (this.plugins.pending(route)) return;
    this.readyMarked = true;
    const island = ISLAND_PAGES[route.kind];
    if (island) {
      await customElements.whenDefined(island);
      await new Promise(resolve => requestAnimationFrame(resolve));
    }
    performance.mark(CONSOLE_READY_MARK);
    this.dispatchEvent(new Event(CONSOLE_READY_EVENT, { bubbles: true, composed: true }));
    whenIdle(() => {
      this.settled = true;
      // The header menus' items, one menu per idle period: their first opening then costs no more than the next.
      prepareMenus(whenIdle);
    });
    preloadLazyElements();
  }

  private readonly handleRegionSelect = (event: RegionSelectEvent): void => {
    // A dirty plugin page asks first, as for any navigation (spec 1 §4 region change).
    const region = event.region;
    requestLeave(() => selectRegion(region), regionFriendlyName(region));
  };

  private readonly handleLocaleSelect = (event: LocaleSelectEvent): void => {
    const localeTag = event.localeTag;
    // Stored locally and as the personalization preference (spec 3 §4); a failed save is logged by the store.
    void pickLocale(localeTag).then(() => setLanguagePreference(localeTag));
  };

  private readonly handleDevToolOpen = (event: DevToolOpenEvent): void => {
    // The dock's actions come with the plugin host, which loads on the first plugin page or dock.
    const tool = event.tool;
    void import('../../stores/plugin-host.ts').then(host => host.bottomDockOpen(tool));
  };

  private readonly handleSearchSubmit = (event: SearchSubmitEvent): void => {
    requestNavigation(`/search?${new URLSearchParams({ q: event.query }).toString()}`);
  };
  private readonly handleSignOut = (): void => {
    void signOut(this.activeRegion.value);
  };

  private readonly handleCountdownEnd = (): void => {
    void restartSignIn();
  };
}
