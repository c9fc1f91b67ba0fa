import {
  matkaBetTypes,
  matkaSessionProblem,
  matkaSlipLineSchema,
  MATKA_MAX_SLIP,
  type MatkaBetType,
  type MatkaCategory,
  type MatkaDraw,
  type MatkaRates,
  type MatkaSession,
} from '@shared/schemas/matka';

// The Matka bet screen's rules, apart from its drawing: which sessions and bet types a market
// offers now, a slip line's checks (the shared schema's, so the screen and the server say the
// same), and the slip's totals. A slip holds one session's numbers; the same number and type
// added twice is one line with the stakes added.

export type SlipLine = { type: MatkaBetType; number: string; stake: number };

/** The sessions of a market, each with whether it takes bets now. */
export function sessionsOf(
  category: MatkaCategory,
  draw: MatkaDraw | undefined,
  now: number,
): Array<{ session: MatkaSession; isAccepting: boolean; closesAt: number }> {
  const closing = (session: MatkaSession) => Date.parse(session === 'open' ? (draw?.open_closes_at ?? '') : (draw?.close_closes_at ?? ''));
  const accepting = (session: MatkaSession) => {
    if (!draw) return false;
    const flag = session === 'open' ? draw.open_accepting : draw.close_accepting;
    return flag && now < closing(session);
  };
  const sessions: MatkaSession[] = category === 'delhi' ? ['close'] : ['open', 'close'];
  return sessions.map((session) => ({ session, isAccepting: accepting(session), closesAt: closing(session) }));
}

/** The bet types a session of a market takes. */
export const typesFor = (category: MatkaCategory, session: MatkaSession): MatkaBetType[] =>
  matkaBetTypes.filter((type) => matkaSessionProblem(category, type, session) === undefined);

/** Why a line cannot go on the slip (the first problem), or undefined. */
export function lineProblem(line: { type: MatkaBetType; number: string; stake: number }): string | undefined {
  const parsed = matkaSlipLineSchema.safeParse(line);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The slip with a line added (a number already on it gets the stake added), or why not. */
export function addLine(lines: readonly SlipLine[], line: SlipLine): { lines: SlipLine[] } | { problem: string } {
  const problem = lineProblem(line);
  if (problem) return { problem };
  const index = lines.findIndex((held) => held.type === line.type && held.number === line.number);
  if (index === -1) {
    if (lines.length >= MATKA_MAX_SLIP) return { problem: `A slip holds at most ${MATKA_MAX_SLIP} numbers` };
    return { lines: [...lines, line] };
  }
  const held = lines[index] as SlipLine;
  const merged = { ...held, stake: Math.round((held.stake + line.stake) * 100) / 100 };
  const mergedProblem = lineProblem(merged);
  if (mergedProblem) return { problem: mergedProblem };
  return { lines: lines.map((item, at) => (at === index ? merged : item)) };
}

/** What a line returns if it wins (stake included), to the paisa, rounded down as the server pays. */
export const winOf = (line: SlipLine, rates: MatkaRates): number => Math.floor(Math.round(line.stake * 100) * rates[line.type]) / 100;

export function slipTotals(lines: readonly SlipLine[], rates: MatkaRates | undefined): { stake: number; bestWin: number } {
  const stake = lines.reduce((sum, line) => sum + Math.round(line.stake * 100), 0) / 100;
  const bestWin = rates ? Math.max(0, ...lines.map((line) => winOf(line, rates))) : 0;
  return { stake, bestWin };
}

/** The rate as players read it: 1:9.5. */
export const rateLabel = (rate: number) => `1:${rate}`;
