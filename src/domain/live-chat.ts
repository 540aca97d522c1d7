// The live chat button's form (spec 1 §5, §7) and who sees the button (spec 2 §6). Pure: no I/O, no stores.
import { isExpiredPromotion, isFreeTierAccount, type LiveChatForm, type MenuAccountFacts } from './header-menus.ts';

/** Sent as the contact e-mail when the user has none (spec 1 §5): the chat page asks for it. */
export const LIVE_CHAT_EMAIL_PLACEHOLDER = '{email}';

/**
 * Names of the form fields (spec 1 §7 lists what is sent, not the names). Chosen: camelCase names saying what each
 * holds, the same as the keys here, so the support chat page can read them without a mapping.
 */
export const LIVE_CHAT_FIELDS = {
  contactEmail: 'contactEmail',
  firstName: 'firstName',
  lastName: 'lastName',
  product: 'product',
  category: 'category',
  tenancyName: 'tenancyName',
  tenancyOcid: 'tenancyOcid',
  customerType: 'customerType',
  region: 'region',
} as const;

/**
 * The product the chat is about. Not shown in the spec: chosen, the console is the product's own front door, so every
 * chat opened from it is about the cloud infrastructure platform as a whole.
 */
export const LIVE_CHAT_PRODUCT = 'Oracle Cloud Infrastructure';

/** The chat queue. Not shown in the spec: chosen, chats started in the console go to the console's support queue. */
export const LIVE_CHAT_CATEGORY = 'Cloud Console';

/** Path of the support chat page on the cloud origin (the local cloud's `support-chat` module serves it). */
export const LIVE_CHAT_PATH = '/support-chat/chat';

/** Customer types (spec 2 §3). */
export type CustomerType = 'Free-Tier' | 'Trial' | 'Paid' | 'Internal' | 'Unknown' | 'PayGo';

/** What the live chat form is built from. */
export interface LiveChatFacts {
  /** Origin of the cloud, e.g. `CONSOLE_CONFIG.cloudOrigin`; the chat page lives there. */
  cloudOrigin: string;
  /** The user's e-mail; null, undefined or blank when the user has none. */
  email: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  tenancyName: string;
  tenancyOcid: string;
  customerType: CustomerType;
  /** Name of the active region, e.g. `us-ashburn-1`. */
  region: string;
}

/** Where the live chat form posts: the support chat page on the cloud origin (allowed by the CSP's `form-action`). */
export function liveChatAction(cloudOrigin: string): string {
  return `${cloudOrigin.replace(/\/+$/, '')}${LIVE_CHAT_PATH}`;
}

/** The form the live chat button posts (spec 1 §7), with the `{email}` fallback of spec 1 §5. */
export function liveChatForm(facts: LiveChatFacts): LiveChatForm {
  const email = facts.email?.trim();
  return {
    action: liveChatAction(facts.cloudOrigin),
    fields: {
      [LIVE_CHAT_FIELDS.contactEmail]: email ? email : LIVE_CHAT_EMAIL_PLACEHOLDER,
      [LIVE_CHAT_FIELDS.firstName]: facts.firstName?.trim() ?? '',
      [LIVE_CHAT_FIELDS.lastName]: facts.lastName?.trim() ?? '',
      [LIVE_CHAT_FIELDS.product]: LIVE_CHAT_PRODUCT,
      [LIVE_CHAT_FIELDS.category]: LIVE_CHAT_CATEGORY,
      [LIVE_CHAT_FIELDS.tenancyName]: facts.tenancyName,
      [LIVE_CHAT_FIELDS.tenancyOcid]: facts.tenancyOcid,
      [LIVE_CHAT_FIELDS.customerType]: facts.customerType,
      [LIVE_CHAT_FIELDS.region]: facts.region,
    },
  };
}

/**
 * Whether the live chat button shows (spec 2 §6: "Chat window hidden for free-tier and expired-promo accounts"), by
 * the same account rules as the help menu's variants: free tier is an Always Free only account (`freeTierOnly`); an
 * expired promotion is `expired` in either spelling and not upgraded. A trial in its grace period keeps the chat.
 * Chosen: while the account is unknown (null) the button stays hidden, so it never flashes up for a free-tier account.
 */
export function isLiveChatAvailable(account: MenuAccountFacts | null): boolean {
  return account !== null && !isFreeTierAccount(account) && !isExpiredPromotion(account);
}
