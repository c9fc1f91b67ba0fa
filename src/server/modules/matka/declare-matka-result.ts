import { sql } from 'drizzle-orm';
import { NOT_YET_DECLARED, type CorrectMatkaResultInput, type DeclareMatkaResultInput } from '@shared/schemas/matka';
import type { Tx } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { noticeTexts, notifyPlayers } from '@server/modules/notifications';
import { cutOffOf, drawWindow, isDrawVoid } from './matka-draw';
import { cardTime, declareMatkaResult, type MarketRow } from './matka-markets';
import { settleMatkaDraw } from './settle-matka-draw';

// The operator declares a draw's result, and its bets settle in the same transaction. A
// declaration always names its draw day and only fills what is not yet published: changing a
// published open, close or jodi is a correction, its own action with a reason, audited, recorded
// in matka_result_corrections and told to every player with a bet on the draw. A session's result
// is taken only once the session has stopped taking bets, so no bet is ever placed on a known
// result. The market row is locked FOR UPDATE: a slip being placed (FOR SHARE) commits before,
// and is settled here, or finds the result declared.

type Published = { open_result: string | null; close_result: string | null; jodi: string | null };
type Settled = { drawDate: string; settled: number; resettled: number };

async function lockDraw(tx: Tx, marketId: number, input: DeclareMatkaResultInput, now: Date) {
  const found = await tx.execute<MarketRow>(sql`SELECT id, name, category, open_time, close_time FROM matka_markets WHERE id = ${marketId} FOR UPDATE`);
  const market = found.rows[0];
  if (!market) throw notFound('Matka market not found');
  if (await isDrawVoid(tx, marketId, input.date)) throw conflict(`The draw of ${input.date} is void: it takes no result`);
  const window = drawWindow(market, input.date);
  const sessions = [...(input.open ? (['open'] as const) : []), ...(input.close || input.jodi ? (['close'] as const) : [])];
  for (const session of sessions) {
    const cutOff = cutOffOf(window, session);
    if (now.getTime() < cutOff) {
      throw conflict(`The ${session} session takes bets until ${cardTime(cutOff)}: declare its result after that`);
    }
  }
  const current = await tx.execute<Published>(
    sql`SELECT open_result, close_result, jodi FROM matka_results WHERE market_id = ${marketId} AND result_date = ${input.date}::date`,
  );
  return { market, published: current.rows[0] };
}

/** The parts of the input that would change what is published. */
function changedParts(published: Published | undefined, input: DeclareMatkaResultInput): Array<'open' | 'close' | 'jodi'> {
  const parts: Array<['open' | 'close' | 'jodi', string | undefined, string | null | undefined]> = [
    ['open', input.open, published?.open_result],
    ['close', input.close, published?.close_result],
    ['jodi', input.jodi, published?.jodi],
  ];
  return parts.filter(([, given, before]) => given !== undefined && before !== null && before !== undefined && given !== before).map(([part]) => part);
}

/** Declares what is not yet published for the named draw day; a change to a published part is refused (409): that is a correction. */
export async function declareAndSettle(tx: Tx, marketId: number, input: DeclareMatkaResultInput, now: Date): Promise<Settled> {
  const { published } = await lockDraw(tx, marketId, input, now);
  const changed = changedParts(published, input);
  if (changed.length > 0) {
    throw conflict(`The ${changed.join(' and ')} result of ${input.date} is already published: correct it with a reason instead`);
  }
  await declareMatkaResult(tx, marketId, input);
  return { drawDate: input.date, ...(await settleMatkaDraw(tx, marketId, input.date, now)) };
}

const shown = (result: Published | undefined) =>
  `${result?.open_result ?? NOT_YET_DECLARED}-${result?.jodi ?? NOT_YET_DECLARED}-${result?.close_result ?? NOT_YET_DECLARED}`;

/**
 * Corrects a published result of the named draw day (a reason and a confirmation, checked by the
 * schema): the draw's bets are resettled, the correction recorded, audited and told to every
 * player with a bet on the draw. 409 when nothing of it was published or nothing would change.
 */
export async function correctAndSettle(tx: Tx, marketId: number, input: CorrectMatkaResultInput, now: Date, actor: Actor): Promise<Settled> {
  const { market, published } = await lockDraw(tx, marketId, input, now);
  if (!published) throw conflict(`No result of ${input.date} is published: declare it instead`);
  const parts = { date: input.date, open: input.open, close: input.close, jodi: input.jodi };
  if (changedParts(published, parts).length === 0) throw conflict('The correction changes nothing that is published');
  await declareMatkaResult(tx, marketId, parts);
  const after = (
    await tx.execute<Published>(
      sql`SELECT open_result, close_result, jodi FROM matka_results WHERE market_id = ${marketId} AND result_date = ${input.date}::date`,
    )
  ).rows[0];
  await tx.execute(sql`INSERT INTO matka_result_corrections (market_id, result_date, before, after, reason, corrected_by)
    VALUES (${marketId}, ${input.date}::date, ${JSON.stringify(published)}::jsonb, ${JSON.stringify(after)}::jsonb, ${input.reason}, ${actor.actorId})`);
  const settlement = await settleMatkaDraw(tx, marketId, input.date, now);
  await recordAudit(tx, {
    ...actor,
    action: 'matka.correct',
    targetType: 'matka_market',
    targetId: marketId,
    details: { date: input.date, before: published, after, reason: input.reason, resettled: settlement.resettled, settled: settlement.settled },
  });
  const players = await tx.execute<{ user_id: number }>(
    sql`SELECT DISTINCT user_id FROM matka_bets WHERE market_id = ${marketId} AND draw_date = ${input.date}::date`,
  );
  await notifyPlayers(
    tx,
    players.rows.map((row) => ({
      userId: Number(row.user_id),
      kind: 'result_correction',
      message: noticeTexts.matkaResultCorrected(market.name, input.date, shown(published), shown(after)),
    })),
  );
  return { drawDate: input.date, ...settlement };
}
