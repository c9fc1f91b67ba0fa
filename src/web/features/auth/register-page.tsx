import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@web/components/button';
import { PasswordField, TextField } from '@web/components/form-field';
import { CheckIcon, CloseIcon } from '@web/components/icons';
import { Spinner } from '@web/components/spinner';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { useRegister } from './api/sign-in';
import { generateUsername } from './api/username';
import { AuthLayout, FormAlert } from './auth-layout';
import { fieldErrors } from './field-errors';
import { loadAuthSchemas, usePreloadAuthSchemas } from './load-auth-schemas';
import { WelcomeScreen } from './welcome-screen';
import { useReferralCheck, type ReferralState } from './use-referral-check';

/** Spec §2: the code comes from /register/{code} or the query promo, ref or code. */
function usePrefilledReferral(): string {
  const { referralCode } = useParams();
  const [search] = useSearchParams();
  return referralCode ?? search.get('promo') ?? search.get('ref') ?? search.get('code') ?? '';
}

function ReferralMark({ state }: { state: ReferralState }) {
  if (state.status === 'checking') return <Spinner size="sm" label={t`Checking referral code`} className="mr-2.5 text-muted" />;
  if (state.status === 'valid') return <CheckIcon className="mr-2.5 size-5 text-success" />;
  if (state.status === 'invalid') return <CloseIcon className="mr-2.5 size-5 text-danger" />;
  return null;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const prefilled = usePrefilledReferral();
  const [form, setForm] = useState({ phone_number: '', password: '', confirm_password: '', referral_code: prefilled });
  const [isAgeConfirmed, setAgeConfirmed] = useState(false);
  const [newUsername, setNewUsername] = useState<string>();
  const user = useSessionUser();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [isPreparing, setPreparing] = useState(false);
  const referral = useReferralCheck(form.referral_code);
  const isBusy = isPreparing || registerMutation.isPending;
  usePreloadAuthSchemas();

  const edit = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const referralError = (() => {
    if (errors.referral_code) return errors.referral_code;
    if (referral.status === 'invalid') return referral.message;
    return undefined;
  })();
  const submitHint = (() => {
    if (referral.status === 'invalid') return 'Please enter a valid referral code';
    if (referral.status === 'unknown' && !form.referral_code.trim()) return 'Referral code is required';
    return undefined;
  })();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const { registerFormSchema } = await loadAuthSchemas();
    const parsed = registerFormSchema.safeParse({ ...form, confirm_age: isAgeConfirmed });
    const problems = parsed.success ? {} : fieldErrors(parsed.error);
    if (!problems.referral_code && referral.status !== 'valid') problems.referral_code = 'Please enter a valid referral code';
    if (!parsed.success || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setPreparing(true);
    const username = await generateUsername();
    setPreparing(false);
    const body = {
      phone_number: parsed.data.phone_number,
      password: parsed.data.password,
      referral_code: parsed.data.referral_code,
      confirm_age: true as const,
      accept_terms: true as const,
    };
    // Signed in already; the username stays on screen until the player goes on.
    const onSuccess = (session: { user: { username: string } }) => setNewUsername(session.user.username);
    registerMutation.mutate(username ? { ...body, username } : body, {
      onSuccess,
      onError: (error) => {
        // The generated name was taken between the probe and the submit: let the server pick one.
        if (username && error instanceof ApiError && error.status === 409) {
          registerMutation.mutate(body, { onSuccess, onError: (retryError) => setFormError(errorMessage(retryError, t`Registration failed`)) });
          return;
        }
        setFormError(errorMessage(error, t`Registration failed`));
      },
    });
  };

  if (newUsername) return <WelcomeScreen username={newUsername} onContinue={() => navigate('/', { replace: true })} />;
  // A player already signed in (not one this page just registered) is sent home.
  if (user && registerMutation.isIdle) return <Navigate to="/" replace />;

  return (
    <AuthLayout
      title={t`Sign up`}
      subtitle={t`Create your Lotus account in seconds with your referral code.`}
      footer={
        <>
          {t`Already have an account?`}{' '}
          <Link to="/login" className="font-semibold text-lotus-300 hover:text-lotus-400">
            {t`Login`}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField
          label={t`Phone number`}
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t`10-digit mobile number`}
          value={form.phone_number}
          onChange={(event) => edit('phone_number')(event.target.value)}
          error={errors.phone_number}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(event) => edit('password')(event.target.value)}
          error={errors.password}
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
        <TextField
          label={t`Referral code`}
          name="referral_code"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          required
          value={form.referral_code}
          onChange={(event) => edit('referral_code')(event.target.value)}
          onBlur={() => {
            if (!form.referral_code.trim()) setErrors((current) => ({ ...current, referral_code: 'Referral code is required' }));
          }}
          error={referralError}
          hint={referral.status === 'valid' ? <span className="font-medium text-success">{t`Referral code applied`}</span> : undefined}
          trailing={<ReferralMark state={referral} />}
        />
        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-2.5 text-sm text-muted">
            <input
              type="checkbox"
              name="confirm_age"
              checked={isAgeConfirmed}
              onChange={(event) => {
                setAgeConfirmed(event.target.checked);
                setErrors(({ confirm_age: _, ...rest }) => rest);
              }}
              aria-invalid={errors.confirm_age ? true : undefined}
              aria-describedby={errors.confirm_age ? 'confirm-age-error' : undefined}
              className="mt-0.5 size-4 shrink-0 accent-lotus-500"
            />
            <span>
              {t`I am 18 or older and I accept the`}{' '}
              <Link to="/terms" target="_blank" className="font-semibold text-lotus-300 underline hover:text-lotus-400">
                {t`terms and conditions`}
              </Link>
            </span>
          </label>
          {errors.confirm_age ? (
            <p id="confirm-age-error" className="text-xs font-medium text-danger">
              {errors.confirm_age}
            </p>
          ) : null}
        </div>
        <FormAlert message={formError} />
        <Button type="submit" size="lg" isLoading={isBusy} disabled={isBusy || referral.status !== 'valid'}>
          {isBusy ? t`Creating account...` : t`Sign up`}
        </Button>
        {submitHint && submitHint !== referralError ? <p className="-mt-2 text-center text-xs text-subtle">{submitHint}</p> : null}
      </form>
    </AuthLayout>
  );
}
