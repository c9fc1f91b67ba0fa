import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { changePasswordSchema, type ChangePasswordInput } from '@shared/schemas/auth';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { PasswordField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { getToken } from '@web/lib/session';
import { useChangePassword } from '@web/lib/change-password';
import { FormAlert } from './auth-layout';
import { fieldErrors } from './field-errors';

type Field = keyof ChangePasswordInput;

const emptyValues: ChangePasswordInput = { current_password: '', new_password: '', confirm_password: '' };
const hiddenAll: Record<Field, boolean> = { current_password: false, new_password: false, confirm_password: false };

const fields: Array<{ name: Field; label: MessageDescriptor; autoComplete: string }> = [
  { name: 'current_password', label: msg`Current Password`, autoComplete: 'current-password' },
  { name: 'new_password', label: msg`New Password`, autoComplete: 'new-password' },
  { name: 'confirm_password', label: msg`Confirm Password`, autoComplete: 'new-password' },
];

type ChangePasswordDialogProps = { isOpen: boolean; onClose: () => void };

/** Spec §2, §4, §5: three fields with show/hide; closing resets fields, errors and toggles. */
export function ChangePasswordDialog({ isOpen, onClose }: ChangePasswordDialogProps) {
  const mutation = useChangePassword();
  const [values, setValues] = useState<ChangePasswordInput>(emptyValues);
  const [visible, setVisible] = useState(hiddenAll);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();

  const close = () => {
    setValues(emptyValues);
    setVisible(hiddenAll);
    setErrors({});
    setFormError(undefined);
    mutation.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (!getToken()) {
      showToast('error', t`Please login to change password`, t`Error`);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (message) => {
        showToast('success', message);
        close();
      },
      onError: (error) => setFormError(errorMessage(error, t`Failed to change password`)),
    });
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t`Change Password`}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {fields.map((field) => (
          <PasswordField
            key={field.name}
            label={t(field.label)}
            name={field.name}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            isVisible={visible[field.name]}
            onVisibleChange={(isVisible) => setVisible((current) => ({ ...current, [field.name]: isVisible }))}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field.name]: value }));
              // Spec §4: a field's error clears when that field is edited.
              setErrors((current) => ({ ...current, [field.name]: undefined }));
            }}
            error={errors[field.name]}
          />
        ))}
        <FormAlert message={formError} />
        <div className="mt-1 flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={close}>
            {t`Cancel`}
          </Button>
          <Button type="submit" className="flex-1" isLoading={mutation.isPending}>
            {mutation.isPending ? t`Changing Password...` : t`Change Password`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
