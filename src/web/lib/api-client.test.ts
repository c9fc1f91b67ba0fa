import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isTwoFactorRequired, NETWORK_ERROR_MESSAGE } from './api-client';

function client(reply: (url: string, init: RequestInit) => Response | Promise<Response>, token?: string, onUnauthorized = vi.fn()) {
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => reply(String(url), init ?? {}));
  return { api: createApiClient({ getToken: () => token, onUnauthorized, fetchImpl }), fetchImpl, onUnauthorized };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends the bearer token and a JSON body, and answers the envelope’s data and message', async () => {
    const { api, fetchImpl } = client(() => json(200, { success: true, message: 'Saved', data: { id: 3 } }), 'tok-1');
    const result = await api.send<{ id: number }>('POST', '/api/things', { name: 'x' });
    expect(result).toEqual({ data: { id: 3 }, message: 'Saved' });
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok-1', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('leaves the token off anonymous calls and adds the query string', async () => {
    const { api, fetchImpl } = client(() => json(200, { success: true, data: {} }), 'tok-1');
    await api.get('/api/games', { anonymous: true, query: { search: 'avi ator', page: 2, type: undefined } });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/games?search=avi+ator&page=2');
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).not.toHaveProperty('authorization');
  });

  it('throws the server’s message, code, status and field errors', async () => {
    const { api } = client(() =>
      json(409, { success: false, message: 'Username already exists', code: 'CONFLICT', errors: { username: 'Username already exists' } }),
    );
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Username already exists', status: 409, code: 'CONFLICT', errors: { username: 'Username already exists' } });
  });

  it('falls back to the caller’s message when the answer has none or is not JSON', async () => {
    const { api } = client(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.send('POST', '/api/auth/login', {}, { fallbackMessage: 'Login failed' })).rejects.toMatchObject({ message: 'Login failed', status: 502 });
  });

  it('says the HTTP status text for an unreadable body only when the caller asks for it', async () => {
    const { api } = client(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.send('POST', '/api/x', {}, { fallbackMessage: 'Failed', preferStatusText: true })).rejects.toMatchObject({
      message: 'Bad Gateway',
      status: 502,
    });
    await expect(api.send('POST', '/api/x', {}, { fallbackMessage: 'Failed' })).rejects.toMatchObject({ message: 'Failed' });
    const readable = client(() => json(400, { success: false, code: 'X' }));
    await expect(readable.api.send('POST', '/api/x', {}, { fallbackMessage: 'Failed', preferStatusText: true })).rejects.toMatchObject({ message: 'Failed' });
    const noText = client(() => new Response('oops', { status: 500 }));
    await expect(noText.api.send('POST', '/api/x', {}, { fallbackMessage: 'Failed', preferStatusText: true })).rejects.toMatchObject({ message: 'Failed' });
  });

  it("says 'Network error. Please try again.' when the request never arrives", async () => {
    const { api } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, isNetworkError: true });
  });

  it('reports a dead token (401 on a call that carried one) and not a failed anonymous login', async () => {
    const dead = client(() => json(401, { success: false, message: 'Invalid or expired token', code: 'UNAUTHORIZED' }), 'tok-1');
    await dead.api.get('/api/user/profile').catch(() => undefined);
    expect(dead.onUnauthorized).toHaveBeenCalledTimes(1);

    const login = client(() => json(401, { success: false, message: 'Invalid username or password', code: 'UNAUTHORIZED' }));
    await login.api.send('POST', '/api/auth/login', {}).catch(() => undefined);
    expect(login.onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the token when a 401 asks for a two-factor code', async () => {
    const asked = client(
      () => json(401, { success: false, message: 'Enter the 6-digit code from your authenticator app', code: 'TWO_FACTOR_REQUIRED' }),
      'tok-1',
    );
    const error = await asked.api.send('POST', '/api/wallet/submit-withdrawal', {}).catch((failure: unknown) => failure);
    expect(asked.onUnauthorized).not.toHaveBeenCalled();
    expect(isTwoFactorRequired(error)).toBe(true);
    expect(isTwoFactorRequired(new ApiError('x', { status: 401, code: 'UNAUTHORIZED' }))).toBe(false);
  });

  it('treats a 200 without success:true as a failure', async () => {
    const { api } = client(() => json(200, { hello: 'world' }));
    await expect(api.get('/api/x', { fallbackMessage: 'Failed to fetch balance' })).rejects.toMatchObject({
      message: 'Failed to fetch balance',
      code: 'INVALID_RESPONSE',
    });
  });
});
