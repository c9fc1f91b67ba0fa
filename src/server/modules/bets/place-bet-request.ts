import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlaceBetInput, PlaceBetResult } from '../../../shared/schemas/bets';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf, requestHash, sendIdempotent } from '../../http/idempotency';
import { balanceFigures, type PlayerBalances } from '../ledger';
import { ensureBettingAccounts, moneyOut, placeAfterDelay, placeBet, waitOutBetDelay, type ExchangeRuntime, type OrderBatcher } from '../exchange';

// POST /api/bets/place end to end: wait out a known in-play delay, then hand the order to the
// market's batcher (group commit); an order the batch could not take alone-safely goes through
// the single path, which also replays an Idempotency-Key used before.

export function toBalanceView(balances: PlayerBalances): PlaceBetResult['balance'] {
  const figures = balanceFigures(balances);
  return {
    main_balance: moneyOut(figures.mainBalance),
    bonus_balance: moneyOut(figures.bonusBalance),
    net_exposure: moneyOut(figures.netExposure),
    total_balance: moneyOut(figures.totalBalance),
    available_credit: moneyOut(figures.availableCredit),
  };
}

export const placedAnswer = (placed: { bet: PlaceBetResult['bet']; balances: PlayerBalances }) =>
  ok({ bet: placed.bet, balance: toBalanceView(placed.balances) });

export async function placeBetRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  runtime: ExchangeRuntime & { batcher: OrderBatcher },
  userId: number,
  input: PlaceBetInput,
): Promise<FastifyReply> {
  const { cache, batcher } = runtime;
  const db = request.server.db;
  await ensureBettingAccounts(db, cache, userId);
  const key = idempotencyKeyOf(request);
  let hasWaited = await waitOutBetDelay(db, cache, input);
  const job = { userId, input, ...(key ? { idempotency: { key, requestHash: requestHash(request) } } : {}) };
  let outcome = await batcher.submit(input.market_id, { ...job, hasWaited });
  if (outcome.kind === 'wait') {
    await sleep(outcome.seconds * 1000);
    hasWaited = true;
    outcome = await batcher.submit(input.market_id, { ...job, hasWaited });
  }
  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.kind === 'placed') return reply.status(201).send(placedAnswer(outcome));
  return placeAfterDelay(hasWaited, (waited) =>
    sendIdempotent(request, reply, userId, async (tx) => ({
      status: 201,
      body: placedAnswer(await placeBet(tx, cache, userId, input, { hasWaited: waited })),
    })),
  );
}
