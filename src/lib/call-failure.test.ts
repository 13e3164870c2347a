import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { callFailureMessage, GENERIC_FAILURE } from './call-failure';

const failed = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('callFailureMessage', () => {
  it("shows a server fault's message when it answered in the store's error shape", () => {
    expect(callFailureMessage(failed(500, { status: 'error', message: 'Internal Error, Please try later.' }))).toBe(
      'Internal Error, Please try later.',
    );
    expect(callFailureMessage(failed(503, { status: 'error', message: 'Back soon.' }))).toBe('Back soon.');
  });

  it("gives the generic line for a server fault that is not the store's (a proxy's page), no answer, or any other status", () => {
    expect(callFailureMessage(failed(502, '<html>Bad gateway</html>'))).toBe(GENERIC_FAILURE);
    expect(callFailureMessage(failed(500, { status: 'error', message: '' }))).toBe(GENERIC_FAILURE);
    expect(callFailureMessage(failed(404, { status: 'error', message: 'Not found' }))).toBe(GENERIC_FAILURE);
    expect(callFailureMessage(new AxiosError('timeout of 20000ms exceeded', 'ECONNABORTED'))).toBe(GENERIC_FAILURE);
    expect(callFailureMessage(new Error('Response of x does not match the contract'))).toBe(GENERIC_FAILURE);
  });

  it("keeps a 400's field message", () => {
    const body = {
      status: 'error',
      message: 'Validation failed',
      errors: { promo_code: ['Please enter Coupon Code'] },
    };
    expect(callFailureMessage(failed(400, body), 'promo_code')).toBe('Please enter Coupon Code');
  });
});
