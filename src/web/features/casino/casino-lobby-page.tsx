import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { cx } from '@web/components/cx';
import { PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useCollection } from './api/collections';
import { useGameLauncher } from './api/launch-game';
import { PlayNowCard } from './play-now-card';

// Spec §2 Casino lobby (/casino, /games/casino?providerId=2 or ?menuName=fishing): two provider
// rows that only highlight, and a grid of Play Now cards that launch.

const providerRow = ['All', 'More Slots', 'Royal Gaming', 'Mac88 Gaming', 'Aura'] as const;
const brandRow = ['More Slots', 'Royal Games', 'Mac 88', 'Aura', 'Chicken Rc'] as const;

/** providerId counts the first row from All = 0, so the home tile's providerId=2 is Royal Gaming. */
function initialProvider(providerId: string | null): string {
  const index = Number(providerId);
  return Number.isInteger(index) ? (providerRow[index] ?? 'All') : 'All';
}

function FilterRow({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: readonly string[];
  selected: string | undefined;
  onSelect: (option: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 sm:mx-0 sm:flex-wrap sm:px-0">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
          className={cx(
            'h-8 shrink-0 rounded-full px-3 text-xs font-semibold transition',
            option === selected ? 'bg-lotus-gradient text-ink-950' : 'bg-ink-800 text-muted ring-1 ring-ink-600 hover:text-fg',
          )}
        >
          {option === 'All' ? t`All` : option}
        </button>
      ))}
    </div>
  );
}

export function CasinoLobbyPage() {
  const [search] = useSearchParams();
  const [provider, setProvider] = useState(() => initialProvider(search.get('providerId')));
  const [brand, setBrand] = useState<string | undefined>(undefined);
  const cards = useCollection('lobby');
  const { launch, launchingKey, isLaunching } = useGameLauncher({ lobbyMessage: true });
  const title = search.get('menuName') === 'fishing' ? t`Fishing Games` : t`Casino`;

  return (
    <div className="flex flex-col gap-3 px-3 py-3 sm:px-4">
      <PageHeader title={title} />
      <FilterRow label={t`Provider`} options={providerRow} selected={provider} onSelect={setProvider} />
      <FilterRow label={t`Game studio`} options={brandRow} selected={brand} onSelect={setBrand} />
      {cards.isPending ? <LoadingState label={t`Loading games...`} /> : null}
      {cards.isError ? <ErrorState title={t`Failed to load games`} message={errorMessage(cards.error, '')} onRetry={() => void cards.refetch()} /> : null}
      {cards.data ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {cards.data.map((item) => (
            <li key={item.id}>
              <PlayNowCard
                title={item.title}
                image={item.image}
                isLaunching={launchingKey === item.game_type}
                isDisabled={isLaunching}
                onLaunch={() => launch({ gameType: item.game_type, title: item.title })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
