import type { SeedContext } from '../cloud-service.ts';
import { commerceFacts } from '../commercial/scenario-commerce.ts';

/** The endpoint type of an environment type (PRODUCTION → INSTANCE_URL_PROD). */
function endpointType(environmentType: string): string {
  if (environmentType === 'PRODUCTION') return 'INSTANCE_URL_PROD';
  if (environmentType === 'DEVELOPMENT') return 'INSTANCE_URL_DEV';
  return 'INSTANCE_URL_TEST';
}

/** Seeds one service environment per environment of each SaaS application (saas-customer: HCM and ERP). */
export async function seedServiceEnvironments({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const facts = commerceFacts(scenario, seededAt);
    for (const application of facts.saasApplications) {
      for (const environment of application.environments) {
        await db.query(
          `insert into service_environments (id, tenancy_id, subscription_id, display_name, status, service_definition,
             console_url, endpoints, time_created)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            environment.id,
            facts.tenancyId,
            application.classicSubscriptionId,
            environment.name,
            environment.status,
            JSON.stringify({
              type: application.serviceType,
              displayName: application.displayName,
              shortDisplayName: application.shortDisplayName,
            }),
            environment.consoleUrl,
            JSON.stringify([
              {
                environmentType: endpointType(environment.environmentType),
                url: environment.consoleUrl,
                description: `${application.shortDisplayName} ${environment.environmentType.toLowerCase()} (${environment.region})`,
              },
            ]),
            facts.timeCreated,
          ]
        );
      }
    }
  }
}
