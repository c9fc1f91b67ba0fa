import { cricketScoreSchema, type CricketScore } from '@shared/schemas/live-score';
import type { CricketChange } from './wire-messages';

// Betfair's cricket data (`ccm`, one change per match) as Lotus's live score: each innings'
// runs, wickets and overs, the side batting now, the last balls and, in the second innings of
// a limited-overs match, the target. A change replaces each part it carries (fixture info,
// match stats, incidents); a part it leaves out stays as it was, so the client keeps the last
// of each per match. Sides are found by name in the fixture's "Home v Away, …" description.

export type HeldCricket = Map<string, CricketChange>;

/** Merges a change into what is held of its match; returns the match as now known. */
export function holdCricketChange(held: HeldCricket, change: CricketChange): CricketChange {
  const before = held.get(change.eventId);
  const merged: CricketChange = {
    eventId: change.eventId,
    ...((change.marketId ?? before?.marketId) ? { marketId: change.marketId ?? before?.marketId } : {}),
    ...((change.fixtureInfo ?? before?.fixtureInfo) ? { fixtureInfo: change.fixtureInfo ?? before?.fixtureInfo } : {}),
    ...((change.matchStats ?? before?.matchStats) ? { matchStats: change.matchStats ?? before?.matchStats } : {}),
    ...((change.incidentListWrapper ?? before?.incidentListWrapper) ? { incidentListWrapper: change.incidentListWrapper ?? before?.incidentListWrapper } : {}),
  };
  held.set(change.eventId, merged);
  return merged;
}

const normalise = (name: string) => name.trim().toLowerCase();

/** "Karachi Kings v Multan Sultans, Pakistan Super League…" → the two sides' names. */
function sidesOf(description: string | undefined): { home: string; away: string } | undefined {
  const head = (description ?? '').split(',')[0]?.replace(/^[A-Z ]+:\s*/, '') ?? '';
  const [home, away] = head.split(/\s+v\s+/);
  return home && away ? { home: normalise(home), away: normalise(away) } : undefined;
}

/** Overs as Lotus writes them: "20" → "20.0"; a completed over written "12.6" → "13.0". */
function oversOf(text: string | undefined): string | undefined {
  const match = /^(\d{1,3})(?:\.(\d))?$/.exec(text ?? '');
  if (!match) return undefined;
  const overs = Number(match[1]);
  const balls = Number(match[2] ?? 0);
  if (balls > 6) return undefined;
  return balls === 6 ? `${overs + 1}.0` : `${overs}.${balls}`;
}

/** One ball as the score's recent list writes it; undefined for incidents that are not a ball. */
function ballOf(incident: { incidentType: string; qualifierType?: string | undefined; value?: string | undefined }): string | undefined {
  const type = incident.incidentType.toUpperCase();
  if (type === 'OUT' || type === 'WICKET' || incident.qualifierType?.toUpperCase() === 'WICKET') return 'W';
  if (type === 'WIDE') return 'wd';
  if (type === 'NO_BALL') return 'nb';
  if (type === 'LEG_BYE') return 'lb';
  if (type === 'BYE') return 'b';
  if (type === 'FOUR') return '4';
  if (type === 'SIX') return '6';
  if (type === 'RUNS' || type === 'STRIKE' || type === 'DOT_BALL') {
    const runs = Number(incident.value ?? 0);
    return Number.isInteger(runs) && runs >= 0 && runs <= 7 ? String(runs) : undefined;
  }
  return undefined;
}

/** The match as Lotus's live score, or undefined while Betfair has not given enough to show one. */
export function cricketScoreOf(match: CricketChange): CricketScore | undefined {
  const sides = sidesOf(match.fixtureInfo?.eventDescription);
  const stats = match.matchStats;
  if (!sides || !stats?.inningsStats || stats.inningsStats.length === 0) return undefined;
  const sideOf = (team: string | undefined): 'home' | 'away' | undefined => {
    const name = normalise(team ?? '');
    if (!name) return undefined;
    if (name === sides.home || sides.home.includes(name) || name.includes(sides.home)) return 'home';
    if (name === sides.away || sides.away.includes(name) || name.includes(sides.away)) return 'away';
    return undefined;
  };
  const ordered = [...stats.inningsStats].sort((a, b) => a.inningsNum - b.inningsNum);
  const innings: CricketScore['innings'] = [];
  for (const entry of ordered) {
    const side = sideOf(entry.battingTeam);
    const overs = oversOf(entry.inningsOvers ?? '0');
    if (!side || overs === undefined) return undefined;
    innings.push({ side, runs: entry.inningsRuns ?? 0, wickets: entry.inningsWickets ?? 0, overs });
  }
  const current = ordered.find((entry) => entry.inningsNum === stats.currentInnings) ?? ordered.at(-1);
  const batting = sideOf(current?.battingTeam) ?? innings.at(-1)?.side ?? 'home';
  // Betfair lists incidents newest first; the score keeps the last six balls, oldest first.
  const recent = (match.incidentListWrapper?.incidentList ?? [])
    .filter((incident) => incident.innings === undefined || current === undefined || incident.innings === current.inningsNum)
    .map(ballOf)
    .filter((ball): ball is string => ball !== undefined)
    .slice(0, 6)
    .reverse();
  const first = innings[0];
  const isChase = match.fixtureInfo?.maxOvers !== undefined && innings.length === 2 && first !== undefined;
  const score = { sport: 'cricket' as const, batting, innings, recent, ...(isChase && first ? { target: first.runs + 1 } : {}) };
  const checked = cricketScoreSchema.safeParse(score);
  return checked.success ? checked.data : undefined;
}
