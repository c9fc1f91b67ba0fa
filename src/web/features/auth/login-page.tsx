import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '@web/components/button';
import { PasswordField, TextField } from '@web/components/form-field';
import { SupportContacts } from '@web/components/support-contacts';
import { ApiError, errorMessage, isTwoFactorRequired } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { useDemoLogin, useLogin } from './api/sign-in';
import { AuthLayout, FormAlert } from './auth-layout';
import { fieldErrors } from './field-errors';
import { loadAuthSchemas, usePreloadAuthSchemas } from './load-auth-schemas';

export function LoginPage() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const demoMutation = useDemoLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Asked once the server answers TWO_FACTOR_REQUIRED: the authenticator app's code or a recovery code.
  const [needsCode, setNeedsCode] = useState(false);
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  /** The account is suspended or closed (403): the player is sent to support, with its contacts. */
  const [isInactive, setInactive] = useState(false);
  const user = useSessionUser();
  const isBusy = loginMutation.isPending || demoMutation.isPending;
  usePreloadAuthSchemas();

  // Spec §4: success goes to / replacing history.
  const goHome = () => navigate('/', { replace: true });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const { loginSchema } = await loadAuthSchemas();
    const parsed = loginSchema.safeParse({ username, password, ...(needsCode ? { otp } : {}) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if (needsCode && !otp.trim()) {
      setErrors({ otp: 'Enter the 6-digit code from your authenticator app' });
      return;
    }
    loginMutation.mutate(parsed.data, {
      onSuccess: goHome,
      onError: (error) => {
        if (isTwoFactorRequired(error) && !needsCode) {
          setNeedsCode(true);
          return;
        }
        if (isTwoFactorRequired(error)) {
          setErrors({ otp: errorMessage(error, t`Invalid authentication code`) });
          return;
        }
        setInactive(error instanceof ApiError && error.status === 403);
        setFormError(errorMessage(error, t`Login failed`));
      },
    });
  };

  const onDemo = () => {
    setFormError(undefined);
    demoMutation.mutate(undefined, {
      onSuccess: goHome,
      onError: (error) => setFormError(errorMessage(error, t`Login failed`)),
    });
  };

  // A signed-in player has nothing to do here: home (an empty form would only confuse).
  if (user && !isBusy) return <Navigate to="/" replace />;

  return (
    <AuthLayout
      title={t`Login`}
      subtitle={t`Welcome back. Sign in to bet, play and manage your wallet.`}
      footer={
        <>
          {t`Don't have an account?`}
          <Link to="/register" className="font-semibold text-lotus-300 hover:text-lotus-400">
            {t`Sign up`}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField
          label={t`Username or phone number`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t`lotus123456 or 98765 43210`}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setErrors(({ username: _, ...rest }) => rest);
          }}
          error={errors.username}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors(({ password: _, ...rest }) => rest);
          }}
          error={errors.password}
        />
        <Link to="/forgot-password" className="-mt-2 self-end text-sm font-semibold text-lotus-300 hover:text-lotus-400">
          {t`Forgot password?`}
        </Link>
        {needsCode ? (
          <TextField
            label={t`Authentication code`}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            autoFocus
            hint={t`Two-factor sign-in is on: enter the 6-digit code from your authenticator app, or a recovery code.`}
            value={otp}
            onChange={(event) => {
              setOtp(event.target.value);
              setErrors(({ otp: _, ...rest }) => rest);
            }}
            error={errors.otp}
          />
        ) : null}
        <FormAlert message={formError} />
        {isInactive && formError ? <SupportContacts intro={t`Contact our support team:`} /> : null}
        <Button type="submit" size="lg" isLoading={loginMutation.isPending} disabled={isBusy}>
          {loginMutation.isPending ? t`Logging in...` : t`Login`}
        </Button>
        <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-subtle">
          <span className="h-px flex-1 bg-ink-600" /> {t`or`} <span className="h-px flex-1 bg-ink-600" />
        </div>
        <Button variant="secondary" size="lg" onClick={onDemo} isLoading={demoMutation.isPending} disabled={isBusy}>
          {t`Login with demo ID`}
        </Button>
      </form>
    </AuthLayout>
  );
}
