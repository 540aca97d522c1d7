import { resolveSeedTime } from '../../scenarios.ts';
import type { Scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';

/** The scenario whose identity-service stripe is not migrated to identity domains (spec 3 §8, Domain replication). */
export const NOT_MIGRATED_SCENARIO = 'legacy-identity-service-user';

/** A seeded identity provider. */
export interface IdentityProviderSeed {
  id: string;
  name: string;
  description: string;
  productType: 'IDCS' | 'ADFS';
  /** Answered on the cloud's own origin, so the multi-region sign-in check runs offline. */
  metadataPath: string;
  redirectUrl: string;
}

/** The OCID of the identity provider a legacy identity-service tenancy federates with. */
export function legacyIdentityProviderOcid(tenancyName: string): string {
  return seedOcid('saml2idp', `${tenancyName}/OracleIdentityCloudService`);
}

// Not a real certificate: OCI answers the IdP's base64 DER signing certificate, which nothing here verifies.
const SIGNING_CERTIFICATE = Buffer.from('local cloud SAML signing certificate (fixture)').toString('base64');

/**
 * The identity providers of a scenario: the SAML2 provider its federated users come from, and for a legacy
 * identity-service tenancy the IDCS stripe it federates with (users named `oracleidentitycloudservice/<name>`).
 */
export function scenarioIdentityProviders(scenario: Scenario): IdentityProviderSeed[] {
  const metadataPath = `/idcs/${scenario.homeRegion}/fed/v1/metadata`;
  const providers = new Map<string, IdentityProviderSeed>();
  for (const user of scenario.users) {
    if (user.identityProviderId !== undefined && !providers.has(user.identityProviderId)) {
      providers.set(user.identityProviderId, {
        id: user.identityProviderId,
        name: 'corporate-idp',
        description: 'Corporate Active Directory Federation Services',
        productType: 'ADFS',
        metadataPath,
        redirectUrl: `https://adfs.${scenario.name}.example/adfs/ls/`,
      });
    }
    if (user.kind === 'legacy-identity-service') {
      const id = legacyIdentityProviderOcid(scenario.name);
      providers.set(id, {
        id,
        name: 'OracleIdentityCloudService',
        description: 'The identity cloud service stripe federated with this tenancy',
        productType: 'IDCS',
        metadataPath,
        redirectUrl: `/idcs/${scenario.homeRegion}/fed/v1/idp/sso`,
      });
    }
  }
  return [...providers.values()];
}

/** Seeds each scenario domain's details and the scenarios' identity providers. */
export async function seedDomains({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const timeCreated = resolveSeedTime(scenario.timeCreated, seededAt);
    const isDefault = scenario.domain.name === 'Default' || scenario.key === NOT_MIGRATED_SCENARIO;
    await db.query(
      `insert into domain_details (domain_id, description, type, license_type, is_migrated, time_created)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        scenario.domain.id,
        isDefault ? 'Default identity domain' : `${scenario.domain.name} identity domain of ${scenario.description}`,
        isDefault ? 'DEFAULT' : 'SECONDARY',
        // Default domains come with the free license type; additional ones are bought.
        isDefault ? 'free' : 'premium',
        scenario.key !== NOT_MIGRATED_SCENARIO,
        timeCreated,
      ]
    );
    for (const provider of scenarioIdentityProviders(scenario)) {
      await db.query(
        `insert into identity_providers (id, tenancy_id, name, description, product_type, protocol, metadata_url,
           signing_certificate, redirect_url, time_created)
         values ($1, $2, $3, $4, $5, 'SAML2', $6, $7, $8, $9)`,
        [
          provider.id,
          scenario.id,
          provider.name,
          provider.description,
          provider.productType,
          provider.metadataPath,
          SIGNING_CERTIFICATE,
          provider.redirectUrl,
          timeCreated,
        ]
      );
    }
  }
}
