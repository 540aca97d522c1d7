import { createHash, createVerify } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { importTestSigningKey, type TestSigningKey } from '../../test/signing-key.ts';
import { sha256Base64, signRequest, signingHeaders, signingString, utf8ByteLength } from './signing.ts';

const NOW = new Date(Date.UTC(2025, 0, 15, 10, 30, 0));
const X_DATE = 'Wed, 15 Jan 2025 10:30:00 GMT';
const TOKEN = 'test-token';
const BODYLESS = 'x-date (request-target) host';
const WITH_BODY = 'x-date (request-target) host content-length content-type x-content-sha256';
const EMPTY_SHA256 = '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

let key: TestSigningKey;
beforeAll(async () => {
  key = await importTestSigningKey();
});

/** Pulls the quoted parameters out of an Authorization: Signature header. */
function signatureParams(authorization: string | undefined): Record<string, string> {
  expect(authorization).toMatch(/^Signature /);
  const params: Record<string, string> = {};
  for (const match of (authorization ?? '').slice('Signature '.length).matchAll(/(\w+)="([^"]*)"/g)) {
    params[match[1] ?? ''] = match[2] ?? '';
  }
  return params;
}

function verifies(text: string, signature: string): boolean {
  return createVerify('RSA-SHA256').update(text).verify(key.publicKey, signature, 'base64');
}

interface GoldenVector {
  name: string;
  method: string;
  url: string;
  body?: string;
  headers: string;
  signingString: string;
  sha256?: string;
  contentLength?: string;
}

const VECTORS: GoldenVector[] = [
  {
    name: 'GET with a query',
    method: 'GET',
    url: 'http://127.0.0.1:7070/identity/us-ashburn-1/20160918/compartments/ocid1.tenancy.oc1..aaaaaaaademo/capabilities?accountInfoOnly=true',
    headers: BODYLESS,
    signingString: [
      `x-date: ${X_DATE}`,
      '(request-target): get /identity/us-ashburn-1/20160918/compartments/ocid1.tenancy.oc1..aaaaaaaademo/capabilities?accountInfoOnly=true',
      'host: 127.0.0.1:7070',
    ].join('\n'),
  },
  {
    name: 'DELETE on a production endpoint (default port left out of host)',
    method: 'DELETE',
    url: 'https://identity.us-ashburn-1.oraclecloud.com:443/20160918/tagNamespaces/ocid1.tagnamespace.oc1..x',
    headers: BODYLESS,
    signingString: [
      `x-date: ${X_DATE}`,
      '(request-target): delete /20160918/tagNamespaces/ocid1.tagnamespace.oc1..x',
      'host: identity.us-ashburn-1.oraclecloud.com',
    ].join('\n'),
  },
  {
    name: 'POST with a JSON body',
    method: 'POST',
    url: 'http://127.0.0.1:7070/auth/us-ashburn-1/v1/authentication/refresh',
    body: '{"currentToken":"header.payload.signature"}',
    headers: WITH_BODY,
    sha256: 'VRvFQ25GAteFc4IOaP0TvtByLbU/SOup4CIwVSZr9Zc=',
    contentLength: '43',
    signingString: [
      `x-date: ${X_DATE}`,
      '(request-target): post /auth/us-ashburn-1/v1/authentication/refresh',
      'host: 127.0.0.1:7070',
      'content-length: 43',
      'content-type: application/json',
      'x-content-sha256: VRvFQ25GAteFc4IOaP0TvtByLbU/SOup4CIwVSZr9Zc=',
    ].join('\n'),
  },
  {
    name: 'PUT with non-ASCII text (length in UTF-8 bytes, not characters)',
    method: 'PUT',
    url: 'http://127.0.0.1:7070/identity/us-ashburn-1/20160918/tagNamespaces/ns1',
    body: '{"description":"Zoë’s tags"}',
    headers: WITH_BODY,
    sha256: 'i1J2v3/cb6kWvTEyfRXbkfyWGtc+TMdFyQ/16XbBVFc=',
    contentLength: '31',
    signingString: [
      `x-date: ${X_DATE}`,
      '(request-target): put /identity/us-ashburn-1/20160918/tagNamespaces/ns1',
      'host: 127.0.0.1:7070',
      'content-length: 31',
      'content-type: application/json',
      'x-content-sha256: i1J2v3/cb6kWvTEyfRXbkfyWGtc+TMdFyQ/16XbBVFc=',
    ].join('\n'),
  },
  {
    name: 'PATCH',
    method: 'PATCH',
    url: 'http://127.0.0.1:7070/idcs/us-ashburn-1/admin/v1/Me',
    body: '{"schemas":["urn:ietf:params:scim:api:messages:2.0:PatchOp"]}',
    headers: WITH_BODY,
    sha256: 'IAj2+aH/pUdujReFjxTKHFyWSnO17qwTge1Rgnv60Ms=',
    contentLength: '61',
    signingString: [
      `x-date: ${X_DATE}`,
      '(request-target): patch /idcs/us-ashburn-1/admin/v1/Me',
      'host: 127.0.0.1:7070',
      'content-length: 61',
      'content-type: application/json',
      'x-content-sha256: IAj2+aH/pUdujReFjxTKHFyWSnO17qwTge1Rgnv60Ms=',
    ].join('\n'),
  },
  {
    name: 'POST with an empty body (hash of the empty string)',
    method: 'POST',
    url: 'http://127.0.0.1:7070/auth/us-ashburn-1/v1/logout',
    headers: WITH_BODY,
    sha256: EMPTY_SHA256,
    contentLength: '0',
    signingString: [
      `x-date: ${X_DATE}`,
      '(request-target): post /auth/us-ashburn-1/v1/logout',
      'host: 127.0.0.1:7070',
      'content-length: 0',
      'content-type: application/json',
      `x-content-sha256: ${EMPTY_SHA256}`,
    ].join('\n'),
  },
];

describe('signRequest golden vectors', () => {
  it.each(VECTORS)('$name', async vector => {
    const signed = await signRequest(
      { method: vector.method, url: vector.url, body: vector.body },
      { privateKey: key.privateKey, token: TOKEN },
      NOW
    );
    expect(signed['x-date']).toBe(X_DATE);
    expect(signed['x-content-sha256']).toBe(vector.sha256);
    expect(signed['content-length']).toBe(vector.contentLength);
    expect(signed['content-type']).toBe(vector.sha256 ? 'application/json' : undefined);
    expect(signingString({ method: vector.method, url: vector.url, headers: signed })).toBe(vector.signingString);

    const params = signatureParams(signed.authorization);
    expect(params).toMatchObject({
      version: '1',
      keyId: `ST$${TOKEN}`,
      algorithm: 'rsa-sha256',
      headers: vector.headers,
    });
    expect(signed.authorization).toBe(
      `Signature version="1",keyId="ST$${TOKEN}",algorithm="rsa-sha256",headers="${vector.headers}",signature="${params.signature}"`
    );
    expect(verifies(vector.signingString, params.signature ?? '')).toBe(true);
    if (vector.sha256)
      expect(
        createHash('sha256')
          .update(vector.body ?? '')
          .digest('base64')
      ).toBe(vector.sha256);
  });

  it('produces the pinned signature for the GET vector (RSASSA-PKCS1-v1_5 is deterministic)', async () => {
    const vector = VECTORS[0];
    if (!vector) throw new Error('no vector');
    const signed = await signRequest(
      { method: 'GET', url: vector.url },
      { privateKey: key.privateKey, token: TOKEN },
      NOW
    );
    expect(signatureParams(signed.authorization).signature).toBe(
      's690F5kXYpjrPbRw5uSxwRxNaWK5RQBiGUz3BY8LIbl/UuxY1aV3yRoyrXnhrv5Dx4qa+svOUIBX2x2Q9D6syALOBZBtR+ohtxnAvnXnFbyCepXdrs7uAv2irCMzN2HizOqBDiaDM5HqPQb69E05sKgJTvWI92tkHxcynYGCur9Dffke3RDnmaih9R+a2gD9xaNAcPBA2/kY5UbtR6T1kbnFoF35Uqwuv9wTFiQj3ysRn/pTYtEUuwytdPNNygzC+AXlgbChIJo/JKMlFURH+EJItve1ZXQ41lY8oS5BiSM47t9us7AL+DtLxIf94LAKMdtehWBypQAwJO15P6WYoQ=='
    );
  });

  it('signs a tampered request differently: the signature does not verify for another path', async () => {
    const signed = await signRequest(
      { method: 'GET', url: 'http://127.0.0.1:7070/identity/us-ashburn-1/20160918/users/a' },
      { privateKey: key.privateKey, token: TOKEN },
      NOW
    );
    const other = signingString({
      method: 'GET',
      url: 'http://127.0.0.1:7070/identity/us-ashburn-1/20160918/users/b',
      headers: signed,
    });
    expect(verifies(other, signatureParams(signed.authorization).signature ?? '')).toBe(false);
  });

  it('signs a given content type instead of the JSON default', async () => {
    const signed = await signRequest(
      {
        method: 'POST',
        url: 'http://127.0.0.1:7070/login',
        body: 'a=1',
        contentType: 'application/x-www-form-urlencoded',
      },
      { privateKey: key.privateKey, token: TOKEN },
      NOW
    );
    expect(signed['content-type']).toBe('application/x-www-form-urlencoded');
  });
});

describe('signing building blocks', () => {
  it('lists the contract headers per method, HEAD like GET', () => {
    expect(signingHeaders('GET').join(' ')).toBe(BODYLESS);
    expect(signingHeaders('head').join(' ')).toBe(BODYLESS);
    expect(signingHeaders('DELETE').join(' ')).toBe(BODYLESS);
    expect(signingHeaders('post').join(' ')).toBe(WITH_BODY);
    expect(signingHeaders('PUT').join(' ')).toBe(WITH_BODY);
    expect(signingHeaders('PATCH').join(' ')).toBe(WITH_BODY);
  });

  it('looks header values up case-insensitively and refuses to sign a missing one', () => {
    const url = 'http://127.0.0.1:7070/x';
    expect(signingString({ method: 'GET', url, headers: { 'X-Date': X_DATE } })).toBe(
      `x-date: ${X_DATE}\n(request-target): get /x\nhost: 127.0.0.1:7070`
    );
    expect(() => signingString({ method: 'POST', url, headers: { 'x-date': X_DATE } })).toThrow(/content-length/);
  });

  it('hashes bytes and strings alike and counts UTF-8 bytes', async () => {
    expect(await sha256Base64('')).toBe(EMPTY_SHA256);
    expect(await sha256Base64(new Uint8Array())).toBe(EMPTY_SHA256);
    expect(utf8ByteLength('Zoë’s')).toBe(8);
  });
});
