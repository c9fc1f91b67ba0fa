import { dailyReportQuerySchema, dailyReportSchema, type ReportDay } from '@shared/schemas/reports';
import type { ZodApp } from '@server/http/app-types';
import { csvFormatQuery, sendCsv, toCsv, type CsvColumn } from '@server/http/csv';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { dailyReport } from './daily-report';

// Under /api/admin: the operator guard of modules/index.ts runs first.

type CsvRow = Omit<ReportDay, 'day'> & { day: string };
const rupees = (header: string, value: (row: CsvRow) => number): CsvColumn<CsvRow> => ({
  header,
  kind: 'paise',
  value: (row) => Math.round(value(row) * 100),
});
const count = (header: string, value: (row: CsvRow) => number): CsvColumn<CsvRow> => ({ header, kind: 'number', value });

const csvColumns: CsvColumn<CsvRow>[] = [
  { header: 'Day', value: (row) => row.day },
  count('Deposits approved', (row) => row.deposits.approved.count),
  rupees('Deposits approved (₹)', (row) => row.deposits.approved.sum),
  count('Deposits pending', (row) => row.deposits.pending.count),
  rupees('Deposits pending (₹)', (row) => row.deposits.pending.sum),
  count('Deposits rejected', (row) => row.deposits.rejected.count),
  rupees('Deposits rejected (₹)', (row) => row.deposits.rejected.sum),
  count('Withdrawals requested', (row) => row.withdrawals.requested.count),
  rupees('Withdrawals requested (₹)', (row) => row.withdrawals.requested.sum),
  count('Withdrawals paid', (row) => row.withdrawals.paid.count),
  rupees('Withdrawals paid (₹)', (row) => row.withdrawals.paid.sum),
  count('Withdrawals pending', (row) => row.withdrawals.pending.count),
  rupees('Withdrawals pending (₹)', (row) => row.withdrawals.pending.sum),
  count('Withdrawals rejected', (row) => row.withdrawals.rejected.count),
  rupees('Withdrawals rejected (₹)', (row) => row.withdrawals.rejected.sum),
  count('New players', (row) => row.players.new),
  count('Active players', (row) => row.players.active),
  rupees('Exchange turnover (₹)', (row) => row.exchange.turnover),
  rupees('Matched volume (₹)', (row) => row.exchange.matched_volume),
  rupees('Commission (₹)', (row) => row.exchange.commission),
  rupees('Players exchange winnings (₹)', (row) => row.exchange.players_won),
  rupees('Players exchange losses (₹)', (row) => row.exchange.players_lost),
  rupees('House market maker P&L (₹)', (row) => row.exchange.house_market_maker_pnl),
  rupees('Casino stakes (₹)', (row) => row.casino.stakes),
  rupees('Casino wins (₹)', (row) => row.casino.wins),
  rupees('Casino rollbacks (₹)', (row) => row.casino.rollbacks),
  rupees('Casino GGR (₹)', (row) => row.casino.ggr),
  rupees('Bonuses granted (₹)', (row) => row.bonuses.granted),
  rupees('Bonuses converted (₹)', (row) => row.bonuses.converted),
  rupees('Bonuses expired (₹)', (row) => row.bonuses.expired),
  rupees('Adjustments net (₹)', (row) => row.adjustments.net),
  rupees('GGR (₹)', (row) => row.ggr),
  rupees('NGR (₹)', (row) => row.ngr),
];

export async function reportAdminRoutes(app: ZodApp) {
  app.get(
    '/reports/daily',
    {
      schema: {
        tags: ['admin: reports'],
        summary: 'Money by Asia/Kolkata day from the ledger (real money; rupees), with totals and the GGR and NGR formulas; `format=csv` downloads it',
        security: [{ bearer: [] }],
        querystring: dailyReportQuerySchema.and(csvFormatQuery),
        response: { 200: okSchema(dailyReportSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const report = await dailyReport(app.db, request.query.from, request.query.to);
      if (request.query.format === 'csv') {
        const rows: CsvRow[] = [...report.days, { ...report.totals, day: 'Total' }];
        return sendCsv(reply, `report-${report.from}-to-${report.to}`, toCsv(csvColumns, rows));
      }
      return ok(report);
    },
  );
}
