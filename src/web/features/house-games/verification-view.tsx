import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { cx } from '@web/components/cx';
import type { Verification } from './verify-round';

// How the Fairness page shows a check (each of its steps, ticked or crossed) and runs one on demand.

function Check({ ok, children }: { ok: boolean; children: string }) {
  return (
    <li className={ok ? 'text-emerald-400' : 'text-danger'}>
      {ok ? '✓' : '✗'} {children}
    </li>
  );
}

export function VerificationView({ check, unrevealed }: { check: Verification; unrevealed?: string }) {
  if (check.status === 'unrevealed') {
    return (
      <p className="text-xs text-muted">{unrevealed ?? t`This round's server seed is still secret. Rotate your seeds above to reveal it, then verify.`}</p>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-1 text-xs">
      <p className={cx('font-bold', check.isMatch ? 'text-emerald-400' : 'text-danger')}>
        {check.isMatch ? t`Verified: this round matches its seeds` : t`Does not match its seeds`}
      </p>
      <ul className="flex flex-col gap-0.5">
        {check.hashMatches === null ? null : <Check ok={check.hashMatches}>{t`sha256(server seed) equals the hash shown before play`}</Check>}
        <Check ok={check.outcomeMatches}>
          {check.outcomeMatches ? t`Recomputed ${check.computed}` : t`Recomputed ${check.computed}; recorded ${check.recorded}`}
        </Check>
        {check.payoutMatches === null ? null : <Check ok={check.payoutMatches}>{t`Multiplier and payout match the recomputed outcome`}</Check>}
      </ul>
    </div>
  );
}

export function useVerification(run: () => Promise<Verification>) {
  const [check, setCheck] = useState<Verification | 'checking'>();
  const [failure, setFailure] = useState<string>();
  const verify = async () => {
    setCheck('checking');
    setFailure(undefined);
    try {
      setCheck(await run());
    } catch (error) {
      setCheck(undefined);
      setFailure(error instanceof Error ? t`Verification failed: ${error.message}` : t`Verification failed`);
    }
  };
  return { check, failure, verify };
}
