import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { paise, toPaise, type Paise } from '@shared/money';
import type { Queryable, Tx } from '@server/db/client';
import { AppError, conflict, forbidden, unauthorized, unprocessable } from '@server/errors';
import { bearerToken, NOT_A_PLAYER } from '@server/http/guards';
import { findSessionUser } from '@server/http/session-lookup';
import { TABLE_GAME_KEYS, type TableGameKey } from '@shared/fairness';
import { assertMayPlay } from '@server/modules/responsible-gambling';
import { findGameSession, type GameSession } from '../launch/game-sessions';
import { applyWalletOps, walletCredit, walletDebit, type WalletApplyOp, type WalletCall } from '../seamless-wallet/wallet-operations';

// How the house games reach the player and the money: the game frame sends the game session
// token of its URL as a bearer token; stakes and wins go through the same seamless-wallet
// functions an outside provider's callbacks use, with the house provider's id.

export type HouseGame = 'crash' | 'mines' | 'dice' | 'plinko' | 'hilo' | 'color-prediction' | TableGameKey;

/** The title each house game is listed under (its provider_game_id is the frame's page name). */
const pageOf: Record<HouseGame, string> = {
  crash: 'aviator',
  mines: 'mines',
  dice: 'dice',
  plinko: 'plinko',
  hilo: 'hilo',
  'color-prediction': 'color-prediction',
  ...(Object.fromEntries(TABLE_GAME_KEYS.map((table) => [table, table])) as Record<TableGameKey, string>),
};

type HouseTitle = { gameId: number; providerId: number; isEnabled: boolean };

async function houseTitle(db: Queryable, game: HouseGame): Promise<HouseTitle> {
  const found = await db.execute<{ game_id: number; provider_id: number; is_enabled: boolean }>(sql`
    SELECT g.id AS game_id, p.id AS provider_id, (g.is_enabled AND p.is_enabled) AS is_enabled
    FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
    WHERE p.kind = 'house' AND g.provider_game_id = ${pageOf[game]}
    ORDER BY g.id LIMIT 1`);
  const row = found.rows[0];
  if (!row) throw unprocessable('This game is not available');
  return { gameId: Number(row.game_id), providerId: Number(row.provider_id), isEnabled: Boolean(row.is_enabled) };
}

/** The house game session behind the request's bearer token (live or expired: callers decide); the operator's is refused. */
export async function requireHouseSession(request: FastifyRequest): Promise<GameSession> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHORIZED', 'No game session');
  const session = await findGameSession(request.server.db, token);
  if (!session) throw unauthorized('Invalid or expired game session');
  const found = await request.server.db.execute<{ kind: string; role: string }>(
    sql`SELECT p.kind, u.role FROM casino_providers p, users u WHERE p.id = ${session.providerId} AND u.id = ${session.userId}`,
  );
  if (found.rows[0]?.kind !== 'house') throw unauthorized('Invalid or expired game session');
  if (found.rows[0].role !== 'player') throw forbidden(NOT_A_PLAYER);
  return session;
}

/** The player behind either a house game session (in the frame) or a signed-in token (the Fairness page). */
export async function requireHousePlayer(request: FastifyRequest): Promise<{ userId: number }> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHORIZED', 'No authentication token found');
  const user = await findSessionUser(request.server.db, token);
  if (user) return { userId: user.id };
  const session = await requireHouseSession(request);
  return { userId: session.userId };
}

/** The wallet call of a house game: its own title (for the operator's figures and its on/off switch). */
export async function houseWalletCall(db: Queryable, session: GameSession, game: HouseGame): Promise<WalletCall> {
  const title = await houseTitle(db, game);
  return { providerId: title.providerId, session: { ...session, gameId: title.gameId, isGameEnabled: title.isEnabled } };
}

export const GAME_SESSION_EXPIRED = 'Your game session has expired. Please reopen the game.';
/** The sign-in that opened the game ended (logout, password change, suspension, expiry). */
export const SIGNED_OUT_OF_GAME = 'You are signed out. Please sign in and reopen the game.';

/** Takes a round's stake; a refusal becomes the error the player sees (a time-out or self-exclusion first). Returns the balance after. */
export async function takeStake(tx: Tx, call: WalletCall, roundRef: string, amount: Paise): Promise<Paise> {
  await assertMayPlay(tx, call.session.userId);
  const { answer } = await walletDebit(tx, call, { transactionId: `${roundRef}:bet`, roundId: roundRef, amount });
  switch (answer.status) {
    case 'OK':
      return toPaise(answer.balance ?? 0);
    case 'INSUFFICIENT_FUNDS':
      throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance');
    case 'SESSION_EXPIRED':
      throw unauthorized(call.session.isSignedIn ? GAME_SESSION_EXPIRED : SIGNED_OUT_OF_GAME);
    case 'PLAYER_BLOCKED':
      throw forbidden('Your account cannot play');
    case 'GAME_DISABLED':
      throw unprocessable('This game is not available');
    default:
      throw conflict(answer.message ?? 'The stake could not be taken');
  }
}

/** Pays a round's win (nothing to do for 0). Returns the balance after. */
export async function payWin(tx: Tx, call: WalletCall, roundRef: string, amount: Paise): Promise<Paise | undefined> {
  if (amount === 0) return undefined;
  const { answer } = await walletCredit(tx, call, { transactionId: `${roundRef}:win`, roundId: roundRef, amount });
  if (answer.status !== 'OK') throw new Error(`win of ${roundRef} was refused: ${answer.status}`);
  return toPaise(answer.balance ?? 0);
}

export type HouseWin = { userId: number; sessionId: number; roundRef: string; amount: Paise };

/**
 * Pays many wins of one house game in one wallet statement (a shared round's winners): the same
 * casino_wallet_apply each payWin calls, each win idempotent on its round's `:win` id. Throws when
 * any of them is refused, so the caller's transaction pays all or none.
 */
export async function payWins(tx: Tx, game: HouseGame, wins: readonly HouseWin[]): Promise<void> {
  const paid = wins.filter((win) => win.amount > 0);
  if (paid.length === 0) return;
  const title = await houseTitle(tx, game);
  const ops: WalletApplyOp[] = paid.map((win) => ({
    op: 'credit',
    provider_id: title.providerId,
    tx_id: `${win.roundRef}:win`,
    round_id: win.roundRef,
    amount: win.amount,
    user_id: win.userId,
    session_id: win.sessionId,
    game_id: title.gameId,
    refusal: null,
  }));
  const answers = await applyWalletOps(tx, ops);
  const refused = answers.findIndex((answer) => answer.status !== 'OK');
  if (refused >= 0) throw new Error(`win of ${paid[refused]?.roundRef} was refused: ${answers[refused]?.status}`);
}

export async function availableBalance(db: Queryable, userId: number): Promise<Paise> {
  const found = await db.execute<{ balance: number }>(sql`SELECT balance FROM accounts WHERE user_id = ${userId} AND kind = 'main'`);
  return paise(Number(found.rows[0]?.balance ?? 0));
}
