import { createHash, createVerify, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** What a server-side check of an HTTP Signature found. */
export interface SignatureCheck {
  valid: boolean;
  /** Why the check failed, when it did. */
  reason?: string;
  /** The `headers="…"` list the client signed. */
  signedHeaders?: string;
  /** The token from `keyId="ST$<token>"`. */
  token?: string;
}

/**
 * Checks a request's HTTP Signature the way the provider does, from what actually arrived on the wire: an independent
 * re-implementation of the contract, so client tests do not grade the client's signing code with itself.
 */
export function checkSignature(
  request: { method: string; url: string; headers: IncomingHttpHeaders; body: string },
  publicKey: KeyObject
): SignatureCheck {
  const authorization = request.headers.authorization;
  if (!authorization?.startsWith('Signature ')) return { valid: false, reason: 'no Signature authorization' };
  const params = new Map<string, string>();
  for (const match of authorization.slice('Signature '.length).matchAll(/(\w+)="([^"]*)"/g)) {
    params.set(match[1] ?? '', match[2] ?? '');
  }
  const signedHeaders = params.get('headers') ?? '';
  const token = params.get('keyId')?.replace(/^ST\$/, '');
  const lines: string[] = [];
  for (const name of signedHeaders.split(' ')) {
    const value =
      name === '(request-target)'
        ? `${request.method.toLowerCase()} ${request.url}`
        : request.headers[name]?.toString();
    if (value === undefined)
      return { valid: false, reason: `signed header ${name} did not arrive`, signedHeaders, token };
    lines.push(`${name}: ${value}`);
  }
  const withBody = ['POST', 'PUT', 'PATCH'].includes(request.method);
  if (withBody) {
    const digest = createHash('sha256').update(request.body).digest('base64');
    if (request.headers['x-content-sha256'] !== digest)
      return { valid: false, reason: 'body hash mismatch', signedHeaders, token };
    if (request.headers['content-length'] !== String(Buffer.byteLength(request.body))) {
      return { valid: false, reason: 'content-length mismatch', signedHeaders, token };
    }
  }
  const valid = createVerify('RSA-SHA256')
    .update(lines.join('\n'))
    .verify(publicKey, params.get('signature') ?? '', 'base64');
  return valid ? { valid, signedHeaders, token } : { valid, reason: 'bad signature', signedHeaders, token };
}
