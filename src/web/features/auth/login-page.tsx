import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@web/components/button';
import { PasswordField, TextField } from '@web/components/form-field';
import { errorMessage } from '@web/lib/api-client';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const isBusy = loginMutation.isPending || demoMutation.isPending;
  usePreloadAuthSchemas();

  // Spec §4: success goes to / replacing history.
  const goHome = () => navigate('/', { replace: true });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const { loginSchema } = await loadAuthSchemas();
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data, {
      onSuccess: goHome,
      onError: (error) => setFormError(errorMessage(error, 'Login failed')),
    });
  };

  const onDemo = () => {
    setFormError(undefined);
    demoMutation.mutate(undefined, {
      onSuccess: goHome,
      onError: (error) => setFormError(errorMessage(error, 'Login failed')),
    });
  };

  return (
    <AuthLayout
      title="Login"
      subtitle="Welcome back. Sign in to bet, play and manage your wallet."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-semibold text-lotus-300 hover:text-lotus-400">
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setErrors(({ username: _, ...rest }) => rest);
          }}
          error={errors.username}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors(({ password: _, ...rest }) => rest);
          }}
          error={errors.password}
        />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" isLoading={loginMutation.isPending} disabled={isBusy}>
          {loginMutation.isPending ? 'Logging in...' : 'Login'}
        </Button>
        <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-subtle">
          <span className="h-px flex-1 bg-ink-600" /> or <span className="h-px flex-1 bg-ink-600" />
        </div>
        <Button variant="secondary" size="lg" onClick={onDemo} isLoading={demoMutation.isPending} disabled={isBusy}>
          Login with demo ID
        </Button>
      </form>
    </AuthLayout>
  );
}
