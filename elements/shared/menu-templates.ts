import { html, nothing, type TemplateResult } from 'lit';
import type { MenuController } from './menu-controller.ts';

/** How a menu button reads. */
export interface MenuTriggerOptions {
  /** The button's accessible name. */
  label: string;
  /** An icon-only button: the label is also its tooltip. */
  iconOnly?: boolean;
}

/**
 * The button that opens a header menu (WAI-ARIA APG menu button), wired to the menu's controller. Every header menu
 * renders it, so the attributes and handlers are written once.
 */
export function menuTrigger(
  menu: MenuController,
  { label, iconOnly = false }: MenuTriggerOptions,
  content: unknown
): TemplateResult {
  return html`<button
    id="button"
    class=${iconOnly ? 'trigger icon-only' : 'trigger'}
    part="button"
    type="button"
    aria-haspopup="menu"
    aria-expanded=${menu.open ? 'true' : 'false'}
    aria-controls="menu"
    aria-label=${label}
    title=${iconOnly ? label : nothing}
    @click=${menu.handleButtonClick}
    @keydown=${menu.handleButtonKeydown}
  >
    ${content}
  </button>`;
}

/** The popup of a header menu: hidden while closed, keyboard and clicks handled by its controller. */
export function menuPopup(
  menu: MenuController,
  label: string,
  content: unknown,
  options: { busy?: boolean } = {}
): TemplateResult {
  return html`<div
    id="menu"
    class="menu"
    part="menu"
    role="menu"
    aria-label=${label}
    aria-busy=${options.busy === undefined ? nothing : options.busy ? 'true' : 'false'}
    ?hidden=${!menu.open}
    @keydown=${menu.handleMenuKeydown}
    @click=${menu.handleMenuClick}
  >
    ${menu.open || menu.opened ? content : nothing}
  </div>`;
}
