import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DEFAULT_STAKE_BUTTONS, isStakeButtonList, STAKE_BUTTON_MAX, type UserSettings } from '@shared/settings-defaults';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ListIcon } from '@web/components/icons';
import { OneClickStake } from '@web/components/one-click-stake';
import { api, errorMessage } from '@web/lib/api-client';
import { useOneClickBet } from '@web/lib/one-click-bet';
import { applyPreferences } from '@web/lib/preferences';
import { settingsKeys } from './api/settings';
import { SettingsSection, SwitchRow } from './setting-controls';

// Settings → Bet slip: the six stake buttons, confirming each bet before it is placed (both saved
// with the account the moment they change, and in force in the slip at once), and One Click Bet
// (kept on this device, as in the desktop sidebar; on phones too).

type Betting = UserSettings['betting'];
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

function useSaveBetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (betting: Partial<Betting>) =>
      (await api.send<{ settings: UserSettings }>('PUT', '/api/user/settings', { betting }, { fallbackMessage: 'Failed to save settings' })).data.settings,
    onSuccess: (settings) => {
      applyPreferences(settings);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}

export function BetSlipSettings({ initial }: { initial: Betting }) {
  const save = useSaveBetting();
  const [confirmBets, setConfirmBets] = useState(initial.confirmBets);
  const [isOneClick, setOneClick] = useOneClickBet();
  return (
    <SettingsSection id="bet-slip-settings" title={t`Bet slip`} icon={<ListIcon className="size-4" />}>
      <StakeButtons initial={initial.stakeButtons} onSave={(stakeButtons) => save.mutate({ stakeButtons })} />
      <SwitchRow
        label={t`Confirm bets`}
        description={t`The slip asks you to confirm each bet before it is placed`}
        checked={confirmBets}
        onChange={(value) => {
          setConfirmBets(value);
          save.mutate({ confirmBets: value }, { onError: () => setConfirmBets(!value) });
        }}
      />
      <SwitchRow
        label={t`One Click Bet`}
        description={t`On this device: a tap on a price places your one click stake at once, without the slip`}
        checked={isOneClick}
        onChange={setOneClick}
      />
      {isOneClick ? (
        <div className="py-3">
          <OneClickStake />
        </div>
      ) : null}
      <p className="pb-3 text-xs text-subtle" role={save.isError ? 'alert' : 'status'}>
        {save.isError ? errorMessage(save.error, 'Failed to save settings') : save.isSuccess ? t`Saved.` : ''}
      </p>
    </SettingsSection>
  );
}

/** Six amount fields; a change is saved when all six are whole rupees from ₹1 to ₹10,00,000. */
function StakeButtons({ initial, onSave }: { initial: number[]; onSave: (amounts: number[]) => void }) {
  const id = useId();
  const [texts, setTexts] = useState(() => initial.map((amount) => grouped.format(amount)));
  const [saved, setSaved] = useState(initial);
  const amounts = texts.map((text) => (/^[\d,]+$/.test(text.trim()) ? Number(text.replace(/,/g, '')) : Number.NaN));
  const isValid = (amount: number) => Number.isInteger(amount) && amount >= 1 && amount <= STAKE_BUTTON_MAX;

  const commit = (next: number[]) => {
    if (!isStakeButtonList(next) || next.join() === saved.join()) return;
    setSaved(next);
    setTexts(next.map((amount) => grouped.format(amount)));
    onSave(next);
  };

  return (
    <fieldset className="py-3">
      <legend className="text-sm font-semibold text-fg">{t`Stake buttons`}</legend>
      <p className="text-xs text-subtle">{t`The six quick stakes of the bet slip, in rupees`}</p>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {texts.map((text, index) => {
          const amount = amounts[index] ?? Number.NaN;
          const position = index + 1;
          return (
            <input
              key={index}
              id={`${id}-${index}`}
              aria-label={t`Stake button ${position} (₹)`}
              inputMode="numeric"
              value={text}
              onChange={(event) => setTexts((current) => current.map((value, at) => (at === index ? event.target.value : value)))}
              onBlur={() => commit(amounts)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit(amounts);
              }}
              aria-invalid={isValid(amount) ? undefined : true}
              className={cx(
                'h-9 w-full rounded-md border bg-ink-900 px-2 text-center text-sm font-semibold tabular-nums text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60',
                isValid(amount) ? 'border-ink-600' : 'border-danger/70',
              )}
            />
          );
        })}
      </div>
      {amounts.every(isValid) ? null : (
        <p role="alert" className="mt-1 text-xs text-danger">
          {t`Each stake button is a whole number of rupees, from ₹1 to ₹10,00,000.`}
        </p>
      )}
      <Button size="sm" variant="secondary" className="mt-2" onClick={() => commit(DEFAULT_STAKE_BUTTONS)}>
        {t`Reset to 100 … 25,000`}
      </Button>
    </fieldset>
  );
}
