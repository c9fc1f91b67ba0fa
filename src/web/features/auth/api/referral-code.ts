import { ApiError, api } from '@web/lib/api-client';

// POST /api/auth/validate-referral-code: 200 when valid, 404 'Invalid referral code' when not.

export type ReferralCheck = { status: 'valid' } | { status: 'invalid'; message: string };

export async function validateReferralCode(code: string, signal?: AbortSignal): Promise<ReferralCheck> {
  try {
    await api.send<unknown>(
      'POST',
      '/api/auth/validate-referral-code',
      { referral_code: code },
      { fallbackMessage: 'Invalid referral code', anonymous: true, signal },
    );
    return { status: 'valid' };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return { status: 'invalid', message: error.message || 'Invalid referral code' };
    // Spec §5 allows only the server's message, 'Invalid referral code' or this: a failed check
    // (server error or no network alike) never shows a message of its own.
    if (error instanceof ApiError) throw new ApiError('Failed to validate referral code', { status: error.status, code: error.code });
    throw new ApiError('Failed to validate referral code', { status: 0, code: 'NETWORK' });
  }
}
