import { describe, expect, it } from 'vitest';
import {
  isLiveChatAvailable,
  LIVE_CHAT_CATEGORY,
  LIVE_CHAT_EMAIL_PLACEHOLDER,
  LIVE_CHAT_PRODUCT,
  liveChatAction,
  liveChatForm,
  type LiveChatFacts,
} from './live-chat.ts';

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

describe('liveChatAction', () => {
  it('is the support chat page on the cloud origin', () => {
    expect(liveChatAction('http://127.0.0.1:7070')).toBe('http://127.0.0.1:7070/support-chat/chat');
    expect(liveChatAction('https://cloud.example.com/')).toBe('https://cloud.example.com/support-chat/chat');
  });
});

describe('liveChatForm', () => {
  it('posts every field of spec 1 §7 to the support chat page', () => {
    expect(liveChatForm(FACTS)).toEqual({
      action: 'http://127.0.0.1:7070/support-chat/chat',
      fields: {
        contactEmail: 'demo@example.com',
        firstName: 'Demo',
        lastName: 'User',
        product: LIVE_CHAT_PRODUCT,
        category: LIVE_CHAT_CATEGORY,
        tenancyName: 'acme-corp',
        tenancyOcid: 'ocid1.tenancy.oc1..acme',
        customerType: 'PayGo',
        region: 'us-ashburn-1',
      },
    });
  });

  it('sends the {email} placeholder literally when the user has no e-mail', () => {
    expect(LIVE_CHAT_EMAIL_PLACEHOLDER).toBe('{email}');
    for (const email of [null, undefined, '', '   ']) {
      expect(liveChatForm({ ...FACTS, email }).fields['contactEmail']).toBe('{email}');
    }
  });

  it('sends empty names rather than "null" when the identity has none', () => {
    const { fields } = liveChatForm({ ...FACTS, firstName: null, lastName: undefined });
    expect(fields['firstName']).toBe('');
    expect(fields['lastName']).toBe('');
  });
});

describe('isLiveChatAvailable', () => {
  it('shows the chat to paying and trial accounts', () => {
    expect(isLiveChatAvailable({ freeTierOnly: false, promotionStatus: 'none' })).toBe(true);
    expect(isLiveChatAvailable({ freeTierOnly: false, promotionStatus: 'active' })).toBe(true);
    expect(isLiveChatAvailable({ freeTierOnly: false, promotionStatus: 'grace_period' })).toBe(true);
    expect(isLiveChatAvailable({ freeTierOnly: false, promotionStatus: 'converted_to_paid' })).toBe(true);
    expect(isLiveChatAvailable({ freeTierOnly: false, promotionStatus: 'Paid' })).toBe(true);
  });

  it('hides it for free-tier accounts', () => {
    expect(isLiveChatAvailable({ freeTierOnly: true, promotionStatus: 'none' })).toBe(false);
    expect(isLiveChatAvailable({ freeTierOnly: true, promotionStatus: 'active' })).toBe(false);
  });

  it('hides it for expired promotions in either spelling, unless upgraded to paid', () => {
    expect(isLiveChatAvailable({ freeTierOnly: false, promotionStatus: 'expired' })).toBe(false);
    expect(isLiveChatAvailable({ freeTierOnly: false, promotionStatus: 'Expired' })).toBe(false);
    expect(isLiveChatAvailable({ freeTierOnly: false, promotionStatus: 'expired', promotionUpgraded: true })).toBe(
      true
    );
  });

  it('hides it while the account is unknown', () => {
    expect(isLiveChatAvailable(null)).toBe(false);
  });
});
