import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetCodes } from '@server/db/schema';
import { freshPhone } from '@server/test/fresh-phone';
import { createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';
import { createMsg91Gateway } from './msg91-gateway';
import { SmsDeliveryError } from './sms-gateway';

// A fake MSG91 on 127.0.0.1 speaking its flow API: POST with an authkey header and a JSON body,
// answering {"type":"success","message":"<request id>"} or {"type":"error","message":"..."}.
type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown };
let received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"type":"success","message":"5762846b4f8d285d378b4567"}' };
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: JSON.parse(text || 'null') });
      if (answer.status === 0) return void setTimeout(() => response.end('{}'), 2_000);
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{"type":"success","message":"5762846b4f8d285d378b4567"}' };
});

const gateway = (timeoutMs?: number) =>
  createMsg91Gateway({ apiUrl: url, apiKey: 'auth-key-1', sender: 'LOTUSX', templateId: 'tpl-42', ...(timeoutMs ? { timeoutMs } : {}) });

describe('the MSG91 gateway', () => {
  it('posts the flow request: authkey header, template, sender and the number in international form with the text', async () => {
    await gateway().send('9876543210', 'Lotus: 123456 is your code');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v5/flow/' });
    expect(request?.headers).toMatchObject({ authkey: 'auth-key-1', 'content-type': 'application/json' });
    expect(request?.body).toEqual({
      template_id: 'tpl-42',
      sender: 'LOTUSX',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', content: 'Lotus: 123456 is your code' }],
    });
  });

  it('throws a delivery error with the provider’s reason when MSG91 answers an error, even with HTTP 200', async () => {
    answer = { status: 200, body: '{"type":"error","message":"Template not approved"}' };
    await expect(gateway().send('9876543210', 'hello')).rejects.toThrow(SmsDeliveryError);
    await expect(gateway().send('9876543210', 'hello')).rejects.toThrow(/Template not approved/);
  });

  it('throws a delivery error on an HTTP failure, on a body that is not JSON, and when MSG91 does not answer in time', async () => {
    answer = { status: 401, body: '{"type":"error","message":"Authentication failure"}' };
    await expect(gateway().send('9876543210', 'hello')).rejects.toThrow(/HTTP 401.*Authentication failure/);
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    await expect(gateway().send('9876543210', 'hello')).rejects.toThrow(/HTTP 502/);
    answer = { status: 0, body: '' };
    await expect(gateway(200).send('9876543210', 'hello')).rejects.toThrow(SmsDeliveryError);
  });

  it('masks the digits a provider echoes back in its reason', async () => {
    answer = { status: 400, body: '{"type":"error","message":"Invalid content 123456 for 919876543210"}' };
    const error = await gateway()
      .send('9876543210', 'Lotus: 123456 is your code')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(String((error as Error).message)).not.toMatch(/123456|9876543210/);
  });
});

describe('a reset code sent through MSG91', () => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { sms: { provider: 'msg91', apiUrl: url, apiKey: 'auth-key-1', sender: undefined, templateId: 'tpl-42' }, logLevel: 'info' },
      logStream: { write: (line) => void log.push(line) },
    });
  });
  afterAll(() => t.close());

  async function registerAndForget() {
    const phone = freshPhone();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { phone_number: phone, password: 'msg91-secret-1', referral_code: MASTER_CODE },
      remoteAddress: '10.9.0.1',
    });
    expect(registered.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { phone_number: phone }, remoteAddress: '10.9.0.2' });
    // The answer came first; the queue sends the text after it.
    await t.app.smsQueue.drain();
    const [row] = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.phone, phone)).orderBy(desc(passwordResetCodes.id));
    return { phone, res, row };
  }

  it('reaches the provider with the code in the text, and the code works', async () => {
    const { phone, res } = await registerAndForget();
    expect(res.statusCode).toBe(200);
    const content = (received[0]?.body as { recipients: { mobiles: string; content: string }[] }).recipients[0];
    expect(content?.mobiles).toBe(`91${phone}`);
    const code = /\b(\d{6})\b/.exec(content?.content ?? '')?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { phone_number: phone, code, new_password: 'msg91-secret-2', confirm_password: 'msg91-secret-2' },
    });
    expect(reset.statusCode).toBe(200);
    expect(log.join('\n')).not.toContain(code);
  });

  it('answers as usual when the provider refuses, notes why on the code and logs a warning without the code', async () => {
    answer = { status: 200, body: '{"type":"error","message":"Insufficient balance"}' };
    const { res, row } = await registerAndForget();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ resend_after_seconds: 60, expires_in_seconds: 600 });
    expect(row?.deliveryError).toMatch(/Insufficient balance/);
    const warning = log.find((line) => line.includes('text message not delivered'));
    expect(warning).toContain('Insufficient balance');
    const sentText = (received.at(-1)?.body as { recipients: { content: string }[] }).recipients[0]?.content ?? '';
    const code = /\b(\d{6})\b/.exec(sentText)?.[1] ?? 'no code';
    expect(log.join('\n')).not.toContain(code);
  });
});
