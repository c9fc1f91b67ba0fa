import { t } from '@lingui/core/macro';
import { realityCheckChoices, responsibleMessages } from '@shared/schemas/responsible-gambling';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useSaveResponsibleGambling } from './api/responsible-gambling';

/** How often the reality check appears while the player is signed in: 15, 30 or 60 minutes, or never. */
export function RealityCheckChoice({ minutes }: { minutes: number | null }) {
  const save = useSaveResponsibleGambling();
  const choose = (value: 15 | 30 | 60 | null) =>
    save.mutate(
      { reality_check_minutes: value },
      {
        onSuccess: () => showToast('success', responsibleMessages.saved),
        onError: (error) => showToast('error', errorMessage(error, t`Failed to save your settings`)),
      },
    );
  const options = [...realityCheckChoices.map((value) => ({ value, label: t`Every ${value} minutes` })), { value: null, label: t`Off` }];
  return (
    <fieldset disabled={save.isPending}>
      <legend className="mb-2 text-sm text-muted">{t`A reminder of how long you have played and what you have won or lost since you signed in.`}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((option) => (
          <label
            key={option.label}
            className="flex cursor-pointer items-center gap-2 rounded-lg bg-ink-800 px-3 py-2 text-sm text-muted ring-1 ring-ink-600 has-[:checked]:text-fg has-[:checked]:ring-lotus-400"
          >
            <input type="radio" name="reality-check" checked={minutes === option.value} onChange={() => choose(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
