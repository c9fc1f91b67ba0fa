import type { ReactNode } from 'react';
import { useState } from 'react';
import { cx } from '../../components/cx';
import { useMediaQuery } from '../../components/use-media-query';

// Spec §2 Home: on mobile a section shows a page of N cards at a time with arrows and dots; on
// larger screens every card in a grid.

type PagedGridProps<T> = {
  items: T[];
  perPage: number;
  mobileColumns: string;
  desktopColumns: string;
  label: string;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
};

const arrow = 'grid size-8 place-items-center rounded-full bg-ink-700 text-fg transition hover:bg-ink-600 disabled:opacity-30';

export function PagedGrid<T>({ items, perPage, mobileColumns, desktopColumns, label, render, itemKey }: PagedGridProps<T>) {
  const isMobile = !useMediaQuery('(min-width: 640px)');
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, pageCount - 1);
  const shown = isMobile ? items.slice(current * perPage, current * perPage + perPage) : items;

  return (
    <div className="flex flex-col gap-2">
      <ul className={cx('grid gap-2', isMobile ? mobileColumns : desktopColumns)}>
        {shown.map((item) => (
          <li key={itemKey(item)}>{render(item)}</li>
        ))}
      </ul>
      {isMobile && pageCount > 1 ? (
        <div className="flex items-center justify-center gap-3">
          <button type="button" className={arrow} aria-label={`Previous ${label} page`} disabled={current === 0} onClick={() => setPage(current - 1)}>
            ‹
          </button>
          <span className="text-xs text-muted" aria-live="polite">
            {current + 1} / {pageCount}
          </span>
          <button type="button" className={arrow} aria-label={`Next ${label} page`} disabled={current >= pageCount - 1} onClick={() => setPage(current + 1)}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
