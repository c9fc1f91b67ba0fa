import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardLabel } from './cards';
import { dealTableRound } from './table-games';
import { cardFromIndex } from './hilo';
import { cards, dealTop, shoeByHand, shoePositions } from './card-test-support';
import { GOAL, GOAL_BETS, goalMultiplier, goalRtp, kickGoal } from './goal';
import { createRandom, expectRtpNear, simulateRtp } from './test-support';

const kick = (label: string) => kickGoal(cards(label));

describe('goal', () => {
  it('reads the kick off the top card: the rank decides the result, the suit the corner', () => {
    expect(kick('7♠')).toMatchObject({ result: 'goal', corner: 'top_left', dive: 'top_right' });
    expect(kick('10♥')).toMatchObject({ result: 'goal', corner: 'top_right', dive: 'top_left' });
    expect(kick('J♦')).toMatchObject({ result: 'saved', corner: 'bottom_left', dive: 'bottom_left' });
    expect(kick('Q♣')).toMatchObject({ result: 'saved', corner: 'bottom_right', dive: 'bottom_right' });
    expect(kick('K♠')).toMatchObject({ result: 'missed', corner: 'top_left' });
    expect(kick('A♣')).toMatchObject({ result: 'missed', corner: 'bottom_right' });
    expect(kickGoal(cards('2♦ A♠')).card.label).toBe('2♦');
    expect(() => kickGoal([])).toThrow(RangeError);
  });

  it('pays Goal 1.41, No Goal 3.17, Saved and Missed 6.34, the ball’s corner 3.9', () => {
    const payouts = (label: string) => GOAL_BETS.map((bet) => goalMultiplier(bet, kick(label)));
    // goal, no-goal, saved, missed, top-left, top-right, bottom-left, bottom-right
    expect(payouts('5♠')).toEqual([1.41, 0, 0, 0, 3.9, 0, 0, 0]);
    expect(payouts('Q♥')).toEqual([0, 3.17, 6.34, 0, 0, 3.9, 0, 0]);
    expect(payouts('A♦')).toEqual([0, 3.17, 0, 6.34, 0, 0, 3.9, 0]);
  });

  it('states the exact RTP of each bet, counted over the 52 cards', () => {
    for (const bet of GOAL_BETS) {
      let returned = 0;
      for (let index = 0; index < 52; index++) returned += goalMultiplier(bet, kickGoal([cardFromIndex(index)]));
      expect(goalRtp(bet), bet).toBeCloseTo(returned / 52, 12);
    }
    expect(GOAL_BETS.map((bet) => Math.round(goalRtp(bet) * 100_000) / 1000)).toEqual([97.615, 97.538, 97.538, 97.538, 97.5, 97.5, 97.5, 97.5]);
  });

  it('deals for the table engine: one kick card, the road letter, every bet type', () => {
    const outcome = GOAL.deal(cards('J♦ 2♠').map((c) => c.index));
    expect(outcome.cards).toEqual([{ card: cards('J♦')[0]?.index, spot: 'kick' }]);
    expect(outcome).toMatchObject({ road: 'S', summary: 'Saved: bottom left (J♦)' });
    expect(outcome.multipliers).toEqual({ goal: 0, no_goal: 3.17, saved: 6.34, missed: 0, top_left: 0, top_right: 0, bottom_left: 3.9, bottom_right: 0 });
    expect(GOAL.bets.map((bet) => [bet.key, bet.rtp])).toEqual(GOAL_BETS.map((bet) => [bet, goalRtp(bet)]));
  });

  it('deals a round from its hash on the chain (fixed vector, shoe worked out by hand)', async () => {
    const hash = createHash('sha256').update('lotus').digest('hex');
    const outcome = await dealTableRound('goal', hash);
    const labels = outcome.cards.map(({ card }) => cardLabel(card));
    expect(labels).toEqual(shoeByHand(hash, 'goal', 1, labels.length));
    expect(labels).toEqual(['2♥']);
    expect(outcome.summary).toBe('Goal: top right (2♥)');
  });

  it('returns its stated RTP over a million simulated kicks', () => {
    // Each bet type in turn; the variance per bet is ≈ 0.9 (Goal) to ≈ 5 (Saved, Missed), so 4 SE ≈ 0.6%.
    const random = createRandom(11_11);
    const positions = shoePositions(1);
    const estimate = simulateRtp(1_000_000, (round) => {
      const bet = GOAL_BETS[round % GOAL_BETS.length] ?? 'goal';
      return goalMultiplier(bet, kickGoal(dealTop(random, positions, 1)));
    });
    const expected = GOAL_BETS.reduce((sum, bet) => sum + goalRtp(bet), 0) / GOAL_BETS.length;
    expectRtpNear('goal', estimate, expected);
  });
});
