import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { cx } from '@web/components/cx';
import { useMediaQuery } from '@web/components/use-media-query';

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
          <button type="button" className={arrow} aria-label={t`Previous ${label} page`} disabled={current === 0} onClick={() => setPage(current - 1)}>
            ‹
          </button>
          <span className="text-xs text-muted" aria-live="polite">
            {current + 1} / {pageCount}
          </span>
          <button type="button" className={arrow} aria-label={t`Next ${label} page`} disabled={current >= pageCount - 1} onClick={() => setPage(current + 1)}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}

type SwipePagesProps<T> = {
  items: T[];
  perPage: number;
  /** Columns of a page on mobile (its items fill perPage / columns rows). */
  mobileColumns: string;
  /** From sm up the pages dissolve into one grid of these columns. */
  desktopColumns: string;
  label: string;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** A loading placeholder: hidden from assistive tech and not focusable. */
  isPlaceholder?: boolean;
};

/**
 * Spec §2 Exchange Games: on mobile horizontal pages of perPage, swiped and snapped one page at a
 * time with the next one peeking; from sm up every item in one grid. CSS only (the pages become
 * `display: contents`), so nothing is measured and nothing moves when the script runs.
 */
export function SwipePages<T>({ items, perPage, mobileColumns, desktopColumns, label, render, itemKey, isPlaceholder = false }: SwipePagesProps<T>) {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return (
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      {...(isPlaceholder ? { 'aria-hidden': true } : { tabIndex: 0, role: 'region', 'aria-label': label })}
      className={cx(
        'scrollbar-none -mx-3 flex snap-x snap-mandatory scroll-px-3 gap-2 overflow-x-auto px-3 pb-1',
        'sm:mx-0 sm:grid sm:snap-none sm:overflow-visible sm:px-0 sm:pb-0',
        desktopColumns,
      )}
    >
      {pages.map((page, index) => (
        <ul
          key={index}
          role="list"
          aria-label={isPlaceholder ? undefined : t`${label} page ${index + 1} of ${pages.length}`}
          className={cx('grid w-[calc(100%-1.5rem)] shrink-0 snap-start gap-2 sm:contents', mobileColumns)}
        >
          {page.map((item) => (
            <li key={itemKey(item)}>{render(item)}</li>
          ))}
        </ul>
      ))}
    </div>
  );
}
