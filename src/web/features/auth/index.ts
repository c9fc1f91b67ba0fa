import { lazy } from 'react';

// What the shell uses from auth. Heavy parts (forms, zod) stay lazy.

export { SessionSync } from './session-sync';
export { useSignOut } from './api/session';

/** The change-password dialog in its own chunk, fetched the first time it opens. */
export const ChangePasswordDialog = lazy(async () => ({ default: (await import('./change-password-dialog')).ChangePasswordDialog }));
