import { t } from '@lingui/core/macro';
import { GameImage } from './game-image';
import { LaunchOverlay } from './launch-overlay';

type PlayNowCardProps = { title: string; image: string; caption?: string | undefined; isLaunching: boolean; isDisabled: boolean; onLaunch: () => void };

/** The lobby and card-game tile: artwork (with the game's type at its foot, where given) and a 'Play Now' bar (spec §2 Casino lobby). */
export function PlayNowCard({ title, image, caption, isLaunching, isDisabled, onLaunch }: PlayNowCardProps) {
  return (
    <button
      type="button"
      onClick={onLaunch}
      disabled={isDisabled}
      aria-busy={isLaunching}
      aria-label={t`Play ${title}`}
      className="group relative flex w-full flex-col overflow-hidden rounded-xl bg-ink-800 ring-1 ring-ink-600 transition hover:ring-lotus-400 disabled:cursor-wait"
    >
      <span className="relative block">
        <GameImage src={image} title={title} className="aspect-square w-full transition group-hover:scale-[1.03]" />
        {caption ? (
          <span className="absolute inset-x-0 bottom-1.5 truncate px-2 text-center text-[10px] font-semibold uppercase tracking-wide text-white/80 [text-shadow:0_1px_2px_rgb(0_0_0/0.8)]">
            {caption}
          </span>
        ) : null}
      </span>
      <span className="bg-lotus-gradient py-1.5 text-center text-xs font-bold uppercase tracking-wide text-ink-950">{t`Play Now`}</span>
      {isLaunching ? <LaunchOverlay /> : null}
    </button>
  );
}
