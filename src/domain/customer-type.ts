import type { CustomerType } from './live-chat.ts';
import { isFreeTierAccount, type MenuAccountFacts } from './header-menus.ts';
import { promotionLifecycle } from './account-status.ts';

/** Program type of an employee's account (spec 2 §3 "isOracleEmployee (program type equals the employee type)"). */
export const EMPLOYEE_PROGRAM_TYPE = 'EMPLOYEE';

/** What decides the customer type (the live chat form, the rail, quick actions, the gallery). */
export interface CustomerTypeFacts {
  accountInfo: (MenuAccountFacts & { intentToPay?: boolean; programType?: string }) | null;
  /** The tenancy carries internal-reserved tags. */
  isInternal: boolean;
  /** The user's e-mail is a company one (spec 2 §6: such employees are not classed as free, trial or paid). */
  hasCompanyEmail?: boolean;
}

/**
 * The customer type of an account, derived here and nowhere else (spec 2 §3 Free-Tier, Trial, Paid, Internal,
 * Unknown, PayGo). Not shown: chosen — internal tenancies, employees' accounts (program type EMPLOYEE) and users with a
 * company e-mail are Internal; without account info Unknown; an Always Free only account is Free-Tier; a promotion
 * converted to paid (intent to pay while active, or upgraded) is Paid; an active or grace-period promotion is Trial;
 * any other known account pays as it goes (PayGo).
 */
export function customerTypeOf(facts: CustomerTypeFacts): CustomerType {
  if (facts.isInternal || facts.hasCompanyEmail === true) return 'Internal';
  const account = facts.accountInfo;
  if (!account) return 'Unknown';
  if (account.programType?.toUpperCase() === EMPLOYEE_PROGRAM_TYPE) return 'Internal';
  if (isFreeTierAccount(account)) return 'Free-Tier';
  const promotion = promotionLifecycle(account);
  if (promotion === 'converted_to_paid' || account.promotionUpgraded) return 'Paid';
  if (promotion === 'active' || promotion === 'grace_period') return 'Trial';
  return 'PayGo';
}
