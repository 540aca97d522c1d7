import { describe, expect, it } from 'vitest';
import { saasApps } from './saas-apps.ts';

describe('saasApps', () => {
  it('lists active environments with an https console, by name', () => {
    expect(
      saasApps([
        {
          id: 'erp',
          status: 'ACTIVE',
          consoleUrl: 'https://erp.example.com/',
          serviceDefinition: { displayName: 'ERP' },
          serviceEnvironmentEndpoints: [{ description: 'ERP production (us-ashburn-1)' }],
        },
        {
          id: 'hcm',
          status: 'Updating',
          consoleUrl: 'https://hcm.example.com/home',
          serviceDefinition: { displayName: null, shortDisplayName: 'HCM' },
        },
      ])
    ).toEqual([
      { id: 'erp', name: 'ERP · ERP production (us-ashburn-1)', href: 'https://erp.example.com/' },
      { id: 'hcm', name: 'HCM', href: 'https://hcm.example.com/home' },
    ]);
  });

  it('leaves out environments that cannot be opened or have no safe address or name', () => {
    const base = { serviceDefinition: { displayName: 'App' } };
    expect(
      saasApps([
        { ...base, id: 'deleted', status: 'DELETED', consoleUrl: 'https://a.example.com' },
        { ...base, id: 'failed', status: 'FAILED', consoleUrl: 'https://b.example.com' },
        { ...base, id: 'script', status: 'ACTIVE', consoleUrl: 'javascript:alert(1)' },
        { ...base, id: 'plain', status: 'ACTIVE', consoleUrl: 'http://c.example.com' },
        { ...base, id: 'broken', status: 'ACTIVE', consoleUrl: 'not a url' },
        { id: 'nameless', status: 'ACTIVE', consoleUrl: 'https://d.example.com', serviceDefinition: null },
      ])
    ).toEqual([]);
  });
});
