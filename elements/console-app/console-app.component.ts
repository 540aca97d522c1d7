import { provide } from '@lit/context';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { telemetryContext, type TelemetryService } from '../../src/contexts/telemetry-context.ts';
import { CONSOLE_CONFIG } from '../../src/config.ts';
import { t } from '../../src/i18n/i18n.ts';
import { regionFriendlyName } from '../../src/domain/regions.ts';
import { LOCAL_PLUGIN_ENVIRONMENT, pluginFrameUrl } from '../../src/plugins/plugin-url.ts';
import type { RouteMatch } from '../../src/router/route-table.ts';
import type { RegionSelectEvent } from '../../src/events/region-select-event.ts';
import type { DevToolOpenEvent } from '../../src/events/dev-tool-open-event.ts';
import type { LocaleSelectEvent } from '../../src/events/locale-select-event.ts';
import type { SearchSubmitEvent } from '../../src/events/search-submit-event.ts';
import { applyTheme } from '../../src/styles/apply-theme.ts';
import { applyBannerReserve } from '../../src/styles/banner-reserve.ts';
import type { PluginFrameAttachEvent } from '../../src/events/plugin-frame-attach-event.ts';
import type { DockTabCloseEvent } from '../../src/events/dock-tab-close-event.ts';
import type { DockTabSelectEvent } from '../../src/events/dock-tab-select-event.ts';
import type { NavPinEvent } from '../../src/events/nav-pin-event.ts';
import type { NavSelectEvent } from '../../src/events/nav-select-event.ts';
import { isOverrideBarShortcut } from '../../src/domain/plugin-override.ts';
import type { BottomDockTab } from '../../src/domain/plugin-containers.ts';
import type { PluginConnection, PluginContainerName } from '../../src/plugins/plugin-host.ts';
import type { RegistryPlugin } from '../../src/services/plugin-registry.ts';
import { $user } from '../../stores/account.ts';
import { $activeRegion, selectRegion } from '../../stores/active-region.ts';
import { $consoleFailure, $startupPhase, type ConsoleFailure } from '../../stores/console.ts';
import { $direction, $locale, pickLocale } from '../../stores/locale.ts';
import { $headerModel } from '../../stores/header.ts';
import { $theme } from '../../stores/theme.ts';
import { setLanguagePreference } from '../../stores/preferences.ts';
import { $blockedPopup, dismissBlockedPopup, openWindow } from '../../stores/popups.ts';
import { $toasts as $consoleToasts } from '../../stores/toasts.ts';
import { $messages, dismissMessage, type ConsoleMessage } from '../../stores/messages.ts';
import {
  $containers,
  $navigationBlock,
  $pluginStatus,
  attachPluginFrame,
  bottomDockClose,
  bottomDockCloseTab,
  bottomDockMaximize,
  bottomDockMinimize,
  bottomDockOpen,
  bottomDockRestore,
  cancelNavigation,
  confirmNavigation,
  requestLeave,
  requestNavigation,
  loadMainPlugin,
  sideDockClose,
  unloadMainPlugin,
} from '../../stores/plugin-host.ts';
import {
  $menuOpen,
  $navigationNotice,
  $navigationView,
  closeMenu,
  pinItem,
  toggleMenu,
  unpinItem,
} from '../../stores/navigation.ts';
import {
  $overrideBarVisible,
  $overrideRejections,
  $pluginOverrides,
  clearOverrides,
  hideOverrideBar,
  overriddenPluginUrl,
  toggleOverrideBar,
} from '../../stores/plugin-override.ts';
import { $pluginRegistry } from '../../stores/plugins.ts';
import { $regions } from '../../stores/regions.ts';
import { $location, $route } from '../../stores/route.ts';
import { $session, restartSignIn, signOut } from '../../stores/session.ts';
import { $bannerReserve } from '../../stores/banner-reserve.ts';
import { StoreController } from '../shared/store-controller.ts';
import { consoleAppStyles } from './console-app.styles.ts';
import { defineLazyElement, preloadLazyElements, type LazyElementTag } from './lazy-elements.ts';
import { whenIdle } from '../../src/idle.ts';

/** Loads the module that defines an island's element, e.g. `home` → `console-home`. */
export type IslandLoader = (name: 'home') => Promise<unknown>;

/** Developer tools while the console shows an error screen: none. */
const NO_DEVELOPER_TOOLS = { cloudShell: false, codeEditor: false, combined: false } as const;

/** The mark a benchmark waits for: header interactive and first route rendered. */
export const CONSOLE_READY_MARK = 'console:ready';

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
  private readonly location = new StoreController(this, $location);
  private readonly locale = new StoreController(this, $locale);
  private readonly failure = new StoreController(this, $consoleFailure);
  private readonly phase = new StoreController(this, $startupPhase);
  private readonly registry = new StoreController(this, $pluginRegistry);
  private readonly messages = new StoreController(this, $messages);
  private readonly pluginStatus = new StoreController(this, $pluginStatus);
  private readonly containers = new StoreController(this, $containers);
  private readonly navigationBlock = new StoreController(this, $navigationBlock);
  private readonly overrides = new StoreController(this, $pluginOverrides);
  private readonly overrideRejections = new StoreController(this, $overrideRejections);
  private readonly overrideBarVisible = new StoreController(this, $overrideBarVisible);
  private readonly menuOpen = new StoreController(this, $menuOpen);
  private readonly navigationView = new StoreController(this, $navigationView);
  private readonly navigationNotice = new StoreController(this, $navigationNotice);
  private readonly headerModel = new StoreController(this, $headerModel);
  private readonly consoleToasts = new StoreController(this, $consoleToasts);
  private readonly blockedPopup = new StoreController(this, $blockedPopup);
  private readonly documentUnsubscribers: (() => void)[] = [];

  /** The host's connection of each container's frame, closed when another page replaces it. */
  private readonly connections = new Map<PluginContainerName, PluginConnection>();
  /** Bumped by Try again: a new iframe for the same plugin. */
  private frameGeneration = 0;

  /**
   * The URL each container's frame was opened with. A frame keeps its page while the console path, region or locale
   * change: the plugin learns those from its context (and follows them live) instead of being reloaded, which would
   * cost it its state and a new handshake.
   */
  private readonly frameSources = new Map<PluginContainerName, { key: string; src: URL }>();

  private readyMarked = false;

  /**
   * True once the console is ready and the browser has been idle since: what is not on the start-up path renders
   * then: the banners (their room is kept meanwhile) and the footer's markdown (their sanitiser). An error screen is
   * the whole page: its footer shows at once.
   */
  @state() private settled = false;

  /** Lazy chrome elements asked for once; they stay rendered afterwards so closing keeps focus handling intact. */
  private readonly wantedElements = new Set<LazyElementTag>();

  protected override render(): TemplateResult {
    return html`
      <console-shell
        .config=${CONSOLE_CONFIG}
        .classification=${this.classificationLabel()}
        .footerDeferred=${!this.settled && !this.failure.value}
      >
        ${this.renderHeader()} ${this.renderOverrideBar()} ${this.renderBanners()} ${this.renderMessages()}
        ${this.renderContent()} ${this.renderSideDock()} ${this.renderBottomDock()} ${this.renderToasts()}
        ${this.renderPopupBlocked()}
      </console-shell>
      ${this.renderNavigationMenu()} ${this.renderNavigationConfirm()}
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
        .activeLocale=${this.locale.value}
        .liveChat=${failure ? null : model.liveChat}
        .saasApps=${failure ? null : model.saasApps}
        @console-nav-toggle=${() => toggleMenu()}
        @console-region-select=${this.handleRegionSelect}
        @console-sign-out=${this.handleSignOut}
        @console-locale-select=${this.handleLocaleSelect}
        @console-dev-tool-open=${this.handleDevToolOpen}
        @console-search-submit=${this.handleSearchSubmit}
      ></console-header>
    `;
  }

  /** The banners (spec 1 §2): their element and rules load with the page data, after ready. */
  protected renderBanners(): TemplateResult | typeof nothing {
    // After ready: banners (and their sanitiser) are not on the start-up path; their room is kept meanwhile.
    if (this.failure.value || !this.want('console-banners', this.settled)) return nothing;
    return html`<console-banners slot="banner"></console-banners>`;
  }

  /** The realm's classification marking, also shown in the footer (spec 1 §9: the footer grows by 24 px). */
  private classificationLabel(): string | undefined {
    const classification = CONSOLE_CONFIG.realmFeatures?.classification;
    if (!classification) return undefined;
    return t(classification === 'secret' ? 'banners.classification.secret' : 'banners.classification.topSecret');
  }

  protected renderMessages(): TemplateResult[] {
    return this.messages.value.map(
      message =>
        html`<console-message-bar
          slot="banner"
          severity=${message.severity}
          .message=${this.messageText(message)}
          @console-request-close=${() => dismissMessage(message.id)}
        ></console-message-bar>`
    );
  }

  private messageText(message: ConsoleMessage): string {
    switch (message.kind) {
      case 'unexpected':
        return t('error.unexpected.message');
      case 'navigation-failed':
        return t('error.navigation.message', { path: message.params['path'] ?? '' });
      case 'user-load-failed':
        return t('error.userLoad.message');
      case 'storage-memory':
        return t('notice.storageMemory.message');
    }
  }

  protected renderContent(): TemplateResult | ReturnType<typeof keyed> {
    const failure = this.failure.value;
    if (failure) return this.renderFailure(failure);
    if (this.phase.value !== 'ready' || this.session.value.status !== 'signed-in') {
      return html`<console-loading></console-loading>`;
    }
    const route = this.route.value;
    if (!route) return html`<console-loading></console-loading>`;
    return this.renderRoute(route);
  }

  protected renderRoute(route: RouteMatch): TemplateResult | ReturnType<typeof keyed> {
    switch (route.kind) {
      case 'home':
        return this.renderHome();
      case 'plugin':
        return this.renderPlugin(route.prefix);
      case 'moved':
        return html`<console-status-page kind="moved" .movedTo=${route.to ?? ''}></console-status-page>`;
      case 'redirect':
        // The router replaces the URL and resolves again; nothing to show in between.
        return html`<console-loading></console-loading>`;
      // Shell pages of later issues (quick starts, the BOAT tenancy override, the help tool): until they exist
      // they answer as unknown pages rather than pretending.
      case 'quickstarts':
      case 'tenancy-override':
      case 'contextual-help-tool':
      case 'not-found':
        return html`<console-status-page kind="not-found"></console-status-page>`;
    }
  }

  protected renderHome(): TemplateResult {
    void this.loadIsland?.('home');
    // The island reads the route, account, region, capability and locale stores itself.
    return html`<console-home></console-home>`;
  }

  protected renderPlugin(prefix: string): TemplateResult | ReturnType<typeof keyed> {
    const plugin = this.registry.value?.plugins.find(entry => entry.pathPrefix === prefix);
    if (!plugin) return html`<console-status-page kind="not-found"></console-status-page>`;
    const status = this.pluginStatus.value;
    if (status.plugin === plugin.name && status.status === 'PLUGIN_LOAD_ERROR') {
      this.want('console-plugin-error');
      return html`<console-plugin-error
        plugin-name=${plugin.name}
        code=${status.error ?? ''}
        @console-plugin-retry=${() => this.retryPlugin(plugin.name)}
        @console-sign-out=${this.handleSignOut}
      ></console-plugin-error>`;
    }
    const { pathname, search } = this.location.value;
    return keyed(
      `${plugin.name}:${this.frameGeneration}`,
      this.renderFrame(plugin, `${pathname}${search}`, 'main', 'plugin-frame')
    );
  }

  /** A plugin page in a frame the host accepts the handshake from; an active override replaces the URL. */
  protected renderFrame(
    plugin: RegistryPlugin,
    consolePath: string,
    container: PluginContainerName,
    className: string,
    slot?: string
  ): TemplateResult {
    const override = overriddenPluginUrl(plugin.name);
    const key = `${plugin.name}|${override ?? ''}|${this.frameGeneration}`;
    let src = this.frameSources.get(container)?.key === key ? this.frameSources.get(container)?.src : undefined;
    if (!src) {
      try {
        src = pluginFrameUrl({
          urlTemplate: override ?? plugin.urlTemplate,
          environment: LOCAL_PLUGIN_ENVIRONMENT,
          region: this.activeRegion.value,
          locale: this.locale.value,
          consolePath,
          consoleOrigin: window.location.origin,
        });
      } catch {
        this.want('console-plugin-error');
        return html`<console-plugin-error plugin-name=${plugin.name} code="load-failed"></console-plugin-error>`;
      }
      this.frameSources.set(container, { key, src });
    }
    return html`<console-plugin-frame
      class=${className}
      slot=${slot ?? nothing}
      .src=${src.href}
      .pluginName=${plugin.name}
      .allowedOrigin=${override ? src.origin : undefined}
      .title=${t('app.pluginFrame.title', { name: plugin.name })}
      @console-plugin-frame-attach=${(event: PluginFrameAttachEvent) => this.handleFrameAttach(event, container)}
    ></console-plugin-frame>`;
  }

  protected renderSideDock(): TemplateResult | typeof nothing {
    const side = this.containers.value.side;
    const plugin = side.visible ? this.pluginNamed(side.plugin) : undefined;
    if (!side.visible || !plugin) return nothing;
    this.want('console-side-dock');
    return html`<console-side-dock
      slot="side-dock"
      class="side-dock"
      open
      .heading=${t('app.pluginFrame.title', { name: plugin.name })}
      @console-request-close=${() => sideDockClose()}
    >
      ${this.renderFrame(plugin, side.path ?? plugin.pathPrefix, 'side', 'dock-frame')}
    </console-side-dock>`;
  }

  protected renderBottomDock(): TemplateResult | typeof nothing {
    const bottom = this.containers.value.bottom;
    if (!bottom.visible) return nothing;
    this.want('console-bottom-dock');
    const tabs = bottom.tabs.map(tab => ({
      id: tab.tab,
      label: t(tab.tab === 'cloud-shell' ? 'plugins.dock.tab.cloudShell' : 'plugins.dock.tab.codeEditor'),
    }));
    return html`<console-bottom-dock
      slot="bottom-dock"
      .state=${bottom.state}
      .height=${bottom.heightPx}
      .tabs=${tabs}
      active-tab=${bottom.activeTab ?? ''}
      @console-dock-tab-select=${(event: DockTabSelectEvent) => bottomDockOpen(event.tab as BottomDockTab)}
      @console-dock-tab-close=${(event: DockTabCloseEvent) => bottomDockCloseTab(event.tab as BottomDockTab)}
      @console-dock-minimize=${() => bottomDockMinimize()}
      @console-dock-maximize=${() => bottomDockMaximize()}
      @console-dock-restore=${() => bottomDockRestore()}
      @console-dock-close=${() => bottomDockClose()}
    >
      ${bottom.tabs.map(tab => {
        const plugin = this.pluginNamed(tab.plugin);
        if (!plugin || tab.status === 'PLUGIN_LOAD_ERROR') {
          this.want('console-plugin-error');
          return html`<console-plugin-error
            slot=${tab.tab}
            plugin-name=${tab.plugin}
            code=${tab.error ?? 'load-failed'}
          ></console-plugin-error>`;
        }
        return this.renderFrame(plugin, plugin.pathPrefix, 'bottom', 'dock-frame', tab.tab);
      })}
    </console-bottom-dock>`;
  }

  protected renderOverrideBar(): TemplateResult | typeof nothing {
    const needed =
      this.overrideBarVisible.value || this.overrides.value.length > 0 || this.overrideRejections.value.length > 0;
    if (!this.want('console-override-bar', needed)) return nothing;
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
    if (!this.want('console-toasts', this.consoleToasts.value.length > 0)) return nothing;
    return html`<console-toasts slot="toast"></console-toasts>`;
  }

  protected renderPopupBlocked(): TemplateResult | typeof nothing {
    const blocked = this.blockedPopup.value;
    if (!this.want('console-popup-blocked', blocked !== null) || !blocked) return nothing;
    return html`<console-popup-blocked
      slot="banner"
      .url=${blocked.url}
      .seconds=${blocked.secondsLeft}
      @console-request-close=${() => dismissBlockedPopup()}
    ></console-popup-blocked>`;
  }

  protected renderNavigationMenu(): TemplateResult | typeof nothing {
    const view = this.navigationView.value;
    if (!view || this.failure.value || !this.want('console-nav-menu', this.menuOpen.value || this.settled))
      return nothing;
    return html`<console-nav-menu
      .open=${this.menuOpen.value}
      .menu=${view}
      .notice=${this.navigationNotice.value}
      @console-nav-select=${this.handleNavSelect}
      @console-nav-pin=${(event: NavPinEvent) => (event.pinned ? pinItem(event.key) : unpinItem(event.key))}
      @console-request-close=${() => closeMenu()}
    ></console-nav-menu>`;
  }

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
    if (!this.want('console-confirm-dialog', block?.confirmVisible ?? false)) return nothing;
    return html`<console-confirm-dialog
      .open=${block?.confirmVisible ?? false}
      .message=${block?.message ?? undefined}
      .destination=${block?.destination ?? undefined}
      @console-confirm=${() => confirmNavigation()}
      @console-cancel=${() => cancelNavigation()}
    ></console-confirm-dialog>`;
  }

  /**
   * Whether a lazy element should be rendered: once `needed` has been true it stays so. Lit sets properties on the
   * element before its definition arrives; the upgrade keeps them.
   */
  private want(tag: LazyElementTag, needed = true): boolean {
    if (needed && !this.wantedElements.has(tag)) {
      this.wantedElements.add(tag);
      void defineLazyElement(tag);
    }
    return this.wantedElements.has(tag);
  }

  private pluginNamed(name: string | null): RegistryPlugin | undefined {
    return name ? this.registry.value?.plugins.find(entry => entry.name === name) : undefined;
  }

  private handleFrameAttach(event: PluginFrameAttachEvent, container: PluginContainerName): void {
    const key = container === 'main' ? container : (`${container}:${event.pluginName}` as PluginContainerName);
    this.connections.get(key)?.close();
    this.connections.set(key, attachPluginFrame(event.pluginName, event.frame, event.origin, container));
  }

  private retryPlugin(name: string): void {
    this.frameGeneration += 1;
    unloadMainPlugin();
    loadMainPlugin(name);
  }

  protected renderFailure(failure: ConsoleFailure): TemplateResult {
    const { screen } = failure;
    const links: { href: string; label: string }[] = [];
    for (const link of screen.links) {
      if (link === 'sign-in') links.push({ href: '/', label: t('error.link.signIn') });
      if (link === 'retry') links.push({ href: window.location.pathname, label: t('startup.link.retry') });
      if (link === 'support') links.push({ href: '/support/home', label: t('error.link.contactSupport') });
      if (link === 'other-regions') {
        for (const region of failure.otherRegions) {
          links.push({
            href: `/?region=${encodeURIComponent(region)}`,
            label: t('startup.link.region', { region: regionFriendlyName(region) }),
          });
        }
      }
    }
    return html`<console-status-page
      kind="error"
      .heading=${t(screen.titleId)}
      .message=${t(screen.messageId, { region: this.activeRegion.value })}
      .code=${screen.failure}
      .countdownSeconds=${screen.countdown ? 10 : undefined}
      .links=${links}
      @console-countdown-end=${this.handleCountdownEnd}
    ></console-status-page>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.handleKeydown);
    // The theme, direction and language belong to the whole document: tokens live on <html> (src/styles/tokens.css).
    const applyDocumentTheme = (): void => {
      const theme = $theme.get();
      applyTheme(
        document.documentElement,
        { themeId: theme.themeId, colors: theme.preview ? undefined : theme.theme?.styles.colors },
        $direction.get(),
        $locale.get()
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
    for (const connection of this.connections.values()) connection.close();
    this.connections.clear();
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

  /** True while the route's plugin page is still waiting for its handshake (it has no context yet). */
  private pluginPending(route: RouteMatch): boolean {
    if (route.kind !== 'plugin') return false;
    const plugin = this.registry.value?.plugins.find(entry => entry.pathPrefix === route.prefix);
    if (!plugin) return false;
    const { plugin: name, status } = this.pluginStatus.value;
    return name !== plugin.name || (status !== 'PLUGIN_INITIALIZED' && status !== 'PLUGIN_LOAD_ERROR');
  }

  /**
   * Marks console:ready once the header is interactive and the first route has rendered (DESIGN.md, Start-up): on a
   * plugin route, once the plugin page has its context (or has failed). What the console defers until after ready
   * (banners, the rest of the start-up data, the footer's markdown) then never competes with the first page.
   */
  private async markReadyOnce(): Promise<void> {
    const route = this.route.value;
    if (this.readyMarked || this.phase.value !== 'ready' || !route || this.headerLoading()) return;
    if (this.pluginPending(route)) return;
    this.readyMarked = true;
    if (route.kind === 'home') {
      await customElements.whenDefined('console-home');
      await new Promise(resolve => requestAnimationFrame(resolve));
    }
    performance.mark(CONSOLE_READY_MARK);
    this.dispatchEvent(new Event('console-ready', { bubbles: true, composed: true }));
    whenIdle(() => {
      this.settled = true;
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
    bottomDockOpen(event.tool);
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
