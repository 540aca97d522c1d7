import { describe, expect, it } from 'vitest';
import { resourceDetailsPath, resourcePagePath } from './resource-pages.ts';

const PREFIXES = ['/compute', '/networking/vcns', '/object-storage', '/identity/users'];
const id = (kind: string) => `ocid1.${kind}.oc1.iad.aaaa${kind}`;

describe('where a search result opens', () => {
  it('opens the plugin page of its type when a registered plugin covers it', () => {
    expect(resourcePagePath({ resourceType: 'Instance', identifier: id('instance') }, PREFIXES)).toBe(
      `/compute/instances/${id('instance')}`
    );
    expect(
      resourcePagePath(
        { resourceType: 'Subnet', identifier: id('subnet'), additionalDetails: { vcnId: id('vcn') } },
        PREFIXES
      )
    ).toBe(`/networking/vcns/${id('vcn')}/subnets/${id('subnet')}`);
    expect(
      resourcePagePath(
        {
          resourceType: 'Bucket',
          identifier: id('bucket'),
          displayName: 'logs 2026',
          additionalDetails: { namespace: 'acme' },
        },
        PREFIXES
      )
    ).toBe('/object-storage/buckets/acme/logs%202026/objects');
    expect(
      resourcePagePath({ resourceType: 'OrmStack', identifier: id('ormstack') }, [
        ...PREFIXES,
        '/resourcemanager/stacks',
      ])
    ).toBe(`/resourcemanager/stacks/${id('ormstack')}`);
  });

  it('falls back to the details on the results page without a plugin, a known type or what the path needs', () => {
    const volume = { resourceType: 'Volume', identifier: id('volume') };
    expect(resourcePagePath(volume, PREFIXES)).toBe(resourceDetailsPath(id('volume')));
    expect(resourcePagePath({ resourceType: 'Widget', identifier: id('widget') }, PREFIXES)).toBe(
      `/search?resource=${encodeURIComponent(id('widget'))}`
    );
    // A subnet without its VCN, a bucket without its namespace: no page to open.
    expect(resourcePagePath({ resourceType: 'Subnet', identifier: id('subnet') }, PREFIXES)).toBe(
      resourceDetailsPath(id('subnet'))
    );
    expect(resourcePagePath({ resourceType: 'Bucket', identifier: id('bucket'), displayName: 'b' }, PREFIXES)).toBe(
      resourceDetailsPath(id('bucket'))
    );
  });
});
