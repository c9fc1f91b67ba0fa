import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health for load balancers', () => {
  it('answers live and ready while the database answers', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('while stopping, answers ready and every new request 503 with Retry-After, and live 200', async () => {
    t.app.lifecycle.isStopping = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', message: 'Service is busy, please try again' });
      const sports = await t.app.inject({ method: 'GET', url: '/api/sports', headers: { 'accept-language': 'hi' } });
      expect(sports.statusCode).toBe(503);
      expect(sports.headers['retry-after']).toBe('2');
      expect(sports.headers.connection).toBe('close');
      expect(sports.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', message: 'सर्विस अभी व्यस्त है, कृपया फिर से कोशिश करें' });
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      t.app.lifecycle.isStopping = false;
    }
  });
});
