import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@web/i18n/i18n';
import { BetDelayCountdown } from './bet-delay';

// The in-play countdown on the bet slip, in the player's language.

describe('the bet delay countdown', () => {
  afterEach(async () => {
    await activateLanguage('en', { remember: false });
  });

  it('counts the seconds left, then says the bet is matching', async () => {
    const { unmount } = render(<BetDelayCountdown seconds={2} />);
    expect(screen.getByRole('status').textContent).toBe('Bet delay: 2 s');
    await expect.poll(() => screen.getByRole('status').textContent, { timeout: 10_000 }).toBe('Matching…');
    unmount();
  });

  it('reads in Hindi', async () => {
    await activateLanguage('hi', { remember: false });
    render(<BetDelayCountdown seconds={5} />);
    expect(screen.getByRole('status').textContent).toBe('बेट डिले: 5 सेकंड');
  });
});
