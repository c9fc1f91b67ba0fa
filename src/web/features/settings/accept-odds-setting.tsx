import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AcceptOddsChanges } from '@shared/schemas/bets';
import type { UserSettings } from '@shared/schemas/settings';
import { SportIcon } from '@web/components/sport-icons';
import { api, errorMessage } from '@web/lib/api-client';
import { settingsKeys } from './api/settings';
import { SelectRow, SettingsSection } from './setting-controls';

// Betting: what an in-play bet takes when the price moves during the bet delay. Saved on its own
// as soon as it is picked (PUT /api/user/settings {betting}), apart from the form above it.

const choices: ReadonlyArray<{ value: AcceptOddsChanges; label: MessageDescriptor }> = [
  { value: 'never', label: msg`Never` },
  { value: 'better', label: msg`Better odds only` },
  { value: 'any', label: msg`Any odds` },
];

const hints: Record<AcceptOddsChanges, MessageDescriptor> = {
  never: msg`If the price moves during the bet delay, the bet is not placed and the slip offers the new price.`,
  better: msg`A better price is taken; a worse one is not, and the slip offers it.`,
  any: msg`The bet is placed at the new price, better or worse.`,
};

export function AcceptOddsSetting({ initial }: { initial: AcceptOddsChanges }) {
  const [value, setValue] = useState(initial);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (next: AcceptOddsChanges) =>
      (
        await api.send<{ settings: UserSettings }>(
          'PUT',
          '/api/user/settings',
          { betting: { acceptOddsChanges: next } },
          { fallbackMessage: 'Failed to save settings' },
        )
      ).data.settings,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
  const pick = (next: AcceptOddsChanges) => {
    const before = value;
    setValue(next);
    save.mutate(next, { onError: () => setValue(before) });
  };
  const options = choices.map((choice) => ({ value: choice.value, label: t(choice.label) }));
  const hint = t(hints[value]);
  return (
    <SettingsSection id="betting" title={t`Betting`} icon={<SportIcon name="cricket" className="size-4" />}>
      <SelectRow label={t`Accept odds changes`} value={value} options={options} onChange={pick} />
      <p className="pb-3 text-xs text-subtle" role={save.isError ? 'alert' : undefined}>
        {save.isError ? errorMessage(save.error, 'Failed to save settings') : save.isSuccess ? t`Saved. ${hint}` : hint}
      </p>
    </SettingsSection>
  );
}
