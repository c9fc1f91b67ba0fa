import { Link } from 'react-router';
import { cx } from '@web/components/cx';
import { SportIcon } from '@web/components/sport-icons';
import type { CategoryLaunch } from '@web/features/casino';
import { tileName, type CategoryTile } from './home-tiles';

// Spec §2 game-category tiles, four to a mobile page: route tiles are links, the others launch a
// game by title. Until the casino's launcher has loaded, a launch tile is drawn but waits.

const tileClass =
  'group relative flex h-full w-full flex-col items-center gap-1.5 overflow-hidden rounded-xl bg-ink-800 p-2 text-center ring-1 ring-ink-600 transition hover:bg-ink-700';

function Face({ tile }: { tile: CategoryTile }) {
  return (
    <>
      <span className={cx('grid aspect-square w-full place-items-center rounded-lg bg-gradient-to-br text-white', tile.tone)}>
        <SportIcon name={tile.icon} className="size-8" />
      </span>
      {/* Two lines kept for every label, so tiles line up and nothing moves when the launcher arrives. */}
      <span className="line-clamp-2 h-7 text-[11px] font-semibold leading-tight text-muted group-hover:text-fg">{tileName(tile)}</span>
    </>
  );
}

export function CategoryTiles({ tiles, launcher }: { tiles: CategoryTile[]; launcher?: CategoryLaunch | undefined }) {
  return (
    <ul className="scrollbar-none -mx-3 grid snap-x snap-mandatory scroll-px-3 auto-cols-[calc((100%-2.25rem)/4)] grid-flow-col gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:auto-cols-auto sm:grid-flow-row sm:grid-cols-8 sm:grid-rows-none sm:px-0">
      {tiles.map((tile) => {
        const isLaunching = launcher?.launchingTitle === tile.label;
        return (
          <li key={tile.label} className="snap-start">
            {tile.kind === 'link' ? (
              <Link to={tile.to} className={tileClass}>
                <Face tile={tile} />
              </Link>
            ) : (
              <button
                type="button"
                className={cx(tileClass, 'disabled:cursor-wait', launcher?.isLaunching && !isLaunching && 'opacity-70')}
                disabled={!launcher || launcher.isLaunching}
                aria-busy={isLaunching}
                onClick={() => launcher?.launch(tile.label, tileName(tile))}
              >
                <Face tile={tile} />
                {isLaunching ? launcher.overlay : null}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
