import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { t } from '../../src/i18n/i18n.ts';
import { SignOutEvent } from '../../src/events/sign-out-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { MenuController } from '../shared/menu-controller.ts';
import { chevronDownIcon, signOutIcon, userIcon } from '../shared/icons.ts';
import { menuStyles } from '../shared/menu.styles.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { userMenuStyles } from './console-user-menu.styles.ts';
import type { ConsoleUser } from './interfaces.ts';

/**
 * @summary The header's user menu: a menu button with the user's name; the menu shows name and email and Sign out.
 *
 * @tag console-user-menu
 *
 * @fires {SignOutEvent} console-sign-out - The user chose Sign out; the owner of the session signs out.
 *
 * @csspart button - The menu button.
 * @csspart menu - The popup menu.
 * @csspart identity - The name and email at the top of the menu.
 * @csspart sign-out - The Sign out item.
 *
 * @cssproperty [--trigger-max-width=14rem] - Maximum width of the menu button; longer names are truncated.
 * @cssproperty [--menu-min-width=16rem] - Minimum width of the popup menu.
 */
export class ConsoleUserMenu extends LitElement {
  static override styles = [baseStyles, menuStyles, userMenuStyles];

  /** The signed-in user, or null when unknown. */
  @property({ attribute: false }) user: ConsoleUser | null = null;

  protected readonly locale = new LocaleController(this);

  private readonly menu = new MenuController(this, {
    button: () => this.renderRoot.querySelector<HTMLElement>('#button'),
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]')],
    select: item => this.handleSelect(item),
  });

  protected override render(): TemplateResult {
    return html`${this.renderButton()}${this.renderMenu()}`;
  }

  protected renderButton(): TemplateResult {
    const label = this.user ? t('header.userMenu.label', { name: this.user.name }) : t('header.userMenu.menuLabel');
    return html`<button
      id="button"
      class="trigger"
      part="button"
      type="button"
      aria-haspopup="menu"
      aria-expanded=${this.menu.open ? 'true' : 'false'}
      aria-controls="menu"
      aria-label=${label}
      @click=${this.menu.handleButtonClick}
      @keydown=${this.menu.handleButtonKeydown}
    >
      ${userIcon}${this.user ? html`<span class="trigger-label">${this.user.name}</span>` : nothing}${chevronDownIcon}
    </button>`;
  }

  protected renderMenu(): TemplateResult {
    return html`<div
      id="menu"
      class="menu"
      part="menu"
      role="menu"
      aria-label=${t('header.userMenu.menuLabel')}
      ?hidden=${!this.menu.open}
      @keydown=${this.menu.handleMenuKeydown}
      @click=${this.menu.handleMenuClick}
    >
      ${this.renderIdentity()}
      <div class="item" part="sign-out" role="menuitem" tabindex="-1" data-action="sign-out">
        ${signOutIcon}<span>${t('header.signOut')}</span>
      </div>
    </div>`;
  }

  /** Name and email as a non-interactive heading of the menu: arrow keys skip it. */
  protected renderIdentity(): TemplateResult | typeof nothing {
    if (!this.user) return nothing;
    return html`<div class="identity" part="identity" role="presentation">
        <span class="identity-name">${this.user.name}</span>
        ${this.user.email ? html`<span class="identity-email">${this.user.email}</span>` : nothing}
      </div>
      <div class="separator" role="separator"></div>`;
  }

  private handleSelect(item: HTMLElement): void {
    if (item.dataset['action'] !== 'sign-out') return;
    const signOut = new SignOutEvent();
    this.dispatchEvent(signOut);
  }
}
