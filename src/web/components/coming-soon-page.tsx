import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { buttonClass } from './button';
import { ClockIcon } from './icons';
import { SportIcon, type SportIconName } from './sport-icons';

export type ComingSoonProps = {
  title: string;
  icon?: SportIconName | undefined;
  description?: string | undefined;
};

/** What a screen shows until its slice lands: its title, what is coming, and a way on. */
export function ComingSoonPage({ title, icon = 'trophy', description }: ComingSoonProps) {
  return (
    <section className="px-3 py-4 sm:px-4" aria-labelledby="coming-soon-title">
      <div className="mb-4 flex items-center gap-3 rounded-xl bg-ink-gradient px-4 py-3 ring-1 ring-ink-600">
        <span className="grid size-10 place-items-center rounded-lg bg-lotus-500/15 text-lotus-300">
          <SportIcon name={icon} className="size-6" />
        </span>
        <h1 id="coming-soon-title" className="text-xl font-bold tracking-tight text-fg">
          {title}
        </h1>
      </div>
      <div className="relative overflow-hidden rounded-2xl border border-ink-600 bg-ink-850 px-6 py-12 text-center">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 left-1/2 size-64 -translate-x-1/2 rounded-full bg-lotus-500/10 blur-3xl" />
        <span className="relative mx-auto mb-4 grid size-16 place-items-center rounded-full bg-ink-700 text-gold-400 ring-1 ring-ink-500">
          <ClockIcon className="size-8" />
        </span>
        <p className="relative text-lg font-semibold text-fg">{t`Coming soon`}</p>
        <p className="relative mx-auto mt-2 max-w-sm text-sm text-muted">
          {description ?? `${title} is being prepared. Check back shortly — everything else on Lotus is ready to use.`}
        </p>
        <div className="relative mt-6 flex flex-wrap justify-center gap-2">
          <Link to="/" className={buttonClass('primary', 'md')}>
            {t`Back to home`}
          </Link>
          <Link to="/cricket" className={buttonClass('secondary', 'md')}>
            {t`Cricket`}
          </Link>
        </div>
      </div>
    </section>
  );
}
