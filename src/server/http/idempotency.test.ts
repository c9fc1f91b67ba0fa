import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paise } from '@shared/money';
import { AppError } from '../errors';
import { getPlayerBalances, houseAccount, playerAccount, transfer } from '../modules/ledger';
import { checkLedger } from '@server/modules/ledger';
import { createPlayer, createTestApp, onPostgres, type TestApp } from '../test/test-app';
import { idempotencyKeys } from '../db/schema';
import { KEY_RETENTION_DAYS, pruneIdempotencyKeys, sendIdempotent } from './idempotency';

// A bare Fastify app over the test database with one money-moving route: credits `amount` paise
// to the player's main account, refusing amounts above 1000 with a business error.
let t: TestApp;
let app: FastifyInstance;
let player: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  player = await createPlayer(t);
  app = Fastify();
  app.decorate('db', t.db);
  app.setErrorHandler((error, _request, reply) => {
    const status = error instanceof AppError ? error.status : 500;
    return reply.status(status).send({ success: false, message: error instanceof Error ? error.message : 'error' });
  });
  app.post('/credit', async (request, reply) => {
    const { amount } = request.body as { amount: number };
    return sendIdempotent(request, reply, player.id, async (tx) => {
      const cash = await houseAccount(tx, 'house_cash', 'real');
      const main = await playerAccount(tx, player.id, 'main');
      const moved = await transfer(tx, { from: cash, to: main, amount: amount as Paise, kind: 'deposit', reference: 'idem-test' });
      if (amount > 1000) throw new AppError('UNPROCESSABLE', 'Too much');
      return { status: 201, body: { success: true, data: { transfer_id: moved.id, balance: moved.toBalanceAfter } } };
    });
  });
  // The same effect behind a check outside the transaction (like a withdrawal password).
  app.post('/credit-checked', async (request, reply) => {
    const { amount } = request.body as { amount: number };
    return sendIdempotent(
      request,
      reply,
      player.id,
      async (tx) => {
        const moved = await transfer(tx, {
          from: await houseAccount(tx, 'house_cash', 'real'),
          to: await playerAccount(tx, player.id, 'main'),
          amount: amount as Paise,
          kind: 'deposit',
          reference: 'idem-test',
        });
        return { status: 201, body: { success: true, data: { transfer_id: moved.id } } };
      },
      {
        checks: async () => {
          if (checkRefuses) throw new AppError('NOT_FOUND', 'Gone');
        },
      },
    );
  });
  await app.ready();
});
let checkRefuses = false;
afterAll(async () => {
  await app.close();
  await t.close();
});

const credit = (amount: number, key?: string) =>
  app.inject({ method: 'POST', url: '/credit', payload: { amount }, headers: key ? { 'idempotency-key': key } : {} });
const mainBalance = async () => (await getPlayerBalances(t.db, player.id)).main;

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, moving money once', async () => {
    const before = await mainBalance();
    const first = await credit(10, 'k-replay');
    const second = await credit(10, 'k-replay');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await mainBalance()).toBe(before + 10);
  });

  it('answers 409 for the same key with another body and moves nothing', async () => {
    await credit(20, 'k-other-body');
    const before = await mainBalance();
    const other = await credit(21, 'k-other-body');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(await mainBalance()).toBe(before);
  });

  it('runs every request without a key', async () => {
    const before = await mainBalance();
    await credit(1);
    await credit(1);
    expect(await mainBalance()).toBe(before + 2);
  });

  it('stores a business refusal with its effect rolled back and replays the refusal', async () => {
    const before = await mainBalance();
    const first = await credit(5000, 'k-refused');
    const second = await credit(5000, 'k-refused');
    expect(first.statusCode).toBe(422);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({ success: false, message: 'Too much', code: 'UNPROCESSABLE' });
    expect(await mainBalance()).toBe(before);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await credit(1, 'bad key with spaces');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid Idempotency-Key header');
  });

  it('replays a stored answer before running the checks, and never stores a check refusal', async () => {
    const checked = (key: string) => app.inject({ method: 'POST', url: '/credit-checked', payload: { amount: 3 }, headers: { 'idempotency-key': key } });
    const before = await mainBalance();
    checkRefuses = false;
    const first = await checked('k-checked');
    expect(first.statusCode).toBe(201);
    checkRefuses = true;
    const retry = await checked('k-checked');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await checked('k-checked-new')).statusCode).toBe(404);
    checkRefuses = false;
    expect((await checked('k-checked-new')).statusCode).toBe(201);
    expect(await mainBalance()).toBe(before + 6);
    const otherBody = await app.inject({ method: 'POST', url: '/credit-checked', payload: { amount: 4 }, headers: { 'idempotency-key': 'k-checked' } });
    expect(otherBody.statusCode).toBe(409);
  });

  it('prunes keys older than the retention period, a bounded batch at a time', async () => {
    const old = new Date(Date.now() - (KEY_RETENTION_DAYS + 1) * 24 * 3600_000);
    const rows = Array.from({ length: 5 }, (_, i) => ({ userId: player.id, key: `k-old-${i}`, requestHash: 'h', statusCode: 201, createdAt: old }));
    await t.db.insert(idempotencyKeys).values([...rows, { userId: player.id, key: 'k-fresh', requestHash: 'h', statusCode: 201 }]);
    const keys = async () => (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key);
    expect(await pruneIdempotencyKeys(t.db, { batch: 3 })).toBe(3);
    expect((await keys()).filter((key) => key.startsWith('k-old-'))).toHaveLength(2);
    expect(await pruneIdempotencyKeys(t.db, { batch: 3 })).toBe(2);
    expect(await pruneIdempotencyKeys(t.db, { batch: 3 })).toBe(0);
    const left = await keys();
    expect(left).toContain('k-fresh');
    expect(left).toContain('k-replay');
    expect(left.some((key) => key.startsWith('k-old-'))).toBe(false);
  });

  it.runIf(onPostgres)('moves money once when the same key arrives 20 times at once', async () => {
    const before = await mainBalance();
    const answers = await Promise.all(Array.from({ length: 20 }, () => credit(7, 'k-concurrent')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
    expect(await mainBalance()).toBe(before + 7);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });
});
