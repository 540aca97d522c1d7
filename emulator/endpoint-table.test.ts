import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloud, type Cloud } from './cloud/app.ts';
import { localOrigins } from './origins.ts';
import { ENDPOINT_DOC, endpointDocument, readEndpointRows } from './endpoint-table.ts';

let cloud: Cloud;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
});
afterAll(() => cloud.close());

describe('the endpoint table', () => {
  it('lists every operation the cloud serves', () => {
    const documented = new Set(readEndpointRows().map(row => row.operation));
    const missing = cloud.operations.operations().filter(operation => !documented.has(operation));
    expect(missing).toEqual([]);
  });

  it('names a version and a source for every endpoint', () => {
    const incomplete = readEndpointRows().filter(row => !row.method || !row.path || !row.source);
    expect(incomplete).toEqual([]);
  });

  it('is up to date in docs/ (npm run docs:endpoints regenerates it)', async () => {
    expect(readFileSync(ENDPOINT_DOC, 'utf8')).toBe(await endpointDocument());
  });
});
