// Compartment rules of spec 3 §3 and §4: the root synthesised from the tenancy, its decorated name, the fallback
// order when loading fails, restoring a persisted selection, and the parent → children tree a picker shows.

/** Compartment lifecycle states (OCI Compartment.LifecycleState). */
export type CompartmentLifecycleState = 'CREATING' | 'ACTIVE' | 'INACTIVE' | 'DELETING' | 'DELETED';

/** A compartment, with the fields spec 3 §3 lists (and isAccessible, which identity adds to list answers). */
export interface Compartment {
  id: string;
  /** The parent's id; the root's is its own id (the tenancy). */
  compartmentId: string;
  name: string;
  description: string;
  timeCreated?: string | undefined;
  /** A CompartmentLifecycleState; typed as string because the cloud may answer a state this build does not know. */
  lifecycleState: string;
  inactiveStatus?: number | null | undefined;
  isAccessible?: boolean | undefined;
  freeformTags?: Record<string, string> | undefined;
  definedTags?: Record<string, Record<string, unknown>> | undefined;
}

/** What the root is synthesised from: the tenancy's id and name (from the session token or GetTenancy). */
export interface TenancyIdentity {
  id: string;
  name: string;
  timeCreated?: string | undefined;
}

/** The decoration of the root's name (spec 3 §3: "The root name is shown with a ' (root)' decoration"). */
export const ROOT_NAME_DECORATION = ' (root)';

/** The placeholder a decoration format may hold to put the name somewhere other than first. */
export const NAME_PLACEHOLDER = '{name}';

/**
 * The root compartment, synthesised from the tenancy (spec 3 §3): id and compartmentId are the tenancy id, name and
 * description the tenancy name, state ACTIVE. Not shown: tags and inactiveStatus of the root; chosen: none.
 */
export function rootCompartment(tenancy: TenancyIdentity): Compartment {
  return {
    id: tenancy.id,
    compartmentId: tenancy.id,
    name: tenancy.name,
    description: tenancy.name,
    timeCreated: tenancy.timeCreated,
    lifecycleState: 'ACTIVE',
    inactiveStatus: null,
    isAccessible: true,
    freeformTags: {},
    definedTags: {},
  };
}

/** Whether a compartment is a root: only the root is its own parent. */
export function isRootCompartment(compartment: Pick<Compartment, 'id' | 'compartmentId'>): boolean {
  return compartment.id === compartment.compartmentId;
}

/**
 * The name a compartment is shown with: the root's carries the decoration. `decoration` is user-visible, so the UI
 * passes its catalog string; a string holding `{name}` is a format (for languages that put the word first),
 * anything else is appended, as the default ' (root)' is.
 */
export function compartmentDisplayName(
  compartment: Pick<Compartment, 'id' | 'compartmentId' | 'name'>,
  decoration: string = ROOT_NAME_DECORATION
): string {
  if (!isRootCompartment(compartment)) return compartment.name;
  return decoration.includes(NAME_PLACEHOLDER)
    ? decoration.split(NAME_PLACEHOLDER).join(compartment.name)
    : `${compartment.name}${decoration}`;
}

/**
 * Whether a listed compartment is offered at all. Not shown: which states a console lists; chosen: everything but
 * DELETED (identity lists deleted compartments, which nothing can be created in or selected). INACTIVE ones stay,
 * with their inactiveStatus, so resources in them can still be found.
 */
export function isListedCompartment(compartment: Pick<Compartment, 'lifecycleState'>): boolean {
  return compartment.lifecycleState !== 'DELETED';
}

/**
 * The compartments a console offers: the root first, then the listed ones in the order given, without DELETED ones,
 * without a second copy of the root and without duplicates (a page boundary that moved while paging).
 */
export function withRoot(root: Compartment, listed: readonly Compartment[]): Compartment[] {
  const seen = new Set([root.id]);
  const items = [root];
  for (const compartment of listed) {
    if (seen.has(compartment.id) || !isListedCompartment(compartment)) continue;
    seen.add(compartment.id);
    items.push(compartment);
  }
  return items;
}

/** Where the compartments came from when the full list could not be loaded. */
export type CompartmentFallbackSource = 'cached' | 'partial' | 'root-only';

/** What a failed load still has to offer. */
export interface CompartmentFallbackInput {
  root: Compartment;
  /** The last full list that was cached for this tenancy, if any (without the root). */
  cached: readonly Compartment[] | null | undefined;
  /** The pages that arrived before the failure (without the root). */
  partial: readonly Compartment[];
  /** The data-plane list, when the data plane is enabled and answered (spec 3 §4). */
  dataPlane?: readonly Compartment[] | null | undefined;
}

/** The compartments a failed load falls back to, and which fallback answered. */
export interface CompartmentFallback {
  source: CompartmentFallbackSource;
  /** Root first. */
  items: Compartment[];
}

/**
 * The backup order on failure (spec 3 §4): the cache, then the partial pages, then the root only (plus the
 * data-plane list if enabled). An empty cache record counts as a cache: it was a full list of a tenancy without
 * compartments.
 */
export function compartmentFallback(input: CompartmentFallbackInput): CompartmentFallback {
  if (input.cached) return { source: 'cached', items: withRoot(input.root, input.cached) };
  if (input.partial.length > 0) return { source: 'partial', items: withRoot(input.root, input.partial) };
  return { source: 'root-only', items: withRoot(input.root, input.dataPlane ?? []) };
}

/**
 * The compartment to select after a load: the persisted one if it is still among `items`, else the root (the root
 * of `items`, else their first).
 */
export function restoreSelection<T extends Compartment>(
  items: readonly T[],
  persistedId: string | null | undefined
): T | null {
  const persisted = persistedId ? items.find(compartment => compartment.id === persistedId) : undefined;
  return persisted ?? items.find(isRootCompartment) ?? items[0] ?? null;
}

/** One node of a compartment picker's tree. */
export interface CompartmentNode<T extends Compartment = Compartment> {
  compartment: T;
  /** 0 for a top-level node (the root). */
  depth: number;
  children: CompartmentNode<T>[];
}

/**
 * The parent → children tree of a picker: the root (or roots) on top, each compartment under its parent, siblings in
 * the order given. Not shown: where a compartment whose parent is not in the list goes (its parent is not accessible,
 * or a page is missing); chosen: at the top level after the root, with its own subtree, so it stays reachable.
 */
export function compartmentTree<T extends Compartment>(items: readonly T[]): CompartmentNode<T>[] {
  const ids = new Set(items.map(compartment => compartment.id));
  const children = new Map<string, T[]>();
  const tops: T[] = [];
  for (const compartment of items) {
    if (isRootCompartment(compartment) || !ids.has(compartment.compartmentId)) {
      tops.push(compartment);
      continue;
    }
    const siblings = children.get(compartment.compartmentId) ?? [];
    siblings.push(compartment);
    children.set(compartment.compartmentId, siblings);
  }
  // Roots first, then the orphans in their list order.
  tops.sort((left, right) => Number(isRootCompartment(right)) - Number(isRootCompartment(left)));
  const visited = new Set<string>();
  const build = (compartment: T, depth: number): CompartmentNode<T> => {
    visited.add(compartment.id);
    const below = (children.get(compartment.id) ?? []).filter(child => !visited.has(child.id));
    return { compartment, depth, children: below.map(child => build(child, depth + 1)) };
  };
  const tree = tops.map(top => build(top, 0));
  // A parent cycle (never from the cloud, but a cache can hold anything) would hide its members: show them on top.
  for (const compartment of items) {
    if (!visited.has(compartment.id)) tree.push(build(compartment, 0));
  }
  return tree;
}

/** The tree flattened depth first, each node with its depth: the rows of an indented picker list. */
export function flattenCompartmentTree<T extends Compartment>(
  tree: readonly CompartmentNode<T>[]
): { compartment: T; depth: number }[] {
  const rows: { compartment: T; depth: number }[] = [];
  const visit = (node: CompartmentNode<T>) => {
    rows.push({ compartment: node.compartment, depth: node.depth });
    node.children.forEach(visit);
  };
  tree.forEach(visit);
  return rows;
}
