import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { redeemSchema } from '@shared/schemas/promotions';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { GiftIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { promotionRulesText } from './rules-text';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { useActivePromotions, useRedeemPromotion } from './api';

/** The live promotions with their rules in words, and a box to redeem a code. */
export function PromotionsPage() {
  const promotions = useActivePromotions();
  const redeem = useRedeemPromotion();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (value: string) => {
    const parsed = redeemSchema.safeParse({ code: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    redeem.mutate(parsed.data.code, {
      onSuccess: ({ message }) => {
        setCode('');
        showToast('success', message ?? t`Promotion redeemed`);
      },
      onError: (failure) => setError(errorMessage(failure, t`Failed to redeem the code`)),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4">
      <PageHeader title={t`Promotions`} icon={<GiftIcon className="size-5" />} subtitle={t`Redeem a code for a bonus in your bonus wallet`} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-850 p-4 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label={t`Promotion code`}
          autoCapitalize="characters"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" className="sm:mt-7" isLoading={redeem.isPending}>
          {t`Redeem`}
        </Button>
      </form>
      <p className="text-sm text-muted">
        <Trans>
          Your bonuses and their wagering progress are in your{' '}
          <Link to="/wallet" className="font-semibold text-lotus-300 hover:underline">
            wallet
          </Link>
          .
        </Trans>
      </p>
      {promotions.isPending ? (
        <LoadingState label={t`Loading promotions...`} />
      ) : promotions.isError ? (
        <ErrorState title={t`Failed to load promotions`} message={errorMessage(promotions.error, '')} onRetry={() => void promotions.refetch()} />
      ) : promotions.data.length === 0 ? (
        <EmptyState title={t`No promotions right now`} hint={t`Check back soon.`} />
      ) : (
        <ul className="flex flex-col gap-3">
          {promotions.data.map((promotion) => (
            <li key={promotion.id} className="rounded-xl border border-ink-600 bg-ink-850 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-base font-bold text-fg">{promotion.title}</h2>
                <span className="rounded-md bg-ink-800 px-2 py-1 font-mono text-sm text-gold-400">{promotion.code}</span>
              </div>
              {promotion.description ? <p className="mt-1 text-sm text-muted">{promotion.description}</p> : null}
              <p className="mt-2 text-sm text-fg">{promotionRulesText(promotion)}</p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs text-subtle">{t`Until ${formatDateTime(promotion.ends_at)}`}</span>
                <Button size="sm" variant="secondary" disabled={redeem.isPending} onClick={() => submit(promotion.code)}>
                  {t`Redeem ${promotion.code}`}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
