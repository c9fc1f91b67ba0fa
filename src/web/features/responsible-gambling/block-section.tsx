import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import { type PlayBlock } from '@shared/schemas/responsible-gambling';
import { formatDateTime } from '@web/lib/format';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useStartBlock, type BlockRequest } from './api/responsible-gambling';

// Time-out and self-exclusion: each choice asks for confirmation, saying it cannot be undone.

type Choice = { label: MessageDescriptor; request: BlockRequest };

const timeOuts: Choice[] = [
  { label: msg`24 hours`, request: { kind: 'time_out', days: 1 } },
  { label: msg`7 days`, request: { kind: 'time_out', days: 7 } },
  { label: msg`30 days`, request: { kind: 'time_out', days: 30 } },
];
const exclusions: Choice[] = [
  { label: msg`6 months`, request: { kind: 'self_exclusion', months: 6 } },
  { label: msg`1 year`, request: { kind: 'self_exclusion', months: 12 } },
  { label: msg`5 years`, request: { kind: 'self_exclusion', months: 60 } },
];

export function RunningBlock({ block }: { block: PlayBlock }) {
  const until = formatDateTime(block.ends_at);
  return (
    <p role="status" className="rounded-xl border border-gold-500/40 bg-gold-500/10 p-3 text-sm text-gold-400">
      {block.kind === 'time_out' ? t`You are on a time-out until ${until}.` : t`You have excluded yourself until ${until}.`}{' '}
      {t`Until then you cannot deposit, bet or play; you can sign in, see your history and withdraw.`}
    </p>
  );
}

export function BlockChoices({ kind }: { kind: BlockRequest['kind'] }) {
  const start = useStartBlock();
  const [chosen, setChosen] = useState<Choice>();
  const choices = kind === 'time_out' ? timeOuts : exclusions;
  const chosenLabel = chosen ? t(chosen.label) : '';

  const confirm = () => {
    if (!chosen) return;
    start.mutate(chosen.request, {
      onSuccess: (block) => {
        setChosen(undefined);
        const until = block ? formatDateTime(block.ends_at) : undefined;
        if (kind === 'time_out') showToast('success', until ? t`Your time-out runs until ${until}.` : t`Your time-out has started.`);
        else showToast('success', until ? t`Your self-exclusion runs until ${until}.` : t`Your self-exclusion has started.`);
      },
      onError: (error) => {
        setChosen(undefined);
        showToast('error', errorMessage(error, t`Failed to start it. Please try again.`));
      },
    });
  };

  return (
    <>
      <div className="grid grid-cols-3 gap-2">
        {choices.map((choice) => (
          <Button key={choice.label.id} variant="secondary" onClick={() => setChosen(choice)}>
            {t(choice.label)}
          </Button>
        ))}
      </div>
      <Dialog
        isOpen={chosen !== undefined}
        onClose={() => setChosen(undefined)}
        title={kind === 'time_out' ? t`Start a time-out of ${chosenLabel}?` : t`Start a self-exclusion of ${chosenLabel}?`}
      >
        <div className="flex flex-col gap-4 text-sm text-muted">
          <p>
            {t`For ${chosenLabel} you will not be able to deposit, bet, play games or take promotions. Your unmatched bets are cancelled now. You can still sign in, see your history and withdraw.`}
          </p>
          <p className="font-semibold text-fg">{t`This cannot be undone: neither you nor our support can shorten or lift it.`}</p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setChosen(undefined)}>
              {t`Cancel`}
            </Button>
            <Button variant="danger" onClick={confirm} isLoading={start.isPending}>
              {kind === 'time_out' ? t`Start time-out` : t`Start self-exclusion`}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
