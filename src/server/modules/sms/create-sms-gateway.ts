import type { SmsConfig } from '@server/config';
import type { Queryable } from '@server/db/client';
import { createMsg91Gateway } from './msg91-gateway';
import { createOutboxGateway } from './outbox-gateway';
import type { SmsGateway } from './sms-gateway';

/** The gateway the configuration names: MSG91's HTTP API, or the outbox table. */
export function createSmsGateway(config: SmsConfig, db: Queryable): SmsGateway {
  if (config.provider === 'msg91') return createMsg91Gateway(config);
  return createOutboxGateway(db);
}
