import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@web/i18n/i18n';
import { startSession } from '@web/lib/session';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { testPlayer } from '@web/test/players';
import { renderWithProviders } from '@web/test/render';
import { formatPlayTime, nextCheckAt, RealityCheck } from './reality-check';

describe('reality check timing', () => {
  it('is due a whole number of intervals after sign-in, strictly later than now', () => {
    const signedIn = Date.UTC(2026, 10, 26, 8, 0);
    expect(nextCheckAt(signedIn, 15, signedIn)).toBe(signedIn + 15 * 60_000);
    expect(nextCheckAt(signedIn, 15, signedIn + 14 * 60_000)).toBe(signedIn + 15 * 60_000);
    expect(nextCheckAt(signedIn, 15, signedIn + 15 * 60_000)).toBe(signedIn + 30 * 60_000);
    expect(nextCheckAt(signedIn, 60, signedIn + 61 * 60_000)).toBe(signedIn + 120 * 60_000);
  });

  it('says the time played in hours and minutes', () => {
    expect(formatPlayTime(45 * 60_000)).toBe('45 minutes');
    expect(formatPlayTime(60 * 60_000)).toBe('1 hour');
    expect(formatPlayTime(61 * 60_000)).toBe('1 hour 1 minute');
    expect(formatPlayTime(150 * 60_000)).toBe('2 hours 30 minutes');
  });
});

describe('RealityCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after the chosen minutes shows the time since sign-in and the net result, with Continue and Sign out', async () => {
    const signedInAt = new Date(Date.now() - 10 * 60_000).toISOString();
    startSession(testPlayer, 'token-1');
    mockFetch({ 'GET /api/user/responsible-gambling/session': () => ok({ signed_in_at: signedInAt, net_result: -250.5, reality_check_minutes: 15 }) });
    const onSignOut = vi.fn();
    renderWithProviders(<RealityCheck onSignOut={onSignOut} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4 * 60_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000 + 1000);
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You have been signed in for 15 minutes.');
    expect(dialog.textContent).toContain('-₹250.50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(15 * 60_000);
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('30 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('speaks Hindi when the site does, the time played with its plural', async () => {
    await activateLanguage('hi', { remember: false });
    try {
      startSession(testPlayer, 'token-1');
      mockFetch({
        'GET /api/user/responsible-gambling/session': () =>
          ok({ signed_in_at: new Date(Date.now() - 74 * 60_000).toISOString(), net_result: 120, reality_check_minutes: 15 }),
      });
      renderWithProviders(<RealityCheck onSignOut={() => undefined} />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000 + 1000);
      });
      const dialog = await screen.findByRole('dialog', { name: 'रियलिटी चेक' });
      expect(dialog.textContent).toMatch(/आप 1 घंटा 1[45] मिनट से लॉगिन हैं।/);
      expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'ज़िम्मेदारी से खेलने के टूल' })).toBeTruthy();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });

  it('shows nothing when the player chose no reality check', async () => {
    startSession(testPlayer, 'token-1');
    mockFetch({
      'GET /api/user/responsible-gambling/session': () => ok({ signed_in_at: new Date().toISOString(), net_result: 0, reality_check_minutes: null }),
    });
    renderWithProviders(<RealityCheck onSignOut={() => undefined} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120 * 60_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
