// Every table Lotus has, one file per slice (each mirrors its baseline migration in ../migrations).
export * from './foundation';
export * from './wallet';
export * from './casino';
export * from './exchange';
export * from './account-recovery';
export * from './accounts-security';
export * from './responsible-gambling';
export * from './risk';
export * from './promotions';
export * from './players';
