import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ticksToPrice } from '@shared/odds-ladder';
import { nearestTick } from '../price-ladders';

// Writes the demo's recorded matches (t20-match.ndjson, football-match.ndjson): each line is
// [step, wire message], one step per ball of cricket or minute of football. Scores come from a
// seeded random match; prices from a simple win-probability model of the score, so they move
// with it (a wicket or a goal moves them at once, and suspends the market for that step).
// Run again only to change the recordings: `npx tsx src/server/modules/feed/recordings/make-recordings.ts`.

type Line = [number, Record<string, unknown>];

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Best back one tick under the fair price, best lay one over, sizes in rupees. */
function runnerChange(id: string, probability: number, random: () => number) {
  const fair = nearestTick(Math.round(100 / Math.min(0.98, Math.max(0.012, probability))));
  const back = ticksToPrice(Math.max(0, fair - 1)) / 100;
  const lay = ticksToPrice(fair + 1) / 100;
  const size = () => Math.round(500 + random() * 20_000);
  return { id, atb: [[back, size()]], atl: [[lay, size()]] };
}

function mcm(marketId: string, rc: unknown[], definition?: Record<string, unknown>) {
  return { op: 'mcm', mc: [{ id: marketId, ...(definition ? { marketDefinition: definition } : {}), rc }] };
}

function cricket(): Line[] {
  const random = seeded(20_260_514);
  const lines: Line[] = [];
  const eventId = 't20wc-nep-ned';
  const marketId = '1.240001';
  const [home, away] = ['47972', '47973'];
  const runners = [{ id: home }, { id: away }];
  const definition = (status: string, inPlay: boolean) => ({ status, inPlay, eventId, runners });
  let step = 0;
  lines.push([
    step,
    {
      op: 'fixture',
      id: eventId,
      sport: 'cricket',
      competition: 'ICC T20 World Cup',
      home: 'Nepal',
      away: 'Netherlands',
      startTime: '2026-05-14T14:00:00Z',
      markets: [
        {
          id: marketId,
          name: 'Match Odds',
          type: 'match_odds',
          runners: [
            { id: home, name: 'Nepal' },
            { id: away, name: 'Netherlands' },
          ],
        },
      ],
    },
  ]);
  lines.push([step, mcm(marketId, [runnerChange(home, 0.54, random), runnerChange(away, 0.46, random)], definition('OPEN', false))]);
  for (step = 1; step <= 2; step++) {
    const p = 0.54 + (random() - 0.5) * 0.02;
    lines.push([step, mcm(marketId, [runnerChange(home, p, random), runnerChange(away, 1 - p, random)])]);
  }
  step = 3;
  lines.push([step, mcm(marketId, [], definition('OPEN', true))]);

  const innings: Array<{ side: 'home' | 'away'; runs: number; wickets: number; balls: number }> = [];
  const recent: string[] = [];
  const overs = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;
  let suspended = false;
  for (const side of ['home', 'away'] as const) {
    const current = { side, runs: 0, wickets: 0, balls: 0 };
    innings.push(current);
    const target = side === 'away' ? (innings[0]?.runs ?? 0) + 1 : undefined;
    while (current.balls < 120 && current.wickets < 10 && (target === undefined || current.runs < target)) {
      step += 1;
      const roll = random();
      let outcome: string;
      if (roll < 0.045) outcome = 'W';
      else if (roll < 0.075) outcome = 'wd';
      else if (roll < 0.39) outcome = '0';
      else if (roll < 0.74) outcome = '1';
      else if (roll < 0.82) outcome = '2';
      else if (roll < 0.83) outcome = '3';
      else if (roll < 0.945) outcome = '4';
      else outcome = '6';
      if (outcome === 'W') current.wickets += 1;
      else if (outcome === 'wd') current.runs += 1;
      else current.runs += Number(outcome);
      if (outcome !== 'wd') current.balls += 1;
      recent.push(outcome);
      if (recent.length > 6) recent.shift();

      // Nepal's chance from the projected first innings, then from the chase.
      let homeWins: number;
      const left = 120 - current.balls;
      if (side === 'home') {
        const projected = current.runs + (left / 6) * 8.2 * Math.sqrt((10 - current.wickets) / 10);
        homeWins = logistic((projected - 168) / 18);
      } else {
        const needed = (target ?? 0) - current.runs;
        const expected = (left / 6) * 8.4 * Math.sqrt((10 - current.wickets) / 10);
        homeWins = needed <= 0 ? 0.001 : current.wickets >= 10 || left === 0 ? 0.999 : logistic((needed - expected) / (4 + Math.sqrt(left) * 1.2));
      }
      const score = {
        sport: 'cricket',
        batting: side,
        innings: innings.map((entry) => ({ side: entry.side, runs: entry.runs, wickets: entry.wickets, overs: overs(entry.balls) })),
        recent: [...recent],
        ...(target !== undefined ? { target } : {}),
      };
      lines.push([step, { op: 'score', eventId, score }]);
      const prices = [runnerChange(home, homeWins, random), runnerChange(away, 1 - homeWins, random)];
      if (outcome === 'W') {
        lines.push([step, mcm(marketId, prices, definition('SUSPENDED', true))]);
        suspended = true;
      } else if (suspended) {
        lines.push([step, mcm(marketId, prices, definition('OPEN', true))]);
        suspended = false;
      } else lines.push([step, mcm(marketId, prices)]);
    }
    if (side === 'home') {
      // The innings break: three quiet steps, the market open on the first innings' total.
      recent.length = 0;
      step += 3;
    }
  }
  const [first, second] = innings;
  const homeWon = (first?.runs ?? 0) > (second?.runs ?? 0);
  step += 1;
  lines.push([step, mcm(marketId, [], definition('CLOSED', true))]);
  lines.push([step, { op: 'result', marketId, winner: homeWon ? home : away }]);
  return lines;
}

function poisson(lambda: number, goals: number): number {
  let term = Math.exp(-lambda);
  for (let k = 1; k <= goals; k++) term *= lambda / k;
  return term;
}

function football(): Line[] {
  const random = seeded(20_260_303);
  const lines: Line[] = [];
  const eventId = 'epl-new-tot';
  const marketId = '1.240002';
  const [home, away, draw] = ['1096', '48351', '58805'];
  const runners = [{ id: home }, { id: away }, { id: draw }];
  const definition = (status: string, inPlay: boolean) => ({ status, inPlay, eventId, runners });
  const chances = (goalsHome: number, goalsAway: number, minute: number) => {
    const left = Math.max(0, 90 - minute) / 90;
    const lambdaHome = 1.55 * left;
    const lambdaAway = 1.15 * left;
    let win = 0;
    let lose = 0;
    let level = 0;
    for (let h = 0; h <= 8; h++) {
      for (let a = 0; a <= 8; a++) {
        const p = poisson(lambdaHome, h) * poisson(lambdaAway, a);
        const diff = goalsHome + h - (goalsAway + a);
        if (diff > 0) win += p;
        else if (diff < 0) lose += p;
        else level += p;
      }
    }
    return [win, lose, level] as const;
  };
  const prices = (goalsHome: number, goalsAway: number, minute: number) => {
    const [win, lose, level] = chances(goalsHome, goalsAway, minute);
    return [runnerChange(home, win, random), runnerChange(away, lose, random), runnerChange(draw, level, random)];
  };
  lines.push([
    0,
    {
      op: 'fixture',
      id: eventId,
      sport: 'football',
      competition: 'Premier League',
      home: 'Newcastle United',
      away: 'Tottenham Hotspur',
      startTime: '2026-03-01T16:30:00Z',
      markets: [
        {
          id: marketId,
          name: 'Match Odds',
          type: 'match_odds',
          runners: [
            { id: home, name: 'Newcastle United' },
            { id: away, name: 'Tottenham Hotspur' },
            { id: draw, name: 'The Draw' },
          ],
        },
      ],
    },
  ]);
  lines.push([0, mcm(marketId, prices(0, 0, 0), definition('OPEN', false))]);
  lines.push([2, mcm(marketId, [], definition('OPEN', true))]);
  let goalsHome = 0;
  let goalsAway = 0;
  let step = 2;
  let suspended = false;
  for (let minute = 0; minute <= 90; minute++) {
    step += 1;
    if (minute === 45) {
      // Half time: two steps.
      lines.push([step, { op: 'score', eventId, score: { sport: 'football', home: goalsHome, away: goalsAway, minute: 45, period: 'HT' } }]);
      step += 2;
    }
    const roll = random();
    const goal = minute > 0 && roll < 0.016 ? 'home' : minute > 0 && roll < 0.028 ? 'away' : null;
    if (goal === 'home') goalsHome += 1;
    if (goal === 'away') goalsAway += 1;
    const period = minute === 90 ? 'FT' : minute < 45 ? '1H' : '2H';
    lines.push([step, { op: 'score', eventId, score: { sport: 'football', home: goalsHome, away: goalsAway, minute, period } }]);
    if (minute === 90) break;
    if (goal) {
      lines.push([step, mcm(marketId, prices(goalsHome, goalsAway, minute), definition('SUSPENDED', true))]);
      suspended = true;
    } else if (suspended) {
      lines.push([step, mcm(marketId, prices(goalsHome, goalsAway, minute), definition('OPEN', true))]);
      suspended = false;
    } else lines.push([step, mcm(marketId, prices(goalsHome, goalsAway, minute))]);
  }
  const winner = goalsHome > goalsAway ? home : goalsAway > goalsHome ? away : draw;
  step += 1;
  lines.push([step, mcm(marketId, [], definition('CLOSED', true))]);
  lines.push([step, { op: 'result', marketId, winner }]);
  return lines;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const write = (name: string, lines: Line[]) => writeFileSync(path.join(here, name), `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
write('t20-match.ndjson', cricket());
write('football-match.ndjson', football());
