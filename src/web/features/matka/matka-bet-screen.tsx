import { plural, t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@shared/money';
import { matkaBetTypeNames, type MatkaBetType, type MatkaMarket, type MatkaSession } from '@shared/schemas/matka';
import { Button, buttonClass } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { useMatkaDraw, useMatkaRates, useMyMatkaBets, usePlaceMatkaBets } from './api/matka';
import { addLine, rateLabel, sessionsOf, slipTotals, typesFor, winOf, type SlipLine } from './bet-slip';
import { countdownParts, formatShortCountdown, useNow } from './countdown';
import { MyMatkaBets } from './my-matka-bets';
import { NumberPicker } from './number-picker';

// The bet screen of one market (Play Now): the session (open or close, each while it takes
// bets, with the time left), the bet type with its payout rate, numbers added to a slip, and the
// slip placed at once. Below, the player's bets on this market.

export function MatkaBetScreen({ market, onBack }: { market: MatkaMarket; onBack: () => void }) {
  const user = useSessionUser();
  const draw = useMatkaDraw(market.id);
  const rates = useMatkaRates();
  const bets = useMyMatkaBets(market.id, user !== undefined);
  const place = usePlaceMatkaBets();
  const now = useNow();
  const sessions = sessionsOf(market.category, draw.data, now);
  // The player's choices; what the screen shows follows what the market takes now: a session that
  // stopped taking bets gives way to one that takes them, and a slip belongs to its session only.
  const [chosenSession, setChosenSession] = useState<MatkaSession>(market.category === 'delhi' ? 'close' : 'open');
  const [chosenType, setType] = useState<MatkaBetType>('single');
  const [slip, setSlip] = useState<{ session: MatkaSession; lines: SlipLine[] }>({ session: chosenSession, lines: [] });
  const [formError, setFormError] = useState<string>();
  const chosen = sessions.find((entry) => entry.session === chosenSession);
  const session = chosen?.isAccepting ? chosenSession : (sessions.find((entry) => entry.isAccepting)?.session ?? chosenSession);
  const current = sessions.find((entry) => entry.session === session);
  const types = typesFor(market.category, session);
  const type = types.includes(chosenType) ? chosenType : (types[0] ?? 'jodi');
  const lines = slip.session === session ? slip.lines : [];
  const setLines = (next: SlipLine[]) => setSlip({ session, lines: next });
  const drawRefetch = draw.refetch;
  const hasPassed = current !== undefined && Number.isFinite(current.closesAt) && current.closesAt <= now;

  // A cut-off passed on screen: ask the server for the next draw.
  useEffect(() => {
    if (hasPassed) void drawRefetch();
  }, [hasPassed, drawRefetch]);

  if (draw.isPending || rates.isPending) return <LoadingState label={t`Loading market...`} />;
  if (draw.isError) return <ErrorState title={t`Failed to load market`} message={errorMessage(draw.error, '')} onRetry={() => void draw.refetch()} />;
  const totals = slipTotals(lines, rates.data);
  const isAccepting = current?.isAccepting ?? false;

  const submit = () => {
    setFormError(undefined);
    place.mutate(
      { market_id: market.id, session, bets: lines },
      {
        onSuccess: ({ message }) => {
          showToast('success', message ?? t`Bet placed`, market.name);
          setLines([]);
        },
        onError: (error) => setFormError(errorMessage(error, t`Failed to place bets`)),
      },
    );
  };

  return (
    <section aria-labelledby="matka-bet-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={onBack} className="text-sm font-semibold text-muted hover:text-fg">
          ← {t`All markets`}
        </button>
        <span className="text-xs text-subtle">{t`Draw ${draw.data.draw_date.split('-').reverse().join('/')}`}</span>
      </div>
      <h2 id="matka-bet-title" className="text-xl font-black uppercase tracking-wide text-fg">
        {market.name}
      </h2>
      <div className="grid gap-3 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-850 p-3">
          <div role="radiogroup" aria-label={t`Session`} className={cx('grid gap-2', sessions.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
            {sessions.map((entry) => (
              <button
                key={entry.session}
                type="button"
                role="radio"
                aria-checked={session === entry.session}
                disabled={!entry.isAccepting}
                onClick={() => setChosenSession(entry.session)}
                className={cx(
                  'flex flex-col items-start rounded-lg px-3 py-2 text-left ring-1 transition disabled:opacity-50',
                  session === entry.session ? 'bg-lotus-500/15 ring-lotus-500' : 'bg-ink-800 ring-ink-600',
                )}
              >
                <span className="text-sm font-bold capitalize text-fg">{entry.session === 'open' ? t`Open session` : t`Close session`}</span>
                <span className="text-xs tabular-nums text-gold-400">
                  {entry.isAccepting ? t`Closes in ${formatShortCountdown(countdownParts(entry.closesAt, now))}` : t`Closed for this draw`}
                </span>
              </button>
            ))}
          </div>
          <div role="tablist" aria-label={t`Bet type`} className="flex flex-wrap gap-1">
            {types.map((option) => (
              <button
                key={option}
                type="button"
                role="tab"
                aria-selected={type === option}
                onClick={() => setType(option)}
                className={cx(
                  'flex shrink-0 flex-col items-center rounded-lg px-3 py-1.5 text-xs font-bold ring-1',
                  type === option ? 'bg-lotus-gradient text-ink-950 ring-transparent' : 'bg-ink-800 text-muted ring-ink-600',
                )}
              >
                {matkaBetTypeNames[option]}
                <span className="font-semibold tabular-nums opacity-80">{rates.data ? rateLabel(rates.data[option]) : ''}</span>
              </button>
            ))}
          </div>
          {isAccepting ? (
            <NumberPicker
              key={`${session}-${type}`}
              type={type}
              rate={rates.data?.[type]}
              onAdd={(line) => {
                const added = addLine(lines, line);
                if ('problem' in added) return added.problem;
                setLines(added.lines);
                return undefined;
              }}
            />
          ) : (
            <p className="rounded-lg bg-ink-800 p-3 text-sm text-muted">{t`Betting on this market is closed for this draw. Come back for the next one.`}</p>
          )}
        </div>
        <aside aria-label={t`Bet slip`} className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-850 p-3">
          <h3 className="text-sm font-bold uppercase tracking-wider text-fg">
            {t`Bet slip`} · {session === 'open' ? t`Open session` : t`Close session`}
          </h3>
          {lines.length === 0 ? <p className="text-sm text-subtle">{t`Add numbers to bet on them together.`}</p> : null}
          <ul className="flex flex-col gap-1.5">
            {lines.map((line) => (
              <li key={`${line.type}-${line.number}`} className="flex items-center justify-between gap-2 rounded-lg bg-ink-800 px-2 py-1.5 text-sm">
                <span className="text-fg">
                  {matkaBetTypeNames[line.type]} <span className="font-mono font-bold text-gold-400">{line.number}</span>
                </span>
                <span className="ml-auto tabular-nums text-muted">
                  {formatRupees(line.stake)} → {rates.data ? formatRupees(winOf(line, rates.data)) : ''}
                </span>
                <button
                  type="button"
                  aria-label={t`Remove ${line.number}`}
                  onClick={() => setLines(lines.filter((held) => held !== line))}
                  className="px-1 text-subtle hover:text-danger"
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt className="text-subtle">{t`Total stake`}</dt>
            <dd className="text-right font-bold tabular-nums text-fg">{formatRupees(totals.stake)}</dd>
            <dt className="text-subtle">{t`Best win`}</dt>
            <dd className="text-right font-bold tabular-nums text-success">{formatRupees(totals.bestWin)}</dd>
          </dl>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {formError}
            </p>
          ) : null}
          {user ? (
            <Button onClick={submit} disabled={lines.length === 0 || !isAccepting} isLoading={place.isPending}>
              {plural(lines.length, { 0: 'Place bet', one: 'Place bet', other: 'Place # bets' })}
            </Button>
          ) : (
            <Link to="/login" className={buttonClass('primary', 'md')}>
              {t`Log in to bet`}
            </Link>
          )}
          <p className="text-xs text-subtle">{t`A win returns the stake times the rate, stake included. Bets close at the session's time, India time.`}</p>
        </aside>
      </div>
      {user ? (
        <div className="rounded-xl border border-ink-600 bg-ink-850 p-3">
          <h3 className="mb-1 text-sm font-bold uppercase tracking-wider text-fg">{t`My bets`}</h3>
          {bets.isSuccess ? <MyMatkaBets bets={bets.data} /> : null}
        </div>
      ) : null}
    </section>
  );
}
