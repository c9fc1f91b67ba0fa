import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { previousGameHash } from '@shared/fairness';
import { useChainLinkTarget, useRevealedRound, type ChainLink } from './api/crash';
import type { CrashRound } from './crash-logic';

// The round's place on the published hash chain. Its hash is secret until the crash; then the
// browser checks it here: SHA-256 of the revealed hash must equal the round before's hash (or the
// chain's terminating hash), so no round could have been changed after the chain was published.

function useSha256Of(hash: string | null): string | undefined {
  const [result, setResult] = useState<{ of: string; sha: string }>();
  useEffect(() => {
    if (!hash) return;
    let isCurrent = true;
    void previousGameHash(hash).then((sha) => isCurrent && setResult({ of: hash, sha }));
    return () => {
      isCurrent = false;
    };
  }, [hash]);
  return hash && result?.of === hash ? result.sha : undefined;
}

/** The hash a revealed hash must SHA-256 to: the chain's terminating hash, or the round before's. */
function linkName(link: ChainLink): string {
  return link.kind === 'chain' ? t`chain #${link.id} terminating hash` : t`round #${link.id} hash`;
}

export function CrashFairness({ round }: { round: CrashRound | null }) {
  const revealed = useRevealedRound(round);
  const sha = useSha256Of(revealed?.hash ?? null);
  const target = useChainLinkTarget(revealed);
  if (!round) return null;
  const isChecked = sha !== undefined && target.data != null;
  const isLinked = isChecked && sha === target.data?.hash;
  return (
    <section aria-label={t`Fairness`} className="flex flex-col gap-0.5 rounded-lg bg-ink-800 p-2 text-[11px] text-muted">
      <p>
        {round.hash
          ? t`Round #${round.id} · chain #${round.chain_id}, position ${round.position}`
          : t`Round #${round.id} · chain #${round.chain_id}, position ${round.position} · its hash is revealed when the plane flies away`}
      </p>
      {revealed?.hash ? (
        <>
          <p className="break-all">
            {revealed.crash_point !== null
              ? t`Round #${revealed.id} hash (${revealed.crash_point.toFixed(2)}×): ${revealed.hash}`
              : t`Round #${revealed.id} hash: ${revealed.hash}`}
          </p>
          {sha ? <p className="break-all">{t`SHA-256 of it: ${sha}`}</p> : null}
          {isChecked && target.data ? (
            <p className={isLinked ? 'text-emerald-400' : 'text-danger'}>
              {isLinked ? t`✓ Links to ${linkName(target.data)}` : t`✗ Does not match ${linkName(target.data)}`}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
