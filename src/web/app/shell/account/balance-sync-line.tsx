import { t } from '@lingui/core/macro';
import { Spinner } from '@web/components/spinner';
import { errorMessage } from '@web/lib/api-client';
import type { useBalance } from '@web/lib/balance';

/** Spec §4: a spinner while loading; 'Balance sync error: {message}' with Retry on failure. */
export function BalanceSyncLine({ balance }: { balance: ReturnType<typeof useBalance> }) {
  if (balance.isError && !balance.isFetching) {
    return (
      <p role="alert" className="flex items-center justify-between gap-2 rounded-lg bg-danger/10 px-3 py-2 text-xs text-danger">
        <span>{t`Balance sync error: ${errorMessage(balance.error, t`Failed to fetch balance`)}`}</span>
        <button type="button" onClick={balance.refresh} className="shrink-0 rounded-md bg-danger/20 px-2 py-1 font-semibold text-danger hover:bg-danger/30">
          {t`Retry`}
        </button>
      </p>
    );
  }
  if (balance.isFetching) {
    return (
      <p className="flex items-center gap-2 text-xs text-subtle">
        <Spinner size="sm" label="" /> <span role="status">{t`Updating balance...`}</span>
      </p>
    );
  }
  return null;
}
