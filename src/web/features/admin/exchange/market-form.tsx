import { useState, type FormEvent } from 'react';
import { createMarketSchema, marketTypes, type MarketType } from '@shared/schemas/exchange';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { inputClass, TextField } from '@web/components/form-field';
import { PlusIcon, TrashIcon } from '@web/components/icons';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminEvents, useCreateMarket } from './exchange-markets-api';
import { firstErrors, numberOrUndefined } from '../shared/form-errors';
import { FormAlert, IconButton } from '../shared/admin-ui';

// A new market on an event: Match Odds or Bookmaker with runners and their fair prices (the
// house quotes around them), or a Fancy line with its YES and NO line and rate.

type Runner = { name: string; fair: string };
const typeLabels: Record<MarketType, string> = { match_odds: 'Match Odds', bookmaker: 'Bookmaker', fancy: 'Fancy' };
const selectClass = `${inputClass} border-ink-600`;

export function MarketFormDialog({ isOpen, onClose, onCreated }: { isOpen: boolean; onClose: () => void; onCreated: (marketId: number) => void }) {
  const events = useAdminEvents();
  const create = useCreateMarket();
  const [eventId, setEventId] = useState('');
  const [type, setType] = useState<MarketType>('match_odds');
  const [fields, setFields] = useState({ name: 'Match Odds', min: '100', max: '500000', delay: '0', commission: '0' });
  const [runners, setRunners] = useState<Runner[]>([]);
  const [fancy, setFancy] = useState({ yesLine: '', yesRate: '100', noLine: '', noRate: '100' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const pickEvent = (id: string) => {
    setEventId(id);
    const event = events.data?.find((entry) => String(entry.id) === id);
    if (event?.team1 && event.team2)
      setRunners([
        { name: event.team1, fair: '' },
        { name: event.team2, fair: '' },
      ]);
    setErrors({});
  };
  const pickType = (value: string) => {
    const next = marketTypes.find((entry) => entry === value);
    if (!next) return;
    setType(next);
    setFields((current) => ({ ...current, name: next === 'fancy' ? '' : typeLabels[next] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = {
      name: fields.name,
      type,
      min_stake: numberOrUndefined(fields.min),
      max_stake: numberOrUndefined(fields.max),
      bet_delay: numberOrUndefined(fields.delay),
      commission_rate: numberOrUndefined(fields.commission),
    };
    const marketRunners =
      type === 'fancy'
        ? [
            {
              name: fields.name,
              yes_line: numberOrUndefined(fancy.yesLine),
              yes_rate: numberOrUndefined(fancy.yesRate),
              no_line: numberOrUndefined(fancy.noLine),
              no_rate: numberOrUndefined(fancy.noRate),
            },
          ]
        : runners.map((runner) => ({ name: runner.name, fair_price: numberOrUndefined(runner.fair) ?? null }));
    const parsed = createMarketSchema.safeParse({ ...common, runners: marketRunners });
    const id = Number(eventId);
    if (!parsed.success || !(id > 0)) {
      setErrors({ ...(parsed.success ? {} : firstErrors(parsed.error.issues)), ...(id > 0 ? {} : { event: 'Choose an event' }) });
      return;
    }
    create.mutate(
      { eventId: id, market: parsed.data },
      {
        onSuccess: ({ data }) => {
          showToast('success', `${data.market.name} on ${data.market.event_name}`, 'Market created');
          onClose();
          onCreated(data.market.id);
        },
        onError: (failure) => setErrors({ form: errorMessage(failure, 'Failed to create market') }),
      },
    );
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="New market" className="sm:max-w-lg">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-muted">
          Event
          <select value={eventId} onChange={(event) => pickEvent(event.target.value)} className={selectClass} aria-invalid={errors.event ? true : undefined}>
            <option value="">Choose an event…</option>
            {(events.data ?? []).map((event) => (
              <option key={event.id} value={event.id}>
                {event.sport_name}: {event.name}
              </option>
            ))}
          </select>
          {errors.event ? <span className="text-xs text-danger">{errors.event}</span> : null}
        </label>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-muted">
            Type
            <select value={type} onChange={(event) => pickType(event.target.value)} className={selectClass}>
              {marketTypes.map((entry) => (
                <option key={entry} value={entry}>
                  {typeLabels[entry]}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label="Name"
            value={fields.name}
            placeholder={type === 'fancy' ? '10 Over Runs IND' : ''}
            onChange={(event) => setFields({ ...fields, name: event.target.value })}
            error={errors.name}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <TextField
            label="Min stake"
            inputMode="decimal"
            value={fields.min}
            onChange={(event) => setFields({ ...fields, min: event.target.value })}
            error={errors.min_stake}
          />
          <TextField
            label="Max stake"
            inputMode="decimal"
            value={fields.max}
            onChange={(event) => setFields({ ...fields, max: event.target.value })}
            error={errors.max_stake}
          />
          <TextField
            label="Bet delay (s)"
            inputMode="numeric"
            value={fields.delay}
            onChange={(event) => setFields({ ...fields, delay: event.target.value })}
            error={errors.bet_delay}
          />
          <TextField
            label="Commission %"
            inputMode="decimal"
            value={fields.commission}
            onChange={(event) => setFields({ ...fields, commission: event.target.value })}
            error={errors.commission_rate}
          />
        </div>
        {type === 'fancy' ? (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <TextField label="YES line" inputMode="numeric" value={fancy.yesLine} onChange={(event) => setFancy({ ...fancy, yesLine: event.target.value })} />
            <TextField label="YES rate" inputMode="numeric" value={fancy.yesRate} onChange={(event) => setFancy({ ...fancy, yesRate: event.target.value })} />
            <TextField label="NO line" inputMode="numeric" value={fancy.noLine} onChange={(event) => setFancy({ ...fancy, noLine: event.target.value })} />
            <TextField label="NO rate" inputMode="numeric" value={fancy.noRate} onChange={(event) => setFancy({ ...fancy, noRate: event.target.value })} />
          </div>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-muted">Runners and fair prices</legend>
            {runners.map((runner, index) => (
              <div key={index} className="flex items-end gap-2">
                <TextField
                  className="flex-1"
                  label={`Runner ${index + 1}`}
                  value={runner.name}
                  onChange={(event) => setRunners(runners.map((entry, at) => (at === index ? { ...entry, name: event.target.value } : entry)))}
                />
                <TextField
                  className="w-28"
                  label="Fair price"
                  inputMode="decimal"
                  value={runner.fair}
                  placeholder="2.00"
                  onChange={(event) => setRunners(runners.map((entry, at) => (at === index ? { ...entry, fair: event.target.value } : entry)))}
                />
                <IconButton label={`Remove runner ${index + 1}`} tone="danger" onClick={() => setRunners(runners.filter((_, at) => at !== index))}>
                  <TrashIcon className="size-4" />
                </IconButton>
              </div>
            ))}
            {errors.runners ? <p className="text-xs text-danger">{errors.runners}</p> : null}
            <Button
              variant="ghost"
              size="sm"
              className="w-fit"
              onClick={() => setRunners([...runners, { name: runners.length === 2 ? 'The Draw' : '', fair: '' }])}
            >
              <PlusIcon className="size-4" /> Add runner
            </Button>
          </fieldset>
        )}
        <FormAlert message={errors.form} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            Create market
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
