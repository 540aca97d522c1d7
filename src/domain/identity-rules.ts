// Identity rules of the spec (spec 3 §2, §3, §5, §9; spec 1 §6): who the user is, how they signed in, what kind of
// tenancy they see and where their settings page is. Pure: no I/O, no stores.

/** The company's e-mail domain (spec 3 §3: "hasOracleEmail (the e-mail contains the company domain)"). */
export const COMPANY_EMAIL_DOMAIN = 'oracle.com';

/** The defined-tag namespace that marks an internal tenancy (spec 3 §5), as the local cloud's scenarios tag it. */
export const INTERNAL_TAG_NAMESPACE = 'internal-reserved';

/** The key, in the internal namespace, that says what a tenancy is used for. */
export const USAGE_TYPE_TAG = 'usage-type';

/** Usage types that mark an operator-in-production tenancy (spec 3 §5). */
export const PRODUCTION_USAGE_TYPES: readonly string[] = [
  'production-data-plane',
  'production-control-plane',
  'production-operations',
];

/** New-account window: 60 days, 5184000 s (spec 3 §9). */
export const NEW_ACCOUNT_WINDOW_MS = 5_184_000 * 1000;

/** Defined tags as the identity service answers them: namespace → key → value. */
export type DefinedTags = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * Whether a subject names a legacy identity-service user: it matches provider/principal with both parts non-empty
 * (spec 3 §5). The split is at the first slash; the principal may hold further slashes.
 */
export function isIdentityServiceSubject(subject: string): boolean {
  const slash = subject.indexOf('/');
  if (slash <= 0) return false;
  return subject.slice(slash + 1) !== '';
}

/**
 * Whether an e-mail address belongs to the company. Not shown how "contains" is tested: chosen to compare the part
 * after the @ with the company domain or a sub-domain of it, so `staff@oracle.com` and `a@us.oracle.com` count and
 * `a@notoracle.com` or `oracle.com@example.com` do not.
 */
export function hasCompanyEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain === COMPANY_EMAIL_DOMAIN || domain.endsWith(`.${COMPANY_EMAIL_DOMAIN}`);
}

/** Whether a tenancy is internal: it carries defined tags in the internal-reserved namespace (spec 3 §5). */
export function isInternalTenancy(definedTags: DefinedTags | null | undefined): boolean {
  const internal = definedTags?.[INTERNAL_TAG_NAMESPACE];
  return internal !== undefined && Object.keys(internal).length > 0;
}

/**
 * Whether a tenancy is an operator-in-production tenancy: its usage-type tag is production-data-plane,
 * production-control-plane or production-operations (spec 3 §5).
 */
export function isProductionTenancy(definedTags: DefinedTags | null | undefined): boolean {
  const usage = definedTags?.[INTERNAL_TAG_NAMESPACE]?.[USAGE_TYPE_TAG];
  return typeof usage === 'string' && PRODUCTION_USAGE_TYPES.includes(usage);
}

/**
 * Whether an account created at `createdTime` is new: created within the last 60 days (spec 3 §5, §9). An unknown
 * or unreadable time is not new; a time in the future (clock skew) counts as new.
 */
export function isNewAccount(createdTime: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (createdTime === null || createdTime === undefined) return false;
  const created = typeof createdTime === 'string' ? Date.parse(createdTime) : createdTime.getTime();
  if (Number.isNaN(created)) return false;
  return now.getTime() - created < NEW_ACCOUNT_WINDOW_MS;
}

/** How the user signed in (spec 1 §6: regular, boat and SAML-sync sign-ins). */
export type SignInKind = 'regular' | 'saml-sync' | 'boat';

/** What the identity rules read about a user: token claims, and the user record once it has loaded. */
export interface IdentityFacts {
  /** The sign-in name (token `user_name`): `provider/principal` for a legacy identity-service user. */
  userName: string;
  /** The identity domain the token names (`domain_name`, `domain_ocid`); empty when none. */
  domainName: string;
  domainOcid: string;
  /** The operator's home tenancy under a tenancy override (token `tenant_override_from`). */
  overrideFrom?: string | undefined;
  /** The identity provider of a federated user (GetUser `identityProviderId`); null or absent when not federated. */
  identityProviderId?: string | null | undefined;
}

/** The user-kind flags of spec 3 §3 User. */
export interface UserKinds {
  signInKind: SignInKind;
  isRegularSignIn: boolean;
  isSamlSyncSignIn: boolean;
  isBoatSignIn: boolean;
  isIdcsUser: boolean;
  isDomainUser: boolean;
  isIdcsDomainUser: boolean;
  isIamUser: boolean;
}

/** The name of the identity domain every tenancy starts with. */
export const DEFAULT_DOMAIN_NAME = 'Default';

/**
 * The user-kind flags. Not shown how each is derived; chosen:
 * - boat sign-in: the token carries a tenancy override (an operator acting in another tenancy);
 * - SAML-sync sign-in: otherwise, a federated user (the user record names an identity provider);
 * - regular sign-in: every other sign-in (native, identity-domain and legacy identity-service users);
 * - identity-service (IDCS) user: the sign-in name matches provider/principal (spec 3 §5);
 * - domain user: the token names an identity domain and the user is not a legacy identity-service user, whose
 *   tenancy is not migrated to domains;
 * - identity-domain (IDCS domain) user: a domain user of a domain other than the Default one (spec 1 §6 "multiple
 *   identity domains");
 * - IAM user: a user the identity service itself signs in: neither an identity-service user nor federated.
 */
export function userKinds(facts: IdentityFacts): UserKinds {
  const federated = Boolean(facts.identityProviderId);
  const isBoatSignIn = Boolean(facts.overrideFrom);
  const isSamlSyncSignIn = !isBoatSignIn && federated;
  const signInKind: SignInKind = isBoatSignIn ? 'boat' : isSamlSyncSignIn ? 'saml-sync' : 'regular';
  const isIdcsUser = isIdentityServiceSubject(facts.userName);
  const isDomainUser = !isIdcsUser && facts.domainOcid !== '';
  return {
    signInKind,
    isRegularSignIn: signInKind === 'regular',
    isSamlSyncSignIn,
    isBoatSignIn,
    isIdcsUser,
    isDomainUser,
    isIdcsDomainUser: isDomainUser && facts.domainName !== '' && facts.domainName !== DEFAULT_DOMAIN_NAME,
    isIamUser: !isIdcsUser && !federated,
  };
}

/** What the user settings path depends on (spec 3 §2). */
export interface UserSettingsFacts {
  userOcid: string;
  identityProviderId?: string | null | undefined;
  /** The tenancy uses identity domains. */
  domainsEnabled: boolean;
  isBoatSignIn: boolean;
}

/**
 * The user settings path (spec 3 §2): /identity/users/{userOcid}; for federated users with domains enabled and not
 * an operator sign-in, /identity/federations/{identityProviderId}/users/{userOcid}.
 */
export function userSettingsPath(facts: UserSettingsFacts): string {
  const user = encodeURIComponent(facts.userOcid);
  if (facts.identityProviderId && facts.domainsEnabled && !facts.isBoatSignIn) {
    return `/identity/federations/${encodeURIComponent(facts.identityProviderId)}/users/${user}`;
  }
  return `/identity/users/${user}`;
}
