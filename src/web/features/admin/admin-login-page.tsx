import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loginSchema } from '@shared/schemas/auth';
import { Button } from '@web/components/button';
import { PasswordField, TextField } from '@web/components/form-field';
import { ShieldIcon } from '@web/components/icons';
import { Logo } from '@web/components/logo';
import { errorMessage } from '@web/lib/api-client';
import { adminSession } from './shared/admin-session';
import { useOperatorLogin } from './shared/operator-login';

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' && state.from.startsWith('/admin')) return state.from;
  return '/admin';
}

export function AdminLoginPage() {
  const { user } = adminSession.useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const mutation = useOperatorLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  if (user?.role === 'admin') return <Navigate to={returnPath(location.state)} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Login failed');
      return;
    }
    setError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: () => navigate(returnPath(location.state), { replace: true }),
      onError: (failure) => setError(errorMessage(failure, 'Login failed')),
    });
  };

  return (
    <div className="flex min-h-dvh items-center justify-center bg-ink-950 px-4">
      <main className="w-full max-w-sm rounded-2xl border border-ink-600 bg-ink-850 p-6 shadow-2xl">
        <Logo subtitle="back office" />
        <h1 className="mt-5 flex items-center gap-2 text-xl font-bold text-fg">
          <ShieldIcon className="size-5 text-lotus-300" /> Operator sign-in
        </h1>
        <p className="mb-5 mt-1 text-sm text-muted">For Lotus operators only.</p>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField label="Username" autoComplete="username" autoCapitalize="none" value={username} onChange={(event) => setUsername(event.target.value)} />
          <PasswordField label="Password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          {error ? (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="lg" isLoading={mutation.isPending}>
            {mutation.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </main>
    </div>
  );
}
