import { translateApiMessage } from '@web/i18n/i18n';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@web/components/logo';

/** The full-screen frame of login and register (no site shell, spec §2). */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center overflow-hidden bg-ink-950 px-4 py-8">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-lotus-600/20 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-48 -right-24 size-[28rem] rounded-full bg-back/10 blur-3xl" />
      <Link to="/" className="relative mb-6 mt-2 rounded-lg p-1" aria-label={t`Lotus Exchange home`}>
        <Logo className="scale-125" />
      </Link>
      <main className="relative w-full max-w-sm">
        <div className="rounded-2xl border border-ink-600 bg-ink-850/90 p-6 shadow-2xl backdrop-blur">
          <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
          <p className="mb-5 mt-1 text-sm text-muted">{subtitle}</p>
          {children}
        </div>
        <div className="mt-5 text-center text-sm text-muted">{footer}</div>
      </main>
    </div>
  );
}

export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
      {translateApiMessage(message)}
    </p>
  );
}
