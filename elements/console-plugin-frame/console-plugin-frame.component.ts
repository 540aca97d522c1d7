import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { consume } from '@lit/context';
import { property, state } from 'lit/decorators.js';
import type { ConsoleConfig } from '../../src/config.ts';
import { consoleConfigContext } from '../../src/contexts/console-config-context.ts';
import { t } from '../../src/i18n/i18n.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { pluginFrameStyles } from './console-plugin-frame.styles.ts';

/**
 * The sandbox of every plugin page: scripts, forms and popups, but never `allow-same-origin` next to
 * `allow-scripts`, which would let the page lift its own sandbox.
 */
export const PLUGIN_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * Only `http:` and `https:` URLs are loaded; anything else renders nothing. Inside a `console-shell` the page must
 * also come from the configured plugin origin (`consoleConfigContext`): the shell never frames anything else, even if
 * a registry entry says so. The handshake with the plugin is not part of this element.
 *
 * @summary Hosts one plugin page in a sandboxed iframe that fills the content area.
 *
 * @tag console-plugin-frame
 *
 * @csspart frame - The iframe.
 *
 * @cssproperty [--min-height=20rem] - Minimum height of the frame.
 */
export class ConsolePluginFrame extends LitElement {
  static override styles = [baseStyles, pluginFrameStyles];

  /** URL of the plugin page, on the plugin origin. */
  @property() src = '';

  /** The plugin's name, e.g. `compute`; names the frame when `title` is unset. */
  @property({ attribute: 'plugin-name' }) pluginName = '';

  /**
   * The frame's accessible title, already translated, e.g. the page title. It goes to the iframe; set as a property
   * it is not reflected, so the host gets no tooltip.
   */
  @property() override title = '';

  /** The console configuration, when a `console-shell` provides it. */
  @consume({ context: consoleConfigContext, subscribe: true })
  @state()
  protected config?: ConsoleConfig;

  protected readonly locale = new LocaleController(this);

  protected override render(): TemplateResult | typeof nothing {
    const src = this.safeSrc();
    if (!src) return nothing;
    return html`<iframe
      part="frame"
      src=${src}
      title=${this.title || t('pluginFrame.title', { name: this.pluginName })}
      sandbox=${PLUGIN_SANDBOX}
      referrerpolicy="no-referrer"
    ></iframe>`;
  }

  /** The URL when it is http(s) and, inside the console, on the plugin origin; else undefined. */
  private safeSrc(): string | undefined {
    if (!this.src) return undefined;
    try {
      const url = new URL(this.src, document.baseURI);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
      if (this.config && url.origin !== new URL(this.config.pluginOrigin).origin) return undefined;
      return url.href;
    } catch {
      return undefined;
    }
  }
}
