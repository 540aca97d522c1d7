import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { REGIONS } from '../../scenarios.ts';
import type { UserRecord } from '../../store.ts';
import { ApiError, invalidParameter, missingParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { jsonBody, optionalQuery, optionalString } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';
import { splitDisplayName } from './seed.ts';

/** The SCIM schema of a user resource. */
export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
/** The SCIM schema of a PATCH request body. */
export const SCIM_PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** The SCIM-like user GET, PATCH and PUT Me answer. */
export interface ScimUser {
  schemas: string[];
  id: string;
  ocid: string;
  userName: string;
  displayName: string;
  name: { givenName: string; familyName: string; formatted: string };
  emails: { value: string; primary: boolean; type: string }[];
  locale: string;
  preferredLanguage: string;
  active: boolean;
  meta: { resourceType: string; created: string; lastModified: string; location: string };
}

// SCIM returns these whatever `attributes` asks for.
const ALWAYS_RETURNED = ['schemas', 'id'] as const;
const USER_ATTRIBUTES: readonly (keyof ScimUser)[] = [
  'schemas',
  'id',
  'ocid',
  'userName',
  'displayName',
  'name',
  'emails',
  'locale',
  'preferredLanguage',
  'active',
  'meta',
];
const ATTRIBUTE_SETS = ['all', 'always', 'default', 'request'] as const;
// The two attributes the console changes (spec 3 §7): PATCH paths and PUT fields.
const PATCHABLE = ['preferredLanguage', 'locale'] as const;
// A BCP 47-like tag: en, en-US, pt_BR, zh-Hans.
const LANGUAGE_TAG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/;

interface ProfileRow {
  given_name: string;
  family_name: string;
  display_name: string;
  time_modified: Date;
}

/** The identity-service instance id of a domain: stable, `idcs-` and 32 hex digits like the provider's. */
export function idcsInstanceId(domainId: string): string {
  return `idcs-${createHash('sha256').update(domainId).digest('hex').slice(0, 32)}`;
}

/** The SCIM id of a user (IDCS ids are GUIDs of their own, not OCIDs). */
function scimId(userId: string): string {
  return createHash('sha256').update(`scim:${userId}`).digest('hex').slice(0, 32);
}

/** Reads the `attributes` and `attributeSets` query of GET Me; undefined means every attribute. */
function requestedAttributes(c: Context<CloudEnv>): Set<string> | undefined {
  const sets = (optionalQuery(c, 'attributeSets') ?? '')
    .split(',')
    .map(entry => entry.trim())
    .filter(Boolean);
  for (const set of sets) {
    if (!(ATTRIBUTE_SETS as readonly string[]).includes(set)) {
      throw invalidParameter(`attributeSets must list values of ${ATTRIBUTE_SETS.join(', ')}, not '${set}'.`);
    }
  }
  if (sets.includes('all') || sets.includes('default')) return undefined;
  const attributes = (optionalQuery(c, 'attributes') ?? '')
    .split(',')
    .map(entry => entry.trim())
    .filter(Boolean);
  if (attributes.length === 0 && !sets.includes('always')) return undefined;
  const chosen = new Set<string>(ALWAYS_RETURNED);
  for (const attribute of attributes) {
    // `urn:…:User:name.givenName` and `name.givenName` both select the top-level `name`.
    const top = (attribute.slice(attribute.lastIndexOf(':') + 1).split('.')[0] ?? '').trim();
    const known = USER_ATTRIBUTES.find(name => name.toLowerCase() === top.toLowerCase());
    if (!known) throw invalidParameter(`attributes names an unknown user attribute '${attribute}'.`);
    chosen.add(known);
  }
  return chosen;
}

/** Validates a language or locale value. */
function languageTag(value: unknown, path: string): string {
  if (typeof value !== 'string' || !LANGUAGE_TAG.test(value)) {
    throw invalidParameter(`${path} must be a language tag such as en or en-US.`);
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Identity cloud service: instance info (identity's host, version 20181127) and, under `/idcs/{region}` (the local
 * stand-in for a domain's own host), the signed-in user's SCIM profile (GET and PATCH /admin/v1/Me, PUT /me) and the
 * public SAML metadata the multi-region sign-in check fetches.
 */
export function idcsRoutes({ db, store, conditions, origins, now, router }: ServiceDeps): ServiceRouter[] {
  const info = router({ base: '/identity/:region/20181127' });
  const idcs = router({ base: '/idcs/:region' });

  info.get('GetIdcsInstanceInfo', '/idcs/instanceinfo', async c => {
    const { tenancyId } = c.get('principal');
    // The tenancy's identity-service instance: its (first) identity domain's stripe.
    const { rows } = await db.query<{ id: string; name: string; home_region: string }>(
      'select id, name, home_region from domains where tenancy_id = $1 order by id limit 1',
      [tenancyId]
    );
    const domain = rows[0];
    if (!domain) throw notAuthorizedOrNotFound();
    return c.json({
      idcsInstanceId: idcsInstanceId(domain.id),
      idcsInstanceUrl: `${origins.cloudOrigin}/idcs/${domain.home_region}`,
      domainId: domain.id,
      domainName: domain.name,
    });
  });

  const scimUser = async (c: Context<CloudEnv>, user: UserRecord): Promise<ScimUser> => {
    const { rows } = await db.query<ProfileRow>('select * from idcs_profiles where user_id = $1', [user.id]);
    const profile = rows[0];
    const split = splitDisplayName(user.description);
    const givenName = profile?.given_name ?? split.givenName;
    const familyName = profile?.family_name ?? split.familyName;
    return {
      schemas: [SCIM_USER_SCHEMA],
      id: scimId(user.id),
      ocid: user.id,
      // A legacy identity-service user signs in to OCI as `provider/name`; the identity service knows it as `name`.
      userName: user.name.slice(user.name.indexOf('/') + 1),
      displayName: profile?.display_name ?? user.description,
      name: { givenName, familyName, formatted: `${givenName} ${familyName}`.trim() },
      emails: [{ value: user.email, primary: true, type: 'work' }],
      locale: user.locale,
      preferredLanguage: user.language,
      active: true,
      meta: {
        resourceType: 'Me',
        created: user.timeCreated.toISOString(),
        lastModified: (profile?.time_modified ?? user.timeCreated).toISOString(),
        location: `${origins.cloudOrigin}/idcs/${c.get('region') ?? ''}/admin/v1/Me`,
      },
    };
  };

  const currentUser = async (c: Context<CloudEnv>): Promise<UserRecord> => {
    const user = await store.findUser(c.get('principal').userId);
    if (!user) throw notAuthorizedOrNotFound();
    return user;
  };

  /** Writes the changes and answers the user as it now is. */
  const update = async (
    c: Context<CloudEnv>,
    user: UserRecord,
    changes: { language?: string; locale?: string; displayName?: string; givenName?: string; familyName?: string }
  ) => {
    const split = splitDisplayName(user.description);
    await db.transaction(async tx => {
      await tx.query(
        'update users set language = coalesce($2, language), locale = coalesce($3, locale) where id = $1',
        [user.id, changes.language ?? null, changes.locale ?? null]
      );
      await tx.query(
        `insert into idcs_profiles (user_id, given_name, family_name, display_name, time_modified)
         values ($1, coalesce($2, $5), coalesce($3, $6), coalesce($4, $7), $8)
         on conflict (user_id) do update set given_name = coalesce($2, idcs_profiles.given_name),
           family_name = coalesce($3, idcs_profiles.family_name),
           display_name = coalesce($4, idcs_profiles.display_name), time_modified = $8`,
        [
          user.id,
          changes.givenName ?? null,
          changes.familyName ?? null,
          changes.displayName ?? null,
          split.givenName,
          split.familyName,
          user.description,
          now(),
        ]
      );
    });
    const updated = await store.findUser(user.id);
    if (!updated) throw notAuthorizedOrNotFound();
    return c.json(await scimUser(c, updated));
  };

  idcs.get('GetMe', '/admin/v1/Me', async c => {
    const contentType = c.req.header('content-type');
    if (contentType === undefined || contentType.trim() === '') throw missingParameter('Content-Type', 'GetMe');
    if (!/json/i.test(contentType)) {
      throw invalidParameter(`Content-Type must be application/scim+json or application/json, not '${contentType}'.`);
    }
    const attributes = requestedAttributes(c);
    const user = await scimUser(c, await currentUser(c));
    if (attributes === undefined) return c.json(user);
    return c.json(Object.fromEntries(Object.entries(user).filter(([name]) => attributes.has(name))));
  });

  idcs.patch('PatchMe', '/admin/v1/Me', async c => {
    const body = await jsonBody(c, 'patchOp');
    const { schemas, Operations: operations } = body;
    if (!Array.isArray(schemas) || !schemas.includes(SCIM_PATCH_OP_SCHEMA)) {
      throw invalidParameter(`schemas must contain ${SCIM_PATCH_OP_SCHEMA}.`);
    }
    if (operations === undefined || operations === null) throw missingParameter('Operations', 'PatchMe');
    if (!Array.isArray(operations) || operations.length === 0) {
      throw invalidParameter('Operations must be a non-empty array.');
    }
    const changes: { language?: string; locale?: string } = {};
    operations.forEach((operation: unknown, index) => {
      const at = `Operations[${index}]`;
      if (!isRecord(operation)) throw invalidParameter(`${at} must be a JSON object {op, path, value}.`);
      const { op, path, value } = operation;
      if (typeof op !== 'string' || op.toLowerCase() !== 'replace') {
        throw invalidParameter(`${at}.op must be replace, not '${String(op)}'.`);
      }
      const attribute = typeof path === 'string' ? path.slice(path.lastIndexOf(':') + 1) : '';
      if (!(PATCHABLE as readonly string[]).includes(attribute)) {
        throw invalidParameter(`${at}.path must be one of ${PATCHABLE.join(', ')}, not '${String(path)}'.`);
      }
      const tag = languageTag(value, `${at}.value`);
      if (attribute === 'preferredLanguage') changes.language = tag;
      else changes.locale = tag;
    });
    return update(c, await currentUser(c), changes);
  });

  idcs.put('PutMe', '/me', async c => {
    const details = await jsonBody(c, 'updateMeDetails');
    const path = 'updateMeDetails';
    const language = details['preferredLanguage'];
    const locale = details['locale'];
    const name = details['name'];
    if (name !== undefined && name !== null && !isRecord(name))
      throw invalidParameter(`${path}.name must be an object.`);
    return update(c, await currentUser(c), {
      language:
        language === undefined || language === null ? undefined : languageTag(language, `${path}.preferredLanguage`),
      locale: locale === undefined || locale === null ? undefined : languageTag(locale, `${path}.locale`),
      displayName: optionalString(details, 'displayName', `${path}.displayName`),
      givenName: isRecord(name) ? optionalString(name, 'givenName', `${path}.name.givenName`) : undefined,
      familyName: isRecord(name) ? optionalString(name, 'familyName', `${path}.name.familyName`) : undefined,
    });
  });

  idcs.get(
    'GetIdentityProviderMetadata',
    '/fed/v1/metadata',
    c => {
      const region = c.get('region') ?? '';
      if (!REGIONS.some(known => known.name === region)) throw notAuthorizedOrNotFound(`No region '${region}'.`);
      // The multi-region sign-in check counts 2xx and 404 as up: a down region must answer something else.
      if (conditions.isRegionDown(region)) {
        throw new ApiError(503, 'ServiceUnavailable', `The identity service in ${region} is unavailable.`);
      }
      const base = `${origins.cloudOrigin}/idcs/${region}`;
      const xml = `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${base}/fed">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${base}/fed/v1/idp/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`;
      return c.body(xml, 200, { 'content-type': 'application/samlmetadata+xml', 'cache-control': 'no-cache' });
    },
    { auth: 'public' }
  );

  return [info, idcs];
}
