import { t } from '@lingui/core/macro';
import { Button } from '@web/components/button';
import { CopyButton } from '@web/components/copy-button';
import { AuthLayout } from './auth-layout';

/** After registering: the new username, to keep or copy, before going on to the site. */
export function WelcomeScreen({ username, onContinue }: { username: string; onContinue: () => void }) {
  return (
    <AuthLayout
      title={t`Welcome to Lotus!`}
      subtitle={t`Your account is ready. Keep your username: you sign in with it or with your phone number.`}
      footer={null}
    >
      <div className="flex flex-col gap-5">
        <div className="flex items-center justify-between gap-3 rounded-xl border border-ink-600 bg-ink-900 px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wider text-subtle">{t`Your username`}</p>
            <p className="truncate font-mono text-lg font-semibold text-fg" data-testid="new-username">
              {username}
            </p>
          </div>
          <CopyButton value={username} label={t`Username`} />
        </div>
        <Button size="lg" onClick={onContinue}>
          {t`Continue`}
        </Button>
      </div>
    </AuthLayout>
  );
}
