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

const SECRET_SEED = "This round's server seed is still secret. Rotate your seeds above to reveal it, then verify.";

export function VerificationView({ check, unrevealed = SECRET_SEED }: { check: Verification; unrevealed?: string }) {
  if (check.status === 'unrevealed') return <p className="text-xs text-muted">{unrevealed}</p>;
  return (
    <div role="status" className="flex flex-col gap-1 text-xs">
      <p className={cx('font-bold', check.isMatch ? 'text-emerald-400' : 'text-danger')}>
        {check.isMatch ? 'Verified: this round matches its seeds' : 'Does not match its seeds'}
      </p>
      <ul className="flex flex-col gap-0.5">
        {check.hashMatches === null ? null : <Check ok={check.hashMatches}>sha256(server seed) equals the hash shown before play</Check>}
        <Check ok={check.outcomeMatches}>{`Recomputed ${check.computed}${check.outcomeMatches ? '' : `; recorded ${check.recorded}`}`}</Check>
        {check.payoutMatches === null ? null : <Check ok={check.payoutMatches}>Multiplier and payout match the recomputed outcome</Check>}
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
      setFailure(error instanceof Error ? `Verification failed: ${error.message}` : 'Verification failed');
    }
  };
  return { check, failure, verify };
}
