// Text messages: the gateway the rest of the server sends through (outbox or an SMS provider,
// as configured), the queue every message waits in until its request has answered, and the back
// office's view of the outbox.
export { smsAdminRoutes } from './admin-routes';
export { createSmsGateway } from './create-sms-gateway';
export { SmsDeliveryError, type SmsGateway } from './sms-gateway';
export { createSmsQueue, enqueueSms, type QueuedSms, type SmsQueue } from './sms-queue';
