import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import { getStatusComponents } from './status-components.ts';

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

describe('getStatusComponents', () => {
  it('reads the status page’s groups and services, unsigned, dropping malformed components', async () => {
    server.handle((_request, response) =>
      answerJson(response, 200, {
        page: { url: 'https://status.example.com' },
        components: [
          {
            id: 'g',
            name: 'US East (Ashburn)',
            status: 'operational',
            group: true,
            group_id: null,
            region: 'us-ashburn-1',
          },
          { id: 's', name: 'Compute', status: 'major_outage', group: false, group_id: 'g' },
          { id: 'broken', status: 'operational' },
        ],
        regionHealthReports: [],
      })
    );
    const document = await getStatusComponents(config);
    expect(server.requests[0]?.url).toBe('/status/api/v2/components.json');
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
    expect(document).toEqual({
      statusPageUrl: 'https://status.example.com',
      components: [
        {
          id: 'g',
          name: 'US East (Ashburn)',
          status: 'operational',
          group: true,
          groupId: null,
          region: 'us-ashburn-1',
        },
        { id: 's', name: 'Compute', status: 'major_outage', group: false, groupId: 'g', region: null },
      ],
    });
    expect(console.warn).toHaveBeenCalledWith('[service-health] 1 malformed status components dropped');
  });

  it.each([
    ['no page', {}, null],
    ['no address', { page: {} }, null],
    ['a script address', { page: { url: 'javascript:alert(1)' } }, null],
    ['a web address', { page: { url: 'http://127.0.0.1:7070/status' } }, 'http://127.0.0.1:7070/status'],
  ])('links the status page only by a web address: %s', async (_name, fields, url) => {
    server.handle((_request, response) => answerJson(response, 200, { ...fields, components: [] }));
    expect((await getStatusComponents(config)).statusPageUrl).toBe(url);
  });

  it('rejects a document without components', async () => {
    server.handle((_request, response) => answerJson(response, 200, { page: {} }));
    await expect(getStatusComponents(config, { retries: 0 })).rejects.toMatchObject({ code: 'MalformedResponse' });
  });
});
