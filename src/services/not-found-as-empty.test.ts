import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { notFoundAsEmpty } from './not-found-as-empty.ts';

function failure(status: number, code: string): ApiError {
  return new ApiError({ status, code, message: code, operation: 'ListLinks' });
}

describe('notFoundAsEmpty', () => {
  it('resolves the answer of a call that succeeds', async () => {
    expect(await notFoundAsEmpty(Promise.resolve(['link']), [])).toEqual(['link']);
  });

  it('resolves the empty value when the call fails with 404', async () => {
    expect(await notFoundAsEmpty(Promise.reject(failure(404, 'NotAuthorizedOrNotFound')), [])).toEqual([]);
    expect(await notFoundAsEmpty(Promise.reject(failure(404, 'MAX_RETIES_REACHED')), null)).toBeNull();
  });

  it('rethrows every other failure unchanged', async () => {
    const serverError = failure(500, 'InternalServerError');
    await expect(notFoundAsEmpty(Promise.reject(serverError), [])).rejects.toBe(serverError);
    const timeout = failure(0, 'API_TIMEOUT');
    await expect(notFoundAsEmpty(Promise.reject(timeout), [])).rejects.toBe(timeout);
    const plain = new Error('not an API error');
    await expect(notFoundAsEmpty(Promise.reject(plain), [])).rejects.toBe(plain);
  });
});
