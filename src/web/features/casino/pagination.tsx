import { t } from '@lingui/core/macro';
import { cx } from '@web/components/cx';

// Spec §2 All games: Previous, page numbers, Next; only when there is more than one page.

/** Page numbers to show: all of them when few, else the ends and a window round the current. */
export function pageWindow(current: number, count: number): Array<number | 'gap'> {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const pages = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const page of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && page - last > 1) out.push('gap');
    out.push(page);
  }
  return out;
}

const pill = 'h-9 min-w-9 rounded-lg px-3 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40';

export function Pagination({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t`Pagination`} className="flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={cx(pill, 'bg-ink-700 text-fg hover:bg-ink-600')} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t`Previous`}
      </button>
      {pageWindow(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            className={cx(pill, item === page ? 'bg-lotus-gradient text-ink-950' : 'bg-ink-800 text-muted hover:bg-ink-700 hover:text-fg')}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={cx(pill, 'bg-ink-700 text-fg hover:bg-ink-600')} disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {t`Next`}
      </button>
    </nav>
  );
}
