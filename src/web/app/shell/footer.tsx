import { Link } from 'react-router';
import { TelegramIcon, WhatsAppIcon } from '@web/components/icons';
import { Logo } from '@web/components/logo';
import { supportLinks } from '../site-links';
import { PaymentLogos } from './payment-logos';

/** Spec §1: the Curacao statement, the two player warnings, payment logos, social links, the year. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-8 border-t border-ink-700 bg-ink-900 px-4 pb-8 pt-6 text-sm text-muted">
      <div className="mx-auto flex max-w-5xl flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Logo />
          <div className="flex items-center gap-2">
            <a
              href={supportLinks.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 rounded-full bg-emerald-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-emerald-600"
            >
              <WhatsAppIcon className="size-4" /> WhatsApp
            </a>
            <a
              href={supportLinks.telegram}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 rounded-full bg-sky-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-sky-600"
            >
              <TelegramIcon className="size-4" /> Telegram
            </a>
          </div>
        </div>
        <div>
          <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-subtle">Payment methods</h2>
          <PaymentLogos />
        </div>
        <div className="space-y-2 leading-relaxed">
          <p>Lotus Exchange is operated by a company incorporated in Curacao and licensed to offer games of skill and chance.</p>
          <p className="rounded-lg border border-gold-500/30 bg-gold-500/5 p-3 text-gold-400">
            Please register yourself on Lotus. We do not work with agents: never share your password or let anyone open an account for you.
          </p>
          <p className="rounded-lg border border-lotus-500/30 bg-lotus-500/5 p-3 text-lotus-300">
            Deposit only to the account details the system generates for you or that our official support gives you. Lotus is not responsible for money sent
            anywhere else.
          </p>
          <p className="text-xs text-subtle">18+ only. Play responsibly.</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-700 pt-4 text-xs text-subtle">
          <p>© {year} Lotus Exchange. All rights reserved.</p>
          <nav aria-label="Footer" className="flex gap-4">
            <Link to="/settings" className="hover:text-fg">
              Settings
            </Link>
            <Link to="/notifications" className="hover:text-fg">
              Notifications
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
