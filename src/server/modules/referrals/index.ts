// Referral codes: registration checks and claims them.
export { referralAdminRoutes } from './admin-routes';
export { claimReferralCode, INVALID_REFERRAL_CODE, isReferralCodeValid } from './referral-codes';
