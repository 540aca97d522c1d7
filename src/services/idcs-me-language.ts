import { callServiceData } from './call.ts';
import { IDCS_ADMIN_VERSION, IDCS_SERVICE, ME_SCHEMA, SCIM_CONTENT_TYPE, type Me } from './idcs.ts';
import type { ServiceContext } from './service-context.ts';

// A module of its own: only the language conflict dialog (after start-up) changes the identity locale, and an export
// of src/services/idcs.ts, which the start-up chunk carries for GET Me, would travel in that chunk whoever uses it.

/** The SCIM schema of a PATCH body. */
export const SCIM_PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/**
 * PATCH /admin/v1/Me: replaces preferredLanguage and locale with the language (spec 3 §7). Answers the updated user.
 */
export function patchMeLanguage(context: ServiceContext, language: string): Promise<Me> {
  return callServiceData(context, {
    service: IDCS_SERVICE,
    version: IDCS_ADMIN_VERSION,
    operation: 'PatchMe',
    method: 'PATCH',
    path: '/Me',
    headers: { 'Content-Type': SCIM_CONTENT_TYPE },
    body: {
      schemas: [SCIM_PATCH_OP_SCHEMA],
      Operations: [
        { op: 'replace', path: 'preferredLanguage', value: language },
        { op: 'replace', path: 'locale', value: language },
      ],
    },
    required: { language },
    schema: ME_SCHEMA,
  });
}
