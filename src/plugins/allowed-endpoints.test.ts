import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AllowedEndpoint } from '../services/plugin-registry.ts';
import { checkEndpoint, isEndpointAllowed, isSafeApiPath } from './allowed-endpoints.ts';

const COMPUTE: AllowedEndpoint[] = [
  { service: 'iaas', methods: ['GET'], pathPrefix: '/20160918/instances' },
  { service: 'iaas', methods: ['POST', 'DELETE'], pathPrefix: '/20160918/instances/' },
  { service: 'limits', methods: ['GET'], pathPrefix: '/20230301' },
];

describe('checkEndpoint', () => {
  it('allows a listed method at or below the path prefix of the same service', () => {
    expect(isEndpointAllowed(COMPUTE, { service: 'iaas', method: 'GET', path: '/20160918/instances' })).toBe(true);
    expect(isEndpointAllowed(COMPUTE, { service: 'iaas', method: 'GET', path: '/20160918/instances/ocid1.x' })).toBe(
      true
    );
    expect(isEndpointAllowed(COMPUTE, { service: 'iaas', method: 'GET', path: '/20160918/instances/' })).toBe(true);
    expect(isEndpointAllowed(COMPUTE, { service: 'iaas', method: 'DELETE', path: '/20160918/instances/ocid1.x' })).toBe(
      true
    );
    expect(isEndpointAllowed(COMPUTE, { service: 'limits', method: 'GET', path: '/20230301/limitValues' })).toBe(true);
  });

  it('matches prefixes on segment boundaries only', () => {
    expect(checkEndpoint(COMPUTE, { service: 'iaas', method: 'GET', path: '/20160918/instancesX' })).toEqual({
      allowed: false,
      reason: 'not-listed',
    });
    expect(checkEndpoint(COMPUTE, { service: 'iaas', method: 'GET', path: '/20160918/instance' }).allowed).toBe(false);
    expect(checkEndpoint(COMPUTE, { service: 'limits', method: 'GET', path: '/202303011/x' }).allowed).toBe(false);
  });

  it('refuses another service, and says so when only the method is wrong', () => {
    expect(checkEndpoint(COMPUTE, { service: 'identity', method: 'GET', path: '/20160918/instances' })).toEqual({
      allowed: false,
      reason: 'not-listed',
    });
    expect(checkEndpoint(COMPUTE, { service: 'iaas', method: 'PUT', path: '/20160918/instances/ocid1.x' })).toEqual({
      allowed: false,
      reason: 'method-not-allowed',
    });
    expect(checkEndpoint(COMPUTE, { service: 'iaas', method: 'POST', path: '/20160918/instances' }).allowed).toBe(true);
  });

  it.each([
    '/20160918/instances/../users',
    '/20160918/instances/./x',
    '/20160918/instances/%2e%2e/users',
    '/20160918/instances/%2E%2E/users',
    '/20160918/instances/.%2e/users',
    '/20160918/instances/x%2f..%2fusers',
    '/20160918/instances/x%5C..',
    '/20160918/instances\\..\\users',
    '/20160918/instances//x',
    '/20160918/instances?x=1',
    '/20160918/instances#x',
    '/20160918/instances/%zz',
    '/20160918/instances/a b',
    '/20160918/instances/a\u0000',
    '20160918/instances',
    '/',
    '//20160918/instances',
  ])('refuses the traversal or odd path %j, whatever the allowed endpoints', path => {
    expect(isSafeApiPath(path)).toBe(false);
    expect(checkEndpoint(COMPUTE, { service: 'iaas', method: 'GET', path })).toEqual({
      allowed: false,
      reason: 'unsafe-path',
    });
  });

  it('never allows a path that leaves its prefix once dot segments are resolved (property)', () => {
    const segment = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2E.', 'instances', 'users', 'x', '%2f', '', '20160918'),
      fc.stringMatching(/^[a-z0-9.%]{1,6}$/)
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), segments => {
        const path = `/20160918/instances/${segments.join('/')}`;
        if (!isEndpointAllowed(COMPUTE, { service: 'iaas', method: 'GET', path })) return;
        // What a server would see after resolving dot segments must still be below the prefix.
        const resolved = new URL(path.replace(/%2e/gi, '.'), 'http://cloud').pathname;
        expect(resolved === '/20160918/instances' || resolved.startsWith('/20160918/instances/')).toBe(true);
      })
    );
  });
});
