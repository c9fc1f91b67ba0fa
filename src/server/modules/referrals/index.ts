// Referral codes (registration checks and claims them) and Refer & Earn: each player's own code and the referrer's bonus.
export { referralAdminRoutes } from './admin-routes';
export { claimReferralCode, INVALID_REFERRAL_CODE, isReferralCodeValid } from './referral-codes';
export { rewardReferrer } from './player-referrals';
export { clawbackOwed, recheckReferrals } from './referral-checks';
export { referralRoutes } from './routes';
