import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useIdempotencyKeys } from './idempotency-key';

// A money request sent from a form (a deposit, a withdrawal): sent once however fast the clicks,
// with the Idempotency-Key of its body; on success the toast and the wallet, on failure the
// server's message in the form.

type MoneyMutation<I> = UseMutationResult<{ message: string }, Error, { input: I; idempotencyKey: string }>;

export type MoneySubmission<I> = {
  /** Whether a request is on its way: a second click before the page re-renders is ignored. */
  isBusy: () => boolean;
  send: (input: I) => void;
};

export function useMoneySubmission<I>(
  mutation: MoneyMutation<I>,
  { successTitle, fallbackError, setError }: { successTitle: string; fallbackError: string; setError: (message: string | undefined) => void },
): MoneySubmission<I> {
  const navigate = useNavigate();
  const keys = useIdempotencyKeys();
  const inFlight = useRef(false);
  return {
    isBusy: () => mutation.isPending || inFlight.current,
    send: (input) => {
      setError(undefined);
      inFlight.current = true;
      mutation.mutate(
        { input, idempotencyKey: keys.keyFor(input) },
        {
          onSettled: () => {
            inFlight.current = false;
          },
          onSuccess: (result) => {
            keys.reset();
            showToast('success', result.message, successTitle);
            navigate('/wallet', { replace: true });
          },
          onError: (failure) => {
            keys.afterFailure(input, failure);
            setError(errorMessage(failure, fallbackError));
          },
        },
      );
    },
  };
}
