import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { t } from '../../src/i18n/i18n.ts';
import { CountdownEndEvent } from '../../src/events/countdown-end-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { movedIcon, notFoundIcon, warningIcon } from '../shared/icons.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { statusPageStyles } from './console-status-page.styles.ts';
import type { StatusLink, StatusPageKind } from './interfaces.ts';

/** How long the copy result stays on screen. */
const COPY_STATUS_MS = 4000;

type CopyStatus = 'idle' | 'copied' | 'failed';
type CountdownState = 'idle' | 'running' | 'stopped' | 'ended';

/**
 * The element never navigates: when its countdown ends it fires `console-countdown-end` and the listener redirects.
 * The user can stop the countdown (WCAG 2.2.1) and follow a link instead.
 *
 * @summary A full-content status screen: not found, moved, or an error with code, countdown and ways out.
 *
 * @tag console-status-page
 *
 * @fires {CountdownEndEvent} console-countdown-end - The redirect countdown reached zero.
 *
 * @csspart base - The centred column.
 * @csspart icon - The icon.
 * @csspart heading - The title (a level-1 heading).
 * @csspart message - The message under the title.
 * @csspart code - The error code line with its Copy button.
 * @csspart countdown - The countdown line.
 * @csspart links - The list of links.
 */
export class ConsoleStatusPage extends LitElement {
  static override styles = [baseStyles, statusPageStyles];

  /** What the page is about: it picks the icon, the default title and the default links. */
  @property({ reflect: true }) kind: StatusPageKind = 'error';

  /** Title, already translated; by default the catalogue text of the kind. */
  @property() heading?: string;

  /** Message under the title, already translated. */
  @property() message?: string;

  /** An error code or request id the user can copy for support. */
  @property() code?: string;

  /** Seconds until `console-countdown-end` fires (spec: 10); no countdown when unset or zero. */
  @property({ attribute: 'countdown-seconds', type: Number }) countdownSeconds?: number;

  /** Links offered after the defaults of the kind: sign in, home, home region, contact support. */
  @property({ attribute: false }) links: StatusLink[] = [];

  /** Where a moved page went; the moved page links to it. */
  @property({ attribute: 'moved-to' }) movedTo?: string;

  /** The console home, linked from the not-found and moved pages. */
  @property({ attribute: 'home-href' }) homeHref = '/';

  @state() private remaining = 0;
  @state() private countdownState: CountdownState = 'idle';
  @state() private copyStatus: CopyStatus = 'idle';

  protected readonly locale = new LocaleController(this);

  private countdownTimer: ReturnType<typeof setInterval> | undefined;
  private copyStatusTimer: ReturnType<typeof setTimeout> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.countdownState === 'running') this.startTimer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopTimer();
    clearTimeout(this.copyStatusTimer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('countdownSeconds')) this.restartCountdown();
  }

  protected override render(): TemplateResult {
    return html`<div class="base" part="base">
      <span part="icon">${this.renderIcon()}</span>
      <h1 part="heading">${this.heading ?? this.defaultHeading()}</h1>
      ${this.message ? html`<p class="message" part="message">${this.message}</p>` : nothing} ${this.renderCode()}
      ${this.renderCountdown()} ${this.renderLinks()}
    </div>`;
  }

  protected renderIcon(): TemplateResult {
    if (this.kind === 'not-found') return notFoundIcon;
    if (this.kind === 'moved') return movedIcon;
    return warningIcon;
  }

  protected renderCode(): TemplateResult | typeof nothing {
    if (!this.code) return nothing;
    const statusText =
      this.copyStatus === 'copied'
        ? t('error.code.copied')
        : this.copyStatus === 'failed'
          ? t('error.code.copyFailed')
          : '';
    return html`<div class="code" part="code">
      <span>${t('error.code.label')}</span>
      <code>${this.code}</code>
      <button type="button" aria-label=${t('error.code.copyLabel')} @click=${this.handleCopyClick}>
        ${t('error.code.copy')}
      </button>
      <span class=${classMap({ 'copy-status': true, failed: this.copyStatus === 'failed' })} role="status"
        >${statusText}</span
      >
    </div>`;
  }

  protected renderCountdown(): TemplateResult | typeof nothing {
    if (this.countdownState === 'idle') return nothing;
    const text =
      this.countdownState === 'running'
        ? t('error.countdown', { seconds: this.remaining })
        : this.countdownState === 'stopped'
          ? t('error.countdown.stopped')
          : t('error.countdown.redirecting');
    return html`<div class="countdown" part="countdown">
      <p aria-live="polite" aria-atomic="true">${text}</p>
      ${
        this.countdownState === 'running'
          ? html`<button type="button" @click=${this.handleStopClick}>${t('error.countdown.stop')}</button>`
          : nothing
      }
    </div>`;
  }

  protected renderLinks(): TemplateResult | typeof nothing {
    const links = [...this.defaultLinks(), ...this.links];
    if (links.length === 0) return nothing;
    return html`<ul class="links" part="links">
      ${links.map(link => html`<li><a class="link" href=${link.href}>${link.label}</a></li>`)}
    </ul>`;
  }

  private defaultHeading(): string {
    if (this.kind === 'not-found') return t('error.notFound.title');
    if (this.kind === 'moved') return t('error.moved.title');
    return t('error.generic.title');
  }

  private defaultLinks(): StatusLink[] {
    const home = { href: this.homeHref, label: t('error.link.home') };
    if (this.kind === 'not-found') return [home];
    if (this.kind === 'moved')
      return this.movedTo ? [{ href: this.movedTo, label: t('error.moved.link') }, home] : [home];
    return [];
  }

  private restartCountdown(): void {
    this.stopTimer();
    const seconds = Math.floor(this.countdownSeconds ?? 0);
    if (seconds > 0) {
      this.remaining = seconds;
      this.countdownState = 'running';
      this.startTimer();
    } else {
      this.countdownState = 'idle';
    }
  }

  private startTimer(): void {
    this.stopTimer();
    this.countdownTimer = setInterval(this.handleTick, 1000);
  }

  private stopTimer(): void {
    clearInterval(this.countdownTimer);
    this.countdownTimer = undefined;
  }

  private readonly handleTick = (): void => {
    this.remaining -= 1;
    if (this.remaining > 0) return;
    this.stopTimer();
    this.countdownState = 'ended';
    const ended = new CountdownEndEvent();
    this.dispatchEvent(ended);
  };

  private handleStopClick(): void {
    this.stopTimer();
    this.countdownState = 'stopped';
  }

  private async handleCopyClick(): Promise<void> {
    clearTimeout(this.copyStatusTimer);
    // Clear first, so a second copy changes the live region again and is announced again.
    this.copyStatus = 'idle';
    await this.updateComplete;
    try {
      await navigator.clipboard.writeText(this.code ?? '');
      this.copyStatus = 'copied';
    } catch {
      this.copyStatus = 'failed';
    }
    this.copyStatusTimer = setTimeout(() => (this.copyStatus = 'idle'), COPY_STATUS_MS);
  }
}
