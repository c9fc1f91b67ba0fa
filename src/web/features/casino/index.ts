import { lazy } from 'react';

// What the home page uses from the casino. Casino pages are routed straight from app/routes.tsx.

/** Home's four game tiles: their own chunk, after the home page. */
export const HomeGameTiles = lazy(async () => ({ default: (await import('./home-sections')).HomeGameTiles }));
/** Home's Exchange Games, Popular Games and provider strip (same chunk as the tiles). */
export const HomeCasinoSections = lazy(async () => ({ default: (await import('./home-sections')).HomeCasinoSections }));
/** Launches home's category tiles by title (they are drawn by the home page: see home/category-tiles.tsx). */
export const CategoryLauncher = lazy(async () => ({ default: (await import('./home-categories')).CategoryLauncher }));
export type { CategoryLaunch } from './home-categories';
