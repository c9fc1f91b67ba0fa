import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@shared/schemas/content';
import { cx } from '@web/components/cx';
import { ChevronLeftIcon, ChevronRightIcon } from '@web/components/first-screen-icons';
import { Button } from '@web/components/button';
import { bannerErrorMessage, useBanners } from './api/banners';
import { reloadPage } from './reload-page';

export const BANNER_ADVANCE_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 50;

/** The home carousel from GET /api/banners, with its loading, error and empty states (spec §2). */
export function BannerCarousel() {
  const banners = useBanners();
  if (banners.isPending) {
    return (
      <div>
        <div className="aspect-[8/3] w-full animate-pulse rounded-xl bg-ink-800 ring-1 ring-ink-700" role="status" aria-label={t`Loading banners`}>
          <span className="sr-only">{t`Loading banners...`}</span>
        </div>
        <DotsSpace />
      </div>
    );
  }
  if (banners.isError) {
    return (
      <div
        role="alert"
        className="mb-7 flex aspect-[8/3] w-full flex-col items-center justify-center gap-2 rounded-xl bg-ink-800 p-4 text-center ring-1 ring-danger/30"
      >
        <p className="font-semibold text-danger">{t`Failed to load banners`}</p>
        <p className="text-xs text-muted">{bannerErrorMessage(banners.error)}</p>
        {/* Spec §2: Retry reloads the page (a fresh start also picks up a new build's assets). */}
        <Button variant="secondary" size="sm" onClick={reloadPage}>
          {t`Retry`}
        </Button>
      </div>
    );
  }
  if (banners.data.length === 0) {
    return (
      <div className="mb-7 flex aspect-[8/3] w-full items-center justify-center rounded-xl bg-ink-800 text-sm text-muted ring-1 ring-ink-700">
        {t`No banners available`}
      </div>
    );
  }
  return <BannerSlides banners={banners.data} />;
}

const hasWords = (banner: Banner) => Boolean(banner.title || banner.subtitle || (banner.button_label && banner.link_url));

/**
 * The banner's title, subtitle and button, written over its left side in the player's language (the
 * API answers the operator's version for the request's language). They start 9% in, clear of the
 * arrow on a phone. A button leads to a page of the site, or opens an https address in a new tab.
 */
function BannerWords({ banner, isShown }: { banner: Banner; isShown: boolean }) {
  if (!hasWords(banner)) return null;
  // Fixed colours, not the theme's: the words sit on the picture in either theme.
  const buttonClass =
    'mt-0.5 inline-flex h-7 w-fit items-center rounded-full bg-[#f8c85a] px-3 text-xs font-bold text-[#111111] shadow hover:bg-[#fbd77f] sm:mt-1 sm:h-10 sm:px-5 sm:text-sm';
  const tabIndex = isShown ? undefined : -1;
  return (
    <div className="absolute inset-y-0 left-0 flex w-[64%] flex-col justify-center gap-1 bg-gradient-to-r from-[rgba(5,9,20,0.55)] via-[rgba(5,9,20,0.25)] to-transparent pl-[9%] pr-3 sm:gap-2">
      {banner.title ? <p className="line-clamp-2 text-base font-bold leading-tight text-white drop-shadow sm:text-3xl lg:text-4xl">{banner.title}</p> : null}
      {banner.subtitle ? <p className="line-clamp-2 text-[11px] leading-snug text-white/90 drop-shadow sm:text-base lg:text-lg">{banner.subtitle}</p> : null}
      {banner.button_label && banner.link_url ? (
        banner.link_url.startsWith('/') ? (
          <Link to={banner.link_url} tabIndex={tabIndex} className={buttonClass} draggable={false}>
            {banner.button_label}
          </Link>
        ) : (
          <a href={banner.link_url} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} className={buttonClass} draggable={false}>
            {banner.button_label}
          </a>
        )
      ) : null}
    </div>
  );
}

/** The dots' row is kept in every state, so nothing below moves when the banners arrive. */
function DotsSpace() {
  return <div aria-hidden="true" className="mt-1 h-6" />;
}

/** The slides themselves: 5 s auto-advance when more than one, wrap-around, arrows, dots, swipe. */
export function BannerSlides({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const swipeStart = useRef<number | undefined>(undefined);
  // A swipe that ends on a banner's button moves the slides; it does not follow the link.
  const hasSwiped = useRef(false);
  const count = banners.length;
  const current = index % count;

  useEffect(() => {
    if (count <= 1) return;
    // Restarted by every change of slide, so a manual move gets its full 5 s too.
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), BANNER_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [count, index]);

  const go = (step: number) => setIndex((value) => (((value + step) % count) + count) % count);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (start === undefined || count <= 1) return;
    const distance = event.clientX - start;
    hasSwiped.current = Math.abs(distance) > SWIPE_THRESHOLD_PX;
    if (hasSwiped.current) go(distance < 0 ? 1 : -1);
  };
  const onClickCapture = (event: MouseEvent) => {
    if (!hasSwiped.current) return;
    hasSwiped.current = false;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label={t`Promotions`} className="relative">
      <div
        className="relative aspect-[8/3] w-full touch-pan-y select-none overflow-hidden rounded-xl bg-ink-800 ring-1 ring-ink-700"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = undefined)}
        onClickCapture={onClickCapture}
        data-testid="banner-track"
      >
        <div className="flex h-full transition-transform duration-500 ease-out" style={{ transform: `translateX(-${current * 100}%)` }}>
          {banners.map((banner, slide) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${slide + 1} of ${count}`}
              aria-hidden={slide !== current}
              className="relative h-full w-full shrink-0 bg-gradient-to-br from-ink-700 to-lotus-700/40"
            >
              {failed.has(banner.id) ? null : (
                <img
                  src={banner.image_url}
                  alt={banner.alt_text}
                  width={1200}
                  height={450}
                  draggable={false}
                  loading={slide === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slide === 0 ? 'high' : 'low'}
                  decoding="async"
                  className="h-full w-full object-cover"
                  onError={() => setFailed((set) => new Set(set).add(banner.id))}
                />
              )}
              <BannerWords banner={banner} isShown={slide === current} />
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className="absolute left-1 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded-full bg-ink-950/45 text-fg backdrop-blur-sm hover:bg-ink-950/80 sm:left-2 sm:size-9"
              aria-label={t`Previous banner`}
            >
              <ChevronLeftIcon className="size-4 sm:size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="absolute right-1 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded-full bg-ink-950/45 text-fg backdrop-blur-sm hover:bg-ink-950/80 sm:right-2 sm:size-9"
              aria-label={t`Next banner`}
            >
              <ChevronRightIcon className="size-4 sm:size-5" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="mt-1 flex h-6 justify-center">
          {banners.map((banner, dot) => (
            <button
              key={banner.id}
              type="button"
              onClick={() => setIndex(dot)}
              aria-label={t`Show banner ${dot + 1}`}
              aria-current={dot === current ? 'true' : undefined}
              className="grid h-6 w-6 place-items-center"
            >
              <span className={cx('block h-1.5 rounded-full transition-all', dot === current ? 'w-5 bg-lotus-400' : 'w-1.5 bg-ink-400')} />
            </button>
          ))}
        </div>
      ) : (
        <DotsSpace />
      )}
    </section>
  );
}
