import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { TABLE_GAME_KEYS } from '@shared/fairness';
import { HOUSE_MAX_STAKE, HOUSE_MIN_STAKE } from '@shared/schemas/casino';
import { cx } from '@web/components/cx';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { translateApiMessage } from '@web/i18n/i18n';
import { errorMessage } from '@web/lib/api-client';
import type { SeedPair } from './api/mines';
import { readSessionToken } from './api/house-client';
import { rupees, scaleStake } from './stake';

// What every house game page in the frame shares: the header (title, balance, Play / Fairness
// tabs that keep the frame's session), the stake box with its limits, the seeds in use, errors.

export const FRAME_PAGES = ['dice', 'plinko', 'hilo', 'mines', 'color-prediction', ...TABLE_GAME_KEYS] as const;
export type FramePage = (typeof FRAME_PAGES)[number];
export const isFramePage = (value: string | null): value is FramePage => FRAME_PAGES.some((page) => page === value);

/** The frame's own URL for another house page, with the same game session. */
export function framePath(page: FramePage | 'fairness', search: string, from?: FramePage): string {
  const params = new URLSearchParams();
  const session = readSessionToken(search);
  if (session) params.set('session', session);
  if (from) params.set('from', from);
  return `/play/${page}?${params.toString()}`;
}

export function FrameTabs({ game }: { game: FramePage }) {
  const { search } = useLocation();
  const tab = 'flex-1 rounded-md px-3 py-1.5 text-center text-xs font-semibold';
  return (
    <nav aria-label={t`Game`} className="flex gap-1 rounded-lg bg-ink-800 p-1">
      <span aria-current="page" className={cx(tab, 'bg-ink-600 text-fg')}>
        {t`Play`}
      </span>
      <Link to={framePath('fairness', search, game)} className={cx(tab, 'text-muted hover:text-fg')}>
        {t`Fairness`}
      </Link>
    </nav>
  );
}

export function GameFrame({ title, game, balance, children }: { title: string; game: FramePage; balance: number; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-3 bg-ink-950 p-3 text-fg md:max-w-5xl md:p-5">
      <header className="flex items-center justify-between gap-3">
        <h1 className="whitespace-nowrap text-base font-black tracking-wide sm:text-lg">{title}</h1>
        <p className="whitespace-nowrap text-sm">
          {t`Balance`}{' '}
          <span data-testid="balance" className="font-bold text-gold-400">
            {rupees(balance)}
          </span>
        </p>
      </header>
      <FrameTabs game={game} />
      {children}
    </div>
  );
}

/**
 * A game page opened without a live session (a pasted or bookmarked address, or one that has
 * expired): why, and the way back to the lobby. The page may be inside the game player's frame,
 * so the link leaves the frame. An address with no session at all says so, not the server's
 * "not logged in": the player may well be signed in to the site.
 */
export function SessionLost({ error }: { error: unknown }) {
  const { search } = useLocation();
  const relaunch = t`Launch the game again from Lotus.`;
  return (
    <div className="mx-auto w-full max-w-md p-3">
      <ErrorState title={t`Game session not found`} message={readSessionToken(search) ? errorMessage(error, relaunch) : relaunch}>
        <a href="/casino" target="_top" className="rounded-lg bg-ink-700 px-3 py-1.5 text-sm font-semibold text-fg hover:bg-ink-600">
          {t`Back to the casino`}
        </a>
      </ErrorState>
    </div>
  );
}

/** Loading and session errors of a frame page; undefined when the session is ready. */
export function sessionGate(session: { isPending: boolean; isError: boolean; error: unknown }): ReactNode | undefined {
  if (session.isPending) return <LoadingState label={t`Loading game...`} />;
  if (session.isError) return <SessionLost error={session.error} />;
  return undefined;
}

export function StakeField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const small = 'h-11 w-12 shrink-0 rounded-lg border border-ink-600 bg-ink-700 text-sm font-semibold touch-manipulation disabled:opacity-50';
  return (
    <div className="flex flex-col gap-1 text-xs text-muted">
      <label htmlFor="stake">{t`Stake (₹)`}</label>
      <div className="flex gap-1.5">
        <input
          id="stake"
          inputMode="decimal"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby="stake-hint"
          onChange={(event) => onChange(event.target.value)}
          className={cx('h-11 min-w-0 flex-1 rounded-lg border bg-ink-800 px-3 text-base text-fg', error ? 'border-danger' : 'border-ink-600')}
        />
        <button type="button" aria-label={t`Half stake`} disabled={disabled} className={small} onClick={() => onChange(scaleStake(value, 0.5))}>
          ½
        </button>
        <button type="button" aria-label={t`Double stake`} disabled={disabled} className={small} onClick={() => onChange(scaleStake(value, 2))}>
          2×
        </button>
      </div>
      <p id="stake-hint" className={error ? 'text-danger' : undefined}>
        {error ? translateApiMessage(error) : t`Min ${rupees(HOUSE_MIN_STAKE)} · Max ${rupees(HOUSE_MAX_STAKE)}`}
      </p>
    </div>
  );
}

export function SeedPanel({ fairness }: { fairness: Pick<SeedPair, 'server_seed_hash' | 'server_seed' | 'client_seed' | 'nonce'> }) {
  return (
    <section aria-label={t`Fairness`} className="rounded-lg bg-ink-800 p-2 text-[11px] text-muted">
      <p className="break-all">{t`Server seed hash: ${fairness.server_seed_hash}`}</p>
      <p className="break-all">{t`Client seed: ${fairness.client_seed}`}</p>
      <p>{t`Nonce: ${fairness.nonce}`}</p>
      {fairness.server_seed ? <p className="break-all">{t`Server seed: ${fairness.server_seed}`}</p> : null}
    </section>
  );
}

export function FailureAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-danger/10 p-2 text-center text-sm text-danger">
      {errorMessage(error, 'Something went wrong. Please try again.')}
    </p>
  );
}
