import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { PageHeader } from '@web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useGames, type Game } from './api/games';
import { useGameLauncher } from './api/launch-game';
import { PlayNowCard } from './play-now-card';

// Spec §2 Slot Games: a 3-column grid and a SEARCH GAMES box that filters by a case-insensitive
// substring of the image address.

export function filterByImage(games: Game[], text: string): Game[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return games;
  return games.filter((game) => game.image.toLowerCase().includes(needle));
}

export function SlotGamesPage() {
  const [searchText, setSearchText] = useState('');
  const games = useGames({ search: '', type: 'Slot Game', page: 1, pageSize: 100 });
  const { launch, launchingKey, isLaunching } = useGameLauncher();
  const shown = games.data ? filterByImage(games.data.games, searchText) : [];

  return (
    <div className="flex flex-col gap-3 px-3 py-3 sm:px-4">
      <PageHeader title={t`Slot Games`} />
      <input
        type="search"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        placeholder={t`SEARCH GAMES`}
        aria-label={t`Search games`}
        maxLength={100}
        className="h-11 w-full rounded-xl border border-ink-600 bg-ink-800 px-4 text-sm text-fg placeholder:text-ink-400 focus:border-lotus-400 focus:outline-none"
      />
      {games.isPending ? <LoadingState label={t`Loading games...`} /> : null}
      {games.isError ? <ErrorState title={t`Failed to load games`} message={errorMessage(games.error, '')} onRetry={() => void games.refetch()} /> : null}
      {games.data && shown.length === 0 ? <EmptyState title={t`No games found`} /> : null}
      <ul className="grid grid-cols-3 gap-2">
        {shown.map((game) => (
          <li key={game.id}>
            <PlayNowCard
              title={game.name}
              image={game.image}
              isLaunching={launchingKey === game.uid}
              isDisabled={isLaunching}
              onLaunch={() => launch({ gameType: game.uid, title: game.name })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
