import { sql } from 'drizzle-orm';
import type { Paise } from '../../../shared/money';
import { executeNamed, type Db } from '../../db/client';
import { sqlState } from '../../errors';
import { ledgerPayload, toBalances, type AccountRow, type PlayerBalances } from '../ledger';
import type { BettingAccounts, ExchangeCache } from './exchange-cache';
import { houseShardOf } from './house';
import { exposureChanges, holdLegs, keepWritten, newSession, type Session } from './market-session';
import { lockArguments, toLockedMarket, type LockedRow, type MarketState } from './market-state';
import { answersOf, finishPlans, matchPlans, planGroups, signInsOf, takersOf, type AnswerBody, type BatchJob, type BatchOutcome, type MarketHouses } from './place-bet-batch';
import { ints, readWritten, texts, pathLiteral, writeArguments, type WriteAnswer } from './write-session';

// A batch placed in one statement, its own transaction (exchange_place_batch,
// db/functions/exchange_place_batch.sql), instead of five round trips (BEGIN, lock, ledger, write, COMMIT): the process matches the
// orders against the market states it keeps (exchange-cache.ts) without the markets' locks, and the
// statement takes the locks and checks that each market is exactly as matched against (its row,
// version and next seq: every change to a book takes a new version) before the ledger and the
// write, then inserts the orders' Idempotency-Keys with their answers, each row once (no claim
// first: nothing outside the statement sees its keys before it commits). Anything not as assumed —
// another process changed a market, a key was used before, a session ended, someone's hold does not
// fit — rolls the statement back whole; the batch then goes the usual way (place-bet-batch.ts),
// which reads the markets under their locks and gives each order its exact answer. The states this
// took are not put back: that way reads them again. One process trading its markets alone (the
// common case) rarely goes that way.

/** SQLSTATEs of exchange_place_batch's refusals: nothing was written. */
const NOT_AS_MATCHED = new Set(['LX001', 'LX002', 'LX003', 'LX004']);

const NO_BALANCES: PlayerBalances = { main: 0 as Paise, bonus: 0 as Paise, exposure: 0 as Paise, withdrawalHold: 0 as Paise };

type Row = WriteAnswer & { accounts: AccountRow[] | null };

/**
 * placeBetBatches without a transaction of its own: outcomes by group, in order; undefined when
 * nothing was written and the batch must go the usual way (a market's state or a player's
 * accounts are not at hand, or the database was not as the process assumed).
 */
export async function placeBetBatchesAtOnce(
  db: Db,
  cache: ExchangeCache,
  groups: ReadonlyArray<{ marketId: number; jobs: readonly BatchJob[] }>,
  answerBody: AnswerBody,
): Promise<BatchOutcome[][] | undefined> {
  const houses = new Map<number, MarketHouses>();
  const states: Array<{ state: MarketState; row: LockedRow }> = [];
  for (const { marketId, jobs } of groups) {
    const state = cache.states.get(marketId);
    const real = cache.houseMakers.real.get(houseShardOf(marketId));
    const play = cache.houseMakers.play.get(houseShardOf(marketId));
    if (!state?.row || real === undefined || play === undefined || !cache.accounts.has(real) || !cache.accounts.has(play)) return undefined;
    if (jobs.some((job) => !cache.accounts.has(job.userId))) return undefined;
    houses.set(marketId, { real: { userId: real, world: 'real' }, play: { userId: play, world: 'play' } });
    states.push({ state, row: state.row });
  }
  const plans = planGroups(groups, new Set([...cache.houseMakers.real.values(), ...cache.houseMakers.play.values()]));
  const sessions = new Map<number, Session>();
  const expected: Record<number, unknown> = {};
  for (const { state, row } of states) {
    // Taken out of the cache: this batch owns it now, and puts its next version back only once written.
    cache.states.delete(state.marketId);
    expected[state.marketId] = row;
    const plan = plans.find((candidate) => candidate.marketId === state.marketId);
    const claimedKeys = new Set((plan?.keyed ?? []).map(({ claim }) => `${claim.userId}:${claim.key}`));
    sessions.set(state.marketId, newSession(toLockedMarket(row), state, claimedKeys));
  }
  const signIns = signInsOf(groups);
  const open = matchPlans(cache, plans, sessions, new Set(signIns), houses);

  // Keys are written for the orders that get an answer now, placed or refused (not those that must
  // first wait out the bet delay): exactly the keys of the answers below, as the statement checks.
  const claims = open.map(({ plan }) => ({
    marketId: plan.marketId,
    keys: plan.keyed.filter(({ index }) => plan.placed.has(index) || plan.outcomes[index]?.kind === 'refused').map(({ claim }) => claim),
  }));
  const { ids, keys, sessionIds } = lockArguments(claims, signIns);
  const list = open.map(({ session }) => session);
  const { exposuresByMarket, changes } = exposureChanges(list);
  const accounts = new Map<number, BettingAccounts>();
  for (const { userId } of changes) {
    const known = cache.accounts.get(userId);
    // A maker this process has not seen (its order rested before a restart): the usual way reads
    // its accounts (and remembers them); the states taken here are read again there.
    if (!known) return undefined;
    accounts.set(userId, known);
  }
  const { legs } = holdLegs(changes, accounts, new Set([...houses.values()].flatMap((house) => [house.real.userId, house.play.userId])));
  const takers = takersOf(open);
  // The answers are made before the ledger runs: the statement sets each one's balances.
  const answers = answersOf(open, new Map(takers.map((userId) => [userId, NO_BALANCES])), answerBody);
  const entries = list.map((session) => ({ session, exposures: exposuresByMarket.get(session.market.id) ?? new Map<number, number>() }));

  let row: Row | undefined;
  try {
    const result = await executeNamed<Row>(
      db,
      'exchange_place_batch',
      sql`SELECT versions, bet_ids, accounts FROM exchange_place_batch(
        ${ids}::bigint[], ${JSON.stringify(expected)}::jsonb, ${keys}::jsonb, ${sessionIds}::bigint[],
        ${legs.length === 0 ? '[]' : ledgerPayload(legs)}::jsonb, ${ints(takers)}::bigint[],
        ${writeArguments(entries, answers)},
        ${ints(answers.map((answer) => answer.balanceOf?.userId ?? null))}::bigint[],
        ${texts(answers.map((answer) => (answer.balanceOf ? pathLiteral(answer.balanceOf.path) : null)))}::text[])`,
    );
    row = result.rows[0];
  } catch (error) {
    const state = sqlState(error);
    if (state !== undefined && NOT_AS_MATCHED.has(state)) return undefined;
    throw error;
  }
  const betIds = keepWritten(cache, list, exposuresByMarket, readWritten(row, entries));
  return finishPlans(plans, open, betIds, toBalances(takers, row?.accounts ?? []));
}
