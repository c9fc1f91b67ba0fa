import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { apiSecurityHeaders, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('computes helmet’s headers for the given policy', () => {
    const headers = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } } });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('gives API answers the REST set: not framed, not sniffed, not loaded by another site, nothing run', () => {
    expect(apiSecurityHeaders()).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringMatching(/^max-age=\d+/) as string,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });
});

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the page policy on files and pages, the API explorer among them', async () => {
    for (const url of ['/banners/welcome.svg', '/', '/wallet', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends the API set on every API answer, refusals and 404s alike', async () => {
    for (const url of ['/api/banners', '/api/nothing-here', '/api/user/profile']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBeUndefined();
    }
  });
});
