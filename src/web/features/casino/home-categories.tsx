import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { slugForTile } from '@shared/casino-games';
import { catalogueSlugsQueryOptions } from './api/games';
import { useGameLauncher } from './api/launch-game';
import { LaunchOverlay } from './launch-overlay';

// Spec §2 and §7: home's category tiles that launch a game by title. The title becomes a slug
// (menu names like Colour Game map to theirs) and a slug the catalogue does not offer plays
// aviator. The catalogue's slugs are read on the first tap, not with the home page.

export type CategoryLaunch = {
  /** title: the tile's English name (its slug comes from it); shownTitle: its name on screen. */
  launch: (title: string, shownTitle?: string) => void;
  /** The title of the tile that is launching. */
  launchingTitle: string | undefined;
  isLaunching: boolean;
  /** What the launching tile shows over itself. */
  overlay: ReactNode;
};

export function useCategoryLauncher(): CategoryLaunch {
  const queryClient = useQueryClient();
  const { launch, launchingKey, isLaunching } = useGameLauncher();
  return {
    launch: (title, shownTitle = title) =>
      launch({
        title: shownTitle,
        key: title,
        gameType: async () => slugForTile(title, await queryClient.fetchQuery(catalogueSlugsQueryOptions())),
      }),
    launchingTitle: launchingKey,
    isLaunching,
    overlay: <LaunchOverlay />,
  };
}

/** Hands the launcher to tiles drawn by the home page, which keeps this chunk out of its own. */
export function CategoryLauncher({ children }: { children: (launcher: CategoryLaunch) => ReactNode }) {
  return children(useCategoryLauncher());
}
