import { diceMultiplier, diceWinChance, type DiceDirection } from '@shared/fairness';

// What the Dice controls show for a target and direction: the multiplier and the exact win
// chance the server will pay on, or why the bet cannot be placed (the server's words).

export type DiceQuote = { multiplier: number; chancePercent: number; error?: undefined } | { error: string; multiplier?: undefined; chancePercent?: undefined };

export function quoteDice(targetText: string, direction: DiceDirection): DiceQuote {
  const target = Number(targetText);
  if (targetText.trim() === '' || !Number.isFinite(target)) return { error: 'Target is required' };
  if (target < 0.01 || target > 99.99) return { error: 'Target must be from 0.01 to 99.99' };
  if (Math.abs(target * 100 - Math.round(target * 100)) > 1e-6) return { error: 'Target must have at most two decimals' };
  try {
    const bet = { target, direction };
    return { multiplier: diceMultiplier(bet), chancePercent: diceWinChance(bet) * 100 };
  } catch {
    return { error: 'Win chance must be from 0.01% to 98%' };
  }
}
