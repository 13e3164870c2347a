import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@domain/constants';
import { useSignedIn, userToken } from './user-token';

afterEach(() => userToken.clear());

describe('the user token (spec: shell §6 "user token in storage")', () => {
  it('is kept as the plain string other clients of the back office keep', () => {
    userToken.write('a1b2c3');
    expect(window.localStorage.getItem(STORAGE_KEYS.userToken)).toBe('a1b2c3');
  });

  it('makes a visitor signed in while it is there', () => {
    const { result } = renderHook(() => useSignedIn());
    expect(result.current).toBe(false);
    act(() => userToken.write('a1b2c3'));
    expect(result.current).toBe(true);
    act(() => userToken.clear());
    expect(result.current).toBe(false);
  });

  it('is not a token when it could not be one (empty, spaces, far too long)', () => {
    for (const raw of ['', 'two words', 'x'.repeat(5000)]) {
      window.localStorage.setItem(STORAGE_KEYS.userToken, raw);
      expect(userToken.read(), raw.slice(0, 20)).toBeNull();
    }
  });
});
