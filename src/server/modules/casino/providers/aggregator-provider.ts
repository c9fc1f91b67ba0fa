import { z } from 'zod';
import { toRupees } from '@shared/money';
import { SIGNATURE_HEADER, signBody } from '../seamless-wallet/signature';
import type { CasinoProvider } from './provider';

// An outside aggregator: Lotus asks it for a game URL (a signed POST {api_url}/launch); the
// aggregator then calls Lotus's wallet callbacks for every stake and win (callback-routes.ts).

const LAUNCH_TIMEOUT_MS = 5_000;

const launchAnswerSchema = z.object({ game_url: z.string().regex(/^https?:\/\/\S+$/) });

export const aggregatorProvider: CasinoProvider = {
  launch: async ({ provider, game, session, userId, balance }) => {
    if (!provider.apiUrl || !provider.secret) throw new Error(`provider ${provider.key} is not configured`);
    const body = JSON.stringify({
      session_token: session.token,
      player_id: String(userId),
      game_id: game.providerGameId,
      currency: 'INR',
      language: 'en',
      balance: toRupees(balance),
      session_expires_at: session.expiresAt.toISOString(),
    });
    const response = await fetch(`${provider.apiUrl.replace(/\/+$/, '')}/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(provider.secret, body) },
      body,
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`provider ${provider.key} answered ${response.status}`);
    return launchAnswerSchema.parse(await response.json()).game_url;
  },
};
