import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { t } from '../../src/i18n/i18n.ts';
import { SettingsOpenEvent } from '../../src/events/settings-open-event.ts';
import { SignOutEvent } from '../../src/events/sign-out-event.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { chevronDownIcon, signOutIcon, userIcon } from '../shared/icons.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { menuPopup, menuTrigger } from '../shared/menu-templates.ts';
import { MenuController, type MenuVariant } from '../shared/menu-controller.ts';
import { menuGroupStyles } from '../shared/menu-group.styles.ts';
import { menuStyles } from '../shared/menu.styles.ts';
import { userMenuStyles } from './console-user-menu.styles.ts';
import type { ConsoleUser, UserMenuItem, UserMenuItemId, UserMenuModel } from './interfaces.ts';

/** The catalog message of each user menu link. */
const USER_LABELS: Readonly<Record<UserMenuItemId, string>> = {
  tenancy: 'menus.user.tenancy',
  'user-settings': 'menus.user.userSettings',
  'my-profile': 'menus.user.myProfile',
  'change-password': 'menus.user.changePassword',
  'override-tenancy': 'menus.user.overrideTenancy',
};

/**
 * The model says which links this user sees (`userMenuModel` in `src/domain/header-menus.ts`: tenancy details, user
 * settings, my profile, change password, override tenancy, by sign-in kind). Console paths go through the console's
 * router; an absolute one (the identity provider's password page) is followed by the browser in the same tab.
 * While the user is unknown (null) the button has a generic name and the menu holds only Sign out.
 *
 * @summary The header's user menu: a menu button with the user's name; the menu shows who is signed in into which
 * tenancy, the user's links, and Sign out.
 *
 * @tag console-user-menu
 *
 * @fires {SignOutEvent} console-sign-out - The user chose Sign out; the owner of the session signs out.
 * @fires {SettingsOpenEvent} console-settings-open - The user chose Console settings; the owner opens the settings
 * panel. Offered when the model's `consoleSettings` is true.
 * @fires {MenuOpenEvent} console-menu-open - The menu opened; other menus close on it (only one open at a time).
 *
 * @csspart button - The menu button.
 * @csspart menu - The popup menu.
 * @csspart identity - The name, email and tenancy at the top of the menu (and of the inline group).
 * @csspart item - Each link, in the menu and in the inline group.
 * @csspart settings - The Console settings item.
 * @csspart sign-out - The Sign out item.
 * @csspart group - The inline variant's group.
 *
 * @cssproperty [--trigger-max-width=14rem] - Maximum width of the menu button; longer names are truncated.
 * @cssproperty [--menu-min-width=16rem] - Minimum width of the popup menu.
 */
export class ConsoleUserMenu extends LitElement {
  static override styles = [baseStyles, menuStyles, menuGroupStyles, userMenuStyles];

  /** The signed-in user as the menu shows them, or null while unknown. */
  @property({ attribute: false }) user: UserMenuModel | null = null;

  /** `menu`: a menu button; `inline`: identity, links and Sign out as a labelled group, for the header's drawer. */
  @property({ reflect: true }) variant: MenuVariant = 'menu';

  protected readonly locale = new LocaleController(this);

  private readonly menu = new MenuController(this, {
    button: () => this.renderRoot.querySelector<HTMLElement>('#button'),
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]')],
    select: item => {
      if (item.dataset['action'] === 'sign-out') this.signOut();
      else if (item.dataset['action'] === 'console-settings') this.openSettings();
    },
  });

  /** The user's links. A caller still handing over only name and email (`ConsoleUser`) gets none. */
  private get links(): readonly UserMenuItem[] {
    return (this.user as ConsoleUser | null)?.items ?? [];
  }

  protected override render(): TemplateResult {
    if (this.variant === 'inline') return this.renderGroup();
    return html`${this.renderButton()}${this.renderMenu()}`;
  }

  protected renderButton(): TemplateResult {
    const label = this.user ? t('header.userMenu.label', { name: this.user.name }) : t('header.userMenu.menuLabel');
    return menuTrigger(
      this.menu,
      { label: label },
      html`
        ${userIcon}${this.user ? html`<span class="trigger-label">${this.user.name}</span>` : nothing}${chevronDownIcon}
      `
    );
  }

  protected renderMenu(): TemplateResult {
    return menuPopup(
      this.menu,
      t('header.userMenu.menuLabel'),
      html`
        ${
          this.user
            ? html`${this.renderIdentity(this.user, 'presentation')}
                <div class="separator" role="separator"></div>`
            : nothing
        }
        ${repeat(
          this.links,
          item => item.id,
          item => this.renderLink(item, 'item', true)
        )}
        ${
          this.user?.consoleSettings
            ? html`<div class="item" part="settings" role="menuitem" tabindex="-1" data-action="console-settings">
                <span class="item-label">${t('menus.user.consoleSettings')}</span>
              </div>`
            : nothing
        }
        ${
          this.links.length > 0 || this.user?.consoleSettings
            ? html`<div class="separator" role="separator"></div>`
            : nothing
        }
        <div class="item" part="sign-out" role="menuitem" tabindex="-1" data-action="sign-out">
          ${signOutIcon}<span class="item-label">${t('header.signOut')}</span>
        </div>
      `
    );
  }

  protected renderGroup(): TemplateResult {
    return html`<div class="group" part="group" role="group" aria-labelledby="group-heading">
      <div class="group-heading" id="group-heading">${t('header.userMenu.menuLabel')}</div>
      ${this.user ? this.renderIdentity(this.user, undefined) : nothing}
      <ul class="group-list">
        ${repeat(
          this.links,
          item => item.id,
          item => html`<li>${this.renderLink(item, 'group-item', false)}</li>`
        )}
        ${
          this.user?.consoleSettings
            ? html`<li>
                <button class="group-item" part="settings" type="button" @click=${this.openSettings}>
                  <span>${t('menus.user.consoleSettings')}</span>
                </button>
              </li>`
            : nothing
        }
        <li>
          <button class="group-item" part="sign-out" type="button" @click=${this.signOut}>
            ${signOutIcon}<span>${t('header.signOut')}</span>
          </button>
        </li>
      </ul>
    </div>`;
  }

  /**
   * Name (with the domain prefix for domain users), email and tenancy. In the popup it is a non-interactive heading
   * of the menu that arrow keys skip (role presentation: a menu holds only items).
   */
  protected renderIdentity(user: UserMenuModel, role: 'presentation' | undefined): TemplateResult {
    return html`<div class="identity" part="identity" role=${ifDefined(role)}>
      <span class="identity-name">${user.name}</span>
      ${user.email ? html`<span class="identity-detail identity-email">${user.email}</span>` : nothing}
      ${
        user.tenancyName
          ? html`<span class="identity-detail identity-tenancy"
              >${t('menus.user.tenancyName', { name: user.tenancyName })}</span
            >`
          : nothing
      }
    </div>`;
  }

  /** One link: a menu item in the popup, a plain link in the inline group. */
  protected renderLink(item: UserMenuItem, className: string, menuItem: boolean): TemplateResult {
    const label = t(USER_LABELS[item.id]);
    return html`<a
      class=${className}
      part="item"
      role=${ifDefined(menuItem ? 'menuitem' : undefined)}
      tabindex=${ifDefined(menuItem ? '-1' : undefined)}
      href=${item.href}
      data-id=${item.id}
    >
      <span class="item-label">${label}</span>
    </a>`;
  }

  private readonly openSettings = (): void => {
    this.dispatchEvent(new SettingsOpenEvent());
  };

  private readonly signOut = (): void => {
    const signOut = new SignOutEvent();
    this.dispatchEvent(signOut);
  };
}
