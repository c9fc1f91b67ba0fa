// Every table Lotus has, one file per slice (each mirrors its baseline migration in ../migrations).
export * from './foundation';
export * from './wallet';
export * from './casino';
export * from './exchange';
