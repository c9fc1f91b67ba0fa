import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '@server/periodic';
import { settleDueBonuses } from './wagering';

const SETTLE_EVERY_MS = 60_000;

/** Converts bonuses whose wagering is met and expires those past their date, every minute, in the leading process. */
export function scheduleBonusSettlement(app: FastifyInstance): void {
  app.leadership.whileLeader(
    async () =>
      startPeriodic({
        name: 'bonus settlement',
        intervalMs: SETTLE_EVERY_MS,
        autoStart: true,
        log: app.log,
        work: async () => {
          await settleDueBonuses(app.db);
        },
      }).stop,
  );
}
