import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { cx } from '@web/components/cx';
import { PageHeader } from '@web/components/page-header';
import type { CollectionItem } from '@shared/schemas/casino';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useCollection } from './api/collections';
import { tileTag } from './game-types';
import { useGameLauncher } from './api/launch-game';
import { PlayNowCard } from './play-now-card';

// Spec §2 Casino lobby (/casino, /games/casino?providerId=2 or ?menuName=fishing): a search, two
// provider rows and a grid of Play Now cards that launch. The rows filter the cards (the spec's
// rows only highlighted: a control that does nothing is a defect), and so does the search.

const providerRow = ['All', 'More Slots', 'Royal Gaming', 'Mac88 Gaming', 'Aura'] as const;
const brandRow = ['More Slots', 'Royal Games', 'Mac 88', 'Aura', 'Chicken Rc'] as const;

/** What each studio button of the second row keeps: a provider's cards, or Chicken Road's. */
const brandKeeps: Record<(typeof brandRow)[number], (item: CollectionItem) => boolean> = {
  'More Slots': (item) => item.provider === 'More Slots',
  'Royal Games': (item) => item.provider === 'Royal Gaming',
  'Mac 88': (item) => item.provider === 'Mac88 Gaming',
  Aura: (item) => item.provider === 'Aura',
  'Chicken Rc': (item) => item.game_type === 'chicken-road',
};

const isBrand = (option: string | undefined): option is (typeof brandRow)[number] => brandRow.some((brand) => brand === option);

/** The cards the filters and the search keep. */
function shownCards(items: readonly CollectionItem[], provider: string, brand: string | undefined, search: string): CollectionItem[] {
  const words = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (provider === 'All' || item.provider === provider) &&
      (!isBrand(brand) || brandKeeps[brand](item)) &&
      (words === '' || item.title.toLowerCase().includes(words)),
  );
}

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
  const [searchText, setSearchText] = useState('');
  const cards = useCollection('lobby');
  const { launch, launchingKey, isLaunching } = useGameLauncher({ lobbyMessage: true });
  const title = search.get('menuName') === 'fishing' ? t`Fishing Games` : t`Casino`;
  const shown = cards.data ? shownCards(cards.data, provider, brand, searchText) : undefined;

  return (
    <div className="flex flex-col gap-3 px-3 py-3 sm:px-4">
      <PageHeader title={title} />
      <input
        type="search"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        placeholder={t`Search games...`}
        aria-label={t`Search games`}
        maxLength={100}
        className="h-11 w-full rounded-xl border border-ink-600 bg-ink-800 px-4 text-sm text-fg placeholder:text-ink-400 focus:border-lotus-400 focus:outline-none"
      />
      <FilterRow label={t`Provider`} options={providerRow} selected={provider} onSelect={setProvider} />
      {/* A second press on a studio clears it. */}
      <FilterRow label={t`Game studio`} options={brandRow} selected={brand} onSelect={(option) => setBrand(option === brand ? undefined : option)} />
      {cards.isPending ? <LoadingState label={t`Loading games...`} /> : null}
      {cards.isError ? <ErrorState title={t`Failed to load games`} message={errorMessage(cards.error, '')} onRetry={() => void cards.refetch()} /> : null}
      {shown?.length === 0 ? <EmptyState title={t`No games match`} hint={t`Try another provider or search.`} /> : null}
      {shown && shown.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((item) => (
            <li key={item.id}>
              <PlayNowCard
                title={item.title}
                image={item.image}
                caption={tileTag(item.tag)}
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
