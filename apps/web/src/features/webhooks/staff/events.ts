import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@app/api-contract/schemas/webhooks';

export { WEBHOOK_EVENT_TYPES, type WebhookEventType };

/** An event type's words in the `webhooks` namespace: `loan.created` → `event.loanCreated`. */
export function eventKey(type: string): `event.${string}` {
  const [subject = '', verb = ''] = type.split('.');
  return `event.${subject}${verb.charAt(0).toUpperCase()}${verb.slice(1)}`;
}
