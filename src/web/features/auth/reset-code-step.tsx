import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { RESET_CODES_PER_HOUR } from '@shared/password-reset-rules';
import { Button } from '@web/components/button';
import { PasswordField, TextField } from '@web/components/form-field';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useRequestResetCode, useResetPassword } from './api/password-reset';
import { FormAlert } from './auth-layout';
import { fieldErrors } from './field-errors';
import { loadAuthSchemas } from './load-auth-schemas';
import { useCountdown } from './use-countdown';

type Props = {
  phone: string;
  resendAt: number;
  onResent: (resendAt: number, notice: string | undefined) => void;
  onDone: (message: string) => void;
  onChangeNumber: () => void;
};

const resendRule = `You can ask for a new code once a minute, up to ${RESET_CODES_PER_HOUR} times an hour.`;

/** The code sent to the phone, the new password twice, and a resend button that waits out the throttle. */
export function ResetCodeStep({ phone, resendAt, onResent, onDone, onChangeNumber }: Props) {
  const reset = useResetPassword();
  const resend = useRequestResetCode();
  const waitSeconds = useCountdown(resendAt);
  const [form, setForm] = useState({ code: '', new_password: '', confirm_password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  const edit = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const { resetPasswordSchema } = await loadAuthSchemas();
    const parsed = resetPasswordSchema.safeParse({ phone_number: phone, ...form });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    reset.mutate(parsed.data, {
      onSuccess: (message) => onDone(message ?? 'Your password has been reset. Sign in with your new password.'),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.errors && Object.keys(failure.errors).length > 0) setErrors(failure.errors);
        else setFormError(errorMessage(failure, t`Failed to reset the password`));
      },
    });
  };

  const onResend = () => {
    setFormError(undefined);
    resend.mutate(phone, {
      onSuccess: ({ answer, message }) => onResent(Date.now() + answer.resend_after_seconds * 1000, message),
      onError: (failure) => setFormError(errorMessage(failure, t`Failed to send the code`)),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <TextField
        label={t`Code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t`6-digit code`}
        value={form.code}
        onChange={(event) => edit('code')(event.target.value)}
        error={errors.code}
        hint={resendRule}
      />
      <PasswordField
        label={t`New password`}
        name="new_password"
        autoComplete="new-password"
        value={form.new_password}
        onChange={(event) => edit('new_password')(event.target.value)}
        error={errors.new_password}
        hint={t`At least 6 characters`}
      />
      <PasswordField
        label={t`Confirm password`}
        name="confirm_password"
        autoComplete="new-password"
        value={form.confirm_password}
        onChange={(event) => edit('confirm_password')(event.target.value)}
        error={errors.confirm_password}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" isLoading={reset.isPending}>
        {reset.isPending ? t`Resetting password...` : t`Reset password`}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm">
        <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={onResend} disabled={waitSeconds > 0} isLoading={resend.isPending}>
          {waitSeconds > 0 ? t`Resend code in ${waitSeconds} s` : t`Resend code`}
        </Button>
        <button type="button" onClick={onChangeNumber} className="whitespace-nowrap font-semibold text-lotus-300 hover:text-lotus-400">
          {t`Change number`}
        </button>
      </div>
    </form>
  );
}
