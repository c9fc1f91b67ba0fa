import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableTwoFactorInput, EnableTwoFactorInput, RenewRecoveryCodesInput, SetUpTwoFactorInput, TwoFactorSetup } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { twoFactorKeys } from '@web/lib/two-factor';

// POST /api/auth/2fa/setup, /enable, /disable and /recovery-codes (each with the account password). The status query is lib/two-factor.ts (the
// withdrawal and add-account forms read it too).

export async function setUpTwoFactor(input: SetUpTwoFactorInput): Promise<TwoFactorSetup> {
  const { data } = await api.send<TwoFactorSetup>('POST', '/api/auth/2fa/setup', input, { fallbackMessage: 'Failed to set up two-factor sign-in' });
  return data;
}

export async function enableTwoFactor(input: EnableTwoFactorInput): Promise<string[]> {
  const { data } = await api.send<{ recovery_codes: string[] }>('POST', '/api/auth/2fa/enable', input, {
    fallbackMessage: 'Failed to turn on two-factor sign-in',
  });
  return data.recovery_codes;
}

export async function renewRecoveryCodes(input: RenewRecoveryCodesInput): Promise<string[]> {
  const { data } = await api.send<{ recovery_codes: string[] }>('POST', '/api/auth/2fa/recovery-codes', input, {
    fallbackMessage: 'Failed to make new recovery codes',
  });
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

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renewRecoveryCodes, onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }) });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }) });
}
