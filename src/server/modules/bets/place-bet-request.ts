import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlaceBetInput, PlaceBetResult } from '@shared/schemas/bets';
import type { Tx } from '@server/db/client';
import { AppError, forbidden } from '@server/errors';
import { errorBody, ok } from '@server/http/envelope';
import { forgetRememberedUser, requireUser } from '@server/http/guards';
import {
  claimedKeys,
  claimKeys,
  claimKeysStatement,
  idempotencyKeyOf,
  releaseKeys,
  requestHash,
  storeAnswers,
  type ClaimedKey,
  type ClaimedRow,
} from '@server/http/idempotency';
import type { AuthUser } from '@server/http/session-lookup';
import { balanceFigures, worldOf, type PlayerBalances } from '../ledger';
import {
  ensureBettingAccounts,
  moneyOut,
  placeOrders,
  waitOutBetDelay,
  type BatchJob,
  type BetDelayWait,
  type ExchangeRuntime,
  type OrderBatcher,
  type OrderGate,
  type OrderResult,
} from '../exchange';

// POST /api/bets/place: the order goes to the exchange's group commit (order-batcher.ts), which
// places it with others in one transaction through placeOrderJobs below: the orders'
// Idempotency-Keys are claimed and answered there by the common mechanism (http/idempotency.ts),
// and each order's answer is made once, by answerOf. The player comes from a token remembered
// without a query (requireRememberedUser); the order's transaction checks that the sign-in
// session is still live, and if it is not, the usual lookup gives the answer (401).

/** What an order's request gets: an answer to send (new or replayed), or a reason to go again. */
export type OrderAnswer =
  | { kind: 'answer'; status: number; body: unknown; replayed: boolean }
  | { kind: 'refused'; error: AppError }
  | { kind: 'wait'; seconds: number }
  | { kind: 'signed-out' }
  | { kind: 'failed'; error: unknown };

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

/** The one place an order's result becomes its answer: sent, and stored with its key. */
function answerOf(result: Exclude<OrderResult, { kind: 'skipped' }>): OrderAnswer {
  if (result.kind === 'placed') return { kind: 'answer', status: 201, body: ok({ bet: result.bet, balance: toBalanceView(result.balances) }), replayed: false };
  return result;
}

/**
 * Places a batch of order requests in the transaction given (group commit's `place`): claims
 * their Idempotency-Keys, places the orders whose keys are new, stores each keyed answer, and lets
 * go of the keys of orders that did nothing yet (they must wait out a bet delay, or were signed
 * out). A batch claims its keys in the round trip that locks its markets (the order gate). `alone`:
 * a single order in its own transaction, its key claimed first, whose refusal as a whole (its hold
 * does not fit) is its answer, stored with its key like any refusal.
 */
export async function placeOrderJobs(tx: Tx, runtime: ExchangeRuntime, jobs: readonly BatchJob[], alone: boolean): Promise<OrderAnswer[]> {
  const keyed = jobs.flatMap((job, index) => (job.idempotency ? [{ index, userId: job.order.userId, ...job.idempotency }] : []));
  const claims = new Map<number, ClaimedKey>();
  const noteClaims = (found: readonly ClaimedKey[]) => found.forEach((claim, at) => claims.set(keyed[at]?.index ?? -1, claim));
  const answers: Array<OrderAnswer | undefined> = jobs.map(() => undefined);
  const answerClaims = () =>
    claims.forEach((claim, index) => {
      if (claim.kind === 'replay') answers[index] = { kind: 'answer', ...claim.answer, replayed: true };
      if (claim.kind === 'refused') answers[index] = { kind: 'refused', error: claim.error };
    });

  let results: OrderResult[];
  if (alone || keyed.length === 0) {
    noteClaims(await claimKeys(tx, keyed));
    answerClaims();
    const toPlace = jobs.flatMap((job, index) => (answers[index] === undefined ? [{ index, order: job.order }] : []));
    const placed = await placeGuarded(
      tx,
      runtime,
      toPlace.map(({ order }) => order),
      alone,
    );
    results = jobs.map(() => ({ kind: 'skipped' }));
    toPlace.forEach(({ index }, at) => (results[index] = placed[at] as OrderResult));
  } else {
    const gate: OrderGate = {
      rider: { name: 'idempotency_claim_keys', statement: claimKeysStatement(keyed) },
      skip: async (rows) => {
        noteClaims(await claimedKeys(tx, keyed, rows as ClaimedRow[]));
        return new Set([...claims].filter(([, claim]) => claim.kind !== 'claimed').map(([index]) => index));
      },
    };
    results = await placeOrders(
      tx,
      runtime.cache,
      jobs.map((job) => job.order),
      gate,
    );
    answerClaims();
  }
  results.forEach((result, index) => {
    if (result.kind !== 'skipped') answers[index] = answerOf(result);
  });

  const stored = [];
  const released = [];
  for (const { index, userId, key } of keyed) {
    const answer = answers[index];
    if (claims.get(index)?.kind !== 'claimed' || !answer) continue;
    if (answer.kind === 'answer') stored.push({ userId, key, status: answer.status, body: answer.body });
    else if (answer.kind === 'refused') stored.push({ userId, key, status: answer.error.status, body: errorBody(answer.error) });
    else released.push({ userId, key });
  }
  await storeAnswers(tx, stored);
  await releaseKeys(tx, released);
  return answers.map((answer) => answer ?? { kind: 'failed', error: new Error('an order got no answer') });
}

async function placeGuarded(tx: Tx, runtime: ExchangeRuntime, orders: Parameters<typeof placeOrders>[2], alone: boolean): Promise<OrderResult[]> {
  if (orders.length === 0) return [];
  if (!alone) return placeOrders(tx, runtime.cache, orders);
  try {
    // A savepoint: a refusal as a whole undoes whatever the attempt wrote (a house top-up).
    return await tx.transaction((savepoint) => placeOrders(savepoint, runtime.cache, orders));
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return orders.map(() => ({ kind: 'refused', error }));
  }
}

export async function placeBetRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  runtime: ExchangeRuntime & { batcher: OrderBatcher<OrderAnswer> },
  user: AuthUser,
  input: PlaceBetInput,
): Promise<FastifyReply> {
  const db = request.server.db;
  await ensureBettingAccounts(db, runtime.cache, user.id);
  const key = idempotencyKeyOf(request);
  let delay: BetDelayWait;
  try {
    delay = await waitOutBetDelay(db, runtime.cache, input, worldOf(user));
  } catch (error) {
    requireBettor(await requireUser(request)); // a stale token gets its 401 before the market's refusal
    throw error;
  }
  const idempotency = key ? { key, requestHash: requestHash(request) } : undefined;
  const submit = (signInId: number | undefined) =>
    runtime.batcher.submit({
      order: { userId: user.id, world: worldOf(user), input, ...delay, ...(signInId === undefined ? {} : { signInId }) },
      ...(idempotency ? { idempotency } : {}),
    });
  let answer = await submit(user.sessionId);
  if (answer.kind === 'wait') {
    await sleep(answer.seconds * 1000);
    delay = { ...delay, hasWaited: true };
    answer = await submit(user.sessionId);
  }
  if (answer.kind === 'signed-out') {
    // The usual lookup answers 401; should the session be live after all, the order goes again.
    forgetRememberedUser(request);
    requireBettor(await requireUser(request));
    answer = await submit(undefined);
  }
  if (answer.kind === 'refused' || answer.kind === 'failed') throw answer.error;
  if (answer.kind !== 'answer') throw new Error(`an order came back ${answer.kind}`);
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}
