import { afterEach, describe, expect, it } from 'vitest';
import { removeUrlSecrets } from './remove-url-secrets';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('removeUrlSecrets', () => {
  it('drops the token, its type and any hash but keeps other parameters and history state', () => {
    const state = { usr: null, key: 'abc', idx: 3 };
    window.history.replaceState(
      state,
      '',
      '/email-confirmed?token=secret&type=signup&invitation=inv1#access_token=x',
    );
    removeUrlSecrets();
    expect(window.location.pathname).toBe('/email-confirmed');
    expect(window.location.search).toBe('?invitation=inv1');
    expect(window.location.hash).toBe('');
    expect(window.history.state).toEqual(state);
  });
});
