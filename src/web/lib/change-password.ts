import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

// POST /api/auth/change-password (spec §7, §8).

export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const { message } = await api.send<unknown>('POST', '/api/auth/change-password', input, { fallbackMessage: 'Failed to change password' });
  return message ?? 'Password changed successfully';
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
