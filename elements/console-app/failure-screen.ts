import { html, type TemplateResult } from 'lit';
import { regionFriendlyName } from '../../src/domain/regions.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { ConsoleFailure } from '../../stores/console.ts';

/** A link of an error screen. */
interface FailureLink {
  href: string;
  label: string;
}

/** The ways on an error screen offers: sign in again, retry, contact support, the other subscribed regions. */
function failureLinks(failure: ConsoleFailure): FailureLink[] {
  const links: FailureLink[] = [];
  for (const link of failure.screen.links) {
    if (link === 'sign-in') links.push({ href: '/', label: t('error.link.signIn') });
    if (link === 'retry') links.push({ href: window.location.pathname, label: t('startup.link.retry') });
    if (link === 'support') links.push({ href: '/support/home', label: t('error.link.contactSupport') });
    if (link === 'other-regions') {
      for (const region of failure.otherRegions) {
        links.push({
          href: `/?region=${encodeURIComponent(region)}`,
          label: t('startup.link.region', { region: regionFriendlyName(region) }),
        });
      }
    }
  }
  return links;
}

/**
 * The error screen of a console failure (spec 1 §8, spec 3 §8): title, message, failure code, links on and, for
 * authentication errors, a 10-second countdown that ends in `onCountdownEnd`.
 */
export function failureScreen(
  failure: ConsoleFailure,
  activeRegion: string,
  onCountdownEnd: () => void
): TemplateResult {
  const { screen } = failure;
  return html`<console-status-page
    kind="error"
    .heading=${t(screen.titleId)}
    .message=${t(screen.messageId, { region: activeRegion })}
    .code=${screen.failure}
    .countdownSeconds=${screen.countdown ? 10 : undefined}
    .links=${failureLinks(failure)}
    @console-countdown-end=${onCountdownEnd}
  ></console-status-page>`;
}
