import { ConsoleLiveChat } from './console-live-chat.component.ts';

export { ConsoleLiveChat };
export type { LiveChatVariant } from './interfaces.ts';

customElements.define('console-live-chat', ConsoleLiveChat);

declare global {
  interface HTMLElementTagNameMap {
    'console-live-chat': ConsoleLiveChat;
  }
}
