import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { matkaBetTypeNames, type MatkaBetType } from '@shared/schemas/matka';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { TextField } from '@web/components/form-field';
import { lineProblem, type SlipLine } from './bet-slip';

// Choosing a number and a stake for one bet type: digit buttons for Single, a field for Jodi
// and the pattis (checked as typed: only valid pannas of the chosen kind), quick stakes.

const QUICK_STAKES = [10, 50, 100, 500, 1000];
const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

export function NumberPicker({ type, rate, onAdd }: { type: MatkaBetType; rate: number | undefined; onAdd: (line: SlipLine) => string | undefined }) {
  const [number, setNumber] = useState('');
  const [stakeText, setStakeText] = useState('10');
  const [problem, setProblem] = useState<string>();
  const length = type === 'single' ? 1 : type === 'jodi' ? 2 : 3;
  const stake = Number(stakeText);
  const typed = number.length === length ? lineProblem({ type, number, stake: Number.isFinite(stake) && stake > 0 ? stake : 10 }) : undefined;

  const add = () => {
    const reason = stakeText.trim() === '' || Number.isNaN(stake) ? t`Stake must be a number` : onAdd({ type, number, stake });
    setProblem(reason);
    if (!reason) setNumber('');
  };

  return (
    <div className="flex flex-col gap-3">
      {type === 'single' ? (
        <div role="group" aria-label={t`Digit`} className="grid grid-cols-5 gap-2">
          {digits.map((digit) => (
            <button
              key={digit}
              type="button"
              aria-pressed={number === digit}
              onClick={() => {
                setNumber(digit);
                setProblem(undefined);
              }}
              className={cx(
                'h-12 rounded-lg text-lg font-black tabular-nums ring-1 transition',
                number === digit ? 'bg-lotus-gradient text-ink-950 ring-transparent' : 'bg-ink-800 text-fg ring-ink-600 hover:ring-lotus-500/60',
              )}
            >
              {digit}
            </button>
          ))}
        </div>
      ) : (
        <TextField
          label={t`${matkaBetTypeNames[type]} number`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={length}
          placeholder={type === 'jodi' ? t`00 to 99` : t`like ${type === 'single_patti' ? '128' : type === 'double_patti' ? '226' : '777'}`}
          value={number}
          error={typed}
          hint={type === 'jodi' ? undefined : t`Digits from low to high, 0 counting as 10 (like 190)`}
          onChange={(event) => {
            setNumber(event.target.value.replace(/\D/g, '').slice(0, length));
            setProblem(undefined);
          }}
        />
      )}
      <div className="flex flex-col gap-1.5">
        <TextField
          label={t`Stake (₹)`}
          inputMode="decimal"
          value={stakeText}
          onChange={(event) => {
            setStakeText(event.target.value);
            setProblem(undefined);
          }}
        />
        <div className="flex flex-wrap gap-1.5">
          {QUICK_STAKES.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => setStakeText(String(amount))}
              className="h-8 rounded-full bg-ink-800 px-3 text-xs font-bold text-gold-400 ring-1 ring-ink-600 hover:ring-gold-400/60"
            >
              ₹{amount}
            </button>
          ))}
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <Button variant="secondary" onClick={add} disabled={number.length !== length}>
        {t`Add ${number || matkaBetTypeNames[type]} to slip`}
        {rate ? ` · 1:${rate}` : ''}
      </Button>
    </div>
  );
}
