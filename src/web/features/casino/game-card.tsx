import { cx } from '@web/components/cx';
import { GameImage } from './game-image';
import { LaunchOverlay } from './launch-overlay';

type GameCardProps = { title: string; image: string; caption?: string | undefined; isLaunching: boolean; isDisabled: boolean; onLaunch: () => void };

/** A catalogue tile: artwork, name and type; disabled with a Loading overlay while it launches. */
export function GameCard({ title, image, caption, isLaunching, isDisabled, onLaunch }: GameCardProps) {
  return (
    <button
      type="button"
      onClick={onLaunch}
      disabled={isDisabled}
      aria-busy={isLaunching}
      className={cx(
        'group relative flex w-full flex-col overflow-hidden rounded-xl bg-ink-800 text-left ring-1 ring-ink-600 transition hover:ring-lotus-400 disabled:cursor-wait',
        isDisabled && !isLaunching && 'opacity-70',
      )}
    >
      <GameImage src={image} title={title} className="aspect-[4/3] w-full transition group-hover:scale-[1.03]" />
      <span className="flex flex-col gap-0.5 p-2">
        <span className="truncate text-xs font-semibold text-fg">{title}</span>
        {caption ? <span className="truncate text-[10px] uppercase tracking-wide text-muted">{caption}</span> : null}
      </span>
      {isLaunching ? <LaunchOverlay /> : null}
    </button>
  );
}
