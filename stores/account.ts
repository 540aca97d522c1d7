import { atom, computed } from 'nanostores';
import type { TokenClaims } from '../src/auth/token-claims.ts';
import {
  hasCompanyEmail,
  isInternalTenancy,
  isProductionTenancy,
  userKinds,
  userSettingsPath,
  type UserKinds,
} from '../src/domain/identity-rules.ts';
import { isApiError } from '../src/http/errors.ts';
import { getIdcsInstanceInfo, getMe, type Me } from '../src/services/idcs.ts';
import { getTenancy, getUser, type CapabilitiesResponse, type Tenancy, type User } from '../src/services/identity.ts';
import { serviceContext } from './service-context.ts';
import { $session, restartSignIn } from './session.ts';

/** Flags of the session dialogs and sign-out the user record carries (spec 3 §3 User, §4 Session). */
export interface UserSessionFlags {
  showSessionExpiringWarning: boolean;
  /** False when the session-expiring warning may not renew the token. */
  canUpdateToken: boolean;
  signingOut: boolean;
  showLanguageConflictDialog: boolean;
}

/** The signed-in user (spec 3 §3 User): what the token says, completed by the identity calls. */
export interface ConsoleUser extends UserSessionFlags {
  ocid: string;
  /** Display name: the user's description, else the sign-in name. */
  name: string;
  email: string | null;
  /** The e-mail is a company one (oracle.com). */
  hasOracleEmail: boolean;
  firstName: string | null;
  lastName: string | null;
  isRegularSignIn: boolean;
  isSamlSyncSignIn: boolean;
  isBoatSignIn: boolean;
  isIdcsUser: boolean;
  isDomainUser: boolean;
  isIdcsDomainUser: boolean;
  isIamUser: boolean;
  domainName: string | null;
  domainOCID: string | null;
  idcsInstanceId: string | null;
  idcsUserLocale: string | null;
  /** The identity provider of a federated user (GetUser), null otherwise. */
  identityProviderId: string | null;
  timeCreated: string | null;
  /** Multi-factor authentication is activated (GetUser); null until the user record says (Home's MFA recommendation). */
  isMfaActivated: boolean | null;
  /** The console path of the user's settings page (spec 3 §2). */
  userSettingsHref: string;
}

/** Why a tenancy override failed (spec 1 §8 "Tenancy override 401 or 404 (tenant not found)"). */
export type TenancyOverrideError = 'override-unauthorized' | 'override-tenant-not-found';

/** The tenancy (spec 3 §3 Tenancy). */
export interface ConsoleTenancy {
  ocid: string;
  name: string;
  homeRegionKey: string | null;
  myServicesIdentifier: string | null;
  /** The tenancy carries internal-reserved defined tags (spec 3 §5). */
  isInternal: boolean;
  /** The session is an operator's tenancy override into this tenancy. */
  isOverriden: boolean;
  /** The operator's home tenancy under an override, else null. */
  overrideFromId: string | null;
  /** Left null here: the lead fills it from the capabilities call. */
  accountInfo: CapabilitiesResponse['accountInfo'] | null;
  createdTime: string | null;
  /** An operator override into an operator-in-production tenancy (spec 3 §5, spec 1 §6 production warning). */
  isBoatInProdTenancy: boolean;
  overrideError: TenancyOverrideError | null;
}

/** Error codes of the user load; the UI shows 'Something went wrong. Please try again later.' (spec 3 §8). */
export type UserLoadError = 'user-load-failed';

/** Error codes of the tenancy load. */
export type TenancyLoadError = 'tenancy-load-failed' | 'tenancy-override-failed';

/** Loading state of one piece of start-up data; `error` says why it failed (null otherwise). */
export interface Loadable<T, E extends string = string> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  value: T | null;
  error: E | null;
}

/** The signed-in user. */
export const $user = atom<Loadable<ConsoleUser, UserLoadError>>({ status: 'idle', value: null, error: null });

/** The tenancy. */
export const $tenancy = atom<Loadable<ConsoleTenancy, TenancyLoadError>>({ status: 'idle', value: null, error: null });

/**
 * The tenancy resource search names in its `tenantId`: the override tenant of an operator's tenancy override (spec 2
 * §6), else undefined (the caller's own tenancy).
 */
export const $searchTenantId = computed($tenancy, (tenancy): string | undefined =>
  tenancy.value?.isOverriden ? tenancy.value.ocid : undefined
);

const DEFAULT_SESSION_FLAGS: UserSessionFlags = {
  showSessionExpiringWarning: false,
  canUpdateToken: true,
  signingOut: false,
  showLanguageConflictDialog: false,
};

/** What the identity-cloud-service calls add to the user. */
interface IdcsFacts {
  instanceId: string | null;
  me: Me | null;
}

function kindsOf(claims: TokenClaims, user: User | null): UserKinds {
  return userKinds({
    userName: claims.user_name,
    domainName: claims.domain_name,
    domainOcid: claims.domain_ocid,
    overrideFrom: claims.tenant_override_from,
    identityProviderId: user?.identityProviderId,
  });
}

/** The user from the token, the user record (once loaded) and the identity-cloud-service facts. */
function consoleUser(claims: TokenClaims, user: User | null, idcs: IdcsFacts, flags: UserSessionFlags): ConsoleUser {
  const { signInKind: _signInKind, ...kinds } = kindsOf(claims, user);
  const { me } = idcs;
  const primaryEmail = me?.emails?.find(email => email.primary)?.value ?? me?.emails?.[0]?.value ?? null;
  const email = user?.email || primaryEmail || null;
  const identityProviderId = user?.identityProviderId ?? null;
  return {
    ...flags,
    ocid: claims.sub,
    name: user ? user.description || user.name : claims.user_name,
    email,
    hasOracleEmail: hasCompanyEmail(email),
    firstName: me?.name?.givenName ?? null,
    lastName: me?.name?.familyName ?? null,
    ...kinds,
    domainName: claims.domain_name || null,
    domainOCID: claims.domain_ocid || null,
    idcsInstanceId: idcs.instanceId,
    idcsUserLocale: me?.locale ?? null,
    identityProviderId,
    timeCreated: user?.timeCreated ?? null,
    isMfaActivated: user?.isMfaActivated ?? null,
    // "Domains enabled" is not spelled out: chosen to mean the token names an identity domain (a domain user).
    userSettingsHref: userSettingsPath({
      userOcid: claims.sub,
      identityProviderId,
      domainsEnabled: kinds.isDomainUser,
      isBoatSignIn: kinds.isBoatSignIn,
    }),
  };
}

/** The tenancy from the token and, once loaded, the tenancy record. */
function consoleTenancy(claims: TokenClaims, tenancy: Tenancy | null): ConsoleTenancy {
  const overrideFromId = claims.tenant_override_from ?? null;
  const isOverriden = overrideFromId !== null;
  return {
    ocid: claims.tenant,
    name: tenancy?.name ?? claims.tenant_name,
    homeRegionKey: tenancy?.homeRegionKey ?? null,
    myServicesIdentifier: tenancy?.oracleMyServicesIdentifier ?? null,
    isInternal: isInternalTenancy(tenancy?.definedTags),
    isOverriden,
    overrideFromId,
    accountInfo: null,
    createdTime: tenancy?.timeCreated ?? null,
    isBoatInProdTenancy: isOverriden && isProductionTenancy(tenancy?.definedTags),
    overrideError: null,
  };
}

/** The override error of a failed GetTenancy under a tenancy override, or null when it is another failure. */
function overrideErrorOf(error: unknown): TenancyOverrideError | null {
  if (!isApiError(error)) return null;
  if (error.status === 401) return 'override-unauthorized';
  if (error.status === 404) return 'override-tenant-not-found';
  return null;
}

// Each load gets a number; answers of an older load (a second sign-in, a reload) are dropped.
let loadGeneration = 0;

/**
 * Loads the user and the tenancy. The token already names both, so the chrome shows them at once and the calls only
 * add detail: GetUser and GetTenancy, and for identity-domain and identity-service users the instance info and GET
 * Me (first and last name, locale). A failed GetUser keeps what the token said and sets error 'user-load-failed';
 * the instance info and Me are extras whose failure changes nothing. Under a tenancy override, GetTenancy answering
 * 401 or 404 sets the override error and restarts sign-in (spec 1 §8).
 */
export async function loadAccount(): Promise<void> {
  const claims = $session.get().claims;
  if (!claims) return;
  loadGeneration += 1;
  const generation = loadGeneration;
  const current = () => generation === loadGeneration;

  let user: User | null = null;
  const idcs: IdcsFacts = { instanceId: null, me: null };
  const flags = () => {
    const value = $user.get().value;
    if (!value) return DEFAULT_SESSION_FLAGS;
    const { showSessionExpiringWarning, canUpdateToken, signingOut, showLanguageConflictDialog } = value;
    return { showSessionExpiringWarning, canUpdateToken, signingOut, showLanguageConflictDialog };
  };
  const publishUser = (status?: Loadable<ConsoleUser>['status'], error?: UserLoadError | null) => {
    if (!current()) return;
    const previous = $user.get();
    $user.set({
      status: status ?? previous.status,
      value: consoleUser(claims, user, idcs, flags()),
      error: error === undefined ? previous.error : error,
    });
  };

  publishUser('loading', null);
  $tenancy.set({ status: 'loading', value: consoleTenancy(claims, null), error: null });

  const context = serviceContext();
  const kinds = kindsOf(claims, null);
  const loads: Promise<unknown>[] = [
    getUser(context, claims.sub).then(
      loaded => {
        user = loaded;
        publishUser('ready', null);
      },
      () => publishUser('failed', 'user-load-failed')
    ),
    getTenancy(context, claims.tenant).then(
      tenancy => {
        if (current()) $tenancy.set({ status: 'ready', value: consoleTenancy(claims, tenancy), error: null });
      },
      async (error: unknown) => {
        if (!current()) return;
        const overrideError = claims.tenant_override_from ? overrideErrorOf(error) : null;
        const value = { ...consoleTenancy(claims, null), overrideError };
        $tenancy.set({
          status: 'failed',
          value,
          error: overrideError ? 'tenancy-override-failed' : 'tenancy-load-failed',
        });
        if (!overrideError) return;
        // The sign-in page is the way on; if even that cannot start, there is nothing better to do than say so.
        await restartSignIn().catch((failure: unknown) =>
          console.error('[account] Restarting sign-in after a failed tenancy override failed', failure)
        );
      }
    ),
  ];
  if (kinds.isDomainUser || kinds.isIdcsUser) {
    // The identity domain's own endpoint is in the domain's home region.
    const domainContext = claims.domain_home_region ? serviceContext(claims.domain_home_region) : context;
    loads.push(
      getIdcsInstanceInfo(context).then(
        info => {
          idcs.instanceId = info.idcsInstanceId;
          publishUser();
        },
        () => undefined
      ),
      getMe(domainContext).then(
        me => {
          idcs.me = me;
          publishUser();
        },
        () => undefined
      )
    );
  }
  await Promise.all(loads);
}

/**
 * Sets the session flags on the user (spec 3 §4 Session: the expiring warning shows and renewal may be disallowed;
 * sign-out sets signingOut; the language conflict dialog). Does nothing before the user is known.
 */
export function setUserSessionFlags(flags: Partial<UserSessionFlags>): void {
  const state = $user.get();
  if (!state.value) return;
  $user.set({ ...state, value: { ...state.value, ...flags } });
}
