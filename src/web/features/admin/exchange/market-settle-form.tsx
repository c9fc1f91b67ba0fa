import { useState, type FormEvent } from 'react';
import { settleMarketSchema, type AdminMarket, type SettleMarketInput, type Settlement } from '@shared/schemas/exchange';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useSettleMarket } from './exchange-markets-api';
import { ConfirmDialog } from '../shared/confirm-dialog';

// Settlement: the winner or void (a fancy line: the result in runs, or void). Every matched bet
// pays through the ledger; settling again with the same result pays nothing twice. A settled
// market can be resettled: the first settlement is reversed through the ledger.

type Choice = { kind: 'winner'; runnerId: number } | { kind: 'void' } | { kind: 'result' };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a settlement did, for the operator: the players' bets and money (the house's quotes are not counted). */
export function describeSettlement(settlement: Settlement): string {
  const bets = count(settlement.bets_settled, 'bet', 'bets');
  const players = count(settlement.players, 'player', 'players');
  return `${bets} for ${players}; paid ${formatRupees(settlement.total_paid)}, commission ${formatRupees(settlement.total_commission)}.`;
}

function describeResult(data: AdminMarket): string | undefined {
  const result = data.result;
  if (typeof result !== 'object' || result === null) return undefined;
  if ('void' in result && result.void === true) return 'Void';
  if ('result' in result && typeof result.result === 'number') return `Result: ${result.result} runs`;
  if ('winner_runner_id' in result) {
    const winner = data.market.runners.find((runner) => runner.id === result.winner_runner_id);
    return `Winner: ${winner?.name ?? 'unknown runner'}`;
  }
  return undefined;
}

export function MarketSettleForm({ data }: { data: AdminMarket }) {
  const { market } = data;
  const settle = useSettleMarket();
  const isFancy = market.type === 'fancy';
  const [choice, setChoice] = useState<Choice | undefined>(isFancy ? { kind: 'result' } : undefined);
  const [runs, setRuns] = useState('');
  // A resettlement corrects a published result: it says why (audited), then is confirmed.
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<{ input: SettleMarketInput; text: string } | undefined>();
  const settledAs = describeResult(data);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError('Choose the winner or void');
      return;
    }
    const body =
      choice.kind === 'void'
        ? { void: true }
        : choice.kind === 'winner'
          ? { winner_runner_id: choice.runnerId }
          : { result: runs.trim() === '' ? Number.NaN : Number(runs) };
    const parsed = settleMarketSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the result');
      return;
    }
    if (market.is_settled && reason.trim().length < 3) {
      setError('A reason is required to correct a settled result');
      return;
    }
    const text =
      choice.kind === 'void'
        ? 'void'
        : choice.kind === 'winner'
          ? (market.runners.find((runner) => runner.id === choice.runnerId)?.name ?? 'the winner')
          : `${runs} runs`;
    setPending({ input: parsed.data, text });
  };

  const confirm = () => {
    if (!pending) return;
    settle.mutate(
      { id: market.id, isResettle: market.is_settled, ...pending.input, ...(market.is_settled ? { reason: reason.trim(), confirm: true as const } : {}) },
      {
        onSuccess: ({ data: answer, message }) => {
          const { settlement } = answer;
          showToast('success', describeSettlement(settlement), message ?? 'Market settled');
          setPending(undefined);
        },
        onError: (failure) => {
          setError(errorMessage(failure, 'Failed to settle market'));
          setPending(undefined);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 p-4">
      {settledAs ? (
        <p className="text-sm text-muted">
          Settled (round {data.settle_round}): <span className="font-semibold text-fg">{settledAs}</span>
        </p>
      ) : null}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Result</legend>
        {isFancy ? (
          <TextField
            label="Result (runs)"
            inputMode="numeric"
            value={runs}
            onChange={(event) => {
              setRuns(event.target.value);
              setChoice({ kind: 'result' });
              setError(undefined);
            }}
            className="w-40"
          />
        ) : (
          market.runners.map((runner) => (
            <label
              key={runner.id}
              className="flex items-center gap-2 rounded-lg bg-ink-800 px-3 py-2 text-sm text-fg ring-1 ring-ink-600 has-[:checked]:ring-lotus-500"
            >
              <input
                type="radio"
                name="settle"
                checked={choice?.kind === 'winner' && choice.runnerId === runner.id}
                onChange={() => {
                  setChoice({ kind: 'winner', runnerId: runner.id });
                  setError(undefined);
                }}
                className="accent-lotus-500"
              />
              {runner.name}
            </label>
          ))
        )}
        <label className="flex items-center gap-2 self-end rounded-lg bg-ink-800 px-3 py-2 text-sm text-fg ring-1 ring-ink-600 has-[:checked]:ring-lotus-500">
          <input
            type="radio"
            name="settle"
            checked={choice?.kind === 'void'}
            onChange={() => {
              setChoice({ kind: 'void' });
              setError(undefined);
            }}
            className="accent-lotus-500"
          />
          Void
        </label>
      </fieldset>
      {market.is_settled ? (
        <TextField
          label="Reason for the correction"
          value={reason}
          placeholder="e.g. winner entered wrongly"
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant={market.is_settled ? 'secondary' : 'primary'} className="w-fit">
        {market.is_settled ? 'Resettle market' : 'Settle market'}
      </Button>
      <ConfirmDialog
        isOpen={pending !== undefined}
        title={market.is_settled ? 'Resettle market?' : 'Settle market?'}
        message={`${market.event_name} · ${market.name}: settle as ${pending?.text ?? ''}. ${market.is_settled ? `This corrects the published result (reason: ${reason.trim()}): the previous settlement is reversed first and players are told. ` : ''}Unmatched orders lapse and every matched bet is paid through the ledger.`}
        confirmLabel={market.is_settled ? 'Resettle' : 'Settle'}
        isPending={settle.isPending}
        onClose={() => setPending(undefined)}
        onConfirm={confirm}
      />
    </form>
  );
}
