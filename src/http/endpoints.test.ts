import { describe, expect, it } from 'vitest';
import { apiUrl, serviceEndpoint } from './endpoints.ts';

const LOCAL = { cloudOrigin: 'http://127.0.0.1:7070', secondLevelDomain: 'oraclecloud.com' };
const REALM = { cloudOrigin: '', secondLevelDomain: 'oraclecloud.com' };

describe('service endpoints', () => {
  it('builds the local form against the local cloud and the regional host form for a real realm', () => {
    expect(serviceEndpoint('identity', 'us-ashburn-1', LOCAL)).toBe('http://127.0.0.1:7070/identity/us-ashburn-1');
    expect(serviceEndpoint('identity', 'us-ashburn-1', REALM)).toBe('https://identity.us-ashburn-1.oraclecloud.com');
  });

  it('appends the version and the path', () => {
    expect(apiUrl('identity', 'eu-frankfurt-1', '20160918', '/users/u1', LOCAL)).toBe(
      'http://127.0.0.1:7070/identity/eu-frankfurt-1/20160918/users/u1'
    );
    expect(apiUrl('auth', 'us-phoenix-1', 'v1', 'logout', REALM)).toBe(
      'https://auth.us-phoenix-1.oraclecloud.com/v1/logout'
    );
  });
});

describe('services without a version segment', () => {
  it('joins the endpoint and the path directly', () => {
    expect(apiUrl('idcs', 'us-ashburn-1', '', '/me', LOCAL)).toBe('http://127.0.0.1:7070/idcs/us-ashburn-1/me');
  });
});
