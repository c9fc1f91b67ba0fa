import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { Spinner } from '@web/components/spinner';
import { readGameTarget } from './game-url';

// Spec §2 Game player and §4: loading until the frame loads, then loaded or error.

type FrameStatus = 'loading' | 'loaded' | 'error';

const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-presentation';

/** The frame failed, or its address did not come from a launch (so it is never framed). */
function LoadFailed({ onBack, isFullScreen = false }: { onBack: () => void; isFullScreen?: boolean }) {
  return (
    <div className={cx('inset-0 flex flex-col items-center justify-center gap-4 bg-ink-950 p-6 text-center', isFullScreen ? 'fixed z-50' : 'absolute z-10')}>
      <p role="alert" className="text-lg font-semibold text-gold-400">
        ⚠ {t`Failed to load game`}
      </p>
      <Button variant="secondary" onClick={onBack}>
        {t`Go Back`}
      </Button>
    </div>
  );
}

export function GamePlayerPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { url, title, isRefused } = readGameTarget(location.state, search, window.location.origin, t`Game`);
  const [status, setStatus] = useState<FrameStatus>('loading');
  const [frameKey, setFrameKey] = useState(0);
  const [isHeaderOpen, setHeaderOpen] = useState(false);

  const goBack = () => void navigate(-1);
  const reload = () => {
    setStatus('loading');
    setFrameKey((key) => key + 1);
  };

  if (isRefused) return <LoadFailed onBack={goBack} isFullScreen />;
  if (!url) {
    return (
      <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-ink-950 p-6 text-center">
        <p role="alert" className="text-lg font-semibold text-fg">
          {t`No game URL provided`}
        </p>
        <Button variant="secondary" onClick={goBack}>
          {t`Go Back`}
        </Button>
      </div>
    );
  }

  return (
    <div className="fixed inset-0 z-50 bg-black">
      <h1 className="sr-only">{title}</h1>
      {/* The header stays out of the game's way: a small handle shows it, focus keeps it open. */}
      <div
        className={cx(
          'absolute inset-x-0 top-0 z-20 flex items-center gap-2 bg-ink-950/90 px-2 py-1.5 shadow-lg backdrop-blur transition-transform focus-within:translate-y-0',
          isHeaderOpen ? 'translate-y-0' : '-translate-y-full',
        )}
      >
        <Button variant="ghost" size="sm" onClick={goBack} aria-label={t({ message: 'Back', context: 'leave the game' })}>
          ← {t({ message: 'Back', context: 'leave the game' })}
        </Button>
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">{title}</p>
        <Button variant="ghost" size="sm" onClick={reload}>
          {t`Reload`}
        </Button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg px-3 py-1.5 text-xs font-semibold text-muted hover:bg-ink-700 hover:text-fg"
        >
          {t`Open in new tab`}
        </a>
        <Button variant="ghost" size="sm" onClick={() => setHeaderOpen(false)} aria-label={t`Hide game menu`}>
          ✕
        </Button>
      </div>
      {isHeaderOpen ? null : (
        <button
          type="button"
          onClick={() => setHeaderOpen(true)}
          aria-label={t`Show game menu`}
          className="absolute left-1/2 top-0 z-20 h-5 w-16 -translate-x-1/2 rounded-b-lg bg-ink-800/80 text-[10px] text-muted hover:text-fg"
        >
          ▾
        </button>
      )}

      <iframe
        key={frameKey}
        src={url}
        title={title}
        className="size-full border-0"
        sandbox={SANDBOX}
        allow="fullscreen; autoplay"
        allowFullScreen
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('error')}
      />

      {status === 'loading' ? (
        <div className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-ink-950 text-sm text-muted">
          <Spinner size="lg" label="" className="text-lotus-400" />
          <p role="status">{t`Loading game...`}</p>
        </div>
      ) : null}
      {status === 'error' ? <LoadFailed onBack={goBack} /> : null}
    </div>
  );
}
