import { t } from '@lingui/core/macro';
import { LockIcon } from '@web/components/icons';
import { useSessionUser } from '@web/lib/session';

/** The server's refusal for demo players (requireRealPlayer), said before they fill a form in vain. */
export const DEMO_MONEY_MESSAGE = 'Demo accounts cannot deposit or withdraw';

export function useIsDemoPlayer(): boolean {
  return useSessionUser()?.is_demo === true;
}

export function DemoNotice() {
  return (
    <p role="note" className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning/10 px-3 py-2.5 text-sm text-warning">
      <LockIcon className="mt-0.5 size-4 shrink-0" />
      <span>{t`Demo accounts cannot deposit or withdraw. Register your own account to play with real money.`}</span>
    </p>
  );
}
