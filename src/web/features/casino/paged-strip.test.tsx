import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SwipePages } from './paged-strip';

const renderPages = (count: number, isPlaceholder = false) =>
  render(
    <SwipePages
      items={Array.from({ length: count }, (_, index) => `Game ${index + 1}`)}
      perPage={4}
      label="Exchange Games"
      mobileColumns="grid-cols-2"
      desktopColumns="sm:grid-cols-3 lg:grid-cols-4"
      itemKey={(item) => item}
      render={(item) => <button type="button">{item}</button>}
      isPlaceholder={isPlaceholder}
    />,
  );

describe('SwipePages (Exchange Games on mobile)', () => {
  it('puts 12 banners on 3 horizontal snap pages of 4 that dissolve into one grid from sm up', () => {
    renderPages(12);
    const region = screen.getByRole('region', { name: 'Exchange Games' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('snap-x');
    expect(region.className).toContain('sm:grid-cols-3');
    const pages = within(region).getAllByRole('list');
    expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual([
      'Exchange Games page 1 of 3',
      'Exchange Games page 2 of 3',
      'Exchange Games page 3 of 3',
    ]);
    for (const page of pages) {
      expect(within(page).getAllByRole('button')).toHaveLength(4);
      expect(page.className).toContain('snap-start');
      expect(page.className).toContain('sm:contents');
    }
    expect(within(pages[2]!).getByRole('button', { name: 'Game 9' })).toBeTruthy();
  });

  it('leaves a short last page short', () => {
    renderPages(5);
    const pages = screen.getAllByRole('list');
    expect(pages.map((page) => within(page).getAllByRole('button').length)).toEqual([4, 1]);
  });

  it('is hidden and not focusable as a loading placeholder', () => {
    const { container } = renderPages(12, true);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.hasAttribute('tabindex')).toBe(false);
  });
});
