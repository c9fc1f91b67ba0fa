import type { SmsConfig } from '@server/config';

// Text messages to players' phones. Callers see one interface; which gateway stands behind it is
// configuration: the outbox table (demo, tests) or an Indian SMS provider's HTTP API.

export type SmsGateway = {
  readonly provider: SmsConfig['provider'];
  /** Sends `text` to an Indian mobile number in its ten-digit form; throws SmsDeliveryError when the provider refuses it. */
  send(to: string, text: string): Promise<void>;
};

/** The provider did not take the message: it never reaches the phone. The message says why, without the text. */
export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(redactDigits(message));
    this.name = 'SmsDeliveryError';
  }
}

/** A provider may echo the message or the number back in its error: runs of digits are masked before anyone stores or logs it. */
function redactDigits(text: string): string {
  return text.replace(/\d{4,}/g, '****').slice(0, 300);
}
