import { plural, t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { twoFactorMessages, type TwoFactorSetup } from '@shared/schemas/two-factor';
import { Button } from '@web/components/button';
import { PasswordField, TextField } from '@web/components/form-field';
import { ShieldIcon } from '@web/components/icons';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { translateApiMessage } from '@web/i18n/i18n';
import { useTwoFactorStatus } from '@web/lib/two-factor';
import { useDisableTwoFactor, useEnableTwoFactor, useRenewRecoveryCodes, useSetUpTwoFactor } from './api/two-factor';
import { OtpQr } from './otp-qr';
import { SettingsSection } from './setting-controls';

const codeInputProps = { inputMode: 'numeric', autoComplete: 'one-time-code', autoCapitalize: 'none', spellCheck: false, maxLength: 40 } as const;

/** Two-factor sign-in: set up with a QR code, confirm with a first code, keep the recovery codes, or turn it off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  return (
    <SettingsSection title={t`Two-Factor Authentication`} icon={<ShieldIcon className="size-4" />} id="two-factor">
      <div className="py-4">
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
        ) : status.isPending ? (
          <LoadingState label={t`Loading two-factor sign-in...`} />
        ) : status.isError ? (
          <ErrorState
            title={t`Failed to load two-factor sign-in`}
            message={errorMessage(status.error, t`Failed to load two-factor sign-in`)}
            onRetry={() => void status.refetch()}
          />
        ) : status.data.enabled ? (
          <TurnOff codesLeft={status.data.recovery_codes_left} onRenewed={setRecoveryCodes} />
        ) : (
          <TurnOn onEnabled={setRecoveryCodes} />
        )}
      </div>
    </SettingsSection>
  );
}

function TurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(translateApiMessage('Password is required'));
      return;
    }
    setUp.mutate(
      { password },
      {
        onSuccess: (answer) => {
          setSetup(answer);
          setError(undefined);
        },
        onError: (failure) => setError(errorMessage(failure, t`Failed to set up two-factor sign-in`)),
      },
    );
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(translateApiMessage(twoFactorMessages.required));
      return;
    }
    enable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: (codes) => {
          showToast('success', twoFactorMessages.enabled);
          onEnabled(codes);
        },
        onError: (failure) => setError(errorMessage(failure, t`Failed to turn on two-factor sign-in`)),
      },
    );
  };

  if (!setup) {
    return (
      <form noValidate onSubmit={start} className="flex flex-col gap-3">
        <p className="text-sm text-muted">
          {t`Off. With it on, signing in, withdrawing and adding a bank account also ask for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Authy...).`}
        </p>
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="self-start" isLoading={setUp.isPending}>
          {t`Set up two-factor sign-in`}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={confirm} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t`1. Scan this QR code with your authenticator app, or type the key into it.`}</p>
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        <OtpQr url={setup.otpauth_url} />
        <div className="min-w-0">
          <p className="text-xs text-subtle">{t`Key`}</p>
          <p className="break-all font-mono text-sm tracking-wider text-fg" data-testid="two-factor-secret">
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </p>
        </div>
      </div>
      <TextField
        {...codeInputProps}
        label={t`2. Enter the 6-digit code the app shows`}
        name="code"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={enable.isPending}>
          {t`Turn on`}
        </Button>
        <Button variant="secondary" onClick={() => setSetup(undefined)}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join('\n')).then(
      () => showToast('success', t`Recovery codes copied`),
      () => showToast('error', t`Could not copy. Write the codes down instead.`),
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-success">{t`Two-factor sign-in is on.`}</p>
      <p className="text-sm text-muted">
        {t`Keep these recovery codes somewhere safe. Each works once instead of a code from your app, if you lose your phone. They are shown only now.`}
      </p>
      <ol aria-label={t`Recovery codes`} className="grid grid-cols-2 gap-2 rounded-lg bg-ink-900 p-3 font-mono text-sm text-fg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          {t`Copy codes`}
        </Button>
        <Button onClick={onDone}>{t`I have saved them`}</Button>
      </div>
    </div>
  );
}

function TurnOff({ codesLeft, onRenewed }: { codesLeft: number; onRenewed: (codes: string[]) => void }) {
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const isFilled = () => {
    if (password && code.trim()) return true;
    setError(translateApiMessage(!password ? 'Password is required' : twoFactorMessages.required));
    return false;
  };
  const renewCodes = () => {
    if (!isFilled()) return;
    renew.mutate(
      { password, code: code.trim() },
      {
        onSuccess: onRenewed,
        onError: (failure) => setError(errorMessage(failure, t`Failed to make new recovery codes`)),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isFilled()) return;
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => showToast('success', twoFactorMessages.disabled),
        onError: (failure) => setError(errorMessage(failure, t`Failed to turn off two-factor sign-in`)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        <span className="font-semibold text-success">{t`On.`}</span>{' '}
        {plural(codesLeft, {
          one: 'Signing in, withdrawing and adding a bank account ask for a code from your app. # recovery code left.',
          other: 'Signing in, withdrawing and adding a bank account ask for a code from your app. # recovery codes left.',
        })}
      </p>
      <p className="text-sm text-muted">{t`To turn it off, enter your password and a code from your app (or a recovery code).`}</p>
      <p className="text-sm text-muted">{t`New recovery codes take the same: the old ones stop working.`}</p>
      <PasswordField label={t`Password`} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <TextField {...codeInputProps} label={t`Authentication code`} name="code" value={code} onChange={(event) => setCode(event.target.value)} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" isLoading={disable.isPending} disabled={renew.isPending}>
          {t`Turn off two-factor sign-in`}
        </Button>
        <Button variant="secondary" onClick={renewCodes} isLoading={renew.isPending} disabled={disable.isPending}>
          {t`New recovery codes`}
        </Button>
      </div>
    </form>
  );
}
