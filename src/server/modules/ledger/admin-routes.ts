import { z } from 'zod';
import { toRupees } from '@shared/money';
import { idSchema } from '@shared/schemas/wallet';
import type { ZodApp } from '@server/http/app-types';
import { CSV_MAX_ROWS, csvFormatQuery, sendCsv, toCsv, type CsvColumn } from '@server/http/csv';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { checkLedger } from './check-ledger';
import { getPlayerLedger } from './player-ledger';

// Operator API for the ledger, registered under /api/admin.

const tags = ['admin: ledger'];
const security = [{ bearer: [] }];

const checkSchema = z.object({
  balanced: z.boolean(),
  accounts: z.number(),
  transfers: z.number(),
  total_balance: z.number(),
  player_balance_total: z.number(),
  house_balance_total: z.number(),
  play_money: z.object({ total_balance: z.number(), player_balance_total: z.number(), house_balance_total: z.number() }),
  mismatched_accounts: z.number(),
  negative_player_accounts: z.number(),
  broken_chains: z.number(),
  crossing_transfers: z.number(),
  crossing_matches: z.number(),
});

const entrySchema = z.object({
  transfer_id: z.number(),
  created_at: z.string(),
  kind: z.string(),
  reference: z.string(),
  account: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number(),
  balance_before: z.number(),
  balance_after: z.number(),
  counterparty: z.string(),
});

type Entry = z.infer<typeof entrySchema>;
const paise = (rupees: number) => Math.round(rupees * 100);
const ledgerCsvColumns: CsvColumn<Entry>[] = [
  { header: 'Transfer', kind: 'number', value: (entry) => entry.transfer_id },
  { header: 'Time', kind: 'date', value: (entry) => entry.created_at },
  { header: 'Kind', value: (entry) => entry.kind },
  { header: 'Reference', value: (entry) => entry.reference },
  { header: 'Account', value: (entry) => entry.account },
  { header: 'Direction', value: (entry) => entry.direction },
  { header: 'Amount (₹)', kind: 'paise', value: (entry) => paise(entry.amount) },
  { header: 'Balance before (₹)', kind: 'paise', value: (entry) => paise(entry.balance_before) },
  { header: 'Balance after (₹)', kind: 'paise', value: (entry) => paise(entry.balance_after) },
  { header: 'Counterparty', value: (entry) => entry.counterparty },
];

export async function ledgerAdminRoutes(app: ZodApp) {
  app.get(
    '/ledger/check',
    {
      schema: {
        tags,
        summary: 'Recompute every ledger invariant from the transfers (amounts in rupees; real money, with play money apart)',
        security,
        response: { 200: okSchema(checkSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const check = await checkLedger(app.db);
      return ok({
        balanced: check.balanced,
        accounts: check.accounts,
        transfers: check.transfers,
        // Real money first; play money apart, as the back office shows it.
        total_balance: toRupees(check.real.totalBalance),
        player_balance_total: toRupees(check.real.playerBalanceTotal),
        house_balance_total: toRupees(check.real.houseBalanceTotal),
        play_money: {
          total_balance: toRupees(check.play.totalBalance),
          player_balance_total: toRupees(check.play.playerBalanceTotal),
          house_balance_total: toRupees(check.play.houseBalanceTotal),
        },
        mismatched_accounts: check.mismatchedAccounts,
        negative_player_accounts: check.negativePlayerAccounts,
        broken_chains: check.brokenChains,
        crossing_transfers: check.crossingTransfers,
        crossing_matches: check.crossingMatches,
      });
    },
  );

  app.get(
    '/ledger/users/:id',
    {
      schema: {
        tags,
        summary: "A player's ledger: accounts and entries, newest first; `format=csv` downloads every entry",
        security,
        params: z.object({ id: idSchema('Invalid id') }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          page_size: z.coerce.number().int().min(1).max(200).default(50),
          ...csvFormatQuery.shape,
        }),
        response: {
          200: okSchema(
            z.object({
              accounts: z.array(z.object({ id: z.number(), kind: z.string(), balance: z.number() })),
              entries: z.array(entrySchema),
              total: z.number(),
            }),
          ),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const { entries } = await getPlayerLedger(app.db, request.params.id, { page: 1, pageSize: CSV_MAX_ROWS });
        return sendCsv(reply, `ledger-player-${request.params.id}`, toCsv(ledgerCsvColumns, entries));
      }
      return ok(await getPlayerLedger(app.db, request.params.id, { page: request.query.page, pageSize: request.query.page_size }));
    },
  );
}
