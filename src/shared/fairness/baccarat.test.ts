import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardLabel } from './cards';
import { dealTableRound } from './table-games';
import { cards, dealTop, shoeByHand, shoePositions } from './card-test-support';
import {
  BACCARAT,
  BACCARAT_BETS,
  BACCARAT_OUTCOME_PROBABILITIES,
  BACCARAT_RTP,
  baccaratMultiplier,
  baccaratTotal,
  bankerDraws,
  dealBaccarat,
} from './baccarat';
import { createRandom, expectRtpNear, simulateRtp } from './test-support';

/** The published Banker drawing table: rows are Banker's total 0–7, columns Player's third card 0–9 ('-' = Player stood). */
const BANKER_TABLE: Record<number, string> = {
  //   0123456789-
  0: 'DDDDDDDDDDD',
  1: 'DDDDDDDDDDD',
  2: 'DDDDDDDDDDD',
  3: 'DDDDDDDDSDD',
  4: 'SSDDDDDDSSD',
  5: 'SSSSDDDDSSD',
  6: 'SSSSSSDDSSS',
  7: 'SSSSSSSSSSS',
};

const deal = (labels: string) => dealBaccarat(cards(labels));
const dealt = (labels: string) => deal(labels).cards.map(({ card, hand }) => `${hand[0] ?? ''}:${card.label}`);

/** P(Player), P(Banker), P(tie) with eight decks, enumerating every card value drawn without replacement. */
function enumerateEightDecks(): { player: number; banker: number; tie: number } {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  let left = 416;
  const result = { player: 0, banker: 0, tie: 0 };
  const draw = (weight: number, then: (value: number, weight: number) => void) => {
    for (let value = 0; value < 10; value++) {
      const count = counts[value] ?? 0;
      counts[value] = count - 1;
      left--;
      then(value, (weight * count) / (left + 1));
      counts[value] = count;
      left++;
    }
  };
  const finish = (player: number, banker: number, weight: number) => {
    if (player === banker) result.tie += weight;
    else if (player > banker) result.player += weight;
    else result.banker += weight;
  };
  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) return finish(player, banker, w4);
          if (player > 5) {
            if (!bankerDraws(banker, undefined)) return finish(player, banker, w4);
            return draw(w4, (b3, w5) => finish(player, (banker + b3) % 10, w5));
          }
          draw(w4, (p3, w5) => {
            const withThird = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return finish(withThird, banker, w5);
            draw(w5, (b3, w6) => finish(withThird, (banker + b3) % 10, w6));
          });
        }),
      ),
    ),
  );
  return result;
}

describe('baccarat', () => {
  it('counts ace 1, 2–9 at face value, tens and pictures 0, totals mod 10', () => {
    expect(baccaratTotal(cards('A♠ 9♥'))).toBe(0);
    expect(baccaratTotal(cards('K♠ 7♥'))).toBe(7);
    expect(baccaratTotal(cards('10♠ J♥ Q♦'))).toBe(0);
    expect(baccaratTotal(cards('6♠ 7♥ 9♦'))).toBe(2);
  });

  it('follows the published Banker drawing table cell for cell', () => {
    for (let banker = 0; banker <= 7; banker++) {
      const row = BANKER_TABLE[banker] ?? '';
      for (let third = 0; third <= 9; third++) expect(bankerDraws(banker, third), `Banker ${banker}, Player's third ${third}`).toBe(row[third] === 'D');
      expect(bankerDraws(banker, undefined), `Banker ${banker}, Player stood`).toBe(row[10] === 'D');
    }
  });

  it('deals Player, Banker, Player, Banker, then the third cards by the rules', () => {
    // Naturals: nobody draws.
    expect(dealt('8♠ 2♥ K♦ 5♣ 9♠ 9♥')).toEqual(['p:8♠', 'b:2♥', 'p:K♦', 'b:5♣']);
    expect(dealt('2♠ 4♥ 3♦ 5♣ 9♠ 9♥')).toEqual(['p:2♠', 'b:4♥', 'p:3♦', 'b:5♣']); // Banker 9
    // Player 6 stands; Banker 5 draws.
    expect(dealt('6♠ 2♥ K♦ 3♣ 4♠ 9♥')).toEqual(['p:6♠', 'b:2♥', 'p:K♦', 'b:3♣', 'b:4♠']);
    // Player 7 stands; Banker 6 stands.
    expect(deal('7♠ 6♥ K♦ Q♣ 4♠ 9♥').cards).toHaveLength(4);
    // Player 3 draws an 8; Banker 3 stands on a third 8.
    expect(dealt('A♠ 3♥ 2♦ K♣ 8♠ 9♥')).toEqual(['p:A♠', 'b:3♥', 'p:2♦', 'b:K♣', 'p:8♠']);
    // Player 0 draws a 2; Banker 4 draws.
    expect(dealt('10♠ 4♥ K♦ J♣ 2♠ 5♥')).toEqual(['p:10♠', 'b:4♥', 'p:K♦', 'b:J♣', 'p:2♠', 'b:5♥']);
    // Player 5 draws an ace; Banker 4 stands.
    expect(deal('5♠ 4♥ K♦ J♣ A♠ 5♥').cards).toHaveLength(5);
    // Player 1 draws a 6; Banker 6 draws.
    expect(deal('A♠ 6♥ K♦ J♣ 6♠ 2♥').cards).toHaveLength(6);
    expect(() => deal('A♠ 6♥ K♦ J♣ 6♠')).toThrow(RangeError);
  });

  it('settles: Player 1:1, Banker 1:1 less 5%, both pushed by a tie, Tie 8:1, pairs 11:1', () => {
    const playerWins = deal('9♠ 9♥ K♦ 8♣ 2♠ 2♥'); // a natural 9 against 7
    expect(playerWins).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'player', playerPair: false, bankerPair: false });
    const bankerWithPair = deal('2♠ 8♥ 3♦ 8♣ 4♠ 2♥'); // Player 5 draws a 4 (9); Banker's two 8s (6) stand: a Banker pair on a losing hand
    expect(bankerWithPair.bankerPair).toBe(true);
    expect(BACCARAT_BETS.map((bet) => baccaratMultiplier(bet, playerWins))).toEqual([2, 0, 0, 0, 0]);
    const bankerWins = deal('2♠ 9♥ K♦ K♣ 2♥ 2♦'); // Banker natural 9 v 2
    expect(BACCARAT_BETS.map((bet) => baccaratMultiplier(bet, bankerWins))).toEqual([0, 1.95, 0, 0, 0]);
    const tie = deal('7♠ 7♥ K♦ K♣ 2♥ 2♦'); // 7 v 7, both stand
    expect(tie.winner).toBe('tie');
    expect(BACCARAT_BETS.map((bet) => baccaratMultiplier(bet, tie))).toEqual([1, 1, 9, 0, 0]);
    const pairs = deal('4♠ 3♥ 4♦ 3♣ K♥ K♦'); // Player 8 natural, pairs both sides
    expect(BACCARAT_BETS.map((bet) => baccaratMultiplier(bet, pairs))).toEqual([2, 0, 0, 12, 12]);
  });

  it('states the exact eight-deck RTP, matching the published house edges', () => {
    const exact = enumerateEightDecks();
    expect(exact.player + exact.banker + exact.tie).toBeCloseTo(1, 10);
    for (const result of ['player', 'banker', 'tie'] as const) expect(BACCARAT_OUTCOME_PROBABILITIES[result]).toBeCloseTo(exact[result], 12);
    const edge = (bet: keyof typeof BACCARAT_RTP) => Math.round((1 - BACCARAT_RTP[bet]) * 10_000) / 100;
    expect([edge('banker'), edge('player'), edge('tie'), edge('player_pair'), edge('banker_pair')]).toEqual([1.06, 1.24, 14.36, 10.36, 10.36]);
  });

  it('deals for the table engine: spots player and banker in deal order, the road letter, every bet type', () => {
    const outcome = BACCARAT.deal(cards('10♠ 4♥ K♦ J♣ 2♠ 5♥').map((c) => c.index));
    expect(outcome.cards.map((c) => c.spot)).toEqual(['player', 'banker', 'player', 'banker', 'player', 'banker']);
    expect(outcome).toMatchObject({ road: 'B', summary: 'Banker wins: Player 2, Banker 9' });
    expect(outcome.multipliers).toEqual({ player: 0, banker: 1.95, tie: 0, player_pair: 0, banker_pair: 0 });
    expect(BACCARAT.decks).toBe(8);
    expect(Object.fromEntries(BACCARAT.bets.map((bet) => [bet.key, bet.rtp]))).toEqual(BACCARAT_RTP);
  });

  it('deals a round from its hash on the chain (fixed vector, shoe worked out by hand)', async () => {
    const hash = createHash('sha256').update('lotus').digest('hex');
    const outcome = await dealTableRound('baccarat', hash);
    const labels = outcome.cards.map(({ card }) => cardLabel(card));
    expect(labels).toEqual(shoeByHand(hash, 'baccarat', 8, labels.length));
    expect(labels).toEqual(['A♥', '5♣', '10♠', '6♠', '5♥', '2♣']);
    expect(outcome.summary).toBe('Player wins: Player 6, Banker 3');
  });

  it('returns its stated RTP over a million simulated coups', () => {
    // Fresh eight-deck shuffles, each bet type in turn; the variance per bet is ≈ 1 (Player,
    // Banker) to ≈ 10 (pairs, Tie), so 4 SE ≈ 1.3%.
    const random = createRandom(8_8_8);
    const positions = shoePositions(8);
    const estimate = simulateRtp(1_000_000, (round) => {
      const bet = BACCARAT_BETS[round % BACCARAT_BETS.length] ?? 'player';
      return baccaratMultiplier(bet, dealBaccarat(dealTop(random, positions, 6)));
    });
    const expected = BACCARAT_BETS.reduce((sum, bet) => sum + BACCARAT_RTP[bet], 0) / BACCARAT_BETS.length;
    expectRtpNear('baccarat', estimate, expected);
  });
});
