// What other features may use from the wallet (deposit and withdraw screens).
export { walletKeys } from './api/wallet-keys';
export { useWalletBalance } from './api/wallet-balance';
export { useWalletLimits } from './api/limits';
