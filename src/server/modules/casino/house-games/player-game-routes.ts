import { z } from 'zod';
import { toRupees } from '@shared/money';
import {
  diceRollSchema,
  hiloGuessSchema,
  hiloStartSchema,
  houseRoundAnswerSchema,
  houseRoundSchema,
  minesRevealSchema,
  minesStartSchema,
  plinkoDropSchema,
  roundActionSchema,
  seedPairSchema,
} from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import type { Tx } from '@server/db/client';
import { commonErrors, errorSchema, ok, okSchema } from '@server/http/envelope';
import { sendIdempotent } from '@server/http/idempotency';
import type { WalletCall } from '../seamless-wallet/wallet-operations';
import { cashOutHilo, guessHilo, skipHiloCard, startHilo } from './hilo';
import { availableBalance, houseWalletCall, requireHouseSession, type HouseGame } from './house-session';
import { dropPlinko, rollDice, type PlayedRound } from './instant-games';
import { cashOutMines, revealMinesCell, startMines } from './mines';
import { findOpenRound, findRound, toRoundView } from './rounds';
import { activeSeedPair } from './seed-pairs';
import { toSeedPairView } from './fairness-routes';

// The in-frame API of the per-player house games (Dice, Plinko, Mines, Hi-Lo). The frame sends
// the game session token of its URL: `Authorization: Bearer <session>`. Every POST moves money
// (through the seamless wallet) and accepts an Idempotency-Key.

const moneyErrors = { ...commonErrors, 409: errorSchema, 422: errorSchema };

export async function playerGameRoutes(app: ZodApp) {
  async function answer(tx: Tx, userId: number, played: PlayedRound) {
    const round = await findRound(tx, userId, played.roundId);
    if (!round) throw new Error(`round ${played.roundId} vanished`);
    return { status: 200, body: ok({ round: toRoundView(round), balance: toRupees(played.balance) }) };
  }

  function play<S extends z.ZodType>(path: string, game: HouseGame, body: S, run: (tx: Tx, call: WalletCall, input: z.infer<S>) => Promise<PlayedRound>) {
    app.post(
      path,
      { schema: { tags: ['casino-house'], security: [{ bearer: [] }], body, response: { 200: okSchema(houseRoundAnswerSchema), ...moneyErrors } } },
      async (request, reply) => {
        const session = await requireHouseSession(request);
        const call = await houseWalletCall(app.db, session, game);
        const input = request.body as z.infer<S>;
        return sendIdempotent(request, reply, session.userId, async (tx) => answer(tx, session.userId, await run(tx, call, input)));
      },
    );
  }

  play('/api/casino/house/dice/roll', 'dice', diceRollSchema, rollDice);
  play('/api/casino/house/plinko/drop', 'plinko', plinkoDropSchema, dropPlinko);
  play('/api/casino/house/mines/start', 'mines', minesStartSchema, startMines);
  play('/api/casino/house/mines/reveal', 'mines', minesRevealSchema, (tx, call, input) =>
    revealMinesCell(tx, call, { roundId: input.round_id, cell: input.cell }),
  );
  play('/api/casino/house/mines/cashout', 'mines', roundActionSchema, (tx, call, input) => cashOutMines(tx, call, { roundId: input.round_id }));
  play('/api/casino/house/hilo/start', 'hilo', hiloStartSchema, startHilo);
  play('/api/casino/house/hilo/guess', 'hilo', hiloGuessSchema, (tx, call, input) => guessHilo(tx, call, { roundId: input.round_id, guess: input.guess }));
  play('/api/casino/house/hilo/skip', 'hilo', roundActionSchema, (tx, call, input) => skipHiloCard(tx, call, { roundId: input.round_id }));
  play('/api/casino/house/hilo/cashout', 'hilo', roundActionSchema, (tx, call, input) => cashOutHilo(tx, call, { roundId: input.round_id }));

  for (const game of ['mines', 'hilo'] as const) {
    app.get(
      `/api/casino/house/${game}/active`,
      {
        schema: {
          tags: ['casino-house'],
          security: [{ bearer: [] }],
          response: { 200: okSchema(z.object({ round: houseRoundSchema.nullable() })), ...commonErrors },
        },
      },
      async (request) => {
        const session = await requireHouseSession(request);
        const round = await findOpenRound(app.db, session.userId, game);
        return ok({ round: round ? toRoundView(round) : null });
      },
    );
  }

  app.get(
    '/api/casino/house/session',
    {
      schema: {
        tags: ['casino-house'],
        summary: 'The frame opens with this: who plays, the balance, the seeds in use',
        security: [{ bearer: [] }],
        response: {
          200: okSchema(
            z.object({ user_id: z.number().int(), balance: z.number(), expires_at: z.string(), is_expired: z.boolean(), fairness: seedPairSchema }),
          ),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const session = await requireHouseSession(request);
      const pair = await activeSeedPair(app.db, session.userId);
      return ok({
        user_id: session.userId,
        balance: toRupees(await availableBalance(app.db, session.userId)),
        expires_at: session.expiresAt.toISOString(),
        is_expired: session.isExpired || !session.isSignedIn,
        fairness: toSeedPairView(pair),
      });
    },
  );
}
