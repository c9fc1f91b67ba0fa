import { z } from 'zod';
import { toPaise } from '@shared/money';
import {
  adjustmentResultSchema,
  adjustmentSchema,
  noteInputSchema,
  pagedSchema,
  pageQuerySchema,
  playerAuditSchema,
  playerBankAccountSchema,
  playerBetSchema,
  playerDetailSchema,
  playerListQuerySchema,
  playerListSchema,
  playerNoteSchema,
  playerPaymentSchema,
  playerRoundSchema,
  playerSessionSchema,
  playerPasswordResetSchema,
  playerStatusSchema,
  referredPlayerSchema,
  resetPlayerPasswordSchema,
  signOutSchema,
  type PageQuery,
  type Paged,
  type PlayerRow,
} from '@shared/schemas/players';
import { resetTwoFactorSchema } from '@shared/schemas/two-factor';
import { idSchema } from '@shared/schemas/wallet';
import type { Queryable } from '@server/db/client';
import { resetTwoFactor } from '@server/modules/auth';
import type { ZodApp } from '@server/http/app-types';
import { CSV_MAX_ROWS, csvFormatQuery, sendCsv, toCsv, type CsvColumn } from '@server/http/csv';
import { commonErrors, errorSchema, ok, okSchema } from '@server/http/envelope';
import { sendIdempotent } from '@server/http/idempotency';
import { actorOf } from '@server/modules/audit';
import { exchangeRuntime } from '@server/modules/exchange';
import { listPlayers } from './list-players';
import { addPlayerNote, adjustBalance, setPlayerStatus, signOutPlayer } from './player-actions';
import { resetPlayerPassword } from './reset-player-password';
import {
  assertPlayer,
  getPlayerDetail,
  listPlayerAudit,
  listPlayerBankAccounts,
  listPlayerBets,
  listPlayerNotes,
  listPlayerPayments,
  listPlayerRounds,
  listPlayerSessions,
  listReferredPlayers,
} from './player-page';

// Under /api/admin: the operator guard of modules/index.ts runs first.

const tags = ['admin: players'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema('Invalid id') });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const actionErrors = { ...commonErrors, 409: errorSchema, 422: errorSchema };

const csvColumns: CsvColumn<PlayerRow>[] = [
  { header: 'Id', kind: 'number', value: (p) => p.id },
  { header: 'Username', value: (p) => p.username },
  { header: 'Display name', value: (p) => p.display_name },
  { header: 'Phone', value: (p) => p.phone_number },
  { header: 'Status', value: (p) => (p.block ? `${p.status} (${p.block.kind})` : p.status) },
  { header: 'Money', value: (p) => (p.is_demo ? 'demo' : 'real') },
  { header: 'Registered', kind: 'date', value: (p) => p.registered_at },
  { header: 'Last sign-in', kind: 'date', value: (p) => p.last_sign_in_at },
  { header: 'Available', kind: 'paise', value: (p) => Math.round(p.balances.available * 100) },
  { header: 'Exposure', kind: 'paise', value: (p) => Math.round(p.balances.exposure * 100) },
  { header: 'Bonus', kind: 'paise', value: (p) => Math.round(p.balances.bonus * 100) },
];

/** The sections of the player page, each a paged list of its own. */
const sections: Array<{ path: string; summary: string; row: z.ZodType; list: (db: Queryable, id: number, page: PageQuery) => Promise<Paged<unknown>> }> = [
  { path: 'bets', summary: "The player's exchange bets, newest first", row: playerBetSchema, list: listPlayerBets },
  { path: 'casino-rounds', summary: "The player's casino rounds (stake and win per round), newest first", row: playerRoundSchema, list: listPlayerRounds },
  { path: 'payments', summary: "The player's deposits and withdrawals, newest first", row: playerPaymentSchema, list: listPlayerPayments },
  { path: 'bank-accounts', summary: "The player's bank accounts, deleted ones included", row: playerBankAccountSchema, list: listPlayerBankAccounts },
  { path: 'sessions', summary: "The player's sign-ins, newest first", row: playerSessionSchema, list: listPlayerSessions },
  { path: 'notes', summary: 'What operators wrote about the player, newest first', row: playerNoteSchema, list: listPlayerNotes },
  {
    path: 'referred',
    summary: "Friends who registered with the player's own referral code, and the reward's outcome",
    row: referredPlayerSchema,
    list: listReferredPlayers,
  },
  { path: 'audit', summary: 'Everything operators did to the player and their payments, newest first', row: playerAuditSchema, list: listPlayerAudit },
];

export async function playerAdminRoutes(app: ZodApp) {
  const { cache, feed } = exchangeRuntime(app);

  app.get(
    '/players',
    {
      schema: {
        tags,
        summary: 'Players: search (phone in any spelling, username, display name, id), filter by status and demo, sort, page; `format=csv` downloads them',
        security,
        querystring: playerListQuerySchema.extend(csvFormatQuery.shape),
        response: { 200: okSchema(playerListSchema), ...commonErrors },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const { players } = await listPlayers(app.db, { ...request.query, page: 1, page_size: CSV_MAX_ROWS });
        return sendCsv(reply, 'players', toCsv(csvColumns, players));
      }
      const { players, total } = await listPlayers(app.db, request.query);
      return ok({ players, page: request.query.page, page_size: request.query.page_size, total });
    },
  );

  app.get(
    '/players/:id',
    {
      schema: {
        tags,
        summary: 'A player: profile, balances and exposure, limits, referral code used, and how many of each record (the sections page separately)',
        security,
        params: idParams,
        response: { 200: okSchema(playerDetailSchema), ...commonErrors },
      },
    },
    async (request) => ok(await getPlayerDetail(app.db, request.params.id)),
  );

  for (const section of sections) {
    app.get(
      `/players/:id/${section.path}`,
      {
        schema: {
          tags,
          summary: section.summary,
          security,
          params: idParams,
          querystring: pageQuerySchema,
          response: { 200: okSchema(pagedSchema(section.row)), ...commonErrors },
        },
      },
      async (request) => {
        await assertPlayer(app.db, request.params.id);
        return ok(await section.list(app.db, request.params.id, request.query));
      },
    );
  }

  app.post(
    '/players/:id/adjustments',
    {
      schema: {
        tags,
        summary: "Adjust the player's balance by signed rupees with a reason, against the house adjustments account of the player's world; never below zero",
        security,
        params: idParams,
        headers: idempotencyHeader,
        body: adjustmentSchema,
        response: { 201: okSchema(adjustmentResultSchema), ...actionErrors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      return sendIdempotent(request, reply, actor.actorId, async (tx) => {
        const { transferId } = await adjustBalance(tx, id, toPaise(request.body.amount), request.body.reason, actor);
        const { player } = await getPlayerDetail(tx, id);
        return { status: 201, body: ok({ transfer_id: transferId, amount: request.body.amount, balances: player.balances }, 'Balance adjusted') };
      });
    },
  );

  app.post(
    '/players/:id/notes',
    {
      schema: {
        tags,
        summary: 'Write a note about the player',
        security,
        params: idParams,
        body: noteInputSchema,
        response: { 201: okSchema(z.object({ id: z.number().int() })), ...commonErrors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const note = await app.db.transaction((tx) => addPlayerNote(tx, request.params.id, request.body, actor));
      return reply.status(201).send(ok(note, 'Note added'));
    },
  );

  app.post(
    '/players/:id/sign-out',
    {
      schema: {
        tags,
        summary: 'Sign the player out of one sign-in (`session_id`) or of every one, with a reason',
        security,
        params: idParams,
        body: signOutSchema,
        response: { 200: okSchema(z.object({ ended: z.number().int() })), ...commonErrors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const result = await app.db.transaction((tx) => signOutPlayer(tx, request.params.id, request.body, actor));
      return ok(result, result.ended === 1 ? 'Signed out of 1 sign-in' : `Signed out of ${result.ended} sign-ins`);
    },
  );

  app.post(
    '/players/:id/reset-password',
    {
      schema: {
        tags,
        summary: "Reset the player's password, with a reason: a new one is texted to the player's number (never shown to the operator), every sign-in ends",
        security,
        params: idParams,
        body: resetPlayerPasswordSchema,
        response: { 200: okSchema(playerPasswordResetSchema), ...actionErrors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const result = await resetPlayerPassword(app.db, request.params.id, request.body, actor);
      app.smsQueue.kick();
      return ok(result, 'Password reset: the new password is being texted to the player (the SMS outbox shows when it is sent)');
    },
  );

  app.post(
    '/players/:id/two-factor/reset',
    {
      schema: {
        tags,
        summary: "Turn the player's two-factor sign-in off (a lost phone), with a reason: audited, their sign-ins ended, the player told by SMS",
        security,
        params: idParams,
        body: resetTwoFactorSchema,
        response: { 200: okSchema(z.object({})), ...commonErrors, 409: errorSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction((tx) => resetTwoFactor(tx, request.params.id, request.body.reason, actor));
      app.smsQueue.kick();
      return ok({}, 'Two-factor sign-in turned off; the player was told by SMS');
    },
  );

  app.put(
    '/users/:id/status',
    {
      schema: {
        tags,
        summary: 'Suspend, close or reactivate a player, with a reason: anything but active ends their sign-ins and cancels their unmatched bets',
        security,
        params: idParams,
        body: playerStatusSchema,
        response: { 200: okSchema(z.object({ player: playerDetailSchema.shape.player })), ...commonErrors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      const { player, marketIds } = await app.db.transaction(async (tx) => {
        const { marketIds } = await setPlayerStatus(tx, cache, id, request.body, actor);
        return { player: (await getPlayerDetail(tx, id)).player, marketIds };
      });
      for (const marketId of marketIds) feed.publish(marketId);
      return ok({ player }, `Player is now ${player.status}`);
    },
  );
}
