import { useState } from 'react';
import { cx } from '@web/components/cx';

/** A game's artwork; when it fails to load, the title in its place (spec §8). */
export function GameImage({ src, title, className }: { src: string; title: string; className?: string }) {
  const [hasFailed, setFailed] = useState(false);
  if (hasFailed || !src) {
    return (
      <span className={cx('flex items-center justify-center bg-gradient-to-br from-ink-700 to-ink-900 p-2 text-center text-sm font-bold text-fg', className)}>
        {title}
      </span>
    );
  }
  return <img src={src} alt={title} loading="lazy" decoding="async" className={cx('object-cover', className)} onError={() => setFailed(true)} />;
}
