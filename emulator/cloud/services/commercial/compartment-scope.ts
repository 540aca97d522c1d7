// Tenancy scoping shared by the commerce-family modules: a compartment or tenancy named in a request must be the
// caller's, and anything else answers 404 NotAuthorizedOrNotFound (OCI never says whether another tenancy's id exists).
import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import type { CloudStore } from '../../store.ts';
import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { optionalQuery, requiredQuery } from '../../wire/params.ts';

/** The required `compartmentId` (or another name) query parameter: the caller's tenancy or one of its compartments. */
export async function ownCompartmentQuery(
  c: Context<CloudEnv>,
  store: CloudStore,
  name = 'compartmentId'
): Promise<string> {
  const compartmentId = requiredQuery(c, name);
  await requireOwnCompartment(c, store, compartmentId);
  return compartmentId;
}

/** An optional compartment query parameter, checked like `ownCompartmentQuery` when present. */
export async function optionalOwnCompartmentQuery(
  c: Context<CloudEnv>,
  store: CloudStore,
  name = 'compartmentId'
): Promise<string | undefined> {
  const compartmentId = optionalQuery(c, name);
  if (compartmentId !== undefined) await requireOwnCompartment(c, store, compartmentId);
  return compartmentId;
}

/** Throws 404 unless the compartment is the caller's tenancy or one of its compartments. */
export async function requireOwnCompartment(c: Context<CloudEnv>, store: CloudStore, compartmentId: string) {
  if (!(await store.isCompartmentOf(c.get('principal').tenancyId, compartmentId))) throw notAuthorizedOrNotFound();
}

/** Throws 404 unless the id is the caller's tenancy (tenancy-level paths such as /usagecost/{tenancyId}). */
export function requireOwnTenancy(c: Context<CloudEnv>, tenancyId: string): void {
  if (tenancyId !== c.get('principal').tenancyId) throw notAuthorizedOrNotFound();
}
