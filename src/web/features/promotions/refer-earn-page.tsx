import { msg, t } from '@lingui/core/macro';
import { formatRupees } from '@shared/money';
import { CopyButton } from '@web/components/copy-button';
import { GiftIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { referralRulesText } from './rules-text';
import { formatDateTime } from '@web/lib/format';
import { useMyReferrals } from './api';

const statusText = { joined: msg`Joined — no deposit yet`, rewarded: msg`Bonus earned`, not_eligible: msg`Not eligible` } as const;

/** Refer & Earn: the player's own code and link, the friends who joined with it and the bonuses earned. */
export function ReferEarnPage() {
  const referrals = useMyReferrals();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4">
      <PageHeader title={t`Refer & Earn`} icon={<GiftIcon className="size-5" />} subtitle={t`Invite friends with your own code and earn a bonus`} />
      {referrals.isPending ? (
        <LoadingState label={t`Loading Refer & Earn...`} />
      ) : referrals.error instanceof ApiError && referrals.error.status === 403 ? (
        // A demo player (play money) has no code to share: said plainly, with nothing to retry.
        <EmptyState icon={<GiftIcon className="size-8" />} title={referrals.error.message} />
      ) : referrals.isError ? (
        <ErrorState title={t`Failed to load Refer & Earn`} message={errorMessage(referrals.error, '')} onRetry={() => void referrals.refetch()} />
      ) : (
        <ReferEarnContent data={referrals.data} />
      )}
    </div>
  );
}

function ReferEarnContent({ data }: { data: NonNullable<ReturnType<typeof useMyReferrals>['data']> }) {
  const link = `${window.location.origin}${data.link}`;
  return (
    <>
      <section className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-850 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="text-xs text-subtle">{t`Your referral code`}</p>
            <p className="font-mono text-2xl font-bold tracking-wider text-gold-400" data-testid="referral-code">
              {data.code}
            </p>
          </div>
          <CopyButton value={data.code} label={t`Copy code`} />
        </div>
        <div className="flex items-center gap-2 rounded-lg bg-ink-800 px-3 py-2">
          <span className="min-w-0 flex-1 truncate text-sm text-fg">{link}</span>
          <CopyButton value={link} label={t`Copy link`} />
        </div>
        <p className="text-sm text-muted">
          {data.programme_active ? referralRulesText(data) : t`The programme is paused: friends can still join with your code, but no bonus is paid for now.`}
        </p>
      </section>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl bg-ink-850 p-3 ring-1 ring-ink-600">
          <dt className="text-xs text-subtle">{t`Friends joined`}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-fg">{data.friends_joined}</dd>
        </div>
        <div className="rounded-xl bg-ink-850 p-3 ring-1 ring-ink-600">
          <dt className="text-xs text-subtle">{t`Bonuses earned`}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-gold-400">{formatRupees(data.bonuses_earned)}</dd>
        </div>
      </dl>
      {data.friends.length === 0 ? (
        <EmptyState title={t`No friends yet`} hint={t`Share your link: friends who register with it appear here.`} />
      ) : (
        <ul className="flex flex-col divide-y divide-ink-700 overflow-hidden rounded-xl border border-ink-600 bg-ink-850" aria-label={t`Friends`}>
          {data.friends.map((friend, index) => (
            <li key={`${friend.joined_at}-${index}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="truncate font-semibold text-fg">{friend.display_name}</p>
                <p className="text-xs text-subtle">{t`Joined ${formatDateTime(friend.joined_at)}`}</p>
              </div>
              <span className={friend.status === 'rewarded' ? 'font-semibold text-back' : 'text-muted'}>
                {t(statusText[friend.status])}
                {friend.status === 'rewarded' ? ` · ${formatRupees(friend.bonus)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
