import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { TelegramIcon, WhatsAppIcon } from '@web/components/icons';
import { Logo } from '@web/components/logo';
import { useSiteSettings } from '@web/lib/site-settings';
import { PaymentLogos } from './payment-logos';

/** Spec §1: the Curacao statement, the two player warnings, payment logos, social links, the year. */
export function Footer() {
  const year = new Date().getFullYear();
  // Support links are the operator's (back office, Site settings): a link not set is not shown.
  const site = useSiteSettings().data;
  const { t } = useLingui();
  return (
    <footer className="mt-8 border-t border-ink-700 bg-ink-900 px-4 pb-8 pt-6 text-sm text-muted">
      <div className="mx-auto flex max-w-5xl flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Logo />
          <div className="flex items-center gap-2">
            {site?.whatsapp_url ? (
              <a
                href={site.whatsapp_url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 rounded-full bg-emerald-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-emerald-600"
              >
                <WhatsAppIcon className="size-4" /> WhatsApp
              </a>
            ) : null}
            {site?.telegram_url ? (
              <a
                href={site.telegram_url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 rounded-full bg-sky-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-sky-600"
              >
                <TelegramIcon className="size-4" /> Telegram
              </a>
            ) : null}
          </div>
        </div>
        <div>
          <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-subtle">
            <Trans>Payment methods</Trans>
          </h2>
          <PaymentLogos />
        </div>
        <div className="space-y-2 leading-relaxed">
          <p>
            <Trans>Lotus Exchange is operated by a company incorporated in Curacao and licensed to offer games of skill and chance.</Trans>
          </p>
          <p className="rounded-lg border border-gold-500/30 bg-gold-500/5 p-3 text-gold-400">
            <Trans>Please register yourself on Lotus. We do not work with agents: never share your password or let anyone open an account for you.</Trans>
          </p>
          <p className="rounded-lg border border-lotus-500/30 bg-lotus-500/5 p-3 text-lotus-300">
            <Trans>
              Deposit only to the account details the system generates for you or that our official support gives you. Lotus is not responsible for money sent
              anywhere else.
            </Trans>
          </p>
          <p className="text-xs text-subtle">
            <Trans>
              18+ only. Play responsibly:{' '}
              <Link to="/responsible-gambling" className="underline hover:text-fg">
                limits, time-out, self-exclusion and help
              </Link>
              .
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-700 pt-4 text-xs text-subtle">
          <p>
            <Trans>© {year} Lotus Exchange. All rights reserved.</Trans>
          </p>
          <nav aria-label={t`Footer`} className="flex flex-wrap gap-4">
            <Link to="/responsible-gambling" className="hover:text-fg">
              <Trans>Responsible Gambling</Trans>
            </Link>
            <Link to="/settings" className="hover:text-fg">
              <Trans>Settings</Trans>
            </Link>
            <Link to="/notifications" className="hover:text-fg">
              <Trans>Notifications</Trans>
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
