import { t } from '@lingui/core/macro';
import type { ExchangeEvent } from '@shared/schemas/exchange';
import type { CricketScore, FootballScore, LiveScore as Score, TennisScore } from '@shared/schemas/live-score';
import { cx } from '@web/components/cx';
import { useLiveMarket } from './api/market';
import { mainMarket } from './runners';

// The live score of an in-play event: it comes with the event, then with every book of its main
// market on the live stream, so it moves with the prices. Cricket shows each innings' runs,
// wickets and overs, who bats and the last balls; football the goals and the minute; tennis
// sets, games and points. Nothing shows for an event no feed scores. A finished event keeps its final score.

type LiveScoreProps = { event: ExchangeEvent; isCompact?: boolean };

export function LiveScore({ event, isCompact = false }: LiveScoreProps) {
  const market = mainMarket(event);
  // In a list row the score waits for the stream as the row's prices do (the event brings one).
  const live = useLiveMarket(market?.id, event.in_play && market !== undefined, { waitForStream: isCompact });
  // A finished match keeps its final score (the event brings it; nothing streams any more).
  const score = event.in_play ? (live.data?.score ?? event.score) : event.is_over ? event.score : undefined;
  if (!score) return null;
  const teams: [string, string] = [event.team1 ?? t`Home`, event.team2 ?? t`Away`];
  return (
    <div
      aria-label={event.is_over ? t`Final score` : t`Live score`}
      aria-live="polite"
      className={cx('tabular-nums', isCompact ? 'text-[11px] text-muted' : 'mt-2 rounded-lg bg-ink-900/60 px-3 py-2 text-sm text-fg ring-1 ring-ink-600')}
    >
      <ScoreLine score={score} teams={teams} isCompact={isCompact} />
    </div>
  );
}

function ScoreLine({ score, teams, isCompact }: { score: Score; teams: [string, string]; isCompact: boolean }) {
  switch (score.sport) {
    case 'cricket':
      return <CricketLine score={score} teams={teams} isCompact={isCompact} />;
    case 'football':
      return <FootballLine score={score} teams={teams} isCompact={isCompact} />;
    case 'tennis':
      return <TennisLine score={score} teams={teams} isCompact={isCompact} />;
  }
}

const ballStyle = (ball: string) =>
  ball === 'W' ? 'bg-danger text-white' : ball === '4' || ball === '6' ? 'bg-success/80 text-ink-950' : 'bg-ink-700 text-fg';

function CricketLine({ score, teams, isCompact }: { score: CricketScore; teams: [string, string]; isCompact: boolean }) {
  const teamOf = (side: 'home' | 'away') => (side === 'home' ? teams[0] : teams[1]);
  const batting = score.innings.findLast((innings) => innings.side === score.batting) ?? score.innings[score.innings.length - 1];
  const earlier = score.innings.filter((innings) => innings !== batting);
  if (!batting) return null;
  const line = t`${batting.runs}/${batting.wickets} (${batting.overs} ov)`;
  if (isCompact) return <span>{`${teamOf(batting.side)} ${line}`}</span>;
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-bold">{teamOf(batting.side)}</span>
        <span className="text-base font-black">{line}</span>
        {score.target ? <span className="text-xs text-muted">{t`Target ${score.target}`}</span> : null}
      </p>
      {earlier.map((innings) => (
        <p key={`${innings.side}-${innings.overs}`} className="text-xs text-muted">
          {teamOf(innings.side)} {t`${innings.runs}/${innings.wickets} (${innings.overs} ov)`}
        </p>
      ))}
      {score.recent.length > 0 ? (
        <p className="flex items-center gap-1" aria-label={t`Recent balls: ${score.recent.join(' ')}`}>
          {score.recent.map((ball, index) => (
            <span
              key={`${index}-${ball}`}
              aria-hidden="true"
              className={cx('grid size-6 place-items-center rounded-full text-[11px] font-bold', ballStyle(ball))}
            >
              {ball}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

function FootballLine({ score, teams, isCompact }: { score: FootballScore; teams: [string, string]; isCompact: boolean }) {
  const clock = score.period === 'HT' ? t`HT` : score.period === 'FT' ? t`FT` : `${score.minute}'`;
  if (isCompact) return <span>{`${score.home} - ${score.away} · ${clock}`}</span>;
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <span className="font-bold">{teams[0]}</span>
      <span className="text-base font-black">
        {score.home} - {score.away}
      </span>
      <span className="font-bold">{teams[1]}</span>
      <span className="rounded bg-success/15 px-1.5 text-xs font-bold text-success">{clock}</span>
    </p>
  );
}

function TennisLine({ score, teams, isCompact }: { score: TennisScore; teams: [string, string]; isCompact: boolean }) {
  const serve = (side: 'home' | 'away') => (score.server === side ? ' •' : '');
  if (isCompact)
    return <span>{t`Sets ${score.sets[0]}-${score.sets[1]} · Games ${score.games[0]}-${score.games[1]} · ${score.points[0]}-${score.points[1]}`}</span>;
  return (
    <table className="text-xs">
      <thead className="text-muted">
        <tr>
          <th className="pr-3 text-left font-semibold">{t({ message: 'Player', context: 'tennis: the column of player names' })}</th>
          <th className="px-2 font-semibold">{t`Sets`}</th>
          <th className="px-2 font-semibold">{t`Games`}</th>
          <th className="px-2 font-semibold">{t`Points`}</th>
        </tr>
      </thead>
      <tbody className="text-sm font-bold">
        {(['home', 'away'] as const).map((side, index) => (
          <tr key={side}>
            <td className="pr-3">
              {teams[index]}
              {serve(side)}
            </td>
            <td className="px-2 text-center">{score.sets[index]}</td>
            <td className="px-2 text-center">{score.games[index]}</td>
            <td className="px-2 text-center">{score.points[index]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
