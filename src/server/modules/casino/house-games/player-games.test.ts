import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  countWinningRanks,
  deriveDiceRoll,
  deriveHiloCards,
  deriveMines,
  derivePlinkoDrop,
  hashServerSeed,
  HILO_MAX_SKIPS,
  hiloMultiplier,
  isHiloGuessAllowed,
  isHiloGuessRight,
  minesMultiplier,
  payoutPaise,
  playHilo,
  plinkoMultiplier,
  settleDice,
  type Card,
  type HiloGuess,
  type HiloMove,
} from '@shared/fairness';
import type { HouseRound } from '@shared/schemas/casino';
import { createPlayer, type TestApp } from '@server/test/test-app';
import { checkLedger } from '@server/modules/ledger';
import { createCasinoTestApp, mainRupees, playerAtTable } from '@server/test/casino-support';

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect((await checkLedger(t.db)).balanced).toBe(true);
});

/** A funded player who launched a house game: the frame's bearer header and the sign-in one. */
/** Rotates the player's seeds (revealing the server seed) and returns the round as it now reads. */
async function revealRound(p: { auth: Record<string, string> }, roundId: number): Promise<HouseRound & { fairness: { server_seed: string } }> {
  const rotated = await t.app.inject({ method: 'POST', url: '/api/casino/fairness/rotate', headers: p.auth, payload: {} });
  expect(rotated.statusCode).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: `/api/casino/fairness/rounds/${roundId}`, headers: p.auth });
  const round = res.json().data.round;
  expect(round.fairness.server_seed).toEqual(expect.any(String));
  expect(await hashServerSeed(round.fairness.server_seed)).toBe(round.fairness.server_seed_hash);
  return round;
}

const seedsOf = (round: { fairness: { server_seed: string; client_seed: string; nonce: number } }) => ({
  serverSeed: round.fairness.server_seed,
  clientSeed: round.fairness.client_seed,
  nonce: round.fairness.nonce,
});

const HILO_GUESSES: HiloGuess[] = ['higher-or-same', 'lower-or-same', 'higher', 'lower', 'same'];
/** An allowed guess on `current` that `next` makes right (or wrong). */
function guessThat(isRight: boolean, current: Card, next: Card): HiloGuess {
  const guess = HILO_GUESSES.find((candidate) => isHiloGuessAllowed(current.rank, candidate) && isHiloGuessRight(current, next, candidate) === isRight);
  if (!guess) throw new Error(`no ${isRight ? 'right' : 'wrong'} guess on ${current.label} → ${next.label}`);
  return guess;
}

/** The cards the player's open hand will be dealt (the test reads the secret seed the server holds). */
async function dealtCards(playerId: number, nonce: number, count: number): Promise<Card[]> {
  const pair = await t.db.execute<{ server_seed: string; client_seed: string }>(
    sql`SELECT server_seed, client_seed FROM casino_seed_pairs WHERE user_id = ${playerId} AND revealed_at IS NULL`,
  );
  const secret = pair.rows[0];
  if (!secret) throw new Error('no seeds');
  return deriveHiloCards({ serverSeed: secret.server_seed, clientSeed: secret.client_seed, nonce, count });
}

async function secretStateOf(roundId: number): Promise<{ mines?: number[] }> {
  const found = await t.db.execute<{ state: { mines?: number[] } }>(sql`SELECT state FROM casino_rounds WHERE id = ${roundId}`);
  return found.rows[0]?.state ?? {};
}

describe('house games through the in-frame API', () => {
  it('shows the seed hash before play, and the frame session, balance and nonce', async () => {
    const p = await playerAtTable(t, 500, 'dice');
    const res = await t.app.inject({ method: 'GET', url: '/api/casino/house/session', headers: p.frame });
    expect(res.json().data).toMatchObject({ user_id: p.id, balance: 500, is_expired: false, fairness: { server_seed: null, nonce: 0 } });
    expect(res.json().data.fairness.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rolls dice: takes the stake, pays by the stated multiplier, and the roll verifies from the revealed seed', async () => {
    const p = await playerAtTable(t, 1000, 'dice');
    const { status, body } = await p.post('/api/casino/house/dice/roll', { stake: 100, target: 50.5, direction: 'under' });
    expect(status).toBe(200);
    const round: HouseRound = body.data.round;
    expect(round).toMatchObject({ game: 'dice', stake: 100, params: { target: 50.5, direction: 'under' }, fairness: { server_seed: null, nonce: 0 } });
    expect(body.data.balance).toBe(1000 - 100 + round.payout);
    expect(await mainRupees(t, p.id)).toBe(body.data.balance);

    const revealed = await revealRound(p, round.id);
    const expected = settleDice(await deriveDiceRoll(seedsOf(revealed)), { target: 50.5, direction: 'under' });
    expect(revealed.result).toEqual({ roll: expected.roll });
    expect(revealed.status).toBe(expected.won ? 'won' : 'lost');
    expect(revealed.payout * 100).toBe(payoutPaise(10_000, expected.multiplier));
  });

  it('drops plinko balls along the path the seeds give, paying the published table', async () => {
    const p = await playerAtTable(t, 1000, 'plinko');
    let balance = 1000;
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { body } = await p.post('/api/casino/house/plinko/drop', { stake: 10, rows: 12, risk: 'high' });
      balance = balance - 10 + body.data.round.payout;
      expect(body.data.balance).toBeCloseTo(balance, 2);
      // Won only when it paid back the stake or more: a 0.3× drop returns something and is lost.
      expect(body.data.round.status).toBe(body.data.round.payout >= 10 ? 'won' : 'lost');
      expect(body.data.round.fairness.nonce).toBe(i);
      ids.push(body.data.round.id);
    }
    for (const id of ids) {
      const revealed = await revealRound(p, id);
      const drop = await derivePlinkoDrop({ ...seedsOf(revealed), rows: 12 });
      expect(revealed.result).toEqual({ path: drop.path, bucket: drop.bucket });
      expect(revealed.multiplier).toBe(plinkoMultiplier(12, 'high', drop.bucket));
    }
    expect(await mainRupees(t, p.id)).toBeCloseTo(balance, 2);
  });

  it('plays mines to a cash-out: the mine cells stay secret until the end and verify from the seeds', async () => {
    const p = await playerAtTable(t, 1000);
    const start = await p.post('/api/casino/house/mines/start', { stake: 200, mines: 3 });
    expect(start.status).toBe(200);
    const round: HouseRound = start.body.data.round;
    expect(start.body.data.balance).toBe(800);
    expect(round.result).toEqual({ revealed: [] });
    expect(JSON.stringify(start.body)).not.toContain('"mines":[');

    const mines = (await secretStateOf(round.id)).mines ?? [];
    const safe = [...Array(25).keys()].filter((cell) => !mines.includes(cell)).slice(0, 2);
    for (const cell of safe) {
      const revealed = await p.post('/api/casino/house/mines/reveal', { round_id: round.id, cell });
      expect(revealed.body.data.round.status).toBe('open');
    }
    const again = await p.post('/api/casino/house/mines/reveal', { round_id: round.id, cell: safe[0] });
    expect(again.status).toBe(400);
    const cashout = await p.post('/api/casino/house/mines/cashout', { round_id: round.id });
    const multiplier = minesMultiplier(3, 2);
    expect(cashout.body.data.round).toMatchObject({ status: 'won', multiplier, payout: payoutPaise(20_000, multiplier) / 100 });
    expect(cashout.body.data.round.result.mines).toEqual(mines);
    expect(await mainRupees(t, p.id)).toBe((80_000 + payoutPaise(20_000, multiplier)) / 100);

    const revealed = await revealRound(p, round.id);
    expect(await deriveMines({ ...seedsOf(revealed), mineCount: 3 })).toEqual(mines);
  });

  it('loses a mines round on a mine and refuses a second open round or a cash-out after it', async () => {
    const p = await playerAtTable(t, 100);
    const start = await p.post('/api/casino/house/mines/start', { stake: 50, mines: 5 });
    const roundId = start.body.data.round.id;
    expect((await p.post('/api/casino/house/mines/start', { stake: 10, mines: 5 })).status).toBe(409);
    const [mine] = (await secretStateOf(roundId)).mines ?? [];
    const hit = await p.post('/api/casino/house/mines/reveal', { round_id: roundId, cell: mine });
    expect(hit.body.data.round).toMatchObject({ status: 'lost', payout: 0 });
    expect(hit.body.data.balance).toBe(50);
    expect((await p.post('/api/casino/house/mines/cashout', { round_id: roundId })).status).toBe(404);
  });

  it('plays hi-lo: right guesses raise the multiplier, the cards verify from the seeds', async () => {
    const p = await playerAtTable(t, 1000, 'hilo');
    const start = await p.post('/api/casino/house/hilo/start', { stake: 100 });
    const roundId: number = start.body.data.round.id;
    const pair = await t.db.execute<{ server_seed: string; client_seed: string }>(
      sql`SELECT server_seed, client_seed FROM casino_seed_pairs WHERE user_id = ${p.id} AND revealed_at IS NULL`,
    );
    const secret = pair.rows[0];
    if (!secret) throw new Error('no seeds');
    const cards = await deriveHiloCards({ serverSeed: secret.server_seed, clientSeed: secret.client_seed, nonce: 0, count: 3 });
    expect(start.body.data.round.result.cards).toEqual([cards[0]]);
    const winning: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const current = cards[i];
      const next = cards[i + 1];
      if (!current || !next) throw new Error('cards');
      // The right guess: on an ace or a king an "or same" guess is certain and not offered, so
      // the same card again is guessed 'same' (a strict 'higher' on ace-ace would lose).
      const isEdge = current.rank === 1 || current.rank === 13;
      const guess =
        isEdge && next.rank === current.rank
          ? 'same'
          : next.rank >= current.rank
            ? current.rank === 1
              ? 'higher'
              : 'higher-or-same'
            : current.rank === 13
              ? 'lower'
              : 'lower-or-same';
      winning.push(
        guess === 'same'
          ? 1
          : guess === 'higher-or-same'
            ? 14 - current.rank
            : guess === 'lower-or-same'
              ? current.rank
              : guess === 'higher'
                ? 13 - current.rank
                : current.rank - 1,
      );
      const res = await p.post('/api/casino/house/hilo/guess', { round_id: roundId, guess });
      expect(res.body.data.round.status).toBe('open');
      expect(res.body.data.round.cashout_multiplier).toBe(hiloMultiplier(winning));
    }
    const cashout = await p.post('/api/casino/house/hilo/cashout', { round_id: roundId });
    const payout = payoutPaise(10_000, hiloMultiplier(winning)) / 100;
    expect(cashout.body.data).toMatchObject({ round: { status: 'won', payout }, balance: (90_000 + payout * 100) / 100 });
    const revealed = await revealRound(p, roundId);
    expect(revealed.result.cards).toEqual(await deriveHiloCards({ ...seedsOf(revealed), count: 3 }));
  });

  it('skips a card without moving money or the multiplier; a right guess after it cashes out through the ledger and the hand replays with its skips', async () => {
    const p = await playerAtTable(t, 1000, 'hilo');
    const start = await p.post('/api/casino/house/hilo/start', { stake: 100 });
    const roundId: number = start.body.data.round.id;
    const cards = await dealtCards(p.id, 0, 4);
    const at = (index: number) => {
      const card = cards[index];
      if (!card) throw new Error(`no card ${index}`);
      return card;
    };

    const skipped = await p.post('/api/casino/house/hilo/skip', { round_id: roundId });
    expect(skipped.status).toBe(200);
    expect(skipped.body.data).toMatchObject({
      round: { status: 'open', cashout_multiplier: 0, result: { cards: [at(0), at(1)], guesses: ['skip'] } },
      balance: 900,
    });
    expect((await p.post('/api/casino/house/hilo/cashout', { round_id: roundId })).status).toBe(400); // a skip is not a right guess

    const guess = guessThat(true, at(1), at(2));
    const multiplier = hiloMultiplier([countWinningRanks(at(1).rank, guess)]);
    const guessed = await p.post('/api/casino/house/hilo/guess', { round_id: roundId, guess });
    expect(guessed.body.data.round).toMatchObject({ status: 'open', cashout_multiplier: multiplier });
    const again = await p.post('/api/casino/house/hilo/skip', { round_id: roundId });
    expect(again.body.data).toMatchObject({ round: { cashout_multiplier: multiplier, result: { guesses: ['skip', guess, 'skip'] } }, balance: 900 });
    expect(await mainRupees(t, p.id)).toBe(900);

    const cashout = await p.post('/api/casino/house/hilo/cashout', { round_id: roundId });
    const payout = payoutPaise(10_000, multiplier);
    expect(cashout.body.data).toMatchObject({ round: { status: 'won', multiplier, payout: payout / 100 }, balance: (90_000 + payout) / 100 });
    expect(await mainRupees(t, p.id)).toBe((90_000 + payout) / 100);
    const moved = await t.db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM casino_wallet_transactions WHERE round_id = ${`hilo:${roundId}`}`);
    expect(Number(moved.rows[0]?.n)).toBe(2); // the stake and the win: the skips moved nothing

    const revealed = await revealRound(p, roundId);
    const replayed = playHilo({ cards: await deriveHiloCards({ ...seedsOf(revealed), count: 4 }), guesses: revealed.result.guesses as HiloMove[] });
    expect(replayed).toEqual({ busted: false, rightGuesses: 1, multiplier: revealed.multiplier });
  });

  it(`refuses a skip on a finished hand, and more than ${HILO_MAX_SKIPS} skips in one`, async () => {
    const p = await playerAtTable(t, 1000, 'hilo');
    const lost = (await p.post('/api/casino/house/hilo/start', { stake: 10 })).body.data.round.id as number;
    const [first, second] = await dealtCards(p.id, 0, 2);
    if (!first || !second) throw new Error('cards');
    expect((await p.post('/api/casino/house/hilo/guess', { round_id: lost, guess: guessThat(false, first, second) })).body.data.round.status).toBe('lost');
    const late = await p.post('/api/casino/house/hilo/skip', { round_id: lost });
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ success: false });
    expect(await mainRupees(t, p.id)).toBe(990);

    const open = (await p.post('/api/casino/house/hilo/start', { stake: 10 })).body.data.round.id as number;
    for (let i = 0; i < HILO_MAX_SKIPS; i += 1) expect((await p.post('/api/casino/house/hilo/skip', { round_id: open })).status).toBe(200);
    const tooMany = await p.post('/api/casino/house/hilo/skip', { round_id: open });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(`You can skip at most ${HILO_MAX_SKIPS} cards a hand`);
    const hand = (await t.app.inject({ method: 'GET', url: '/api/casino/house/hilo/active', headers: p.frame })).json().data.round;
    expect(hand.result.cards).toEqual(await dealtCards(p.id, 1, HILO_MAX_SKIPS + 1));
    expect(await mainRupees(t, p.id)).toBe(980);
  });

  it('refuses a stake above the balance and moves nothing', async () => {
    const p = await playerAtTable(t, 5, 'dice');
    const { status, body } = await p.post('/api/casino/house/dice/roll', { stake: 5.01, target: 50, direction: 'over' });
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, message: 'Insufficient balance' });
    expect(await mainRupees(t, p.id)).toBe(5);
    const rounds = await t.app.inject({ method: 'GET', url: '/api/casino/fairness/rounds', headers: p.auth });
    expect(rounds.json().data.total).toBe(0);
  });

  it('needs the game session: no token, the sign-in token, or an aggregator session are refused', async () => {
    const p = await playerAtTable(t, 100, 'dice');
    const roll = { stake: 1, target: 50, direction: 'over' };
    expect((await t.app.inject({ method: 'POST', url: '/api/casino/house/dice/roll', payload: roll })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/casino/house/dice/roll', headers: p.auth, payload: roll })).statusCode).toBe(401);
    expect(await mainRupees(t, p.id)).toBe(100);
  });

  it('replays a roll sent twice with one Idempotency-Key and takes the stake once', async () => {
    const p = await playerAtTable(t, 100, 'dice');
    const key = { 'idempotency-key': `dice-${p.id}` };
    const first = await p.post('/api/casino/house/dice/roll', { stake: 10, target: 50, direction: 'over' }, key);
    const second = await p.post('/api/casino/house/dice/roll', { stake: 10, target: 50, direction: 'over' }, key);
    expect(second.body).toEqual(first.body);
    expect(await mainRupees(t, p.id)).toBe(first.body.data.balance);
  });

  it('lets the player change the client seed, which reveals the old server seed, but not while a round is open', async () => {
    const p = await playerAtTable(t, 100);
    const before = (await t.app.inject({ method: 'GET', url: '/api/casino/fairness', headers: p.frame })).json().data.active;
    const start = await p.post('/api/casino/house/mines/start', { stake: 1, mines: 1 });
    const blocked = await t.app.inject({ method: 'POST', url: '/api/casino/fairness/rotate', headers: p.auth, payload: { client_seed: 'my-lucky-seed' } });
    expect(blocked.statusCode).toBe(409);
    const mines = (await secretStateOf(start.body.data.round.id)).mines ?? [];
    const safe = [...Array(25).keys()].find((cell) => !mines.includes(cell));
    await p.post('/api/casino/house/mines/reveal', { round_id: start.body.data.round.id, cell: safe });
    await p.post('/api/casino/house/mines/cashout', { round_id: start.body.data.round.id });
    const rotated = await t.app.inject({ method: 'POST', url: '/api/casino/fairness/rotate', headers: p.auth, payload: { client_seed: 'my-lucky-seed' } });
    expect(rotated.json().data.revealed).toMatchObject({ server_seed_hash: before.server_seed_hash, nonce: 1 });
    expect(await hashServerSeed(rotated.json().data.revealed.server_seed)).toBe(before.server_seed_hash);
    expect(rotated.json().data.active).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0, server_seed: null });
    expect(rotated.json().data.active.server_seed_hash).not.toBe(before.server_seed_hash);
  });

  it("never shows one player's rounds to another", async () => {
    const p = await playerAtTable(t, 100, 'dice');
    const { body } = await p.post('/api/casino/house/dice/roll', { stake: 1, target: 50, direction: 'over' });
    const other = await createPlayer(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/casino/fairness/rounds/${body.data.round.id}`, headers: other.auth });
    expect(res.statusCode).toBe(404);
  });

  it('refuses stakes on a title the operator disabled', async () => {
    const p = await playerAtTable(t, 100, 'dice');
    await t.db.execute(sql`UPDATE casino_games SET is_enabled = false WHERE uid = 'dice'`);
    const res = await p.post('/api/casino/house/dice/roll', { stake: 1, target: 50, direction: 'over' });
    await t.db.execute(sql`UPDATE casino_games SET is_enabled = true WHERE uid = 'dice'`);
    expect(res.status).toBe(422);
    expect(await mainRupees(t, p.id)).toBe(100);
  });
});
