import { describe, expect, it } from 'vitest';
import {
  booleanQuery,
  dateTimeQuery,
  enumQuery,
  integerQuery,
  jsonBody,
  optionalNumber,
  requiredObject,
  requiredQuery,
  requiredString,
} from './params.ts';
import { wireTestApp } from './test-app.ts';

const app = wireTestApp();
app.get('/query', c =>
  c.json({
    compartmentId: requiredQuery(c, 'compartmentId'),
    subtree: booleanQuery(c, 'compartmentIdInSubtree') ?? null,
    sortOrder: enumQuery(c, 'sortOrder', ['ASC', 'DESC'] as const) ?? null,
    count: integerQuery(c, 'count', { min: 1, max: 10 }) ?? null,
    from: dateTimeQuery(c, 'timeFrom')?.toISOString() ?? null,
  })
);
app.post('/body', async c => {
  const details = await jsonBody(c, 'createThingDetails');
  const product = requiredObject(details, 'product', 'createThingDetails.product');
  return c.json({
    name: requiredString(details, 'name', 'createThingDetails.name'),
    weight: optionalNumber(product, 'weight', 'createThingDetails.product.weight') ?? null,
  });
});

async function call(path: string, body?: string) {
  const response = await app.request(path, body === undefined ? {} : { method: 'POST', body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('query parameters', () => {
  it('reads well-formed values', async () => {
    const answer = await call(
      '/query?compartmentId=c1&compartmentIdInSubtree=true&sortOrder=DESC&count=3&timeFrom=2024-03-01T00:00:00Z'
    );
    expect(answer.body).toEqual({
      compartmentId: 'c1',
      subtree: true,
      sortOrder: 'DESC',
      count: 3,
      from: '2024-03-01T00:00:00.000Z',
    });
  });

  it('answers MissingParameter naming the parameter and operation', async () => {
    expect(await call('/query?compartmentId=')).toEqual({
      status: 400,
      body: {
        code: 'MissingParameter',
        message: 'Missing required parameter compartmentId when calling TestOperation.',
      },
    });
  });

  it.each([
    ['compartmentIdInSubtree=yes', /compartmentIdInSubtree must be true or false/],
    ['sortOrder=UP', /sortOrder must be one of ASC, DESC/],
    ['count=11', /count must be an integer from 1 to 10/],
    ['timeFrom=yesterday', /timeFrom must be an RFC 3339 date-time/],
  ])('answers InvalidParameter to %s', async (query, message) => {
    const answer = await call(`/query?compartmentId=c1&${query}`);
    expect(answer).toMatchObject({ status: 400, body: { code: 'InvalidParameter' } });
    expect(answer.body['message']).toMatch(message);
  });
});

describe('body parameters', () => {
  it('reads required and optional fields', async () => {
    expect((await call('/body', '{"name":"n","product":{"weight":2}}')).body).toEqual({ name: 'n', weight: 2 });
  });

  it.each([
    ['', 'MissingParameter', 'Missing required parameter createThingDetails when calling TestOperation.'],
    ['[1]', 'InvalidParameter', 'createThingDetails must be a JSON object.'],
    ['{"product":{}}', 'MissingParameter', 'Missing required parameter createThingDetails.name.'],
    ['{"name":"n"}', 'MissingParameter', 'Missing required parameter createThingDetails.product.'],
    [
      '{"name":"n","product":{"weight":"x"}}',
      'InvalidParameter',
      'createThingDetails.product.weight must be a number.',
    ],
  ])('answers %j with %s', async (body, code, message) => {
    expect(await call('/body', body)).toEqual({ status: 400, body: { code, message } });
  });
});
