import type { CloudService } from '../cloud-service.ts';
import { CHAT_PAGE_HEADERS, renderChatErrorPage, renderChatPage } from './chat-page.ts';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The external support chat page the console's live chat button posts to (spec 1 §7: "a POST form to an external
 * support chat page"; path not shown, chosen `/support-chat/chat`). Public: a form post from the browser carries no
 * signature, as on the real provider's chat site.
 */
export const supportChatService: CloudService = {
  name: 'support-chat',
  routes: ({ router }) => {
    const api = router({ base: '/support-chat' });

    api.post(
      'StartSupportChat',
      '/chat',
      async c => {
        const type = (c.req.header('content-type') ?? '').toLowerCase();
        if (!FORM_TYPES.some(form => type.startsWith(form))) {
          const page = await renderChatErrorPage('Start the chat from the Live chat button of the cloud console.');
          return c.html(page, 415, CHAT_PAGE_HEADERS);
        }
        const form = await c.req.parseBody({ all: true });
        const fields = Object.entries(form).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map(entry => [name, typeof entry === 'string' ? entry : ''] as const)
        );
        return c.html(await renderChatPage(fields), 200, CHAT_PAGE_HEADERS);
      },
      { auth: 'public' }
    );

    // Not shown: what opening the chat address directly does. Chosen: 405 with a page saying how to start a chat.
    api.get(
      'GetSupportChat',
      '/chat',
      async c => {
        const page = await renderChatErrorPage('Start the chat from the Live chat button of the cloud console.');
        return c.html(page, 405, { ...CHAT_PAGE_HEADERS, Allow: 'POST' });
      },
      { auth: 'public' }
    );

    return api;
  },
};
