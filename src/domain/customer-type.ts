import type { CustomerType } from './live-chat.ts';
import { isFreeTierAccount, promotionStatusOf, type MenuAccountFacts } from './header-menus.ts';

/** What decides the customer type the live chat form sends (spec 1 §7 "customer type"). */
export interface CustomerTypeFacts {
  accountInfo: (MenuAccountFacts & { intentToPay?: boolean }) | null;
  /** The tenancy carries internal-reserved tags. */
  isInternal: boolean;
}

/**
 * The customer type of an account. Not shown: chosen — internal tenancies are Internal; an Always Free only account
 * is Free-Tier; an active or grace-period promotion without an upgrade is Trial; a paid or upgraded promotion is Paid;
 * any other known account pays as it goes (PayGo); without account info Unknown.
 */
export function customerTypeOf(facts: CustomerTypeFacts): CustomerType {
  if (facts.isInternal) return 'Internal';
  const account = facts.accountInfo;
  if (!account) return 'Unknown';
  if (isFreeTierAccount(account)) return 'Free-Tier';
  const promotion = promotionStatusOf(account.promotionStatus);
  if (promotion === 'paid' || account.promotionUpgraded) return 'Paid';
  if (promotion === 'active' || promotion === 'grace-period') return 'Trial';
  return 'PayGo';
}
