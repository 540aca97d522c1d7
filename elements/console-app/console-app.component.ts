import { provide } from '@lit/context';
import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { telemetryContext, type TelemetryService } from '../../src/contexts/telemetry-context.ts';
import { CONSOLE_CONFIG } from '../../src/config.ts';
import { t } from '../../src/i18n/i18n.ts';
import { regionFriendlyName } from '../../src/domain/regions.ts';
import { LOCAL_PLUGIN_ENVIRONMENT, pluginFrameUrl } from '../../src/plugins/plugin-url.ts';
import type { RouteMatch } from '../../src/router/route-table.ts';
import type { RegionSelectEvent } from '../../src/events/region-select-event.ts';
import { $user } from '../../stores/account.ts';
import { $activeRegion, selectRegion } from '../../stores/active-region.ts';
import { $consoleFailure, $startupPhase, type ConsoleFailure } from '../../stores/console.ts';
import { $locale } from '../../stores/locale.ts';
import { $messages, dismissMessage, type ConsoleMessage } from '../../stores/messages.ts';
import { $pluginRegistry } from '../../stores/plugins.ts';
import { $regions } from '../../stores/regions.ts';
import { $location, $route } from '../../stores/route.ts';
import { $session, restartSignIn, signOut } from '../../stores/session.ts';
import { StoreController } from '../shared/store-controller.ts';
import { consoleAppStyles } from './console-app.styles.ts';

/** Loads the module that defines an island's element, e.g. `home` → `console-home`. */
export type IslandLoader = (name: 'home') => Promise<unknown>;

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

  private readyMarked = false;

  protected override render(): TemplateResult {
    return html`
      <console-shell .config=${CONSOLE_CONFIG}>
        ${this.renderHeader()} ${this.renderMessages()} ${this.renderContent()}
      </console-shell>
    `;
  }

  protected renderHeader(): TemplateResult {
    const regions = this.regions.value.items;
    const user = this.user.value.value;
    // An error screen offers its own ways on (other regions, sign-in); a region menu there would only mislead.
    const failure = this.failure.value;
    return html`
      <console-header
        slot="header"
        .regions=${failure ? [] : regions}
        .activeRegion=${failure ? '' : this.activeRegion.value}
        .user=${user ? { name: user.name, email: user.email ?? undefined } : null}
        .loading=${!failure && this.headerLoading()}
        @console-region-select=${this.handleRegionSelect}
        @console-sign-out=${this.handleSignOut}
      ></console-header>
    `;
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

  protected renderContent(): TemplateResult {
    const failure = this.failure.value;
    if (failure) return this.renderFailure(failure);
    if (this.phase.value !== 'ready' || this.session.value.status !== 'signed-in') {
      return html`<console-loading></console-loading>`;
    }
    const route = this.route.value;
    if (!route) return html`<console-loading></console-loading>`;
    return this.renderRoute(route);
  }

  protected renderRoute(route: RouteMatch): TemplateResult {
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

  protected renderPlugin(prefix: string): TemplateResult {
    const plugin = this.registry.value?.plugins.find(entry => entry.pathPrefix === prefix);
    if (!plugin) return html`<console-status-page kind="not-found"></console-status-page>`;
    const { pathname, search } = this.location.value;
    const src = pluginFrameUrl({
      urlTemplate: plugin.urlTemplate,
      environment: LOCAL_PLUGIN_ENVIRONMENT,
      region: this.activeRegion.value,
      locale: this.locale.value,
      consolePath: `${pathname}${search}`,
      consoleOrigin: window.location.origin,
    });
    return html`<console-plugin-frame
      class="plugin-frame"
      .src=${src.href}
      .pluginName=${plugin.name}
      .title=${t('app.pluginFrame.title', { name: plugin.name })}
    ></console-plugin-frame>`;
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

  /** Marks console:ready once the header is interactive and the first route has rendered (DESIGN.md, Start-up). */
  private async markReadyOnce(): Promise<void> {
    const route = this.route.value;
    if (this.readyMarked || this.phase.value !== 'ready' || !route || this.headerLoading()) return;
    this.readyMarked = true;
    if (route.kind === 'home') {
      await customElements.whenDefined('console-home');
      await new Promise(resolve => requestAnimationFrame(resolve));
    }
    performance.mark(CONSOLE_READY_MARK);
    this.dispatchEvent(new Event('console-ready', { bubbles: true, composed: true }));
  }

  private readonly handleRegionSelect = (event: RegionSelectEvent): void => {
    selectRegion(event.region);
  };

  private readonly handleSignOut = (): void => {
    void signOut(this.activeRegion.value);
  };

  private readonly handleCountdownEnd = (): void => {
    void restartSignIn();
  };
}
