import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useOneClickStake } from '@web/lib/one-click-bet';

// The preset stake One Click Bet places, edited beside its checkbox (rupees, at least ₹100).

const MIN_STAKE = 100;
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function OneClickStake() {
  const id = useId();
  const [stake, setStake] = useOneClickStake();
  const [text, setText] = useState(grouped.format(stake));
  const [isInvalid, setInvalid] = useState(false);

  const commit = () => {
    const value = Number(text.replace(/[^\d.]/g, ''));
    if (!Number.isFinite(value) || value < MIN_STAKE) {
      setInvalid(true);
      return;
    }
    const rounded = Math.round(value * 100) / 100;
    setInvalid(false);
    setStake(rounded);
    setText(grouped.format(rounded));
  };

  return (
    <div className="rounded-lg bg-ink-800 px-3 py-2">
      <label htmlFor={id} className="text-[11px] font-medium text-subtle">
        {t`One click stake (₹)`}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        aria-invalid={isInvalid ? true : undefined}
        className="mt-1 h-8 w-full rounded-md border border-ink-600 bg-ink-900 px-2 text-sm font-semibold tabular-nums text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60"
      />
      {isInvalid ? (
        <p className="mt-1 text-[11px] text-danger">{t`Minimum stake is ₹${MIN_STAKE}`}</p>
      ) : (
        <p className="mt-1 text-[11px] text-subtle">{t`A price click places this stake at once.`}</p>
      )}
    </div>
  );
}
