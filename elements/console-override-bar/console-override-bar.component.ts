import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { t } from '../../src/i18n/i18n.ts';
import type { OverrideRejection, OverrideRejectionReason, PluginOverride } from '../../src/domain/plugin-override.ts';
import { OverrideClearEvent } from '../../src/events/override-clear-event.ts';
import { RequestCloseEvent } from '../../src/events/request-close-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { closeButtonStyles } from '../shared/close-button.styles.ts';
import { closeIcon, warningSmallIcon } from '../shared/icons.ts';
import { overrideBarStyles } from './console-override-bar.styles.ts';

const REASON_MESSAGES: Record<OverrideRejectionReason, string> = {
  malformed: 'plugins.override.reason.malformed',
  'unknown-plugin': 'plugins.override.reason.unknownPlugin',
  'invalid-url': 'plugins.override.reason.invalidUrl',
  'origin-not-allowed': 'plugins.override.reason.originNotAllowed',
  'too-many': 'plugins.override.reason.tooMany',
};

/**
 * Pure presentation: the owner shows and hides it with `open` (Alt+O and the rules of when it shows live in the
 * override store) and clears the overrides when it fires `console-override-clear`. With overrides active it lists
 * each plugin and the URL it loads from, and warns what an override can do; without, it says none is active and how
 * to set one. Entries that were not applied are listed with the reason.
 *
 * @summary The plugin override notice bar (spec 1 §2): which plugins load from where, Clear, and hide.
 *
 * @tag console-override-bar
 *
 * @fires {OverrideClearEvent} console-override-clear - The user pressed Clear overrides.
 * @fires {RequestCloseEvent} console-request-close - The user pressed the hide button.
 *
 * @csspart base - The bar (a labelled region).
 * @csspart list - The list of overridden plugins and their URLs.
 * @csspart rejections - The list of entries not applied.
 * @csspart clear - The Clear overrides button.
 * @csspart close - The hide button.
 */
export class ConsoleOverrideBar extends LitElement {
  static override styles = [baseStyles, closeButtonStyles, overrideBarStyles];

  /** Whether the bar shows. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The active overrides, in order. */
  @property({ attribute: false }) overrides: readonly PluginOverride[] = [];

  /** Entries that were not applied, with the reason. */
  @property({ attribute: false }) rejections: readonly OverrideRejection[] = [];

  protected readonly locale = new LocaleController(this);

  /** The Clear button had focus before an update that may remove it. */
  private clearHadFocus = false;

  protected override willUpdate(): void {
    this.clearHadFocus = this.shadowRoot?.activeElement?.classList.contains('clear') ?? false;
  }

  protected override updated(_changed: PropertyValues<this>): void {
    // Clear disappears with the last override; focus goes to the hide button instead of falling to the page.
    if (this.clearHadFocus && !this.renderRoot.querySelector('.clear')) {
      this.renderRoot.querySelector<HTMLElement>('.close')?.focus();
    }
    this.clearHadFocus = false;
  }

  protected override render(): TemplateResult {
    const active = this.overrides.length > 0;
    return html`<section class="base" part="base" aria-labelledby="title" ?hidden=${!this.open}>
      <span class="icon">${warningSmallIcon}</span>
      <div class="content">
        <p id="title" class="title">${t('plugins.override.label')}</p>
        ${active ? this.renderOverrides() : this.renderNone()} ${this.renderRejections()}
        <p class="hint">${t('plugins.override.shortcut')}</p>
      </div>
      <div class="actions">
        ${
          active
            ? html`<button type="button" class="clear" part="clear" @click=${this.handleClear}>
                ${t('plugins.override.clear')}
              </button>`
            : nothing
        }
        <button
          type="button"
          class="close"
          part="close"
          aria-label=${t('plugins.override.hide')}
          title=${t('plugins.override.hide')}
          @click=${this.handleClose}
        >
          ${closeIcon}
        </button>
      </div>
    </section>`;
  }

  protected renderOverrides(): TemplateResult {
    return html`<p>${t('plugins.override.active', { count: this.overrides.length })}</p>
      <dl class="list" part="list" aria-label=${t('plugins.override.list')}>
        ${this.overrides.map(
          override =>
            html`<div class="entry">
              <dt>${override.plugin}</dt>
              <dd><code>${override.url}</code></dd>
            </div>`
        )}
      </dl>
      <p class="warning">${t('plugins.override.warning')}</p>`;
  }

  protected renderNone(): TemplateResult {
    return html`<p>${t('plugins.override.none')}</p>
      <p class="hint">${t('plugins.override.howTo')}</p>`;
  }

  protected renderRejections(): TemplateResult | typeof nothing {
    if (this.rejections.length === 0) return nothing;
    return html`<p id="rejected" class="rejected-title">${t('plugins.override.rejected')}</p>
      <ul class="rejections" part="rejections" aria-labelledby="rejected">
        ${this.rejections.map(
          rejection => html`<li><code>${rejection.entry}</code>: ${t(REASON_MESSAGES[rejection.reason])}</li>`
        )}
      </ul>`;
  }

  private handleClear(): void {
    const clear = new OverrideClearEvent();
    this.dispatchEvent(clear);
  }

  private handleClose(): void {
    const request = new RequestCloseEvent();
    this.dispatchEvent(request);
  }
}
