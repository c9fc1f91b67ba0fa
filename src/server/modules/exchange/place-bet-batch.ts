import type { PlaceBetInput, PlacedBet } from '../../../shared/schemas/bets';
import type { Tx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { errorBody } from '../../http/envelope';
import type { PlayerBalances, World } from '../ledger';
import type { ExchangeCache } from './exchange-cache';
import { houseMakerFor, houseUserIds, type Participant } from './house';
import { closeSessions, openSessions, type Session } from './market-session';
import type { KeyClaim } from './market-state';
import { applyBet, BetDelayNeeded, checkBetDelay, toPlacedBet } from './place-bet';
import type { KeyAnswer } from './write-session';

// Several orders in one transaction (group commit), on one market or on several: one call that
// locks the markets, one ledger call, one write and one commit for all of them, each market's
// orders in arrival order — the same matching as one at a time, at a fraction of the round
// trips. A refused order (an AppError) is refused alone; if the ledger refuses the batch as a
// whole (someone's hold does not fit: ShortOfBalance names whose), the caller places the orders
// of those players on their own. Idempotency-Key rows are claimed and answered in the same
// transaction, as http/idempotency.ts does for a single request (claimed with the market's lock,
// answered with the batch's writes); a key already claimed by another request is left to that
// path (it replays or answers 409). An order may name the sign-in session behind it, checked in
// the lock's round trip: one whose session is no longer live is not placed (the route answers it).

export type BatchJob = {
  userId: number;
  /** The player's world of money (a demo player's is play money): the book and house it meets. */
  world: World;
  input: PlaceBetInput;
  hasWaited: boolean;
  idempotency?: { key: string; requestHash: string };
  /** The sign-in session behind the order, to check in the transaction (see lockMarkets). */
  signInId?: number;
};

export type BatchOutcome =
  | { kind: 'placed'; bet: PlacedBet; balances: PlayerBalances }
  | { kind: 'refused'; error: AppError }
  | { kind: 'wait'; seconds: number }
  /** Not done in this batch: place it alone (a key used before, or the batch was refused). */
  | { kind: 'alone' }
  /** Not done: its sign-in session is no longer live (revoked, expired, or the player not active). */
  | { kind: 'signed-out' };

export type AnswerBody = (outcome: { bet: PlacedBet; balances: PlayerBalances }) => unknown;

export async function placeBetBatch(tx: Tx, cache: ExchangeCache, marketId: number, jobs: readonly BatchJob[], answerBody: AnswerBody): Promise<BatchOutcome[]> {
  const [outcomes = []] = await placeBetBatches(tx, cache, [{ marketId, jobs }], answerBody);
  return outcomes;
}

/** placeBetBatch for the orders of several markets in one transaction: outcomes by group, in order. */
export async function placeBetBatches(
  tx: Tx,
  cache: ExchangeCache,
  groups: ReadonlyArray<{ marketId: number; jobs: readonly BatchJob[] }>,
  answerBody: AnswerBody,
): Promise<BatchOutcome[][]> {
  const plans = planGroups(groups, await houseUserIds(tx, cache));
  const { sessions, liveSignIns } = await openSessions(
    tx,
    cache,
    plans.map(({ marketId, keyed }) => ({ marketId, keys: keyed.map((entry) => entry.claim) })),
    signInsOf(groups),
  );
  const houses = new Map<number, MarketHouses>();
  for (const marketId of sessions.keys()) {
    houses.set(marketId, { real: await houseMakerFor(tx, cache, marketId, 'real'), play: await houseMakerFor(tx, cache, marketId, 'play') });
  }
  const open = matchPlans(cache, plans, sessions, liveSignIns, houses);
  const { betIds, balances } = await closeSessions(
    tx,
    cache,
    open.map(({ session }) => session),
    takersOf(open),
    (after) => answersOf(open, after, answerBody),
  );
  return finishPlans(plans, open, betIds, balances);
}

/** One market's orders in a batch: what each gets so far, the keys to claim, the bets made. */
export type Plan = {
  marketId: number;
  jobs: readonly BatchJob[];
  outcomes: Array<BatchOutcome | undefined>;
  keyed: Array<{ index: number; claim: KeyClaim }>;
  /** Seq of the bet each placed order made, by the order's index. */
  placed: Map<number, { seq: number }>;
};

export type OpenPlan = { plan: Plan; session: Session };

/** Each group's plan: the house's own orders refused, the keys to claim found (see keysToClaim). */
export function planGroups(groups: ReadonlyArray<{ marketId: number; jobs: readonly BatchJob[] }>, houses: ReadonlySet<number>): Plan[] {
  const keysSeen = new Set<string>();
  return groups.map(({ marketId, jobs }) => {
    const outcomes: Array<BatchOutcome | undefined> = jobs.map((job) =>
      houses.has(job.userId) ? { kind: 'refused', error: forbidden('The house market maker does not place bets') } : undefined,
    );
    return { marketId, jobs, outcomes, keyed: keysToClaim(jobs, outcomes, keysSeen), placed: new Map<number, { seq: number }>() };
  });
}

/** The sign-in sessions behind the batch's orders, each once. */
export function signInsOf(groups: ReadonlyArray<{ jobs: readonly BatchJob[] }>): number[] {
  return [...new Set(groups.flatMap(({ jobs }) => jobs.flatMap((job) => (job.signInId === undefined ? [] : [job.signInId]))))];
}

/** A market's house participant in each world of money. */
export type MarketHouses = Record<World, Participant>;

/**
 * Runs each plan's orders through its market's session, in arrival order (no database: the
 * sessions are open). `houses`: the house participants of each market. Answers the plans whose
 * market was found, with their sessions; the others' orders are refused.
 */
export function matchPlans(
  cache: ExchangeCache,
  plans: readonly Plan[],
  sessions: ReadonlyMap<number, Session>,
  liveSignIns: ReadonlySet<number>,
  houses: ReadonlyMap<number, MarketHouses>,
): OpenPlan[] {
  const open: OpenPlan[] = [];
  for (const plan of plans) {
    const { marketId, jobs, outcomes, keyed, placed } = plan;
    jobs.forEach((job, index) => {
      if (outcomes[index] === undefined && job.signInId !== undefined && !liveSignIns.has(job.signInId)) outcomes[index] = { kind: 'signed-out' };
    });
    const session = sessions.get(marketId);
    const house = houses.get(marketId);
    if (!session || house === undefined) {
      jobs.forEach((_job, index) => {
        outcomes[index] ??= { kind: 'refused', error: notFound('Market not found') };
      });
      continue;
    }
    open.push({ plan, session });
    jobs.forEach((job, index) => {
      if (outcomes[index] !== undefined) return;
      try {
        checkBetDelay(cache, session, job.hasWaited);
      } catch (error) {
        outcomes[index] = outcomeOf(error);
      }
    });
    // A key that exists already (or one the lock did not claim) sends its order down the single path.
    for (const { index, claim } of keyed) {
      if (outcomes[index] === undefined && !session.claimedKeys.has(`${claim.userId}:${claim.key}`)) outcomes[index] = { kind: 'alone' };
    }
    jobs.forEach((job, index) => {
      if (outcomes[index] !== undefined) return;
      try {
        placed.set(index, applyBet(session, house[job.world], { userId: job.userId, world: job.world }, job.input));
      } catch (error) {
        outcomes[index] = outcomeOf(error);
      }
    });
  }
  return open;
}

/** The players whose orders made bets (their balances go into the answers). */
export function takersOf(open: readonly OpenPlan[]): number[] {
  return [...new Set(open.flatMap(({ plan }) => [...plan.placed.keys()].map((index) => plan.jobs[index]?.userId ?? 0)))];
}

/** The answers of every claimed key of the batch (see keyAnswers). */
export function answersOf(open: readonly OpenPlan[], balances: Map<number, PlayerBalances>, answerBody: AnswerBody): KeyAnswer[] {
  return open.flatMap(({ plan, session }) => keyAnswers(session, plan.jobs, plan.outcomes, plan.placed, balances, answerBody));
}

/** Every order's outcome once the batch is written: a placed order gets its bet's id and the balances after. */
export function finishPlans(
  plans: readonly Plan[],
  open: readonly OpenPlan[],
  betIds: ReadonlyMap<number, ReadonlyMap<number, number>>,
  balances: ReadonlyMap<number, PlayerBalances>,
): BatchOutcome[][] {
  for (const { plan, session } of open) {
    const { marketId, jobs, outcomes, placed } = plan;
    for (const [index, { seq }] of placed) {
      const bet = session.newBets.get(seq);
      const id = betIds.get(marketId)?.get(seq);
      const after = balances.get(jobs[index]?.userId ?? 0);
      if (!bet || id === undefined || !after) throw new Error('a bet of the batch was not stored');
      outcomes[index] = { kind: 'placed', bet: toPlacedBet(id, marketId, bet), balances: after };
    }
  }
  return plans.map(({ outcomes }) => outcomes.map((outcome) => outcome ?? ({ kind: 'alone' } as const)));
}

function outcomeOf(error: unknown): BatchOutcome {
  if (error instanceof BetDelayNeeded) return { kind: 'wait', seconds: error.seconds };
  if (error instanceof AppError && error.status < 500) return { kind: 'refused', error };
  throw error;
}

/**
 * A market's Idempotency-Keys, claimed with the markets' lock (lockMarkets): the same key twice
 * in one batch (`seen` spans its markets) waits for the first's answer on the single path.
 */
function keysToClaim(jobs: readonly BatchJob[], outcomes: Array<BatchOutcome | undefined>, seen: Set<string>): Array<{ index: number; claim: KeyClaim }> {
  return jobs.flatMap((job, index) => {
    if (!job.idempotency || outcomes[index] !== undefined) return [];
    const name = `${job.userId}:${job.idempotency.key}`;
    if (seen.has(name)) {
      outcomes[index] = { kind: 'alone' };
      return [];
    }
    seen.add(name);
    const claim = { userId: job.userId, key: job.idempotency.key, requestHash: job.idempotency.requestHash, hasWaited: job.hasWaited };
    return [{ index, claim: job.signInId === undefined ? claim : { ...claim, signInId: job.signInId } }];
  });
}

/** Where the placed bet's id is in an answer (ok({ bet, balance })): the write sets it there. */
const BET_ID_PATH = ['data', 'bet', 'id'] as const;
/** Where the player's balance view is in it: exchange_place_batch sets it when the answer was made before the ledger. */
const BALANCE_PATH = ['data', 'balance'] as const;
const ID_TO_SET = 0;

/**
 * Each claimed key's answer (placed or refused), as the single path would store it, written with
 * the batch's changes; a placed bet's id is not known before that write, which sets it in.
 */
function keyAnswers(
  session: Session,
  jobs: readonly BatchJob[],
  outcomes: ReadonlyArray<BatchOutcome | undefined>,
  placed: ReadonlyMap<number, { seq: number }>,
  balances: Map<number, PlayerBalances>,
  answerBody: AnswerBody,
): KeyAnswer[] {
  return jobs.flatMap((job, index): KeyAnswer[] => {
    const outcome = outcomes[index];
    if (!job.idempotency) return [];
    const { key } = job.idempotency;
    const made = placed.get(index);
    const bet = made && session.newBets.get(made.seq);
    const after = balances.get(job.userId);
    if (made && bet && after) {
      const body = answerBody({ bet: toPlacedBet(ID_TO_SET, session.market.id, bet), balances: after });
      if (valueAt(body, BET_ID_PATH) !== ID_TO_SET) throw new Error('the answer does not hold the bet id where the batch sets it');
      if (typeof valueAt(body, BALANCE_PATH) !== 'object') throw new Error('the answer does not hold the balance where the batch sets it');
      return [
        {
          userId: job.userId,
          key,
          status: 201,
          body,
          betId: { marketId: session.market.id, seq: made.seq, path: BET_ID_PATH },
          balanceOf: { userId: job.userId, path: BALANCE_PATH },
        },
      ];
    }
    if (outcome?.kind !== 'refused') return [];
    return [{ userId: job.userId, key, status: outcome.error.status, body: errorBody(outcome.error) }];
  });
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((inner, name) => (inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>)[name] : undefined), value);
}
