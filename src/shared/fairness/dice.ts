import { assertUnitFloat, generateFloats, type RoundSeeds } from './hmac';
import { multiplierFromRatio } from './payout';

// Dice: one float gives a roll from 0.00 to 100.00; the player bets the roll lands under or over
// a target. Payout formula: multiplier = (1 − edge) / win chance, floored to 4 decimals, where
// win chance is the EXACT probability (winning rolls / 10001). Quoting the win chance as the target
// (50% for "under 50"), as many sites do, while the roll has 10001 values quietly adds ~0.01% to the
// edge; counting rolls keeps the stated 1% honest. Exact RTP of every bet is in (98.99%, 99.00%].

export const DICE_HOUSE_EDGE = 0.01;
/** Rolls are hundredths from 0 to 10000 inclusive: 10001 equally likely values. */
export const DICE_OUTCOMES = 10_001;
/** Win chance between 0.01% and 98%, as the big casinos allow (multipliers 1.0102× to 9900.99×). */
export const DICE_MIN_WINNING_ROLLS = 1;
export const DICE_MAX_WINNING_ROLLS = 9_800;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  /** 0.01 to 99.99, at most two decimals. */
  readonly target: number;
  /** 'under' wins when roll < target; 'over' wins when roll > target. */
  readonly direction: DiceDirection;
}

/** roll = floor(float × 10001) / 100: 0.00 to 100.00. */
export function rollDice(float: number): number {
  assertUnitFloat(float);
  return Math.floor(float * DICE_OUTCOMES) / 100;
}

export async function deriveDiceRoll(seeds: RoundSeeds): Promise<number> {
  const [float = 0] = await generateFloats({ ...seeds, count: 1 });
  return rollDice(float);
}

function toHundredths(value: number, what: string): number {
  const hundredths = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(value * 100 - hundredths) > 1e-6) {
    throw new RangeError(`${what} must have at most two decimals: ${value}`);
  }
  return hundredths;
}

/** How many of the 10001 rolls win the bet. Throws when the bet is outside the allowed chances. */
export function countWinningRolls({ target, direction }: DiceBet): number {
  const targetHundredths = toHundredths(target, 'target');
  // Rolls are 0…10000 hundredths: under T wins on 0…T−1, over T wins on T+1…10000.
  const winning = direction === 'under' ? targetHundredths : 10_000 - targetHundredths;
  if (winning < DICE_MIN_WINNING_ROLLS || winning > DICE_MAX_WINNING_ROLLS) {
    throw new RangeError(`win chance out of range for ${direction} ${target}`);
  }
  return winning;
}

/** The exact probability that the bet wins. */
export function diceWinChance(bet: DiceBet): number {
  return countWinningRolls(bet) / DICE_OUTCOMES;
}

/** (1 − edge) / win chance = 99 × 10001 / (100 × winning rolls), floored to 4 decimals. */
export function diceMultiplier(bet: DiceBet): number {
  return multiplierFromRatio(99n * BigInt(DICE_OUTCOMES), 100n * BigInt(countWinningRolls(bet)));
}

/** Exact return to player of the bet: multiplier × win chance. */
export function diceRtp(bet: DiceBet): number {
  return diceMultiplier(bet) * diceWinChance(bet);
}

export function isDiceWin(roll: number, { target, direction }: DiceBet): boolean {
  const rollHundredths = toHundredths(roll, 'roll');
  const targetHundredths = toHundredths(target, 'target');
  return direction === 'under' ? rollHundredths < targetHundredths : rollHundredths > targetHundredths;
}

export interface DiceResult {
  readonly roll: number;
  readonly won: boolean;
  /** The bet's multiplier when won, 0 when lost. */
  readonly multiplier: number;
}

export function settleDice(roll: number, bet: DiceBet): DiceResult {
  const multiplier = diceMultiplier(bet);
  const won = isDiceWin(roll, bet);
  return { roll, won, multiplier: won ? multiplier : 0 };
}
