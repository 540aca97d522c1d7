import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { consume } from '@lit/context';
import { property, query, state } from 'lit/decorators.js';
import type { ConsoleConfig } from '../../src/config.ts';
import { consoleConfigContext } from '../../src/contexts/console-config-context.ts';
import { t } from '../../src/i18n/i18n.ts';
import { PluginFrameAttachEvent } from '../../src/events/plugin-frame-attach-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { pluginFrameStyles } from './console-plugin-frame.styles.ts';

/**
 * The sandbox of a plugin page on its own origin: scripts, forms, popups and its own origin (so its messages carry
 * that origin, which the shell checks). The page is cross-origin to the console, so it still cannot reach the shell.
 */
export const PLUGIN_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * The sandbox of a page on the console's own origin (an override pointed at it): never `allow-same-origin` next to
 * `allow-scripts`, which would let the page lift its own sandbox and act as the shell.
 */
export const SAME_ORIGIN_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** The sandbox for a page of `origin` in a console at `consoleOrigin`. */
export function sandboxFor(origin: string, consoleOrigin: string): string {
  return origin === consoleOrigin ? SAME_ORIGIN_SANDBOX : PLUGIN_SANDBOX;
}

/**
 * Only `http:` and `https:` URLs are loaded; anything else renders nothing. Inside a `console-shell` the page must
 * also come from the configured plugin origin (`consoleConfigContext`) or the `allowed-origin` an active plugin
 * override names: the shell never frames anything else, even if a registry entry says so. Once the iframe is in the
 * document the element fires `console-plugin-frame-attach`, so the plugin host can accept the page's handshake from
 * that frame only; the handshake itself is the host's.
 *
 * @summary Hosts one plugin page in a sandboxed iframe that fills the content area.
 *
 * @tag console-plugin-frame
 *
 * @fires {PluginFrameAttachEvent} console-plugin-frame-attach - The plugin page's iframe is in the document.
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

  /** An origin allowed besides the configured plugin origin: the URL of an active plugin override. */
  @property({ attribute: 'allowed-origin' }) allowedOrigin?: string;

  /** The console configuration, when a `console-shell` provides it. */
  @consume({ context: consoleConfigContext, subscribe: true })
  @state()
  protected config?: ConsoleConfig;

  protected readonly locale = new LocaleController(this);

  @query('iframe') private frame?: HTMLIFrameElement;

  private attachedSrc: string | undefined;

  protected override render(): TemplateResult | typeof nothing {
    const src = this.safeSrc();
    if (!src) return nothing;
    return html`<iframe
      part="frame"
      src=${src}
      title=${this.title || t('pluginFrame.title', { name: this.pluginName })}
      sandbox=${sandboxFor(new URL(src).origin, window.location.origin)}
      referrerpolicy="no-referrer"
    ></iframe>`;
  }

  protected override updated(): void {
    const src = this.safeSrc();
    if (!src || !this.frame || src === this.attachedSrc) return;
    this.attachedSrc = src;
    this.dispatchEvent(new PluginFrameAttachEvent(this.pluginName, this.frame, new URL(src).origin));
  }

  /** The URL when it is http(s) and, inside the console, on the plugin origin; else undefined. */
  private safeSrc(): string | undefined {
    if (!this.src) return undefined;
    try {
      const url = new URL(this.src, document.baseURI);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
      if (this.config && !this.originAllowed(url.origin, this.config)) return undefined;
      return url.href;
    } catch {
      return undefined;
    }
  }

  private originAllowed(origin: string, config: ConsoleConfig): boolean {
    if (origin === new URL(config.pluginOrigin).origin) return true;
    if (!this.allowedOrigin) return false;
    try {
      return origin === new URL(this.allowedOrigin).origin;
    } catch {
      return false;
    }
  }
}
