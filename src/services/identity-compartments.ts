import * as v from 'valibot';
import type { Compartment } from '../domain/compartments.ts';
import type { ApiResponse } from '../http/api-client.ts';
import { callService, callServiceData, listAll, pathParam, type PagingOptions } from './call.ts';
import { IDENTITY_VERSION } from './identity.ts';
import type { ServiceContext } from './service-context.ts';

/**
 * Identity's two planes. Spec 3 §7 says compartment reads are "served by the control plane or data plane depending on
 * flags" and names identity versions 20160918 and 20190111 without saying which is which. Chosen: the control plane
 * is 20160918 (spec 3 §9's identity version, every identity call), the data plane 20190111; the local cloud answers
 * the compartment reads under both (emulator module `identity-compartments`).
 */
export type IdentityPlane = 'control' | 'data';

/** Identity's data-plane API version (chosen, see IdentityPlane). */
export const IDENTITY_DATA_PLANE_VERSION = '20190111';

/** Compartments per page (spec 3 §9: compartment page size 100). */
export const COMPARTMENT_PAGE_SIZE = 100;

/** The API version of a plane. */
export function identityPlaneVersion(plane: IdentityPlane = 'control'): string {
  return plane === 'data' ? IDENTITY_DATA_PLANE_VERSION : IDENTITY_VERSION;
}

/** An OCI Compartment (spec 3 §3), plus isAccessible, which list answers carry. */
export const COMPARTMENT_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.string(),
  name: v.string(),
  description: v.string(),
  timeCreated: v.optional(v.string()),
  lifecycleState: v.string(),
  inactiveStatus: v.optional(v.nullable(v.number())),
  isAccessible: v.optional(v.boolean()),
  freeformTags: v.optional(v.record(v.string(), v.string())),
  definedTags: v.optional(v.record(v.string(), v.record(v.string(), v.unknown()))),
});

/** A list of compartments, as ListCompartments and GetCompartmentTree answer. */
export const COMPARTMENT_LIST_SCHEMA = v.array(COMPARTMENT_SCHEMA);

/** Query of ListCompartments (spec 3 §7). */
export interface ListCompartmentsRequest {
  /** Required: null throws before anything is sent; the tenancy id for the whole tree. */
  compartmentId: string;
  page?: string | undefined;
  /** Spec 3 §7: 100 used. */
  limit?: number | undefined;
  /** Spec 3 §7: ACCESSIBLE used. */
  accessLevel?: 'ANY' | 'ACCESSIBLE' | undefined;
  /** Spec 3 §7: true used. */
  compartmentIdInSubtree?: boolean | undefined;
}

/** Query of GetCompartmentTree (spec 3 §7). */
export interface CompartmentTreeRequest {
  page?: string | undefined;
  /** Spec 3 §7: 100 used. */
  limit?: number | undefined;
  name?: string | undefined;
  sortBy?: 'TIMECREATED' | 'NAME' | undefined;
  sortOrder?: 'ASC' | 'DESC' | undefined;
}

/** Which plane a call goes to (control unless told otherwise). */
export interface PlaneOptions {
  plane?: IdentityPlane;
}

/** Options of the calls that walk every page: the plane, a page limit, and each page's compartments as they arrive. */
export interface CompartmentPagingOptions extends PlaneOptions {
  maxPages?: number;
  onPage?: (items: readonly Compartment[], pageNumber: number) => void;
}

function paging(options: CompartmentPagingOptions): PagingOptions {
  const { maxPages, onPage } = options;
  return {
    ...(maxPages === undefined ? {} : { maxPages }),
    // listAll hands onPage what the page mapper below returned: compartments.
    ...(onPage ? { onPage: (items, pageNumber) => onPage(items as readonly Compartment[], pageNumber) } : {}),
  };
}

// Typed as the domain's Compartment, which stores and pickers use: the schema's answer must fit it.
function toCompartment(answer: v.InferOutput<typeof COMPARTMENT_SCHEMA>): Compartment {
  return answer;
}

/** GET /compartments/{compartmentId}: one compartment (the tenancy id answers the root). */
export async function getCompartment(
  context: ServiceContext,
  compartmentId: string,
  options: PlaneOptions = {}
): Promise<Compartment> {
  const answer = await callServiceData(context, {
    service: 'identity',
    version: identityPlaneVersion(options.plane),
    operation: 'GetCompartment',
    path: `/compartments/${pathParam(compartmentId)}`,
    required: { compartmentId },
    schema: COMPARTMENT_SCHEMA,
  });
  return toCompartment(answer);
}

function listCompartmentsCall(request: ListCompartmentsRequest, plane: IdentityPlane | undefined) {
  return {
    service: 'identity',
    version: identityPlaneVersion(plane),
    operation: 'ListCompartments',
    // Spec 3 §7 writes the path with its trailing slash; the local cloud answers both spellings.
    path: '/compartments/',
    query: {
      compartmentId: request.compartmentId,
      page: request.page,
      limit: request.limit,
      accessLevel: request.accessLevel,
      compartmentIdInSubtree: request.compartmentIdInSubtree,
    },
    required: { compartmentId: request.compartmentId },
    schema: COMPARTMENT_LIST_SCHEMA,
  };
}

/** GET /compartments/: one page of compartments, with opc-next-page in `headers.nextPage`. */
export async function listCompartments(
  context: ServiceContext,
  request: ListCompartmentsRequest,
  options: PlaneOptions = {}
): Promise<ApiResponse<Compartment[]>> {
  const response = await callService(context, listCompartmentsCall(request, options.plane));
  return { ...response, data: response.data.map(toCompartment) };
}

/**
 * Every page of GET /compartments/, following opc-next-page; `onPage` receives each page as it arrives, so a caller
 * keeps the pages that came before a failure.
 */
export function listAllCompartments(
  context: ServiceContext,
  request: Omit<ListCompartmentsRequest, 'page'>,
  options: CompartmentPagingOptions = {}
): Promise<Compartment[]> {
  return listAll(
    context,
    listCompartmentsCall(request, options.plane),
    page => page.map(toCompartment),
    paging(options)
  );
}

function compartmentTreeCall(tenancyId: string, request: CompartmentTreeRequest, plane: IdentityPlane | undefined) {
  return {
    service: 'identity',
    version: identityPlaneVersion(plane),
    operation: 'GetCompartmentTree',
    path: `/tenancies/${pathParam(tenancyId)}/compartmentTree`,
    query: {
      page: request.page,
      limit: request.limit,
      name: request.name,
      sortBy: request.sortBy,
      sortOrder: request.sortOrder,
    },
    required: { tenancyId },
    schema: COMPARTMENT_LIST_SCHEMA,
  };
}

/**
 * GET /tenancies/{tenancyId}/compartmentTree: one page of the tenancy's live compartments, each parent before its
 * children, without the root (answer shape not shown in the spec; the local cloud's is documented in its module).
 */
export async function getCompartmentTree(
  context: ServiceContext,
  tenancyId: string,
  request: CompartmentTreeRequest = {},
  options: PlaneOptions = {}
): Promise<ApiResponse<Compartment[]>> {
  const response = await callService(context, compartmentTreeCall(tenancyId, request, options.plane));
  return { ...response, data: response.data.map(toCompartment) };
}

/** Every page of GET /tenancies/{tenancyId}/compartmentTree. */
export function listCompartmentTree(
  context: ServiceContext,
  tenancyId: string,
  request: Omit<CompartmentTreeRequest, 'page'> = {},
  options: CompartmentPagingOptions = {}
): Promise<Compartment[]> {
  return listAll(
    context,
    compartmentTreeCall(tenancyId, request, options.plane),
    page => page.map(toCompartment),
    paging(options)
  );
}
