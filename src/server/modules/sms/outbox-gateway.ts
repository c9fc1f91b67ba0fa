import type { Queryable } from '@server/db/client';
import { smsOutbox } from '@server/db/schema';
import type { SmsGateway } from './sms-gateway';

/** "Sends" a message by writing it to the outbox table, where the back office (and the tests) read it. */
export function createOutboxGateway(db: Queryable): SmsGateway {
  return {
    provider: 'outbox',
    async send(to, text) {
      await db.insert(smsOutbox).values({ toNumber: to, body: text });
    },
  };
}
