import { html, type TemplateResult } from 'lit';
import { t } from '../../src/i18n/i18n.ts';
import { dismissMessage, type ConsoleMessage } from '../../stores/messages.ts';

/** The catalog text of a banner-slot message. */
function messageText(message: ConsoleMessage): string {
  switch (message.kind) {
    case 'unexpected':
      return t('error.unexpected.message');
    case 'navigation-failed':
      return t('error.navigation.message', { path: message.params['path'] ?? '' });
    case 'user-load-failed':
      return t('error.userLoad.message');
    case 'storage-memory':
      return t('notice.storageMemory.message');
    case 'service-unavailable':
      return t('notice.serviceUnavailable.message', { service: message.params['service'] ?? '' });
  }
}

/** The console's messages in the banner slot, each closing through the messages store. */
export function messageBars(messages: readonly ConsoleMessage[]): TemplateResult[] {
  return messages.map(
    message =>
      html`<console-message-bar
        slot="banner"
        severity=${message.severity}
        .message=${messageText(message)}
        @console-request-close=${() => dismissMessage(message.id)}
      ></console-message-bar>`
  );
}
