import type { SaasApp } from './header-menus.ts';

/** What the apps launcher needs of a service environment (spec 3 §3 service environments). */
export interface SaasEnvironmentFacts {
  id: string;
  status?: string | null;
  consoleUrl?: string | null;
  serviceDefinition?: { displayName?: string | null; shortDisplayName?: string | null } | null;
  /** Its endpoints; the first one's description tells environments of one application apart. */
  serviceEnvironmentEndpoints?: readonly { description?: string | null }[] | null;
}

/** Environment statuses whose console can be opened; deleted, failed and in-flight ones cannot. */
const OPENABLE_STATUSES: ReadonlySet<string> = new Set(['ACTIVE', 'UPDATING']);

/**
 * The SaaS applications the header's launcher lists (spec 1 §2 "SaaS apps launcher"): one per active environment with
 * an https console address, named by its service and, where the endpoint describes it, the environment (production,
 * test …), sorted by name. Anything else a service returns is left out.
 */
export function saasApps(environments: readonly SaasEnvironmentFacts[]): SaasApp[] {
  const apps: SaasApp[] = [];
  for (const environment of environments) {
    const status = environment.status?.toUpperCase() ?? 'ACTIVE';
    const service =
      environment.serviceDefinition?.displayName?.trim() || environment.serviceDefinition?.shortDisplayName?.trim();
    const href = httpsUrl(environment.consoleUrl);
    if (!OPENABLE_STATUSES.has(status) || !service || !href) continue;
    const detail = environment.serviceEnvironmentEndpoints?.[0]?.description?.trim();
    apps.push({ id: environment.id, name: detail ? `${service} · ${detail}` : service, href });
  }
  return apps.sort((first, second) => first.name.localeCompare(second.name));
}

function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
