import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { credentialRedaction } from './request-log';

const TOKEN = 'SignInToken0123456789abcdefghijklmnopqrstuv';

describe('the log', () => {
  it('masks the Authorization and Cookie headers wherever a handler logs them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The app's logger options, writing into memory.
    const app = Fastify({ logger: { level: 'info', redact: credentialRedaction, stream } });
    app.get('/api/anything', async (request) => {
      request.log.info({ headers: request.headers }, 'headers');
      request.log.info({ request: { headers: request.headers } }, 'nested headers');
      request.log.info({ req: request }, 'the request');
      return request.headers.authorization;
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/anything', headers: { authorization: `Bearer ${TOKEN}`, cookie: `sid=${TOKEN}` } });
    // Only the log is masked: the handler still reads the header after logging it.
    expect(res.body).toBe(`Bearer ${TOKEN}`);
    await app.close();
    const logs = lines.join('');
    expect(logs).toContain('"msg":"nested headers"');
    expect(logs).toContain('"authorization":"[redacted]"');
    expect(logs).toContain('"cookie":"[redacted]"');
    expect(logs).not.toContain(TOKEN);
  });
});
