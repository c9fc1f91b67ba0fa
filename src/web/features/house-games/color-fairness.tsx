import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '@web/components/button';
import { LoadingState } from '@web/components/state-views';
import { useColorPeriod, useRecentColorPeriods } from './api/color';
import { selectionLabel, type ColorRound } from './color-logic';
import { FailureAlert } from './game-frame';
import { useVerification, VerificationView } from './verification-view';
import { verifyColorPeriod } from './verify-round';

// The Fairness page's Colour Prediction part: any drawn period, bet on or not, checked in the
// browser from its revealed seed (the last ten, or one looked up by its number).

function PeriodRow({ round }: { round: ColorRound }) {
  const { check, failure, verify } = useVerification(() => verifyColorPeriod(round));
  const drawn =
    round.number === null
      ? t`not drawn yet`
      : `${round.number} · ${(round.colours ?? []).map(selectionLabel).join(' + ')} · ${round.size ? selectionLabel(round.size) : ''}`;
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-ink-800 p-2" aria-label={t`Period ${round.period}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          <span className="font-semibold tabular-nums">{t`Period ${round.period}`}</span> <span className="text-xs text-muted">· {drawn}</span>
        </span>
        <Button size="sm" variant="secondary" isLoading={check === 'checking'} onClick={() => void verify()}>
          {t`Verify`}
        </Button>
      </div>
      <p className="break-all text-[10px] text-muted">
        {round.server_seed ? t`Hash ${round.server_seed_hash} · server seed ${round.server_seed}` : t`Hash ${round.server_seed_hash}`}
      </p>
      {check && check !== 'checking' ? (
        <VerificationView check={check} unrevealed={t`This period is not drawn yet: its server seed is revealed with its number.`} />
      ) : null}
      {failure ? <p className="text-xs text-danger">{failure}</p> : null}
    </li>
  );
}

function PeriodLookup() {
  const [typed, setTyped] = useState('');
  const [period, setPeriod] = useState<string>();
  const found = useColorPeriod(period);
  return (
    <div className="flex flex-col gap-2">
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setPeriod(typed.trim() || undefined);
        }}
      >
        <label className="flex flex-1 flex-col gap-1 text-xs text-muted">
          {t`Period number`}
          <input
            value={typed}
            inputMode="numeric"
            maxLength={40}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t`e.g. 202601010001`}
            className="h-11 rounded-lg border border-ink-600 bg-ink-800 px-3 text-base text-fg"
          />
        </label>
        <Button type="submit" size="lg" variant="secondary" isLoading={found.isFetching}>
          {t`Find`}
        </Button>
      </form>
      <FailureAlert error={found.error} />
      {found.data ? (
        <ul>
          <PeriodRow key={found.data.period} round={found.data} />
        </ul>
      ) : null}
    </div>
  );
}

export function ColorPeriodsSection() {
  const recent = useRecentColorPeriods();
  return (
    <section aria-labelledby="periods-heading" className="flex flex-col gap-2 rounded-xl bg-ink-900 p-3">
      <h2 id="periods-heading" className="text-sm font-bold">
        {t`Colour Prediction periods`}
      </h2>
      <p className="text-xs text-muted">
        {t`A period's number is floor(10 × float) of HMAC-SHA256(its server seed, "period:0:0"). The seed's hash is shown while bets are open and the seed itself with the number, so anyone can check every draw.`}
      </p>
      <PeriodLookup />
      {recent.isPending ? <LoadingState label={t`Loading periods...`} /> : null}
      <FailureAlert error={recent.error} />
      {recent.data ? (
        <ul className="flex flex-col gap-2">
          {recent.data.slice(0, 10).map((round) => (
            <PeriodRow key={round.period} round={round} />
          ))}
          {recent.data.length === 0 ? <li className="text-sm text-muted">{t`No period drawn yet.`}</li> : null}
        </ul>
      ) : null}
    </section>
  );
}
