import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { Panel } from './admin-ui';

// The player a back-office screen is about, kept in the address (?user=42) so a link from a
// deposit or withdrawal opens it, and a form to pick another by id.

function userIdFrom(value: string | null): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The chosen player's id (undefined until one is chosen) and the form that chooses it. */
export function usePlayerIdPicker(submitLabel: string, onPick?: () => void) {
  const [params, setParams] = useSearchParams();
  const userId = userIdFrom(params.get('user'));
  const [typed, setTyped] = useState(params.get('user') ?? '');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = userIdFrom(typed.trim());
    if (id === undefined) {
      setError('Enter a player id (a whole number)');
      return;
    }
    setError(undefined);
    onPick?.();
    setParams({ user: String(id) });
  };

  const picker = (
    <Panel>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
        <TextField className="sm:w-60" label="Player id" inputMode="numeric" value={typed} onChange={(event) => setTyped(event.target.value)} error={error} />
        <Button type="submit" className="sm:mt-7">
          {submitLabel}
        </Button>
      </form>
    </Panel>
  );
  return { userId, picker };
}
