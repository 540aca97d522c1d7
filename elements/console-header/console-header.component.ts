import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { consume } from '@lit/context';
import { property } from 'lit/decorators.js';
import { telemetryContext, type TelemetryService } from '../../src/contexts/telemetry-context.ts';
import { NavToggleEvent } from '../../src/events/nav-toggle-event.ts';
import { t } from '../../src/i18n/i18n.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { logoMark, menuIcon } from '../shared/icons.ts';
import type { RegionOption } from '../console-region-menu/interfaces.ts';
import type { ConsoleUser } from '../console-user-menu/interfaces.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { headerStyles } from './console-header.styles.ts';

/**
 * Presentational: it shows what it is given and reports the user's choices as events, which bubble out of the
 * header unchanged from `<console-region-menu>` and `<console-user-menu>`.
 *
 * @summary The console's header bar: logo link home, search, region menu and user menu.
 *
 * @tag console-header
 *
 * @slot search - The search box.
 *
 * @fires {RegionSelectEvent} console-region-select - The user chose another region; `region` holds its name.
 * @fires {SignOutEvent} console-sign-out - The user chose Sign out.
 * @fires {NavToggleEvent} console-nav-toggle - The user pressed the navigation menu button.
 *
 * @csspart base - The header bar.
 * @csspart logo - The logo link.
 * @csspart search - The container of the search slot.
 * @csspart menus - The container of the menus.
 *
 * @cssproperty [--console-header-height=60px] - Height of the bar.
 * @cssproperty [--console-color-header-background=#312d2a] - Background of the bar.
 * @cssproperty [--console-color-header-text=#ffffff] - Text colour on the bar.
 */
export class ConsoleHeader extends LitElement {
  static override styles = [baseStyles, headerStyles];

  /** The subscribed regions. */
  @property({ attribute: false }) regions: RegionOption[] = [];

  /** Name of the active region, e.g. `us-ashburn-1`. */
  @property({ attribute: 'active-region' }) activeRegion = '';

  /** The signed-in user, or null when unknown. */
  @property({ attribute: false }) user: ConsoleUser | null = null;

  /** While true the menus are placeholders of the same size, so nothing moves when the data arrives. */
  @property({ type: Boolean, reflect: true }) loading = false;

  /** Whether the navigation menu is open: the menu button says so (`aria-expanded`). */
  @property({ attribute: 'nav-open', type: Boolean }) navOpen = false;

  /** Records what users do with the header, when a console root provides telemetry. */
  @consume({ context: telemetryContext })
  protected telemetry?: TelemetryService;

  protected readonly locale = new LocaleController(this);

  constructor() {
    super();
    this.addEventListener('console-region-select', () =>
      this.telemetry?.track({ category: 'analytics', name: 'header.region-select' })
    );
    this.addEventListener('console-sign-out', () =>
      this.telemetry?.track({ category: 'analytics', name: 'header.sign-out' })
    );
  }

  protected override render(): TemplateResult {
    return html`<header class="base" part="base">
      ${this.renderNavButton()} ${this.renderLogo()}
      <div class="search" part="search"><slot name="search"></slot></div>
      ${
        this.loading
          ? this.renderSkeletons()
          : html`<div class="menus" part="menus">${this.renderRegionMenu()}${this.renderUserMenu()}</div>`
      }
    </header>`;
  }

  protected renderNavButton(): TemplateResult {
    return html`<button
      type="button"
      class="nav-button"
      part="nav-button"
      aria-label=${t('navigation.menu.label')}
      aria-expanded=${this.navOpen ? 'true' : 'false'}
      @click=${this.handleNavClick}
    >
      ${menuIcon}
    </button>`;
  }

  private handleNavClick(): void {
    this.dispatchEvent(new NavToggleEvent());
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

  protected renderRegionMenu(): TemplateResult | typeof nothing {
    if (!this.activeRegion && this.regions.length === 0) return nothing;
    return html`<console-region-menu
      .regions=${this.regions}
      .activeRegion=${this.activeRegion}
    ></console-region-menu>`;
  }

  protected renderUserMenu(): TemplateResult | typeof nothing {
    if (!this.user) return nothing;
    return html`<console-user-menu .user=${this.user}></console-user-menu>`;
  }
}
