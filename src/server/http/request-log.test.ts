import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogOptions } from './request-log';

const SIGN_IN_TOKEN = 'SignInToken0123456789abcdefghijklmnopqrstuv';
const GAME_TOKEN = 'GameSessionToken0123456789abcdefghijklmnop';

/** A Fastify app logging with the app's options into memory, as Lotus logs to stdout. */
async function logsOf(request: { url: string; headers: Record<string, string> }): Promise<string> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...requestLogOptions('info'), stream } });
  app.get('/play/mines', async (req) => {
    req.log.info({ headers: req.headers }, 'headers by hand');
    req.log.info({ req: { headers: req.headers } }, 'headers as req');
    req.log.info({ request: { headers: req.headers } }, 'nested headers');
    return 'ok';
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', ...request });
  expect(res.statusCode).toBe(200);
  await app.close();
  return lines.join('');
}

describe('the request log', () => {
  it('never writes a sign-in token or a game session token', async () => {
    const logs = await logsOf({ url: `/play/mines?session=${GAME_TOKEN}&from=casino`, headers: { authorization: `Bearer ${SIGN_IN_TOKEN}`, cookie: `sid=${SIGN_IN_TOKEN}` } });
    expect(logs).toContain('incoming request');
    expect(logs).toContain('headers by hand');
    expect(logs).toContain('headers as req');
    expect(logs).toContain('nested headers');
    expect(logs).toContain('/play/mines?session=[redacted]&from=casino');
    expect(logs).toContain('"authorization":"[redacted]"');
    expect(logs).not.toContain(SIGN_IN_TOKEN);
    expect(logs).not.toContain(GAME_TOKEN);
  });
});
