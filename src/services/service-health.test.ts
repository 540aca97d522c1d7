import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import { getServiceHealth, regionHealth, serviceHealthUrl, statusHost } from './service-health.ts';

let server: ScriptedServer;
let config: { cloudOrigin: string; secondLevelDomain: string };

beforeAll(async () => {
  server = await startScriptedServer();
  config = { cloudOrigin: server.origin, secondLevelDomain: 'oraclecloud.com' };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const DOCUMENT = {
  page: { id: 'p', name: 'Status', url: 'https://status.example.com' },
  components: [],
  regionHealthReports: [
    {
      regionCanonicalName: 'us-phoenix-1',
      serviceHealthReports: [
        { serviceStatus: 'ServiceDown', serviceName: 'Compute', serviceCanonicalName: 'compute' },
        { serviceStatus: 'NormalPerformance', serviceName: 'DNS', serviceCanonicalName: 'dns' },
      ],
    },
    { regionCanonicalName: 'us-ashburn-1', serviceHealthReports: [] },
  ],
};

describe('the status host', () => {
  it('is the local cloud path, or the realm’s status host', () => {
    expect(statusHost({ cloudOrigin: 'http://127.0.0.1:7070/', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'http://127.0.0.1:7070/status'
    );
    expect(serviceHealthUrl({ cloudOrigin: '', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'https://ocistatus.oraclecloud.com/api/v2/components.json'
    );
  });
});

describe('getServiceHealth', () => {
  it('reads every region’s report and the status page without signing the request', async () => {
    server.handle((_request, response) => answerJson(response, 200, DOCUMENT));

    const health = await getServiceHealth(config);

    expect(server.requests[0]?.url).toBe('/status/api/v2/components.json');
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
    expect(health.statusPageUrl).toBe('https://status.example.com');
    expect(regionHealth(health, 'us-phoenix-1')).toEqual({
      regionCanonicalName: 'us-phoenix-1',
      serviceHealthReports: DOCUMENT.regionHealthReports[0]?.serviceHealthReports,
      statusPageUrl: 'https://status.example.com',
    });
    expect(regionHealth(health, 'eu-frankfurt-1')).toBeNull();
    expect(regionHealth(null, 'us-phoenix-1')).toBeNull();
  });

  it('drops malformed region and service entries with a warning and keeps the rest', async () => {
    server.handle((_request, response) =>
      answerJson(response, 200, {
        regionHealthReports: [
          {
            regionCanonicalName: 'us-phoenix-1',
            serviceHealthReports: [
              { serviceStatus: 'ServiceDown' },
              ...(DOCUMENT.regionHealthReports[0]?.serviceHealthReports ?? []),
            ],
          },
          { serviceHealthReports: [] },
          'nonsense',
        ],
      })
    );

    const health = await getServiceHealth(config);

    expect(health.statusPageUrl).toBeNull();
    expect(health.regions).toHaveLength(1);
    expect(health.regions[0]?.serviceHealthReports.map(entry => entry.serviceName)).toEqual(['Compute', 'DNS']);
    expect(console.warn).toHaveBeenCalled();
  });

  it('rejects a document without region reports as malformed', async () => {
    server.handle((_request, response) => answerJson(response, 200, { components: [] }));

    await expect(getServiceHealth(config, { retries: 0 })).rejects.toMatchObject({ code: 'MalformedResponse' });
  });

  it('rejects when the status host fails', async () => {
    server.handle((_request, response) => answerJson(response, 503, { code: 'ServiceUnavailable', message: 'down' }));

    await expect(getServiceHealth(config, { retries: 0 })).rejects.toMatchObject({ status: 503 });
  });
});
