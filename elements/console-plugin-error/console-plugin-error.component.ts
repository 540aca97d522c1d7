import { html, LitElement, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { t } from '../../src/i18n/i18n.ts';
import { PluginRetryEvent } from '../../src/events/plugin-retry-event.ts';
import { SignOutEvent } from '../../src/events/sign-out-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { pluginErrorStyles } from './console-plugin-error.styles.ts';

/** Where Contact support goes (spec 1 §2: the support centre). */
export const SUPPORT_HREF = '/support/home';

/**
 * Shown in place of a plugin that failed to load or render, or never answered the handshake (spec 1 §4, §8). It
 * composes `console-status-page` for the title, message and copyable error code, and adds the ways out the spec names
 * (sign out, contact support) plus Try again. It never navigates or signs out itself: it fires events. The define
 * module defines `console-status-page` too.
 *
 * @summary The plugin error page: 'Page Failed to Load', the error code, Try again, Sign out and Contact support.
 *
 * @tag console-plugin-error
 *
 * @fires {PluginRetryEvent} console-plugin-retry - The user pressed Try again; the plugin host loads the plugin again.
 * @fires {SignOutEvent} console-sign-out - The user pressed Sign out.
 *
 * @csspart base - The page.
 * @csspart status - The status page with title, message and code.
 * @csspart actions - The row of buttons and the support link.
 */
export class ConsolePluginError extends LitElement {
  static override styles = [baseStyles, pluginErrorStyles];

  /** The plugin's display name, already translated (e.g. 'Compute'); the message names it when set. */
  @property({ attribute: 'plugin-name' }) pluginName = '';

  /** An error code or request id the user can copy for support, e.g. `PLUGIN_HANDSHAKE_TIMEOUT`. */
  @property() code = '';

  /** Where Contact support goes. */
  @property({ attribute: 'support-href' }) supportHref = SUPPORT_HREF;

  protected readonly locale = new LocaleController(this);

  protected override render(): TemplateResult {
    const message = this.pluginName
      ? t('plugins.error.message', { name: this.pluginName })
      : t('plugins.error.messageGeneric');
    return html`<div class="base" part="base">
      <console-status-page
        part="status"
        kind="error"
        heading=${t('plugins.error.title')}
        message=${message}
        code=${this.code}
      ></console-status-page>
      ${this.renderActions()}
    </div>`;
  }

  protected renderActions(): TemplateResult {
    return html`<div class="actions" part="actions" role="group" aria-label=${t('plugins.error.actions')}>
      <button type="button" class="action primary" @click=${this.handleRetry}>${t('plugins.error.retry')}</button>
      <button type="button" class="action" @click=${this.handleSignOut}>${t('plugins.error.signOut')}</button>
      <a class="action" href=${this.supportHref}>${t('plugins.error.contactSupport')}</a>
    </div>`;
  }

  private handleRetry(): void {
    const retry = new PluginRetryEvent();
    this.dispatchEvent(retry);
  }

  private handleSignOut(): void {
    const signOut = new SignOutEvent();
    this.dispatchEvent(signOut);
  }
}
