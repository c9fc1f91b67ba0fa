import { useEffect, useState } from 'react';
import { errorMessage } from '@web/lib/api-client';
import { validateReferralCode } from './api/referral-code';

export const REFERRAL_DEBOUNCE_MS = 500;

export type ReferralState = { status: 'unknown' } | { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; message: string };

/** Spec §4: the referral code is checked 500 ms after typing stops; unknown, valid or invalid. */
export function useReferralCheck(code: string): ReferralState {
  // What the check found, for the code it checked: a new code is unknown until checked.
  const [checked, setChecked] = useState<{ code: string; state: ReferralState }>();
  const trimmed = code.trim();

  useEffect(() => {
    if (!trimmed) return;
    const setState = (state: ReferralState) => setChecked({ code: trimmed, state });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: 'checking' });
      validateReferralCode(trimmed, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          setState(result.status === 'valid' ? { status: 'valid' } : { status: 'invalid', message: result.message });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'invalid', message: errorMessage(error, 'Failed to validate referral code') });
        },
      );
    }, REFERRAL_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
      setChecked(undefined);
    };
  }, [trimmed]);

  return checked && checked.code === trimmed ? checked.state : { status: 'unknown' };
}
