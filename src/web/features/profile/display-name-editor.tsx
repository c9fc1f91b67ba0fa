import { t } from '@lingui/core/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX, displayNameSchema } from '@shared/schemas/user';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { EditIcon } from '@web/components/icons';
import { errorMessage } from '@web/lib/api-client';
import { useUpdateProfile } from './api/profile';

export const SUCCESS_MESSAGE_MS = 3000;

/** Spec §4, §5: view/edit; 2 to 50 characters with a counter; the success line hides after 3 s. */
export function DisplayNameEditor({ displayName }: { displayName: string }) {
  const mutation = useUpdateProfile();
  const [isEditing, setEditing] = useState(false);
  const [value, setValue] = useState(displayName);
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(undefined), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const startEdit = () => {
    setValue(displayName);
    setError(undefined);
    setSuccess(undefined);
    setEditing(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = displayNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Display name is required');
      return;
    }
    mutation.mutate(
      { display_name: parsed.data },
      {
        onSuccess: () => {
          setEditing(false);
          setSuccess('Display name updated successfully!');
        },
        onError: (failure) => setError(errorMessage(failure, t`Failed to update profile`)),
      },
    );
  };

  if (!isEditing) {
    return (
      <div>
        <div className="flex items-center justify-between gap-2">
          <span className="truncate font-semibold text-fg">{displayName}</span>
          <Button variant="ghost" size="sm" className="shrink-0 whitespace-nowrap" onClick={startEdit} aria-label={t`Edit display name`}>
            <EditIcon className="size-4" /> {t`Edit`}
          </Button>
        </div>
        {success ? (
          <p role="status" className="mt-1 text-xs font-medium text-success">
            {success}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <TextField
        label={t`Display name`}
        value={value}
        maxLength={DISPLAY_NAME_MAX}
        autoFocus
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint={
          <span className="tabular-nums">
            {value.length}/{DISPLAY_NAME_MAX}
          </span>
        }
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={mutation.isPending}>
          {mutation.isPending ? t`Saving...` : t`Save`}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setEditing(false)} disabled={mutation.isPending}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
