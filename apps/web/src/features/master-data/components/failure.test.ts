import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';
import { failureMessages, proxyFailureMessages } from './failure';

describe('master failures ("Gagal …" plus the server text)', () => {
  it('leads with the screen’s failure text, once, before the server’s reason', () => {
    expect(
      failureMessages('Gagal menyimpan mapping vendor', new ApiError(400, ['Gagal menyimpan mapping vendor', 'The cost center is not one of this company'])),
    ).toEqual(['Gagal menyimpan mapping vendor', 'The cost center is not one of this company']);
    expect(failureMessages('Gagal delete mapping vendor', new TypeError('Failed to fetch'))).toEqual(['Gagal delete mapping vendor', GENERIC_ERROR]);
  });

  it('shows a proxy mapping failure as the server’s message, or "Something went wrong" without one', () => {
    expect(proxyFailureMessages(new ApiError(400, ['This PIC is already mapped to this supplier for an overlapping period']))).toEqual([
      'This PIC is already mapped to this supplier for an overlapping period',
    ]);
    // A failed answer without `{ messages }` (a proxy's error page) reaches the screen as an ApiError with none.
    expect(proxyFailureMessages(new ApiError(502, []))).toEqual(['Something went wrong']);
    expect(proxyFailureMessages(new Error('boom'))).toEqual(['Something went wrong']);
  });
});
