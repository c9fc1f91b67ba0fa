import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { renderWithProviders } from '@web/test/render';
import { SessionLost } from './game-frame';

describe('a game page without a live session', () => {
  it('says why and leads back to the casino lobby, out of the game player’s frame', () => {
    renderWithProviders(<SessionLost error={new ApiError('Your game session has expired. Please reopen the game.', { status: 401, code: 'UNAUTHORIZED' })} />, {
      route: '/play/mines?session=expired-one',
    });
    expect(screen.getByRole('alert').textContent).toContain('Game session not found');
    expect(screen.getByText('Your game session has expired. Please reopen the game.')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the casino' });
    expect(back.getAttribute('href')).toBe('/casino');
    expect(back.getAttribute('target')).toBe('_top');
  });

  it('asks for a new launch when the failure says nothing itself', () => {
    renderWithProviders(<SessionLost error={new TypeError('Failed to fetch')} />, { route: '/play/mines?session=some-session' });
    expect(screen.getByText('Launch the game again from Lotus.')).toBeTruthy();
  });

  it('asks for a new launch, not a sign-in, when the address carries no session (a signed-in player who pasted it)', () => {
    renderWithProviders(<SessionLost error={new ApiError('No authentication token found', { status: 401, code: 'UNAUTHORIZED' })} />, { route: '/play/mines' });
    expect(screen.getByText('Launch the game again from Lotus.')).toBeTruthy();
    expect(screen.queryByText('No authentication token found')).toBeNull();
  });
});
