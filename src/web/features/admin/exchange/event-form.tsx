import { useState, type FormEvent } from 'react';
import { createEventSchema } from '@shared/schemas/exchange';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { inputClass, TextField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminSports, useCreateEvent } from './exchange-markets-api';
import { firstErrors } from '../shared/form-errors';
import { FormAlert } from '../shared/admin-ui';

// A new event: sport, the two teams (or a name for an outright), competition, start time and
// whether it is in play. Checked with the same schema the server uses.

const blank = { sport: 'cricket', team1: '', team2: '', name: '', competition: '', start: '', in_play: false };

export function EventFormDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const sports = useAdminSports();
  const create = useCreateEvent();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (change: Partial<typeof blank>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = values.start ? new Date(values.start) : undefined;
    const parsed = createEventSchema.safeParse({
      sport: values.sport,
      competition: values.competition,
      start_time: start && !Number.isNaN(start.getTime()) ? start.toISOString() : '',
      in_play: values.in_play,
      ...(values.name.trim() ? { name: values.name } : {}),
      ...(values.team1.trim() ? { team1: values.team1 } : {}),
      ...(values.team2.trim() ? { team2: values.team2 } : {}),
    });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ data }) => {
        showToast('success', `${data.event.name} created`, 'Event created');
        setValues(blank);
        onClose();
      },
      onError: (failure) => setErrors({ form: errorMessage(failure, 'Failed to create event') }),
    });
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="New event">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-muted">
          Sport
          <select value={values.sport} onChange={(event) => set({ sport: event.target.value })} className={`${inputClass} border-ink-600`}>
            {(sports.data ?? [{ key: 'cricket', name: 'Cricket' }]).map((sport) => (
              <option key={sport.key} value={sport.key}>
                {sport.name}
              </option>
            ))}
          </select>
        </label>
        <div className="grid grid-cols-2 gap-2">
          <TextField label="Team 1" value={values.team1} onChange={(event) => set({ team1: event.target.value })} error={errors.team1} />
          <TextField label="Team 2" value={values.team2} onChange={(event) => set({ team2: event.target.value })} error={errors.team2} />
        </div>
        <TextField
          label="Name (outrights, or instead of teams)"
          value={values.name}
          onChange={(event) => set({ name: event.target.value })}
          error={errors.name}
        />
        <TextField label="Competition" value={values.competition} onChange={(event) => set({ competition: event.target.value })} error={errors.competition} />
        <TextField
          label="Start time"
          type="datetime-local"
          value={values.start}
          onChange={(event) => set({ start: event.target.value })}
          error={errors.start_time}
        />
        <label className="flex items-center gap-2 text-sm text-muted">
          <input type="checkbox" checked={values.in_play} onChange={(event) => set({ in_play: event.target.checked })} className="size-4 accent-lotus-500" />
          In play now
        </label>
        <FormAlert message={errors.form} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            Create event
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
