import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { createUpstreamDirectory } from './upstream-directory';

// A fake Razorpay-style directory on 127.0.0.1: GET /{IFSC} → JSON, 404 when unknown, and one
// code that never answers in time.
let directory: http.Server;
let directoryUrl: string;
let hits = 0;
beforeAll(async () => {
  directory = http.createServer((request, response) => {
    hits += 1;
    const code = (request.url ?? '').slice(1);
    if (code === 'SLOW0000001') return void setTimeout(() => response.end('{}'), 5_000);
    if (code === 'SBIN0000002') return void response.writeHead(500).end('oops');
    if (code === 'KKBK0000261' || code === 'NEWB0000001') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(
        JSON.stringify({ BANK: 'Kotak Mahindra Bank', BRANCH: 'GURGAON FROM DIRECTORY', CITY: 'GURGAON', STATE: 'HARYANA', IFSC: code }),
      );
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end('"Not Found"');
  });
  await new Promise<void>((resolve) => directory.listen(0, '127.0.0.1', resolve));
  directoryUrl = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;
});
afterAll(async () => {
  directory.closeAllConnections();
  await new Promise<void>((resolve) => directory.close(() => resolve()));
});

describe('GET /api/banks/ifsc/{code} from the offline dataset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers bank, branch, city and state without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banks/ifsc/SBIN0000001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ifsc: 'SBIN0000001',
      bank: 'State Bank of India',
      branch: 'KOLKATA MAIN',
      city: 'KOLKATA',
      state: 'WEST BENGAL',
      source: 'offline',
    });
  });

  it('upper-cases the code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banks/ifsc/hdfc0000001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ bank: 'HDFC Bank', city: 'MUMBAI', state: 'MAHARASHTRA' });
  });

  it.each(['SBIN000001', 'SBIN1000001', '1234056789A', 'SBIN0%3Cscript%3E', 'ABCD0ABCDEFG'])(
    'refuses the malformed code %s with the spec message',
    async (code) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/banks/ifsc/${code}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid IFSC code format' });
    },
  );

  it('answers 404 Invalid IFSC code for a well-formed code that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banks/ifsc/ZZZZ0999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Invalid IFSC code' });
  });
});

describe('GET /api/banks/ifsc/{code} with a configured directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ifscDirectoryUrl: directoryUrl } });
  });
  afterAll(() => t.close());

  it('answers from the directory and caches the answer', async () => {
    const before = hits;
    const first = await t.app.inject({ method: 'GET', url: '/api/banks/ifsc/NEWB0000001' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ bank: 'Kotak Mahindra Bank', branch: 'GURGAON FROM DIRECTORY', source: 'directory' });
    await t.app.inject({ method: 'GET', url: '/api/banks/ifsc/NEWB0000001' });
    expect(hits - before).toBe(1);
  });

  it("takes the directory's word for an unknown code", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banks/ifsc/SBIN0000001' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invalid IFSC code');
  });

  it('falls back to the offline dataset when the directory fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banks/ifsc/SBIN0000002' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ bank: 'State Bank of India', branch: 'AGARTALA', source: 'offline' });
  });
});

describe('the directory client', () => {
  it('gives up after its timeout', async () => {
    const client = createUpstreamDirectory(directoryUrl, { timeoutMs: 200 });
    const started = Date.now();
    await expect(client.lookup('SLOW0000001')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('forgets an answer after its time to live', async () => {
    let now = 0;
    const client = createUpstreamDirectory(directoryUrl, { ttlMs: 1000, now: () => now });
    const before = hits;
    await client.lookup('KKBK0000261');
    await client.lookup('KKBK0000261');
    now = 2000;
    await client.lookup('KKBK0000261');
    expect(hits - before).toBe(2);
  });
});
