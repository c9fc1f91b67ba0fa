import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordAnswer, ResetPasswordInput } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

// A forgotten password: POST /api/auth/forgot-password {phone_number} sends a code by SMS (the
// same answer whether or not an account holds the number); POST /api/auth/reset-password sets
// the new password with it.

export async function requestResetCode(phoneNumber: string): Promise<{ answer: ForgotPasswordAnswer; message: string | undefined }> {
  const { data, message } = await api.send<ForgotPasswordAnswer>(
    'POST',
    '/api/auth/forgot-password',
    { phone_number: phoneNumber },
    { fallbackMessage: 'Failed to send the code', anonymous: true },
  );
  return { answer: data, message };
}

export async function resetPassword(input: ResetPasswordInput): Promise<string | undefined> {
  const { message } = await api.send<unknown>('POST', '/api/auth/reset-password', input, { fallbackMessage: 'Failed to reset the password', anonymous: true });
  return message;
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
