import { createApiClient } from '@web/lib/api-client';
import { createSessionStore } from '@web/lib/session-store';

// The operator's own session, apart from any player session in the same browser.

export const adminSession = createSessionStore('lotus_admin_user', 'lotus_admin_token');

/** Every back-office call: the operator's token; a dead token signs the operator out. */
export const adminApi = createApiClient({ getToken: adminSession.getToken, onUnauthorized: adminSession.end });
