import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFromIndex, shuffleShoe, TABLE_GAME_KEYS, TABLE_GAMES, type TableGameKey, type TableOutcome } from '@shared/fairness';
import { activateLanguage, loadCatalogs } from '@web/i18n/i18n';
import { roundSummary } from './round-summary';
import { betName, paysText, roadMark, rulesOf, spotName } from './table-texts';

// The tables' texts against the shared English the API sends: word for word in English (so a rule,
// bet or result changed in src/shared/fairness fails here until its translation follows), and
// without English words in Hindi.

/** A seeded stream of floats (a linear congruential generator), so the deals are the same every run. */
function floats(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const indexOf = (label: string) => Array.from({ length: 52 }, (_, i) => cardFromIndex(i)).findIndex((card) => card.label === label);

/** Every result form of each table: all 52 × 52 Dragon Tiger pairs, every card, random shoes, and a Teen Patti tie. */
function deals(game: TableGameKey): TableOutcome[] {
  const table = TABLE_GAMES[game];
  if (game === 'dragon-tiger') return Array.from({ length: 52 * 52 }, (_, i) => table.deal([Math.floor(i / 52), i % 52]));
  if (game === '7-up-down' || game === 'goal') return Array.from({ length: 52 }, (_, i) => table.deal([i]));
  const next = floats(20261126);
  const random = Array.from({ length: 2000 }, () => table.deal(shuffleShoe(Array.from({ length: table.cardsNeeded }, next), table.decks)));
  const tie = game === 'teenpatti' ? [table.deal(['2♠', '2♥', '5♥', '5♦', '9♦', '9♣'].map(indexOf))] : [];
  return [...random, ...tie];
}

/** The result's kind: the summary's words before the colon, the card's side for 7 Up Down. */
const kindOf = (game: TableGameKey, summary: string) => (game === '7-up-down' ? summary.split(': ')[1] : summary.split(':')[0]);

const KINDS: Record<TableGameKey, string[]> = {
  'dragon-tiger': ['Dragon wins', 'Suited tie', 'Tie', 'Tiger wins'],
  '7-up-down': ['over 7', 'seven', 'under 7'],
  'andar-bahar': ['Andar wins', 'Bahar wins'],
  teenpatti: ['Player A wins', 'Player B wins', 'Tie'],
  baccarat: ['Banker wins', 'Player wins', 'Tie'],
  goal: ['Goal', 'Missed', 'Saved'],
};

/** Words in Latin letters, card ranks (A, J, Q, K) and Player A / B aside. */
const englishWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

describe('the card tables in English', () => {
  beforeAll(() => activateLanguage('en', { remember: false }));

  it('name every bet and say every payout as the shared tables do', () => {
    for (const game of TABLE_GAME_KEYS) {
      for (const bet of TABLE_GAMES[game].bets) {
        expect(betName(game, bet.key), `${game} ${bet.key}`).toBe(bet.label);
        expect(paysText(bet.pays)).toBe(bet.pays);
      }
    }
    expect(betName('goal', 'corner_kick', 'Corner kick')).toBe('Corner kick');
  });

  it('hold each table’s rules word for word', () => {
    for (const game of TABLE_GAME_KEYS) expect(rulesOf(game), game).toEqual(TABLE_GAMES[game].rules);
  });

  it('say every result of every table as the API does, and mark it on the road', () => {
    for (const game of TABLE_GAME_KEYS) {
      const outcomes = deals(game);
      expect([...new Set(outcomes.map((outcome) => kindOf(game, outcome.summary)))].sort(), game).toEqual(KINDS[game]);
      for (const outcome of outcomes) {
        expect(roundSummary(game, outcome.summary)).toBe(outcome.summary);
        expect(roadMark(game, outcome.road)).toBe(outcome.road);
      }
    }
    expect(roundSummary('baccarat', 'Player wins: Player 12, Banker 3')).toBe('Player wins: Player 12, Banker 3');
  });
});

describe('the card tables in Hindi', () => {
  beforeAll(async () => {
    await activateLanguage('hi', { remember: false });
    await loadCatalogs('tables');
  });
  afterAll(() => activateLanguage('en', { remember: false }));

  it('name the bets, spots, rules and payouts in Devanagari, keeping the numbers', () => {
    expect(betName('andar-bahar', 'andar')).toBe('अंदर');
    expect(betName('andar-bahar', 'cards_41_49')).toBe('41+ कार्ड');
    expect(betName('7-up-down', 'over')).toBe('7 अप');
    expect(paysText('1:1 to 40:1')).toBe('1:1 से 40:1');
    expect(spotName('joker')).toBe('जोकर');
    for (const game of TABLE_GAME_KEYS) {
      for (const bet of TABLE_GAMES[game].bets) expect(englishWords(betName(game, bet.key)), `${game} ${bet.key}`).toEqual([]);
      for (const rule of rulesOf(game)) expect(englishWords(rule), rule).toEqual([]);
    }
    expect(rulesOf('dragon-tiger')[2]).toContain('50:1');
  });

  it('say every result in Hindi, the cards as dealt', () => {
    for (const game of TABLE_GAME_KEYS) {
      for (const outcome of deals(game)) {
        const said = roundSummary(game, outcome.summary);
        expect(englishWords(said), outcome.summary).toEqual([]);
        expect(englishWords(roadMark(game, outcome.road)), outcome.road).toEqual([]);
      }
    }
    expect(roundSummary('andar-bahar', 'Bahar wins: 7♣ matches the joker 7♥ on card 4')).toBe('बाहर जीता: कार्ड नंबर 4 पर 7♣ जोकर 7♥ से मिला');
    expect(roundSummary('teenpatti', 'Player A wins: Pair (A♠ A♥ 5♣) against High card (K♠ 9♥ 2♣)')).toBe(
      'प्लेयर A जीता: पेयर (A♠ A♥ 5♣) बनाम हाई कार्ड (K♠ 9♥ 2♣)',
    );
  });
});
