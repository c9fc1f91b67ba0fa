import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@server/test/test-app';
import { checkLedger } from '@server/modules/ledger';
import { createCasinoTestApp, providerSecret } from '@server/test/casino-support';
import { signBody, SIGNATURE_HEADER } from './signature';

// What an outside caller gets for a callback address that is not one: a 4xx with a body that
// says so, never a 500 (the refusal before the handler is Lotus's error envelope).

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

const callback = (url: string, body = '{}', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: body });

describe('POST /api/casino/callback/{provider}/{operation} refuses what is not a callback', () => {
  it('answers an unknown operation with 400 and the error envelope', async () => {
    const secret = await providerSecret(t, 'royal-gaming');
    for (const operation of ['nope', 'DEBIT', '1.5', '%F0%9F%92%A9']) {
      const res = await callback(`/api/casino/callback/royal-gaming/${operation}`, '{}', { [SIGNATURE_HEADER]: signBody(secret, '{}') });
      expect(res.statusCode, operation).toBe(400);
      expect(res.json(), operation).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });

  it('answers an unknown provider with 404 or, when the key cannot be one, 400', async () => {
    const unknown = await callback('/api/casino/callback/no-such-provider/debit');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, status: 'UNKNOWN_PROVIDER' });
    for (const provider of ['x'.repeat(41), `${'y'.repeat(60)}`]) {
      const res = await callback(`/api/casino/callback/${provider}/credit`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });

  it('answers a body in another content type or over the limit with a 4xx', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/casino/callback/royal-gaming/debit',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const big = await callback('/api/casino/callback/royal-gaming/debit', JSON.stringify({ pad: 'x'.repeat(70 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect((await checkLedger(t.db)).transfers).toBe(0);
  });
});
