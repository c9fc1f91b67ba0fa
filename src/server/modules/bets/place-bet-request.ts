import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlaceBetInput, PlaceBetResult } from '../../../shared/schemas/bets';
import { forbidden } from '../../errors';
import { ok } from '../../http/envelope';
import { forgetRememberedUser, requireUser } from '../../http/guards';
import { idempotencyKeyOf, requestHash, sendIdempotent } from '../../http/idempotency';
import type { AuthUser } from '../auth/sessions';
import { balanceFigures, worldOf, type PlayerBalances } from '../ledger';
import { ensureBettingAccounts, moneyOut, placeAfterDelay, placeBet, waitOutBetDelay, type ExchangeRuntime, type OrderBatcher } from '../exchange';

// POST /api/bets/place end to end: wait out a known in-play delay, then hand the order to the
// market's batcher (group commit); an order the batch could not take alone-safely goes through
// the single path, which also replays an Idempotency-Key used before. The player comes from a
// token remembered without a query (requireRememberedUser); the batch's transaction checks that
// the sign-in session is still live, and if it is not, the usual lookup gives the answer (401).

/** Guard: only an active player places bets (not the operator). */
export function requireBettor(user: AuthUser): void {
  if (user.role !== 'player' || user.status !== 'active') throw forbidden('Only active players can place bets');
}

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
  user: AuthUser,
  input: PlaceBetInput,
): Promise<FastifyReply> {
  const { cache, batcher } = runtime;
  const userId = user.id;
  const db = request.server.db;
  await ensureBettingAccounts(db, cache, userId);
  const key = idempotencyKeyOf(request);
  let hasWaited: boolean;
  try {
    hasWaited = await waitOutBetDelay(db, cache, input);
  } catch (error) {
    requireBettor(await requireUser(request)); // a stale token gets its 401 before the market's refusal
    throw error;
  }
  const world = worldOf(user);
  const job = { userId, world, input, signInId: user.sessionId, ...(key ? { idempotency: { key, requestHash: requestHash(request) } } : {}) };
  let outcome = await batcher.submit(input.market_id, { ...job, hasWaited });
  if (outcome.kind === 'wait') {
    await sleep(outcome.seconds * 1000);
    hasWaited = true;
    outcome = await batcher.submit(input.market_id, { ...job, hasWaited });
  }
  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.kind === 'placed') return reply.status(201).send(placedAnswer(outcome));
  // The single path checks the session first, as any route does: 401 if it is no longer live.
  if (outcome.kind === 'signed-out') forgetRememberedUser(request);
  requireBettor(await requireUser(request));
  return placeAfterDelay(hasWaited, (waited) =>
    sendIdempotent(request, reply, userId, async (tx) => ({
      status: 201,
      body: placedAnswer(await placeBet(tx, cache, { userId, world }, input, { hasWaited: waited })),
    })),
  );
}
