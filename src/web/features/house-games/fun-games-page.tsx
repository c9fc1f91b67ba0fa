import { msg, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { LoadingState } from '@web/components/state-views';
import { readSessionToken } from './api/house-client';
import { useHouseSession } from './api/mines';
import { SessionLost } from './game-frame';
import { rupees } from './stake';

// "Fun Games" is one catalogue title of the house provider (titles.ts: 'fun-games', provider
// lotus) with no game of its own: it opens this small lobby of the house games. A house game
// session is good for every house game (requireHouseSession checks the provider, not the
// title), so each tile opens its game in the same frame with the same session.

export const FUN_GAMES = [
  { page: 'aviator', title: 'Aviator', blurb: msg`Cash out before the plane flies away` },
  { page: 'color-prediction', title: 'Colour Prediction', blurb: msg`A new period every minute` },
  { page: 'mines', title: 'Mines', blurb: msg`Find the gems, dodge the mines` },
  { page: 'dice', title: 'Dice', blurb: msg`Roll over or under` },
  { page: 'plinko', title: 'Plinko', blurb: msg`Drop the ball` },
  { page: 'hilo', title: 'Hi-Lo', blurb: msg`Higher or lower?` },
] as const;

/** The same frame's link to another house game, keeping the session. */
export function houseGameHref(page: string, search: string): string {
  const session = readSessionToken(search);
  return `/play/${page}${session ? `?session=${encodeURIComponent(session)}` : ''}`;
}

export function FunGamesPage() {
  const session = useHouseSession();
  if (session.isPending) return <LoadingState label={t`Loading game...`} />;
  if (session.isError) return <SessionLost error={session.error} />;
  return (
    <div className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-3 bg-ink-950 p-3 text-fg">
      <header className="flex items-center justify-between">
        <h1 className="text-lg font-black tracking-wide">{t`FUN GAMES`}</h1>
        <p className="text-sm">
          {t`Balance`} <span className="font-bold text-gold-400">{rupees(session.data.balance)}</span>
        </p>
      </header>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {FUN_GAMES.map((game) => (
          <li key={game.page}>
            <Link
              to={houseGameHref(game.page, window.location.search)}
              className="flex flex-col overflow-hidden rounded-xl bg-ink-800 transition hover:bg-ink-700 active:scale-[0.98]"
            >
              <img src={`/media/games/${game.page}.svg`} alt="" loading="lazy" className="aspect-[4/3] w-full bg-ink-900 object-cover" />
              <span className="sr-only">{game.title}: </span>
              <span className="p-2 text-xs text-muted">{t(game.blurb)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
