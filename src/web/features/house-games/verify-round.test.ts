import { beforeAll, describe, expect, it } from 'vitest';
import {
  crashPointFromHash,
  deriveDiceRoll,
  deriveWingoNumber,
  playHilo,
  wingoColours,
  wingoSize,
  deriveHiloCards,
  deriveMines,
  derivePlinkoDrop,
  hashServerSeed,
  MAX_WIN_PAISE,
  payoutPaise,
  plinkoMultiplier,
  settleDice,
} from '@shared/fairness';
import { toPaise, toRupees } from '@shared/money';
import type { HouseRound } from '@shared/schemas/casino';
import { activateLanguage } from '@web/i18n/i18n';
import { selectionLabel, type ColorRound } from './color-logic';
import { verifyColorPeriod, verifyRound, verifySharedBet } from './verify-round';

// Rounds built the way the server builds them (same shared functions, real HMAC), then the
// verifier must accept them as they are and refuse each kind of tampering.

const serverSeed = 'b6a4b1e54f0d6c2f1f4f0c9a7d2e3b5a6c7d8e9f0a1b2c3d4e5f60718293a4b5';
const clientSeed = 'lucky-player';

async function baseRound(game: HouseRound['game'], nonce: number): Promise<HouseRound> {
  return {
    id: 1,
    game,
    status: 'lost',
    stake: 10,
    payout: 0,
    multiplier: 0,
    params: {},
    result: {},
    created_at: '2025-01-01T00:00:00.000Z',
    settled_at: '2025-01-01T00:00:00.000Z',
    fairness: { server_seed_hash: await hashServerSeed(serverSeed), server_seed: serverSeed, client_seed: clientSeed, nonce },
  };
}

async function diceRound(nonce = 3): Promise<HouseRound> {
  const bet = { target: 50, direction: 'under' as const };
  const settled = settleDice(await deriveDiceRoll({ serverSeed, clientSeed, nonce }), bet);
  const round = await baseRound('dice', nonce);
  const payout = toRupees(payoutPaise(toPaise(10), settled.multiplier));
  return { ...round, status: settled.won ? 'won' : 'lost', params: bet, result: { roll: settled.roll }, multiplier: settled.multiplier, payout };
}

/** A nonce whose roll is under 1: a 99x dice win, so a big stake passes the maximum win. */
async function firstWinningNonce(): Promise<number> {
  for (let nonce = 0; nonce < 5000; nonce += 1) if ((await deriveDiceRoll({ serverSeed, clientSeed, nonce })) < 1) return nonce;
  throw new Error('no winning nonce in range');
}

// The outcomes are described through Lingui: the test reads English.
beforeAll(() => activateLanguage('en', { remember: false }));

describe('verifyRound', () => {
  it('matches an honest dice round and says what it recomputed', async () => {
    const round = await diceRound();
    const check = await verifyRound(round);
    expect(check).toMatchObject({ status: 'checked', hashMatches: true, outcomeMatches: true, payoutMatches: true, isMatch: true });
    expect(check.status === 'checked' && check.computed).toBe(`roll ${Number(round.result.roll).toFixed(2)}`);
  });

  it('refuses a dice round whose roll, payout or hash was changed', async () => {
    const round = await diceRound();
    const otherRoll = { ...round, result: { roll: (Number(round.result.roll) + 1) % 100 } };
    expect(await verifyRound(otherRoll)).toMatchObject({ outcomeMatches: false, isMatch: false });
    const overpaid = { ...round, payout: round.payout + 1 };
    expect(await verifyRound(overpaid)).toMatchObject({ outcomeMatches: true, payoutMatches: false, isMatch: false });
    const otherHash = { ...round, fairness: { ...round.fairness, server_seed_hash: await hashServerSeed('another seed') } };
    expect(await verifyRound(otherHash)).toMatchObject({ hashMatches: false, isMatch: false });
    const otherNonce = { ...round, fairness: { ...round.fairness, nonce: round.fairness.nonce + 1 } };
    expect(await verifyRound(otherNonce)).toMatchObject({ hashMatches: true, outcomeMatches: false, isMatch: false });
  });

  it('matches a winning round paid at the published maximum win, and refuses the uncapped payout', async () => {
    const nonce = await firstWinningNonce();
    const bet = { target: 1, direction: 'under' as const };
    const settled = settleDice(await deriveDiceRoll({ serverSeed, clientSeed, nonce }), bet);
    const stake = 50_000;
    const round = {
      ...(await baseRound('dice', nonce)),
      stake,
      status: 'won' as const,
      params: bet,
      result: { roll: settled.roll },
      multiplier: settled.multiplier,
    };
    expect(payoutPaise(toPaise(stake), settled.multiplier)).toBeGreaterThan(MAX_WIN_PAISE);
    expect(await verifyRound({ ...round, payout: toRupees(MAX_WIN_PAISE) })).toMatchObject({ payoutMatches: true, isMatch: true });
    expect(await verifyRound({ ...round, payout: toRupees(payoutPaise(toPaise(stake), settled.multiplier)) })).toMatchObject({ payoutMatches: false });
  });

  it('cannot check a round before its server seed is revealed', async () => {
    const round = await diceRound();
    expect(await verifyRound({ ...round, fairness: { ...round.fairness, server_seed: null } })).toEqual({ status: 'unrevealed' });
  });

  it('replays plinko: path, bucket and the table multiplier', async () => {
    const drop = await derivePlinkoDrop({ serverSeed, clientSeed, nonce: 7, rows: 12 });
    const multiplier = plinkoMultiplier(12, 'high', drop.bucket);
    const round = {
      ...(await baseRound('plinko', 7)),
      status: 'won' as const,
      params: { rows: 12, risk: 'high' },
      result: { path: drop.path, bucket: drop.bucket },
      multiplier,
      payout: toRupees(payoutPaise(toPaise(10), multiplier)),
    };
    expect(await verifyRound(round)).toMatchObject({ isMatch: true });
    const flipped = drop.path.map((step, row) => (row === 0 ? (step === 'left' ? 'right' : 'left') : step));
    expect(await verifyRound({ ...round, result: { path: flipped, bucket: drop.bucket } })).toMatchObject({ outcomeMatches: false, isMatch: false });
  });

  it('replays mines: a round lost on the first mine, and a changed mine cell', async () => {
    const mines = await deriveMines({ serverSeed, clientSeed, nonce: 0, mineCount: 3 });
    const first = mines[0] ?? 0;
    const round = { ...(await baseRound('mines', 0)), params: { mines: 3 }, result: { revealed: [first], mines } };
    expect(await verifyRound(round)).toMatchObject({ isMatch: true, computed: `mines at ${mines.map((cell) => cell + 1).join(', ')}` });
    const moved = [...mines.slice(1), ((mines[0] ?? 0) + 1) % 25].filter((cell, index, all) => all.indexOf(cell) === index);
    expect(await verifyRound({ ...round, result: { revealed: [first], mines: moved } })).toMatchObject({ outcomeMatches: false, isMatch: false });
  });

  it('replays hi-lo: the cards dealt and a busted guess', async () => {
    const cards = await deriveHiloCards({ serverSeed, clientSeed, nonce: 2, count: 2 });
    const [first, second] = cards;
    if (!first || !second) throw new Error('no cards');
    // A guess that loses against the dealt second card, allowed on the first.
    const guess = second.rank > first.rank ? 'lower' : second.rank < first.rank ? 'higher' : first.rank === 1 ? 'higher' : 'lower';
    const round = { ...(await baseRound('hilo', 2)), result: { cards, guesses: [guess] } };
    expect(await verifyRound(round)).toMatchObject({ isMatch: true });
    const otherCard = { ...round, result: { cards: [first, { ...second, index: (second.index + 4) % 52 }], guesses: [guess] } };
    expect(await verifyRound(otherCard)).toMatchObject({ outcomeMatches: false, isMatch: false });
  });
});

describe('verifyRound with hi-lo skips', () => {
  it('replays a hand with skips: the guess after a skip is judged against the card after the skipped one', async () => {
    const cards = await deriveHiloCards({ serverSeed, clientSeed, nonce: 4, count: 4 });
    const [first, second, third, fourth] = cards;
    if (!first || !second || !third || !fourth) throw new Error('no cards');
    // Skip the first card, guess right on the second, skip the third, cash out.
    const guess =
      third.rank >= second.rank
        ? second.rank === 1
          ? third.rank === 1
            ? 'same'
            : 'higher'
          : 'higher-or-same'
        : second.rank === 13
          ? 'lower'
          : 'lower-or-same';
    const multiplier = playHilo({ cards, guesses: ['skip', guess, 'skip'] }).multiplier;
    expect(multiplier).toBeGreaterThan(1);
    const payout = toRupees(payoutPaise(toPaise(10), multiplier));
    const round = { ...(await baseRound('hilo', 4)), status: 'won' as const, multiplier, payout, result: { cards, guesses: ['skip', guess, 'skip'] } };
    expect(await verifyRound(round)).toMatchObject({ isMatch: true, outcomeMatches: true, payoutMatches: true });
    // The same moves without the first skip would put the guess on another card: a different hand.
    expect(await verifyRound({ ...round, result: { cards, guesses: [guess, 'skip'] } })).toMatchObject({ isMatch: false });
    // A skipped card swapped for another is caught like any other card.
    const swapped = [first, { ...second, index: (second.index + 4) % 52 }, third, fourth];
    expect(await verifyRound({ ...round, result: { cards: swapped, guesses: ['skip', guess, 'skip'] } })).toMatchObject({
      outcomeMatches: false,
      isMatch: false,
    });
  });
});

describe('verifySharedBet', () => {
  const bet = { bet_id: 1, choice: null, stake: 10, payout: 0, status: 'lost', created_at: '2025-01-01T00:00:00.000Z' };

  it('recomputes a crash point from the game hash and refuses another one', async () => {
    const hash = 'c'.repeat(64);
    const outcome = await crashPointFromHash(hash);
    expect(await verifySharedBet({ ...bet, game: 'crash', round: '5', server_seed_hash: null, server_seed: hash, outcome })).toMatchObject({
      isMatch: true,
      computed: `crash at ${outcome.toFixed(2)}×`,
    });
    expect(await verifySharedBet({ ...bet, game: 'crash', round: '5', server_seed_hash: null, server_seed: hash, outcome: outcome + 1 })).toMatchObject({
      isMatch: false,
    });
    expect(await verifySharedBet({ ...bet, game: 'crash', round: '5', server_seed_hash: null, server_seed: null, outcome: null })).toEqual({
      status: 'unrevealed',
    });
  });

  it('checks a colour period: seed against its hash, number from seed and period', async () => {
    const seed = 'd'.repeat(64);
    const number = await deriveWingoNumber({ serverSeed: seed, clientSeed: '20260101001', nonce: 0 });
    const colour = {
      ...bet,
      game: 'color-prediction' as const,
      round: '20260101001',
      server_seed_hash: await hashServerSeed(seed),
      server_seed: seed,
      outcome: number,
    };
    expect(await verifySharedBet(colour)).toMatchObject({ isMatch: true, hashMatches: true, outcomeMatches: true });
    expect(await verifySharedBet({ ...colour, outcome: (number + 1) % 10 })).toMatchObject({ outcomeMatches: false, isMatch: false });
    expect(await verifySharedBet({ ...colour, server_seed_hash: await hashServerSeed('x') })).toMatchObject({ hashMatches: false, isMatch: false });
  });
});

describe('verifyColorPeriod', () => {
  const seed = 'e'.repeat(64);
  async function drawnPeriod(): Promise<ColorRound> {
    const period = '202601010042';
    const number = await deriveWingoNumber({ serverSeed: seed, clientSeed: period, nonce: 0 });
    const times = { starts_at: '2026-01-01T00:41:00.000Z', closes_at: '2026-01-01T00:41:55.000Z', ends_at: '2026-01-01T00:42:00.000Z' };
    return {
      period,
      phase: 'settled',
      ...times,
      server_seed_hash: await hashServerSeed(seed),
      server_seed: seed,
      client_seed: period,
      nonce: 0,
      number,
      colours: wingoColours(number),
      size: wingoSize(number),
    };
  }

  it('verifies a drawn period nobody needs to have bet on: hash, number, colours and size', async () => {
    const round = await drawnPeriod();
    const check = await verifyColorPeriod(round);
    expect(check).toMatchObject({ status: 'checked', isMatch: true, hashMatches: true, outcomeMatches: true, payoutMatches: null });
    expect(check).toMatchObject({
      computed: `number ${round.number} (${wingoColours(round.number ?? 0)
        .map(selectionLabel)
        .join(' + ')}, ${selectionLabel(wingoSize(round.number ?? 0))})`,
    });
  });

  it('refuses a period whose number, colours, seed or period was changed', async () => {
    const round = await drawnPeriod();
    const number = round.number ?? 0;
    expect(await verifyColorPeriod({ ...round, number: (number + 1) % 10 })).toMatchObject({ outcomeMatches: false, isMatch: false });
    expect(await verifyColorPeriod({ ...round, size: wingoSize(number) === 'big' ? 'small' : 'big' })).toMatchObject({ outcomeMatches: false, isMatch: false });
    expect(await verifyColorPeriod({ ...round, server_seed: 'f'.repeat(64) })).toMatchObject({ hashMatches: false, isMatch: false });
    // The number comes from the period itself, not from a client seed the server could choose.
    let otherPeriod = 43;
    while ((await deriveWingoNumber({ serverSeed: seed, clientSeed: `2026010100${otherPeriod}`, nonce: 0 })) === number) otherPeriod += 1;
    expect(await verifyColorPeriod({ ...round, period: `2026010100${otherPeriod}` })).toMatchObject({ outcomeMatches: false, isMatch: false });
  });

  it('says a period not drawn yet cannot be checked', async () => {
    const round = await drawnPeriod();
    expect(await verifyColorPeriod({ ...round, phase: 'betting', server_seed: null, number: null, colours: null, size: null })).toEqual({
      status: 'unrevealed',
    });
  });
});
