import { t } from '@lingui/core/macro';
import {
  cardFromIndex,
  crashPointFromHash,
  deriveDiceRoll,
  deriveHiloCards,
  deriveMines,
  deriveWingoNumber,
  derivePlinkoDrop,
  hashServerSeed,
  cappedPayoutPaise,
  playHilo,
  plinkoMultiplier,
  settleDice,
  settleMines,
  type HiloMove,
  type PlinkoRisk,
  type RoundSeeds,
  wingoColours,
  wingoSize,
} from '@shared/fairness';
import { toPaise } from '@shared/money';
import type { HouseRound, SharedBet } from '@shared/schemas/casino';
import { selectionLabel, type ColorRound } from './color-logic';

// The Fairness page's check of a past round, done in the browser with the same shared outcome
// functions the server uses: sha256(server seed) must equal the hash shown before play, and the
// outcome, multiplier and payout recomputed from (server seed, client seed, nonce) must equal
// what the round recorded. Nothing here trusts the server beyond the seeds it revealed.

export type Verification =
  | { status: 'unrevealed' }
  | {
      status: 'checked';
      /** sha256(server seed) equals the hash shown before play (null for crash: its hash is checked on the chain). */
      hashMatches: boolean | null;
      /** The recomputed outcome equals the recorded one. */
      outcomeMatches: boolean;
      /** The recomputed multiplier and payout equal the recorded ones (null: nothing was paid on it, a colour period). */
      payoutMatches: boolean | null;
      computed: string;
      recorded: string;
      /** Every check passed. */
      isMatch: boolean;
    };

type Outcome = { text: string; multiplier: number };

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
const describeCells = (cells: readonly number[]) => (cells.length === 0 ? t`none` : cells.map((cell) => cell + 1).join(', '));

async function recompute(round: HouseRound, seeds: RoundSeeds): Promise<{ computed: Outcome; recorded: string }> {
  const { params, result } = round;
  switch (round.game) {
    case 'dice': {
      const bet = { target: Number(params.target), direction: params.direction === 'over' ? 'over' : 'under' } as const;
      const settled = settleDice(await deriveDiceRoll(seeds), bet);
      return { computed: { text: t`roll ${settled.roll.toFixed(2)}`, multiplier: settled.multiplier }, recorded: t`roll ${Number(result.roll).toFixed(2)}` };
    }
    case 'plinko': {
      const rows = Number(params.rows);
      const drop = await derivePlinkoDrop({ ...seeds, rows });
      const path = (list: readonly unknown[]) => list.map((step) => (step === 'right' ? 'R' : 'L')).join('');
      const recordedPath = Array.isArray(result.path) ? result.path : [];
      return {
        computed: { text: t`bucket ${drop.bucket} (${path(drop.path)})`, multiplier: plinkoMultiplier(rows, params.risk as PlinkoRisk, drop.bucket) },
        recorded: t`bucket ${Number(result.bucket)} (${path(recordedPath)})`,
      };
    }
    case 'mines': {
      const mines = await deriveMines({ ...seeds, mineCount: Number(params.mines) });
      const settled = settleMines({ mines, revealed: numbers(result.revealed) });
      return {
        computed: { text: t`mines at ${describeCells(mines)}`, multiplier: settled.multiplier },
        recorded: t`mines at ${describeCells(numbers(result.mines).sort((a, b) => a - b))}`,
      };
    }
    case 'hilo': {
      const shown = Array.isArray(result.cards) ? result.cards.map((card) => Number((card as { index?: unknown }).index)) : [];
      const guesses = (Array.isArray(result.guesses) ? result.guesses : []) as HiloMove[];
      const cards = await deriveHiloCards({ ...seeds, count: Math.max(1, shown.length) });
      const played = playHilo({ cards, guesses });
      const label = (list: readonly number[]) => list.map((index) => cardFromIndex(index).label).join(' ');
      return { computed: { text: t`cards ${label(cards.map((card) => card.index))}`, multiplier: played.multiplier }, recorded: t`cards ${label(shown)}` };
    }
  }
}

export async function verifyRound(round: HouseRound): Promise<Verification> {
  const serverSeed = round.fairness.server_seed;
  if (!serverSeed || round.status === 'open') return { status: 'unrevealed' };
  const hashMatches = (await hashServerSeed(serverSeed)) === round.fairness.server_seed_hash;
  let computed: Outcome;
  let recorded: string;
  try {
    ({ computed, recorded } = await recompute(round, { serverSeed, clientSeed: round.fairness.client_seed, nonce: round.fairness.nonce }));
  } catch (error) {
    // A round whose recorded data cannot even be replayed does not verify.
    const reason = error instanceof Error ? error.message : t`cannot be replayed`;
    return { status: 'checked', hashMatches, outcomeMatches: false, payoutMatches: false, computed: reason, recorded: '', isMatch: false };
  }
  const outcomeMatches = computed.text === recorded;
  const payoutMatches = computed.multiplier === round.multiplier && cappedPayoutPaise(toPaise(round.stake), computed.multiplier) === toPaise(round.payout);
  return {
    status: 'checked',
    hashMatches,
    outcomeMatches,
    payoutMatches,
    computed: computed.text,
    recorded,
    isMatch: hashMatches && outcomeMatches && payoutMatches,
  };
}

/** The colour period's number is HMAC(server seed, "period:0:0"): the period is the client seed, the nonce 0. */
const COLOR_NONCE = 0;

const failedCheck = (error: unknown): Verification => ({
  status: 'checked',
  hashMatches: false,
  outcomeMatches: false,
  payoutMatches: false,
  computed: error instanceof Error ? error.message : t`cannot be replayed`,
  recorded: '',
  isMatch: false,
});

/** A colour period's draw: sha256(seed) is the hash shown while bets were open, the number comes from seed and period. */
async function checkColorDraw(
  draw: { period: string; serverSeed: string; serverSeedHash: string | null; recorded: string },
  describe: (number: number) => string,
) {
  const hashMatches = (await hashServerSeed(draw.serverSeed)) === draw.serverSeedHash;
  const number = await deriveWingoNumber({ serverSeed: draw.serverSeed, clientSeed: draw.period, nonce: COLOR_NONCE });
  const computed = describe(number);
  const outcomeMatches = computed === draw.recorded;
  return { hashMatches, outcomeMatches, computed };
}

const describeNumber = (number: number) => t`number ${number}`;

/**
 * Crash: the crash point recomputed from the round's game hash (which the next round's hash
 * commits to on the published chain). Colour: sha256(seed) equals the hash shown while bets were
 * open, and the number recomputed from seed and period equals the drawn one.
 */
export async function verifySharedBet(bet: SharedBet): Promise<Verification> {
  if (!bet.server_seed || bet.outcome === null) return { status: 'unrevealed' };
  try {
    if (bet.game === 'crash') {
      const crashPoint = await crashPointFromHash(bet.server_seed);
      const outcomeMatches = crashPoint === bet.outcome;
      return {
        status: 'checked',
        hashMatches: null,
        outcomeMatches,
        payoutMatches: true,
        computed: t`crash at ${crashPoint.toFixed(2)}×`,
        recorded: t`crash at ${bet.outcome.toFixed(2)}×`,
        isMatch: outcomeMatches,
      };
    }
    const recorded = describeNumber(bet.outcome);
    const { hashMatches, outcomeMatches, computed } = await checkColorDraw(
      { period: bet.round, serverSeed: bet.server_seed, serverSeedHash: bet.server_seed_hash, recorded },
      describeNumber,
    );
    return { status: 'checked', hashMatches, outcomeMatches, payoutMatches: true, computed, recorded, isMatch: hashMatches && outcomeMatches };
  } catch (error) {
    return failedCheck(error);
  }
}

/** A drawn colour period (anyone's, bet on or not): its seed, number, colours and size. */
export async function verifyColorPeriod(round: ColorRound): Promise<Verification> {
  if (!round.server_seed || round.number === null) return { status: 'unrevealed' };
  const describeDraw = (number: number, colours: readonly string[] | null, size: string | null) => {
    const colourNames = (colours ?? []).map(selectionLabel).join(' + ') || '?';
    const sizeName = size ? selectionLabel(size) : '?';
    return t`number ${number} (${colourNames}, ${sizeName})`;
  };
  const recorded = describeDraw(round.number, round.colours, round.size);
  try {
    const check = await checkColorDraw({ period: round.period, serverSeed: round.server_seed, serverSeedHash: round.server_seed_hash, recorded }, (number) =>
      describeDraw(number, wingoColours(number), wingoSize(number)),
    );
    // A period has no payout of its own: each bet on it is checked with the player's bets.
    return { status: 'checked', ...check, payoutMatches: null, recorded, isMatch: check.hashMatches && check.outcomeMatches };
  } catch (error) {
    return failedCheck(error);
  }
}
