import { html, LitElement, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { t } from '../../src/i18n/i18n.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { appsIcon, externalLinkIcon } from '../shared/header-menu-icons.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { menuPopup, menuTrigger } from '../shared/menu-templates.ts';
import { MenuController, type MenuVariant } from '../shared/menu-controller.ts';
import { menuGroupStyles } from '../shared/menu-group.styles.ts';
import { menuStyles } from '../shared/menu.styles.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { appsLauncherStyles } from './console-apps-launcher.styles.ts';
import type { SaasApp } from './interfaces.ts';

/**
 * Each application is a link that opens in a new tab (`rel="noopener noreferrer"`, an icon, and "(opens in a new tab)"
 * for screen readers): a SaaS application runs on its own console. While `loading` the menu says so; with no
 * applications it says "No applications" (the header hides the launcher in that case anyway).
 *
 * @summary The header's applications launcher: an apps-grid menu button listing the tenancy's SaaS applications.
 *
 * @tag console-apps-launcher
 *
 * @fires {MenuOpenEvent} console-menu-open - The menu opened; other menus close on it (only one open at a time).
 *
 * @csspart button - The menu button.
 * @csspart menu - The popup menu.
 * @csspart item - Each application, in the menu and in the inline group.
 * @csspart group - The inline variant's group.
 *
 * @cssproperty [--menu-min-width=16rem] - Minimum width of the popup menu.
 */
export class ConsoleAppsLauncher extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, menuStyles, menuGroupStyles, appsLauncherStyles];

  /** The SaaS applications, in order. */
  @property({ attribute: false }) apps: readonly SaasApp[] = [];

  /** The applications are still loading. */
  @property({ type: Boolean, reflect: true }) loading = false;

  /** `menu`: a menu button; `inline`: the applications as a labelled group of links, for the header's drawer. */
  @property({ reflect: true }) variant: MenuVariant = 'menu';

  protected readonly locale = new LocaleController(this);

  private readonly menu = new MenuController(this, {
    button: () => this.renderRoot.querySelector<HTMLElement>('#button'),
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]')],
  });

  protected override render(): TemplateResult {
    if (this.variant === 'inline') return this.renderGroup();
    return html`${this.renderButton()}${this.renderMenu()}`;
  }

  protected renderButton(): TemplateResult {
    const label = t('menus.apps.label');
    return menuTrigger(this.menu, { label, iconOnly: true }, appsIcon);
  }

  protected renderMenu(): TemplateResult {
    return menuPopup(
      this.menu,
      t('menus.apps.label'),
      html`
        ${
          this.loading || this.apps.length === 0
            ? // A menu holds menu items only: the state is one that cannot be chosen.
              html`<div class="item" role="menuitem" tabindex="-1" aria-disabled="true">${this.stateText()}</div>`
            : repeat(
                this.apps,
                app => app.id,
                app => this.renderLink(app, 'item', true)
              )
        }
      `,
      { busy: this.loading }
    );
  }

  protected renderGroup(): TemplateResult {
    return html`<div class="group" part="group" role="group" aria-labelledby="group-heading">
      <div class="group-heading" id="group-heading">${t('menus.apps.label')}</div>
      ${
        this.loading || this.apps.length === 0
          ? html`<div class="group-status" role="status">${this.stateText()}</div>`
          : html`<ul class="group-list">
              ${repeat(
                this.apps,
                app => app.id,
                app => html`<li>${this.renderLink(app, 'group-item', false)}</li>`
              )}
            </ul>`
      }
    </div>`;
  }

  /** One application as a link opening in a new tab. */
  protected renderLink(app: SaasApp, className: string, menuItem: boolean): TemplateResult {
    return html`<a
      class=${className}
      part="item"
      role=${ifDefined(menuItem ? 'menuitem' : undefined)}
      tabindex=${ifDefined(menuItem ? '-1' : undefined)}
      href=${app.href}
      target="_blank"
      rel="noopener noreferrer"
      data-id=${app.id}
      data-label=${app.name}
    >
      <span class="item-label">${app.name}</span>
      ${externalLinkIcon}<span class="visually-hidden">${t('menus.newTab')}</span>
    </a>`;
  }

  private stateText(): string {
    return this.loading ? t('menus.apps.loading') : t('menus.apps.empty');
  }
}
