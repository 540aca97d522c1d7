import { describe, expect, it } from 'vitest';
import {
  ROOT_NAME_DECORATION,
  compartmentDisplayName,
  compartmentFallback,
  compartmentTree,
  flattenCompartmentTree,
  isRootCompartment,
  restoreSelection,
  rootCompartment,
  withRoot,
  type Compartment,
} from './compartments.ts';

const TENANCY = { id: 'ocid1.tenancy.oc1..acme', name: 'acme-corp' };
const ROOT = rootCompartment(TENANCY);

function compartment(id: string, parent: string = TENANCY.id, lifecycleState = 'ACTIVE'): Compartment {
  return { id, compartmentId: parent, name: id, description: `${id} compartment`, lifecycleState };
}

describe('the root compartment', () => {
  it('is synthesised from the tenancy: id and parent the tenancy id, name and description its name, ACTIVE', () => {
    expect(ROOT).toMatchObject({
      id: TENANCY.id,
      compartmentId: TENANCY.id,
      name: 'acme-corp',
      description: 'acme-corp',
      lifecycleState: 'ACTIVE',
    });
    expect(isRootCompartment(ROOT)).toBe(true);
    expect(isRootCompartment(compartment('production'))).toBe(false);
  });

  it("is shown with the ' (root)' decoration; other compartments by their name", () => {
    expect(ROOT_NAME_DECORATION).toBe(' (root)');
    expect(compartmentDisplayName(ROOT)).toBe('acme-corp (root)');
    expect(compartmentDisplayName(compartment('production'))).toBe('production');
  });

  it('takes the decoration from a catalog: a suffix, or a {name} format', () => {
    expect(compartmentDisplayName(ROOT, ' (racine)')).toBe('acme-corp (racine)');
    expect(compartmentDisplayName(ROOT, '(ルート) {name}')).toBe('(ルート) acme-corp');
    expect(compartmentDisplayName(compartment('dev'), '(ルート) {name}')).toBe('dev');
  });
});

describe('withRoot', () => {
  it('puts the root first and leaves out deleted compartments, a listed root and duplicates', () => {
    const items = withRoot(ROOT, [
      compartment('b'),
      compartment('gone', TENANCY.id, 'DELETED'),
      compartment('a'),
      ROOT,
      compartment('b'),
      compartment('parked', TENANCY.id, 'INACTIVE'),
    ]);
    expect(items.map(item => item.id)).toEqual([TENANCY.id, 'b', 'a', 'parked']);
  });
});

describe('compartmentFallback', () => {
  const partial = [compartment('first-page')];
  const cached = [compartment('cached-1'), compartment('cached-2')];

  it('answers from the cache first', () => {
    expect(compartmentFallback({ root: ROOT, cached, partial })).toEqual({
      source: 'cached',
      items: [ROOT, ...cached],
    });
  });

  it('answers an empty cached list (a tenancy without compartments) rather than the partial pages', () => {
    expect(compartmentFallback({ root: ROOT, cached: [], partial }).source).toBe('cached');
  });

  it('then the pages that arrived', () => {
    expect(compartmentFallback({ root: ROOT, cached: null, partial })).toEqual({
      source: 'partial',
      items: [ROOT, ...partial],
    });
  });

  it('then the root only', () => {
    expect(compartmentFallback({ root: ROOT, cached: undefined, partial: [] })).toEqual({
      source: 'root-only',
      items: [ROOT],
    });
  });

  it('with the data-plane list when there is one', () => {
    const dataPlane = [compartment('from-data-plane')];
    expect(compartmentFallback({ root: ROOT, cached: null, partial: [], dataPlane })).toEqual({
      source: 'root-only',
      items: [ROOT, ...dataPlane],
    });
  });
});

describe('restoreSelection', () => {
  const items = [ROOT, compartment('production'), compartment('development')];

  it('restores a persisted compartment that is still listed', () => {
    expect(restoreSelection(items, 'development')?.id).toBe('development');
  });

  it('falls back to the root when the persisted compartment is gone, or nothing was persisted', () => {
    expect(restoreSelection(items, 'deleted-since')).toBe(ROOT);
    expect(restoreSelection(items, null)).toBe(ROOT);
    expect(restoreSelection([compartment('production'), ROOT], undefined)).toBe(ROOT);
  });

  it('has nothing to select in an empty list', () => {
    expect(restoreSelection([], 'production')).toBeNull();
  });
});

describe('compartmentTree', () => {
  it('puts every compartment under its parent, the root on top, siblings in list order', () => {
    const items = [
      compartment('production'),
      compartment('web', 'apps'),
      ROOT,
      compartment('apps', 'production'),
      compartment('api', 'apps'),
      compartment('sandbox'),
    ];
    const rows = flattenCompartmentTree(compartmentTree(items)).map(row => [row.compartment.id, row.depth]);
    expect(rows).toEqual([
      [TENANCY.id, 0],
      ['production', 1],
      ['apps', 2],
      ['web', 3],
      ['api', 3],
      ['sandbox', 1],
    ]);
  });

  it('keeps a compartment whose parent is not listed reachable at the top level, after the root', () => {
    const tree = compartmentTree([compartment('vault', 'hidden-security'), ROOT, compartment('production')]);
    expect(tree.map(node => [node.compartment.id, node.children.map(child => child.compartment.id)])).toEqual([
      [TENANCY.id, ['production']],
      ['vault', []],
    ]);
  });

  it('shows compartments caught in a parent cycle instead of losing them', () => {
    const tree = compartmentTree([ROOT, compartment('a', 'b'), compartment('b', 'a')]);
    const ids = flattenCompartmentTree(tree).map(row => row.compartment.id);
    expect(ids.sort()).toEqual([TENANCY.id, 'a', 'b'].sort());
  });
});
