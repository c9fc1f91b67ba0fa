import { t } from '@lingui/core/macro';
import { PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useGames } from './api/games';
import { useGameLauncher } from './api/launch-game';
import { PlayNowCard } from './play-now-card';

// Spec §2 Indian Card Games: a grid of Play Now tiles, each launching its game.

export function CardGamesPage() {
  const games = useGames({ search: '', type: 'India Poker Game', page: 1, pageSize: 100 });
  const { launch, launchingKey, isLaunching } = useGameLauncher();
  return (
    <div className="flex flex-col gap-3 px-3 py-3 sm:px-4">
      <PageHeader title={t`Indian Card Games`} />
      {games.isPending ? <LoadingState label={t`Loading games...`} /> : null}
      {games.isError ? <ErrorState title={t`Failed to load games`} message={errorMessage(games.error, '')} onRetry={() => void games.refetch()} /> : null}
      {games.data ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {games.data.games.map((game) => (
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
      ) : null}
    </div>
  );
}
