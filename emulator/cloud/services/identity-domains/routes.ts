import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { checkIfMatch, sendWithEtag } from '../../wire/etag.ts';
import { invalidParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { booleanQuery, jsonBody, optionalString, requiredString } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';
import { optionalDefinedTags, optionalFreeformTags } from '../identity-tags/tag-fields.ts';
import type { DefinedTags, FreeformTags } from '../identity-tags/tag-fields.ts';
import { getOwnUser } from '../identity/routes.ts';

/** The message of the 404 a tenancy whose identity-service stripe is not migrated to domains gets (spec 3 §8). */
export const DOMAIN_NOT_MIGRATED_MESSAGE =
  'The domain-migration feature is not enabled for this tenancy: its identity service is not migrated to identity domains.';

interface DomainRow {
  id: string;
  tenancy_id: string;
  name: string;
  home_region: string;
  description: string;
  type: string;
  license_type: string;
  is_hidden_on_login: boolean;
  is_migrated: boolean;
  time_created: Date;
}

interface IdentityProviderRow {
  id: string;
  tenancy_id: string;
  name: string;
  description: string;
  product_type: string;
  protocol: string;
  metadata_url: string;
  metadata: string | null;
  signing_certificate: string;
  redirect_url: string;
  freeform_attributes: Record<string, string>;
  freeform_tags: FreeformTags;
  defined_tags: DefinedTags;
  lifecycle_state: string;
  time_created: Date;
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(entry => typeof entry === 'string')
  );
}

/**
 * Identity domains (GetDomain), identity providers (get, update, delete) and, under version 20190111, GetUser. The
 * domain's IDCS endpoints (`url`, replica `url`) are the local cloud's `/idcs/{region}` paths (../idcs/).
 */
export function domainRoutes({ db, store, origins, router }: ServiceDeps): ServiceRouter[] {
  const api = router({ base: '/identity/:region/20160918' });
  // A stored path is a URL on this cloud's origin, which is only known (its port) at run time.
  const absolute = (url: string) => (url.startsWith('/') ? `${origins.cloudOrigin}${url}` : url);
  const idcsUrl = (region: string) => `${origins.cloudOrigin}/idcs/${region}`;

  const toIdentityProvider = (row: IdentityProviderRow) => ({
    id: row.id,
    compartmentId: row.tenancy_id,
    name: row.name,
    description: row.description,
    productType: row.product_type,
    timeCreated: row.time_created.toISOString(),
    lifecycleState: row.lifecycle_state,
    inactiveStatus: null,
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
    protocol: row.protocol,
    metadataUrl: absolute(row.metadata_url),
    signingCertificate: row.signing_certificate,
    redirectUrl: absolute(row.redirect_url),
    freeformAttributes: row.freeform_attributes,
  });

  const findIdentityProvider = async (c: Context<CloudEnv>, id: string) => {
    const { rows } = await db.query<IdentityProviderRow>(
      'select * from identity_providers where id = $1 and tenancy_id = $2',
      [id, c.get('principal').tenancyId]
    );
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return rows[0];
  };

  api.get('GetDomain', '/domains/:domainId', async c => {
    const { tenancyId } = c.get('principal');
    const withProviderId = booleanQuery(c, 'isIdentityProviderIdRequired') ?? false;
    const { rows } = await db.query<DomainRow>(
      `select d.id, d.tenancy_id, d.name, d.home_region, x.description, x.type, x.license_type, x.is_hidden_on_login,
         x.is_migrated, x.time_created
       from domains d join domain_details x on x.domain_id = d.id where d.id = $1 and d.tenancy_id = $2`,
      [c.req.param('domainId'), tenancyId]
    );
    const domain = rows[0];
    if (!domain) throw notAuthorizedOrNotFound();
    if (!domain.is_migrated) throw notAuthorizedOrNotFound(DOMAIN_NOT_MIGRATED_MESSAGE);
    // Replica states follow the region-replicating condition (conditions.ts) through the store.
    const replicas = await store.listDomainReplicas(tenancyId, domain.home_region);
    const answer: Record<string, unknown> = {
      id: domain.id,
      compartmentId: domain.tenancy_id,
      displayName: domain.name,
      description: domain.description,
      url: idcsUrl(domain.home_region),
      homeRegionUrl: idcsUrl(domain.home_region),
      homeRegion: domain.home_region,
      replicaRegions: replicas.map(replica => ({
        region: replica.region,
        state: replica.state,
        url: idcsUrl(replica.region),
        regionalUrl: idcsUrl(replica.region),
      })),
      type: domain.type,
      licenseType: domain.license_type,
      isHiddenOnLogin: domain.is_hidden_on_login,
      timeCreated: domain.time_created.toISOString(),
      lifecycleState: 'ACTIVE',
      lifecycleDetails: null,
      freeformTags: {},
      definedTags: {},
    };
    if (withProviderId) {
      // Not an SDK field: the identity provider the tenancy federates with (its oldest), null when none.
      const providers = await db.query<{ id: string }>(
        'select id from identity_providers where tenancy_id = $1 order by time_created, id limit 1',
        [tenancyId]
      );
      answer['identityProviderId'] = providers.rows[0]?.id ?? null;
    }
    return sendWithEtag(c, answer);
  });

  api.get('GetIdentityProvider', '/identityProviders/:identityProviderId', async c =>
    sendWithEtag(c, toIdentityProvider(await findIdentityProvider(c, c.req.param('identityProviderId'))))
  );

  api.put('UpdateIdentityProvider', '/identityProviders/:identityProviderId', async c => {
    const current = await findIdentityProvider(c, c.req.param('identityProviderId'));
    checkIfMatch(c, toIdentityProvider(current));
    const details = await jsonBody(c, 'updateIdentityProviderDetails');
    const path = 'updateIdentityProviderDetails';
    const protocol = requiredString(details, 'protocol', `${path}.protocol`);
    if (protocol !== current.protocol) {
      throw invalidParameter(`${path}.protocol must be ${current.protocol}, the protocol of this identity provider.`);
    }
    const description = optionalString(details, 'description', `${path}.description`);
    const metadataUrl = optionalString(details, 'metadataUrl', `${path}.metadataUrl`);
    if (metadataUrl !== undefined && !/^https?:\/\/\S+$/.test(metadataUrl)) {
      throw invalidParameter(`${path}.metadataUrl must be an http or https URL.`);
    }
    const metadata = optionalString(details, 'metadata', `${path}.metadata`);
    const freeformAttributes = details['freeformAttributes'];
    if (freeformAttributes !== undefined && freeformAttributes !== null && !isRecordOfStrings(freeformAttributes)) {
      throw invalidParameter(`${path}.freeformAttributes must be an object of string values.`);
    }
    const freeformTags = optionalFreeformTags(details, `${path}.freeformTags`);
    const definedTags = optionalDefinedTags(details, `${path}.definedTags`);
    const { rows } = await db.query<IdentityProviderRow>(
      `update identity_providers set description = $2, metadata_url = $3, metadata = $4, freeform_attributes = $5,
         freeform_tags = $6, defined_tags = $7
       where id = $1 returning *`,
      [
        current.id,
        description ?? current.description,
        metadataUrl ?? current.metadata_url,
        metadata ?? current.metadata,
        JSON.stringify(freeformAttributes ?? current.freeform_attributes),
        JSON.stringify(freeformTags ?? current.freeform_tags),
        JSON.stringify(definedTags ?? current.defined_tags),
      ]
    );
    return sendWithEtag(c, toIdentityProvider(rows[0] ?? current));
  });

  api.delete('DeleteIdentityProvider', '/identityProviders/:identityProviderId', async c => {
    const current = await findIdentityProvider(c, c.req.param('identityProviderId'));
    checkIfMatch(c, toIdentityProvider(current));
    await db.query('delete from identity_providers where id = $1', [current.id]);
    return c.body(null, 204);
  });

  // Version 20190111 answers GetUser as 20160918 does (identity module): a user reads only itself.
  const v20190111 = router({ base: '/identity/:region/20190111' });
  v20190111.get('GetUser', '/users/:userId', getOwnUser(store));

  return [api, v20190111];
}
