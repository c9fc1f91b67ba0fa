import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { errorMessage } from '@web/lib/api-client';
import { useRequestResetCode } from './api/password-reset';
import { AuthLayout, FormAlert } from './auth-layout';
import { fieldErrors } from './field-errors';
import { loadAuthSchemas, usePreloadAuthSchemas } from './load-auth-schemas';
import { ResetCodeStep } from './reset-code-step';

type Step = { name: 'phone' } | { name: 'code'; phone: string; notice: string | undefined; resendAt: number } | { name: 'done'; message: string };

const BackToLogin = () => (
  <>
    {t`Remembered it?`}
    <Link to="/login" className="font-semibold text-lotus-300 hover:text-lotus-400">
      {t`Login`}
    </Link>
  </>
);

/** Forgot password: the phone number, then the code sent to it with a new password, then back to sign in. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  usePreloadAuthSchemas();

  if (step.name === 'done') {
    return (
      <AuthLayout title={t`Password reset`} subtitle={step.message} footer={null}>
        <ButtonLink to="/login" replace size="lg" className="w-full">
          {t`Sign in`}
        </ButtonLink>
      </AuthLayout>
    );
  }
  if (step.name === 'code') {
    return (
      <AuthLayout title={t`Enter the code`} subtitle={step.notice ?? t`We sent a 6-digit code by SMS.`} footer={<BackToLogin />}>
        <ResetCodeStep
          phone={step.phone}
          resendAt={step.resendAt}
          onResent={(resendAt, notice) => setStep({ ...step, resendAt, notice })}
          onDone={(message) => setStep({ name: 'done', message })}
          onChangeNumber={() => setStep({ name: 'phone' })}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t`Forgot password`}
      subtitle={t`Enter the phone number of your account. We will send it a 6-digit code by SMS to set a new password.`}
      footer={<BackToLogin />}
    >
      <PhoneStep onSent={(phone, notice, resendAt) => setStep({ name: 'code', phone, notice, resendAt })} />
    </AuthLayout>
  );
}

function PhoneStep({ onSent }: { onSent: (phone: string, notice: string | undefined, resendAt: number) => void }) {
  const send = useRequestResetCode();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const { forgotPasswordSchema } = await loadAuthSchemas();
    const parsed = forgotPasswordSchema.safeParse({ phone_number: phone });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).phone_number);
      return;
    }
    send.mutate(parsed.data.phone_number, {
      onSuccess: ({ answer, message }) => onSent(parsed.data.phone_number, message, Date.now() + answer.resend_after_seconds * 1000),
      onError: (failure) => setFormError(errorMessage(failure, t`Failed to send the code`)),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <TextField
        label={t`Phone number`}
        name="phone_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t`10-digit mobile number`}
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" isLoading={send.isPending}>
        {send.isPending ? t`Sending code...` : t`Send code`}
      </Button>
    </form>
  );
}
