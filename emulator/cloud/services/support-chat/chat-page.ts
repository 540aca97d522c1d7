import { html } from 'hono/html';
import { layout } from '../../login-page.ts';

/** Most fields one chat request shows; the console sends nine. */
export const MAX_ECHOED_FIELDS = 50;

/** Longest value shown in full; longer ones are cut, so a crafted post cannot make a huge page. */
export const MAX_ECHOED_LENGTH = 1000;

/** The placeholder the console sends when the user has no e-mail (spec 1 §5). */
const EMAIL_PLACEHOLDER = '{email}';

/**
 * Security headers of the chat pages: nothing runs, nothing frames them, only the provider's own stylesheet loads
 * (the sign-in page's), and no form posts anywhere.
 */
export const CHAT_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

function shorten(value: string): string {
  return value.length > MAX_ECHOED_LENGTH ? `${value.slice(0, MAX_ECHOED_LENGTH)}…` : value;
}

/** "Chat with Support": the chat a support engineer joins, showing what the console sent, in the order it came. */
export function renderChatPage(fields: readonly (readonly [string, string])[]): Promise<string> {
  const shown = fields.slice(0, MAX_ECHOED_FIELDS);
  const email = fields.find(([name]) => name === 'contactEmail')?.[1];
  const content = html`<main class="layout">
    <section class="card" aria-labelledby="chat-title">
      <h1 id="chat-title">Chat with Support</h1>
      <p class="lead">A support engineer will join this chat shortly. The console sent these details:</p>
      ${
        shown.length === 0
          ? html`<p>No details were sent.</p>`
          : html`<dl class="credentials">
              ${shown.map(
                ([name, value]) =>
                  html`<div>
                    <dt>${name}</dt>
                    <dd><code>${shorten(value)}</code></dd>
                  </div>`
              )}
            </dl>`
      }
      ${
        email === undefined || email === EMAIL_PLACEHOLDER
          ? html`<p class="hint">No e-mail address came with the request; the engineer will ask for one.</p>`
          : ''
      }
    </section>
  </main>`;
  return layout('Chat with Support | Cloud Console', content);
}

/** The page for a request the chat cannot start from (opened directly, or not posted as a form). */
export function renderChatErrorPage(message: string): Promise<string> {
  const content = html`<main class="layout">
    <section class="card" aria-labelledby="chat-title">
      <h1 id="chat-title">Chat with Support</h1>
      <p class="error" role="alert">${message}</p>
    </section>
  </main>`;
  return layout('Chat with Support | Cloud Console', content);
}
