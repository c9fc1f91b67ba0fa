import { useMemo, useState } from 'react';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { inputClass } from '@web/components/form-field';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useCasinoGames, useCasinoProviders, useUpdateCasinoGame, useUpdateCasinoProvider, type AdminCasinoGame, type AdminCasinoProvider } from './casino-api';
import { AdminPage, AdminTable, Panel, QueryStates, StatusBadge, tdClass, WeightField } from '../shared/admin-ui';

// The casino's switches: every title and provider on or off. A title plays only when it and its
// provider are on, and an aggregator's titles only once its API URL and secret are configured.

const selectClass = `${inputClass} border-ink-600`;

/** An aggregator needs its API URL and shared secret before a launch can reach it. */
export function isConfigured(provider: AdminCasinoProvider): boolean {
  return provider.kind === 'house' || (provider.api_url !== null && provider.has_secret);
}

function ToggleButton({
  name,
  isEnabled,
  isBusy,
  isThisBusy,
  onToggle,
}: {
  name: string;
  isEnabled: boolean;
  isBusy: boolean;
  isThisBusy: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${isEnabled ? 'Disable' : 'Enable'} ${name}`}
      isLoading={isThisBusy}
      disabled={isBusy}
      onClick={onToggle}
    >
      {isEnabled ? 'Disable' : 'Enable'}
    </Button>
  );
}

function ProvidersPanel() {
  const providers = useCasinoProviders();
  const update = useUpdateCasinoProvider();
  const toggle = (provider: AdminCasinoProvider) =>
    update.mutate(
      { id: provider.id, is_enabled: !provider.is_enabled },
      {
        onSuccess: ({ message }) => showToast('success', message ?? 'Provider updated'),
        onError: (failure) => showToast('error', errorMessage(failure, 'Failed to update provider')),
      },
    );

  return (
    <Panel title="Providers">
      <QueryStates query={providers} loadingLabel="Loading providers..." errorTitle="Failed to load providers" emptyTitle="No providers yet">
        {(rows) => (
          <AdminTable label="Provider list" headings={['Provider', 'Kind', 'Titles', 'Configured', 'Status', '']}>
            {rows.map((provider) => (
              <tr key={provider.id}>
                <td className={`${tdClass} font-semibold text-fg`}>{provider.name}</td>
                <td className={`${tdClass} text-muted`}>{provider.kind === 'house' ? 'House' : 'Aggregator'}</td>
                <td className={`${tdClass} tabular-nums`}>{provider.game_count}</td>
                <td className={tdClass}>
                  {provider.kind === 'house' ? (
                    <span className="text-muted">Built in</span>
                  ) : (
                    <span className={isConfigured(provider) ? 'text-success' : 'text-gold-400'}>
                      {isConfigured(provider) ? 'Configured' : 'Not configured'}
                    </span>
                  )}
                </td>
                <td className={tdClass}>
                  <StatusBadge isActive={provider.is_enabled} />
                </td>
                <td className={`${tdClass} text-right`}>
                  <ToggleButton
                    name={provider.name}
                    isEnabled={provider.is_enabled}
                    isBusy={update.isPending}
                    isThisBusy={update.isPending && update.variables.id === provider.id}
                    onToggle={() => toggle(provider)}
                  />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryStates>
    </Panel>
  );
}

type Filters = { search: string; type: string; providerId: string };

export function filterGames(games: AdminCasinoGame[], { search, type, providerId }: Filters): AdminCasinoGame[] {
  const needle = search.trim().toLowerCase();
  return games.filter(
    (game) =>
      (needle === '' || game.name.toLowerCase().includes(needle) || game.uid.toLowerCase().includes(needle)) &&
      (type === '' || game.type === type) &&
      (providerId === '' || String(game.provider_id) === providerId),
  );
}

function GameStatus({ game }: { game: AdminCasinoGame }) {
  if (game.is_enabled && !game.provider_enabled) {
    return <span className="inline-flex rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-semibold text-gold-400">Provider off</span>;
  }
  return <StatusBadge isActive={game.is_enabled} />;
}

function GamesPanel() {
  const games = useCasinoGames();
  const update = useUpdateCasinoGame();
  const [filters, setFilters] = useState<Filters>({ search: '', type: '', providerId: '' });
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  const types = useMemo(() => [...new Set((games.data ?? []).map((game) => game.type))].sort(), [games.data]);
  const providers = useMemo(() => {
    const byId = new Map<number, string>();
    for (const game of games.data ?? []) byId.set(game.provider_id, game.provider);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [games.data]);
  const shown = useMemo(() => filterGames(games.data ?? [], filters), [games.data, filters]);

  const toggle = (game: AdminCasinoGame) =>
    update.mutate(
      { id: game.id, is_enabled: !game.is_enabled },
      {
        onSuccess: ({ message }) => showToast('success', message ?? 'Game updated'),
        onError: (failure) => showToast('error', errorMessage(failure, 'Failed to update game')),
      },
    );

  const setWeight = (game: AdminCasinoGame, weight: number, onError: (message: string) => void) =>
    update.mutate(
      { id: game.id, wagering_weight: weight },
      {
        onSuccess: () => showToast('success', `${game.name} counts ${weight}% towards bonus wagering`),
        onError: (failure) => onError(errorMessage(failure, 'Failed to update game')),
      },
    );

  return (
    <Panel title="Titles">
      <div className="grid gap-3 border-b border-ink-700 p-4 sm:grid-cols-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-muted">
          Search
          <input
            type="search"
            value={filters.search}
            placeholder="Name or slug"
            onChange={(event) => set({ search: event.target.value })}
            className={selectClass}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-muted">
          Type
          <select value={filters.type} onChange={(event) => set({ type: event.target.value })} className={selectClass}>
            <option value="">All types</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-muted">
          Provider
          <select value={filters.providerId} onChange={(event) => set({ providerId: event.target.value })} className={selectClass}>
            <option value="">All providers</option>
            {providers.map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {games.isPending ? <LoadingState label="Loading games..." /> : null}
      {games.isError ? <ErrorState title="Failed to load games" message={errorMessage(games.error, '')} onRetry={() => void games.refetch()} /> : null}
      {games.isSuccess && games.data.length === 0 ? <EmptyState title="No games yet" /> : null}
      {games.isSuccess && games.data.length > 0 && shown.length === 0 ? (
        <EmptyState title="No games match" hint="Try another search, type or provider." />
      ) : null}
      {shown.length > 0 ? (
        <>
          <p className="px-4 pt-3 text-xs text-subtle" aria-live="polite">
            {shown.length} of {games.data?.length ?? 0} titles
          </p>
          <AdminTable label="Title list" headings={['Title', 'Type', 'Provider', 'Bonus wagering', 'Status', '']}>
            {shown.map((game) => (
              <tr key={game.id} className={cx(!game.is_enabled && 'opacity-70')}>
                <td className={tdClass}>
                  <p className="font-semibold text-fg">{game.name}</p>
                  <p className="font-mono text-xs text-subtle">{game.uid}</p>
                </td>
                <td className={`${tdClass} text-muted`}>{game.type}</td>
                <td className={`${tdClass} text-muted`}>{game.provider}</td>
                <td className={tdClass}>
                  <WeightField
                    label={`Bonus wagering weight of ${game.name}`}
                    weight={game.wagering_weight}
                    isBusy={update.isPending}
                    onSave={(weight, onError) => setWeight(game, weight, onError)}
                  />
                </td>
                <td className={tdClass}>
                  <GameStatus game={game} />
                </td>
                <td className={`${tdClass} text-right`}>
                  <ToggleButton
                    name={game.name}
                    isEnabled={game.is_enabled}
                    isBusy={update.isPending}
                    isThisBusy={update.isPending && update.variables.id === game.id}
                    onToggle={() => toggle(game)}
                  />
                </td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : null}
    </Panel>
  );
}

export function CasinoGamesScreen() {
  return (
    <AdminPage
      title="Games"
      description="Turn titles and providers on or off. A title plays only when it and its provider are on; an aggregator also needs its API URL and secret. Bonus wagering: the share of a settled stake that counts towards a bonus (lowest-edge tables less)."
    >
      <ProvidersPanel />
      <GamesPanel />
    </AdminPage>
  );
}
