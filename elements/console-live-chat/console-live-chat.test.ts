import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { LiveChatForm } from '../../src/domain/header-menus.ts';
import { liveChatForm, type LiveChatFacts } from '../../src/domain/live-chat.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleLiveChat } from './console-live-chat.component.ts';
import './console-live-chat.ts';

const FACTS: LiveChatFacts = {
  cloudOrigin: 'http://127.0.0.1:7070',
  email: 'demo@example.com',
  firstName: 'Demo',
  lastName: 'User',
  tenancyName: 'acme-corp',
  tenancyOcid: 'ocid1.tenancy.oc1..acme',
  customerType: 'PayGo',
  region: 'us-ashburn-1',
};

async function renderChat(form: LiveChatForm | null, variant = 'bar'): Promise<ConsoleLiveChat> {
  // A dark wrapper like the header bar, so the accessibility check measures the bar variant's real contrast.
  const wrapper = await fixture<HTMLDivElement>(
    html`<div style="background: var(--console-color-header-background); padding: 8px">
      <console-live-chat variant=${variant} .form=${form}></console-live-chat>
    </div>`
  );
  const chat = wrapper.querySelector('console-live-chat');
  if (!chat) throw new Error('no console-live-chat');
  await chat.updateComplete;
  return chat;
}

/** Presses the button and returns what the form would have posted, without leaving the page. */
async function submitted(chat: ConsoleLiveChat, press: () => Promise<void> | void): Promise<FormData> {
  const form = shadowQuery<HTMLFormElement>(chat, 'form');
  const posted = new Promise<FormData>(resolve => {
    form.addEventListener(
      'submit',
      event => {
        event.preventDefault();
        resolve(new FormData(form));
      },
      { once: true }
    );
  });
  await press();
  return posted;
}

describe('console-live-chat', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('renders nothing without a form', async () => {
    const chat = await renderChat(null);
    expect(shadowQueryOptional(chat, 'button')).to.equal(null);
    expect(chat.getBoundingClientRect().width).to.equal(0);
  });

  it('posts the chat fields to the support chat page in a new tab', async () => {
    const form = liveChatForm(FACTS);
    const chat = await renderChat(form);
    const element = shadowQuery<HTMLFormElement>(chat, 'form');
    expect(element.method).to.equal('post');
    expect(element.action).to.equal('http://127.0.0.1:7070/support-chat/chat');
    expect(element.target).to.equal('_blank');
    const button = shadowQuery<HTMLButtonElement>(chat, 'button');
    expect(button.type).to.equal('submit');
    expect(button.textContent?.trim()).to.equal('Live chat');
    expect(button.getBoundingClientRect().height).to.be.at.least(24);
    await expect(chat).to.be.accessible();

    const data = await submitted(chat, () => button.click());
    expect(Object.fromEntries(data)).to.deep.equal(form.fields);
    expect(data.get('contactEmail')).to.equal('demo@example.com');
    expect(data.get('tenancyOcid')).to.equal('ocid1.tenancy.oc1..acme');
    expect(data.get('region')).to.equal('us-ashburn-1');
  });

  it('sends the {email} placeholder for a user without an e-mail', async () => {
    const chat = await renderChat(liveChatForm({ ...FACTS, email: null }));
    const data = await submitted(chat, () => shadowQuery<HTMLButtonElement>(chat, 'button').click());
    expect(data.get('contactEmail')).to.equal('{email}');
    expect(data.get('firstName')).to.equal('Demo');
  });

  it('is pressed with the keyboard like any button', async () => {
    const chat = await renderChat(liveChatForm(FACTS));
    shadowQuery<HTMLButtonElement>(chat, 'button').focus();
    const data = await submitted(chat, () => sendKeys({ press: 'Enter' }));
    expect(data.get('tenancyName')).to.equal('acme-corp');
  });

  it('follows new form values without keeping stale fields', async () => {
    const chat = await renderChat({ action: 'http://127.0.0.1:7070/support-chat/chat', fields: { a: '1', b: '2' } });
    chat.form = { action: 'http://127.0.0.1:7070/support-chat/chat', fields: { a: '3' } };
    await chat.updateComplete;
    const data = await submitted(chat, () => shadowQuery<HTMLButtonElement>(chat, 'button').click());
    expect([...data.entries()]).to.deep.equal([['a', '3']]);
  });

  it('shows its label as a full-width row in a drawer (inline variant)', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="inline-size: 300px; background: var(--console-color-surface)">
        <console-live-chat variant="inline" .form=${liveChatForm(FACTS)}></console-live-chat>
      </div>`
    );
    const chat = wrapper.querySelector('console-live-chat');
    if (!chat) throw new Error('no console-live-chat');
    await chat.updateComplete;
    const button = shadowQuery<HTMLButtonElement>(chat, 'button');
    expect(button.querySelector('.visually-hidden')).to.equal(null);
    expect(button.getBoundingClientRect().width).to.equal(300);
    await expect(chat).to.be.accessible();
  });

  it('speaks German when the locale changes', async () => {
    const chat = await renderChat(liveChatForm(FACTS));
    try {
      await activateLocale('de');
      await chat.updateComplete;
      expect(shadowQuery(chat, 'button').textContent?.trim()).to.equal('Live-Chat');
    } finally {
      await activateLocale('en');
    }
  });
});
