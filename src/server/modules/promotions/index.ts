// Promotions and the bonus wallet: codes players redeem, bonuses with wagering that convert or expire.
export { promotionAdminRoutes } from './admin-routes';
export { grantBonus, type GrantInput } from './grants';
export { applyDepositPromotions } from './redeem';
export { promotionRoutes } from './routes';
export { settleDueBonuses } from './wagering';
export { promotionLanguagesSeed, promotionsSeed } from './seed';
