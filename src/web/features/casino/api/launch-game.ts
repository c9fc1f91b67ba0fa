import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GAME_COMING_SOON, LAUNCH_FAILED } from '@shared/casino-games';
import type { LaunchGameInput } from '@shared/schemas/casino';
import { showToast } from '@web/components/toast';
import { api } from '@web/lib/api-client';
import { translateApiMessage } from '@web/i18n/i18n';
import { getToken } from '@web/lib/session';
import { rememberGameOrigin } from '../game-url';

// POST /api/games/launch (spec §4, §7): the token's player gets a game session; the frame URL
// answers data.game_url. A success without a URL is a failure too (spec §5).

type LaunchAnswer = { game_url?: string; session_expires_at?: string };

export async function launchGame(gameType: string): Promise<string> {
  const body: LaunchGameInput = { game_type: gameType, user_id: 1, transfer_amount: 0 };
  const { data } = await api.send<LaunchAnswer>('POST', '/api/games/launch', body, { fallbackMessage: LAUNCH_FAILED });
  if (!data.game_url) throw new Error(LAUNCH_FAILED);
  rememberGameOrigin(data.game_url);
  return data.game_url;
}

/** What /game reads from navigation state (spec §2 Game player). */
export type GamePlayerState = { gameUrl: string; gameTitle: string };

export type LaunchRequest = {
  /** The slug, or a way to find it (a category tile asks the catalogue which slugs exist). */
  gameType: string | (() => Promise<string>);
  title: string;
  /** Which tile is loading; defaults to the game type. */
  key?: string;
};

/**
 * Spec §4 Game launch: idle → loading (that tile disabled, a Loading overlay) → /game or a
 * message in the page; loading is cleared either way. Signed-out players go to /login. `lobbyMessage` makes the
 * alert the lobby's generic one.
 */
export function useGameLauncher({ lobbyMessage = false }: { lobbyMessage?: boolean } = {}) {
  const navigate = useNavigate();
  const [launchingKey, setLaunchingKey] = useState<string | undefined>(undefined);
  // A second tap while a launch is in flight is ignored (the state update may not have landed yet).
  const isInFlight = useRef(false);
  const { mutate } = useMutation({
    mutationFn: async (gameType: LaunchRequest['gameType']) => launchGame(typeof gameType === 'string' ? gameType : await gameType()),
  });

  const launch = useCallback(
    ({ gameType, title, key = typeof gameType === 'string' ? gameType : title }: LaunchRequest) => {
      if (!getToken()) {
        void navigate('/login');
        return;
      }
      if (isInFlight.current) return;
      isInFlight.current = true;
      setLaunchingKey(key);
      mutate(gameType, {
        onSuccess: (gameUrl) => {
          const state: GamePlayerState = { gameUrl, gameTitle: title };
          void navigate('/game', { state });
        },
        onError: (error) => {
          // The API's message arrives in the site's language.
          // Said in the page (an alert toast), never a browser dialog: an aggregator that is down
          // answers here too.
          const isComingSoon = error instanceof Error && error.message === translateApiMessage(GAME_COMING_SOON);
          if (isComingSoon) showToast('info', t`${title} is coming soon: it is not open for play yet.`);
          else showToast('error', lobbyMessage ? t`Failed to launch game. Please try again.` : t`Failed to launch ${title}. Please try again.`);
        },
        onSettled: () => {
          isInFlight.current = false;
          setLaunchingKey(undefined);
        },
      });
    },
    [lobbyMessage, mutate, navigate],
  );

  return { launch, launchingKey, isLaunching: launchingKey !== undefined };
}
