import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableTwoFactorInput, TwoFactorSetup } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { twoFactorKeys } from '@web/lib/two-factor';

// POST /api/auth/2fa/setup, /enable and /disable. The status query is lib/two-factor.ts (the
// withdrawal and add-account forms read it too).

export async function setUpTwoFactor(): Promise<TwoFactorSetup> {
  const { data } = await api.send<TwoFactorSetup>('POST', '/api/auth/2fa/setup', undefined, { fallbackMessage: 'Failed to set up two-factor sign-in' });
  return data;
}

export async function enableTwoFactor(code: string): Promise<string[]> {
  const { data } = await api.send<{ recovery_codes: string[] }>(
    'POST',
    '/api/auth/2fa/enable',
    { code },
    { fallbackMessage: 'Failed to turn on two-factor sign-in' },
  );
  return data.recovery_codes;
}

export async function disableTwoFactor(input: DisableTwoFactorInput): Promise<void> {
  await api.send('POST', '/api/auth/2fa/disable', input, { fallbackMessage: 'Failed to turn off two-factor sign-in' });
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }) });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }) });
}
