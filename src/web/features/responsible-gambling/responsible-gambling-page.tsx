import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { LOAD_ERROR, useResponsibleGambling } from './api/responsible-gambling';
import { BlockChoices, RunningBlock } from './block-section';
import { DepositLimitsForm } from './deposit-limits-form';
import { HelpLines } from './help-lines';
import { RealityCheckChoice } from './reality-check-choice';
import { SelfAssessment } from './self-assessment';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-850 p-4 sm:p-5">
      <h2 className="text-base font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** Responsible Gambling: the player's own tools, a self-assessment and where to find help. */
export function ResponsibleGamblingPage() {
  const user = useSessionUser();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4">
      <PageHeader title={t`Responsible Gambling`} icon={<ShieldIcon className="size-5" />} subtitle={t`Stay in control: limits, reminders, breaks and help`} />
      <p className="text-sm leading-relaxed text-muted">
        {t`Gambling should be entertainment, never a way to make money or to escape problems. Only adults of 18 or older may play. Set your limits before you play, and take a break whenever you need one.`}
      </p>
      {user ? (
        <PlayerTools />
      ) : (
        <Section title={t`Your tools`}>
          <p className="text-sm text-muted">
            <Trans>
              <Link to="/login" className="text-lotus-300 underline">
                Log in
              </Link>{' '}
              to set deposit limits, reality checks, a time-out or a self-exclusion.
            </Trans>
          </p>
        </Section>
      )}
      <Section title={t`Self-assessment`}>
        <SelfAssessment />
      </Section>
      <Section title={t`Help in India`}>
        <HelpLines />
      </Section>
    </div>
  );
}

function PlayerTools() {
  const settings = useResponsibleGambling();
  if (settings.isPending) return <LoadingState label={t`Loading your settings...`} />;
  if (settings.isError)
    return (
      <ErrorState
        title={t`Failed to load your responsible gambling settings`}
        message={errorMessage(settings.error, LOAD_ERROR) === LOAD_ERROR ? undefined : errorMessage(settings.error, LOAD_ERROR)}
        onRetry={() => void settings.refetch()}
      />
    );
  const data = settings.data;
  return (
    <>
      {data.block ? <RunningBlock block={data.block} /> : null}
      <Section title={t`Deposit limits`}>
        <DepositLimitsForm key={JSON.stringify(data.limits.map((limit) => limit.limit))} settings={data} />
      </Section>
      <Section title={t`Reality check`}>
        <RealityCheckChoice minutes={data.reality_check_minutes} />
      </Section>
      <Section title={t`Time-out`}>
        <p className="text-sm text-muted">{t`A short break from deposits, bets and games.`}</p>
        <BlockChoices kind="time_out" />
      </Section>
      <Section title={t`Self-exclusion`}>
        <p className="text-sm text-muted">{t`A long break, for when gambling is becoming a problem. Consider also talking to one of the help lines below.`}</p>
        <BlockChoices kind="self_exclusion" />
      </Section>
    </>
  );
}
