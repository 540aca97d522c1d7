import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { identityService } from '../identity/module.ts';
import { supportChatService } from './module.ts';

const origins = localOrigins();
const CHAT = `${origins.cloudOrigin}/support-chat/chat`;
let cloud: Cloud;

beforeAll(async () => {
  cloud = await createCloud({ origins, services: [identityService, supportChatService] });
});
afterAll(() => cloud.close());

function post(fields: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    cloud.app.request(CHAT, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origins.consoleOrigin },
      body: new URLSearchParams(fields).toString(),
    })
  );
}

describe('StartSupportChat', () => {
  it('opens "Chat with Support" showing the fields the console posted, unsigned', async () => {
    const response = await post({
      contactEmail: 'demo@example.com',
      firstName: 'Demo',
      tenancyName: 'acme-corp',
      region: 'us-ashburn-1',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<h1 id="chat-title">Chat with Support</h1>');
    expect(page).toMatch(/<dt>contactEmail<\/dt>\s*<dd><code>demo@example\.com<\/code><\/dd>/);
    expect(page).toMatch(/<dt>tenancyName<\/dt>\s*<dd><code>acme-corp<\/code><\/dd>/);
    expect(page.indexOf('firstName')).toBeLessThan(page.indexOf('tenancyName'));
    expect(page).not.toContain('will ask for one');
  });

  it('escapes what it echoes, so posted markup never runs', async () => {
    const page = await (await post({ firstName: '<script>alert(1)</script>', '<b>x</b>': '"quoted" & more' })).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('<b>x</b>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(page).toContain('&quot;quoted&quot; &amp; more');
  });

  it('says the engineer will ask for an e-mail when the console sent the {email} placeholder', async () => {
    const page = await (await post({ contactEmail: '{email}', firstName: 'Demo' })).text();
    expect(page).toMatch(/<dt>contactEmail<\/dt>\s*<dd><code>\{email\}<\/code><\/dd>/);
    expect(page).toContain('No e-mail address came with the request; the engineer will ask for one.');
  });

  it('refuses a post that is not a form', async () => {
    const response = await cloud.app.request(CHAT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contactEmail: 'x@example.com' }),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain('Start the chat from the Live chat button of the cloud console.');
  });
});

describe('GetSupportChat', () => {
  it('answers 405 with Allow: POST and a page saying how to start a chat', async () => {
    const response = await cloud.app.request(CHAT);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.text()).toContain('Start the chat from the Live chat button of the cloud console.');
  });
});
