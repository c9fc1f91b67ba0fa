import { t } from '@lingui/core/macro';
import { GameImage } from './game-image';
import { LaunchOverlay } from './launch-overlay';

type PlayNowCardProps = { title: string; image: string; isLaunching: boolean; isDisabled: boolean; onLaunch: () => void };

/** The lobby and card-game tile: artwork with a 'Play Now' bar (spec §2 Casino lobby). */
export function PlayNowCard({ title, image, isLaunching, isDisabled, onLaunch }: PlayNowCardProps) {
  return (
    <button
      type="button"
      onClick={onLaunch}
      disabled={isDisabled}
      aria-busy={isLaunching}
      aria-label={t`Play ${title}`}
      className="group relative flex w-full flex-col overflow-hidden rounded-xl bg-ink-800 ring-1 ring-ink-600 transition hover:ring-lotus-400 disabled:cursor-wait"
    >
      <GameImage src={image} title={title} className="aspect-square w-full transition group-hover:scale-[1.03]" />
      <span className="bg-lotus-gradient py-1.5 text-center text-xs font-bold uppercase tracking-wide text-ink-950">{t`Play Now`}</span>
      {isLaunching ? <LaunchOverlay /> : null}
    </button>
  );
}
