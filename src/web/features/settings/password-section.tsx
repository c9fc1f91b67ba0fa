import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '@shared/schemas/auth';
import { Button } from '@web/components/button';
import { PasswordField } from '@web/components/form-field';
import { LockIcon } from '@web/components/icons';
import { errorMessage } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { useChangePassword } from '@web/lib/change-password';
import { SettingsSection } from './setting-controls';

const empty = { current: '', next: '', confirm: '' };

/** Spec §5 (settings page): 'New passwords do not match', 'Password must be at least 6 characters long'; the server checks the current one. */
export function PasswordSection() {
  const user = useSessionUser();
  const mutation = useChangePassword();
  const [values, setValues] = useState(empty);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; message: string }>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (values.next !== values.confirm) {
      setResult({ kind: 'error', message: t`New passwords do not match` });
      return;
    }
    if (values.next.length < PASSWORD_MIN) {
      setResult({ kind: 'error', message: t`Password must be at least 6 characters long` });
      return;
    }
    setResult(undefined);
    mutation.mutate(
      { current_password: values.current, new_password: values.next, confirm_password: values.confirm },
      {
        onSuccess: (message) => {
          setValues(empty);
          setResult({ kind: 'success', message });
        },
        onError: (error) => setResult({ kind: 'error', message: errorMessage(error, t`Failed to change password`) }),
      },
    );
  };

  const set = (field: keyof typeof empty) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setResult(undefined);
  };

  return (
    <SettingsSection title={t`Change Password`} icon={<LockIcon className="size-4" />} id="change-password">
      {user ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 py-4">
          <PasswordField
            label={t`Current password`}
            autoComplete="current-password"
            value={values.current}
            onChange={(event) => set('current')(event.target.value)}
          />
          <PasswordField label={t`New password`} autoComplete="new-password" value={values.next} onChange={(event) => set('next')(event.target.value)} />
          <PasswordField
            label={t`Confirm new password`}
            autoComplete="new-password"
            value={values.confirm}
            onChange={(event) => set('confirm')(event.target.value)}
          />
          {result ? (
            <p
              role={result.kind === 'error' ? 'alert' : 'status'}
              className={result.kind === 'error' ? 'text-sm font-medium text-danger' : 'text-sm font-medium text-success'}
            >
              {result.message}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" className="self-start" isLoading={mutation.isPending}>
            {mutation.isPending ? t`Changing Password...` : t`Update Password`}
          </Button>
        </form>
      ) : (
        <p className="py-4 text-sm text-muted">{t`Log in to change your password.`}</p>
      )}
    </SettingsSection>
  );
}
