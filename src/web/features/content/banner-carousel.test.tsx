import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import type { Banner } from '@shared/schemas/content';
import { renderWithProviders } from '@web/test/render';
import { BannerCarousel, BannerSlides } from './banner-carousel';
import { reloadPage } from './reload-page';

// jsdom cannot reload a page: the one call that does is watched instead.
vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const banner = (id: number): Banner => ({
  id,
  image_url: `/banners/${id}.svg`,
  alt_text: `Banner ${id}`,
  title: `Title ${id}`,
  subtitle: '',
  button_label: '',
  link_url: '',
});
const banners = [1, 2, 3].map(banner);

/** The slide the carousel shows: the one not hidden from screen readers. */
function shownSlide(): string | null {
  const slides = screen.getAllByRole('group', { hidden: true });
  return slides.find((slide) => slide.getAttribute('aria-hidden') === 'false')?.getAttribute('aria-label') ?? null;
}

function pointerSwipe(distance: number) {
  const track = screen.getByTestId('banner-track');
  fireEvent.pointerDown(track, { clientX: 200 });
  fireEvent.pointerUp(track, { clientX: 200 + distance });
}

describe('banner carousel', () => {
  it('advances every 5 s and wraps from the last banner to the first', async () => {
    vi.useFakeTimers();
    renderWithProviders(<BannerSlides banners={banners} />);
    expect(shownSlide()).toBe('1 of 3');
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(shownSlide()).toBe('1 of 3');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shownSlide()).toBe('2 of 3');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(shownSlide()).toBe('3 of 3');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(shownSlide()).toBe('1 of 3');
  });

  it('does not move, and shows no arrows or dots, with a single banner', async () => {
    vi.useFakeTimers();
    renderWithProviders(<BannerSlides banners={banners.slice(0, 1)} />);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(shownSlide()).toBe('1 of 1');
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show banner 1' })).toBeNull();
  });

  it('changes slide on a swipe longer than 50 px, either way, and ignores shorter ones', () => {
    renderWithProviders(<BannerSlides banners={banners} />);
    pointerSwipe(-50);
    expect(shownSlide()).toBe('1 of 3');
    pointerSwipe(-51);
    expect(shownSlide()).toBe('2 of 3');
    pointerSwipe(80);
    expect(shownSlide()).toBe('1 of 3');
    pointerSwipe(80);
    expect(shownSlide()).toBe('3 of 3');
  });

  it('moves with the arrows (wrapping both ways) and jumps with the dots', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BannerSlides banners={banners} />);
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(shownSlide()).toBe('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownSlide()).toBe('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(shownSlide()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Show banner 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('loads the first image eagerly and the rest lazily, sized', () => {
    renderWithProviders(<BannerSlides banners={banners} />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('width')).toBe('1200');
    expect(images[0]?.getAttribute('height')).toBe('450');
  });

  it('hides an image that fails to load; its words stay', () => {
    renderWithProviders(<BannerSlides banners={banners.slice(0, 1)} />);
    fireEvent.error(screen.getByRole('img', { name: 'Banner 1' }));
    expect(screen.queryByRole('img', { name: 'Banner 1' })).toBeNull();
    expect(screen.getByText('Title 1')).toBeTruthy();
  });

  it("writes a banner's title, subtitle and button over its picture; the button leads to its page", async () => {
    const user = userEvent.setup();
    const words = { ...banner(1), title: 'लाइव क्रिकेट एक्सचेंज', subtitle: 'बैक और ले करें', button_label: 'इन-प्ले बेट लगाएँ', link_url: '/cricket' };
    renderWithProviders(<BannerSlides banners={[words]} />, { route: '/', path: '/' });
    expect(screen.getByText('लाइव क्रिकेट एक्सचेंज')).toBeTruthy();
    expect(screen.getByText('बैक और ले करें')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'इन-प्ले बेट लगाएँ' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('opens an https button in a new tab, shows no button without a link, and keeps hidden slides out of the tab order', () => {
    const slides = [
      { ...banner(1), button_label: 'Offer', link_url: 'https://example.com/offer' },
      { ...banner(2), button_label: 'Nowhere', link_url: '' },
      { ...banner(3), button_label: 'Casino', link_url: '/casino' },
    ];
    renderWithProviders(<BannerSlides banners={slides} />);
    const offer = screen.getByRole('link', { name: 'Offer' });
    expect(offer.getAttribute('href')).toBe('https://example.com/offer');
    expect(offer.getAttribute('target')).toBe('_blank');
    expect(offer.getAttribute('rel')).toContain('noopener');
    expect(offer.getAttribute('tabindex')).toBeNull();
    expect(screen.queryByText('Nowhere')).toBeNull();
    expect(screen.getByRole('link', { name: 'Casino', hidden: true }).getAttribute('tabindex')).toBe('-1');
  });

  it('does not follow the button when a swipe ends on it', () => {
    const slides = [1, 2].map((id) => ({ ...banner(id), button_label: `Go ${id}`, link_url: `/page-${id}` }));
    renderWithProviders(<BannerSlides banners={slides} />, { route: '/', path: '/' });
    const button = screen.getByRole('link', { name: 'Go 1' });
    fireEvent.pointerDown(button, { clientX: 300 });
    fireEvent.pointerUp(button, { clientX: 100 });
    fireEvent.click(button);
    expect(shownSlide()).toBe('2 of 2');
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});

describe('banner carousel data states', () => {
  it('shows the banners from GET /api/banners, asked for in the language the site speaks', async () => {
    const calls = mockFetch({ 'GET /api/banners': () => ok({ banners }) });
    renderWithProviders(<BannerCarousel />);
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toBeTruthy();
    expect(calls[0]?.headers['accept-language']).toBe('en');
  });

  it("says 'No banners available' for an empty list", async () => {
    mockFetch({ 'GET /api/banners': () => ok({ banners: [] }) });
    renderWithProviders(<BannerCarousel />);
    expect(await screen.findByText('No banners available')).toBeTruthy();
  });

  it("says 'Failed to load banners' with the network message, and Retry reloads the page", async () => {
    mockFetch({ 'GET /api/banners': () => new TypeError('Failed to fetch') });
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel />);
    expect(await screen.findByText('Failed to load banners')).toBeTruthy();
    expect(screen.getByText('Network error. Please check your connection.')).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says the response format is invalid when banners is not a list', async () => {
    mockFetch({ 'GET /api/banners': () => ok({ banners: 'nope' }) });
    renderWithProviders(<BannerCarousel />);
    expect(await screen.findByText('Invalid response format from server.')).toBeTruthy();
  });

  it('says Failed to load banners. Please try again. on a server error', async () => {
    mockFetch({ 'GET /api/banners': () => fail(500, 'Internal server error', 'INTERNAL') });
    renderWithProviders(<BannerCarousel />);
    expect(await screen.findByText('Failed to load banners. Please try again.')).toBeTruthy();
  });
});
