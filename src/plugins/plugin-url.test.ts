import { describe, expect, it } from 'vitest';
import { pluginFrameUrl } from './plugin-url.ts';

describe('pluginFrameUrl', () => {
  it('fills the placeholders and passes the console path', () => {
    const url = pluginFrameUrl({
      urlTemplate: 'http://127.0.0.1:7071/{environment}/compute/?region={region}&locale={locale}',
      environment: 'local',
      region: 'eu-frankfurt-1',
      locale: 'de',
      consolePath: '/compute/instances?sort=name',
      consoleOrigin: 'http://localhost:5173',
    });
    expect(url.origin).toBe('http://127.0.0.1:7071');
    expect(url.pathname).toBe('/local/compute/');
    expect(url.searchParams.get('region')).toBe('eu-frankfurt-1');
    expect(url.searchParams.get('locale')).toBe('de');
    expect(url.searchParams.get('consolePath')).toBe('/compute/instances?sort=name');
    expect(url.searchParams.get('consoleOrigin'), 'where the SDK says hello').toBe('http://localhost:5173');
  });

  it('refuses a template that is not http or https', () => {
    expect(() =>
      pluginFrameUrl({
        urlTemplate: 'javascript:alert(1)//{region}',
        environment: 'local',
        region: 'r',
        locale: 'en',
        consolePath: '/',
        consoleOrigin: 'http://localhost:5173',
      })
    ).toThrow(/http or https/);
  });
});
