import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { PageHeader } from '@web/components/page-header';
import { cx } from '@web/components/cx';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { gameTypeFilters } from '@shared/schemas/casino';
import { errorMessage } from '@web/lib/api-client';
import { useGames } from './api/games';
import { useGameLauncher } from './api/launch-game';
import { GameCard } from './game-card';
import { gameTypeName } from './game-types';
import { Pagination } from './pagination';

// Spec §2 All games: search, type filters, 24 a page from the server, pagination, launch.

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function AllGamesPage() {
  const [searchText, setSearchText] = useState('');
  const [type, setType] = useState<string>('All');
  const search = useDebounced(searchText, SEARCH_DELAY_MS);
  // Spec §4: a filter or search change starts again at page 1 — a page belongs to its filter.
  const filterKey = `${type}|${search.trim()}`;
  const [pageOf, setPageOf] = useState({ filterKey, page: 1 });
  const page = pageOf.filterKey === filterKey ? pageOf.page : 1;
  const games = useGames({ search, type, page });
  const { launch, launchingKey, isLaunching } = useGameLauncher();

  const changePage = (next: number) => {
    setPageOf({ filterKey, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const data = games.data;
  const pageCount = data ? Math.ceil(data.total / data.page_size) : 0;
  const first = data && data.total > 0 ? (data.page - 1) * data.page_size + 1 : 0;
  const last = data ? Math.min(data.page * data.page_size, data.total) : 0;

  return (
    <div className="flex flex-col gap-4 px-3 py-3 sm:px-4">
      <PageHeader title={t`All Games`} />
      <input
        type="search"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        placeholder={t`Search games...`}
        aria-label={t`Search games`}
        maxLength={100}
        className="h-11 w-full rounded-xl border border-ink-600 bg-ink-800 px-4 text-sm text-fg placeholder:text-ink-400 focus:border-lotus-400 focus:outline-none"
      />
      <div role="group" aria-label={t`Game type`} className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 sm:mx-0 sm:flex-wrap sm:px-0">
        {gameTypeFilters.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={filter === type}
            onClick={() => setType(filter)}
            className={cx(
              'h-8 shrink-0 rounded-full px-3 text-xs font-semibold transition',
              filter === type ? 'bg-lotus-gradient text-ink-950' : 'bg-ink-800 text-muted ring-1 ring-ink-600 hover:text-fg',
            )}
          >
            {gameTypeName(filter)}
          </button>
        ))}
      </div>

      {games.isPending ? <LoadingState label={t`Loading games...`} /> : null}
      {games.isError && !data ? (
        <ErrorState title={t`Failed to load games`} message={errorMessage(games.error, '')} onRetry={() => void games.refetch()} />
      ) : null}
      {data && data.games.length === 0 ? <EmptyState title={t`No games found`} hint={t`Try another name or type.`} /> : null}
      {data && data.games.length > 0 ? (
        <ul className={cx('grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6', games.isPlaceholderData && 'opacity-60')}>
          {data.games.map((game) => (
            <li key={game.id}>
              <GameCard
                title={game.name}
                image={game.image}
                caption={gameTypeName(game.type)}
                isLaunching={launchingKey === String(game.id)}
                isDisabled={isLaunching}
                onLaunch={() => launch({ gameType: game.uid, title: game.name, key: String(game.id) })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <>
          <Pagination page={data.page} pageCount={pageCount} onChange={changePage} />
          <p className="text-center text-xs text-muted">{t`Showing ${first}-${last} of ${data.total} games`}</p>
        </>
      ) : null}
    </div>
  );
}
