import { useQuery } from '@tanstack/react-query';
import type { AcceptOddsChanges } from '@shared/schemas/bets';
import type { UserSettings } from '@shared/schemas/settings';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

// The player's "Accept odds changes" setting, which an in-play bet carries (accept_odds): read
// from GET /api/user/settings under the settings page's own query key, so a change there shows here.

export const DEFAULT_ACCEPT_ODDS: AcceptOddsChanges = 'better';

export function useAcceptOdds(): AcceptOddsChanges {
  const { user } = useSession();
  const settings = useQuery({
    queryKey: ['user', 'settings', user?.id] as const,
    queryFn: async ({ signal }) => (await api.get<{ settings: UserSettings }>('/api/user/settings', { signal })).settings,
    enabled: user !== undefined,
    staleTime: 60_000,
  });
  return settings.data?.betting.acceptOddsChanges ?? DEFAULT_ACCEPT_ODDS;
}
