import type { Paise } from '@shared/money';
import type { casinoGames, casinoProviders } from '@server/db/schema';

// One interface for every provider: given a fresh game session, answer the URL the
// game frame opens. Money never flows through here: every provider, the house included, moves it
// through the seamless wallet (seamless-wallet/wallet-operations.ts).

export type ProviderRow = typeof casinoProviders.$inferSelect;
export type GameRow = typeof casinoGames.$inferSelect;

export type LaunchRequest = {
  provider: ProviderRow;
  game: GameRow;
  session: { token: string; expiresAt: Date };
  userId: number;
  /** The player's available balance when the game opens. */
  balance: Paise;
};

export type CasinoProvider = {
  /** Returns the game URL, or throws when the provider cannot start the game. */
  launch(request: LaunchRequest): Promise<string>;
};
