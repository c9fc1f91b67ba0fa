import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardFromIndex, TABLE_GAMES } from '@shared/fairness';
import { TABLE_DEAL_VIEWS } from './hand-views';
import type { TableRound } from './table-logic';

// The felt of Teen Patti, Baccarat and Goal as the cards come face up.

const indexOf = (label: string) => Array.from({ length: 52 }, (_, i) => cardFromIndex(i)).findIndex((card) => card.label === label);

function roundWith(game: 'teenpatti' | 'baccarat' | 'goal', labels: string[], phase: TableRound['phase'], shown = labels.length): TableRound {
  const outcome = TABLE_GAMES[game].deal(labels.map(indexOf));
  return {
    id: 7,
    game,
    phase,
    opens_at: '2026-01-01T00:00:00.000Z',
    closes_at: '2026-01-01T00:00:15.000Z',
    card_ms: 1000,
    deal_starts_at: null,
    deal_ends_at: null,
    cards: outcome.cards.slice(0, shown).map((card) => ({ ...card, label: cardFromIndex(card.card).label })),
    road: phase === 'settled' ? outcome.road : null,
    summary: phase === 'settled' ? outcome.summary : null,
    multipliers: phase === 'settled' ? outcome.multipliers : null,
    chain_id: 1,
    position: 7,
    hash: null,
  };
}

function show(round: TableRound) {
  const View = TABLE_DEAL_VIEWS[round.game];
  if (!View) throw new Error(`no view for ${round.game}`);
  return render(<View round={round} />);
}

describe('the tables-b felts', () => {
  it('Teen Patti: each hand named once its three cards are up, the winner marked', () => {
    const labels = ['A♠', '2♥', 'A♥', '2♠', 'A♦', '5♣'];
    const dealing = show(roundWith('teenpatti', labels, 'dealing', 5));
    expect(screen.getAllByRole('img').map((card) => card.getAttribute('aria-label'))).toEqual(['A♠', 'A♥', 'A♦', '2♥', '2♠']);
    expect(screen.getByText('Trail')).toBeTruthy();
    expect(screen.queryByText('Pair')).toBeNull();
    dealing.unmount();
    const { container } = show(roundWith('teenpatti', labels, 'settled'));
    expect(screen.getByText('Pair')).toBeTruthy();
    expect(container.querySelector('[data-spot="a"]')?.className).toContain('ring-gold-400');
    expect(container.querySelector('[data-spot="b"]')?.className).not.toContain('ring-gold-400');
  });

  it('Baccarat: running totals, the third card drawn sideways', () => {
    const { container } = show(roundWith('baccarat', ['10♠', '4♥', 'K♦', 'J♣', '2♠', '5♥'], 'settled'));
    const player = container.querySelector('[data-spot="player"]');
    const banker = container.querySelector('[data-spot="banker"]');
    expect(player?.textContent).toContain('2');
    expect(banker?.textContent).toContain('9');
    expect(banker?.className).toContain('ring-gold-400');
    expect(player?.querySelectorAll('.rotate-90 [role="img"]')).toHaveLength(1);
  });

  it('Goal: the ball waits on the spot while bets are open; the kick and its card once dealt', () => {
    const waiting = show(roundWith('goal', ['J♦'], 'betting'));
    expect(screen.getByRole('img', { name: 'Penalty spot, ball ready' })).toBeTruthy();
    waiting.unmount();
    show(roundWith('goal', ['J♦'], 'settled'));
    expect(screen.getByRole('img', { name: 'Saved, bottom left' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Saved!');
    expect(screen.getByRole('img', { name: 'J♦' })).toBeTruthy();
  });
});
