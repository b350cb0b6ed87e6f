import type { AuditDraft } from '@app/db';

interface AuditedEndpoint {
  id: string;
  url: string;
  events: string[];
}

/**
 * The audit entries of webhooks (`webhooks.*`, entity `webhook`): who registered, deleted or
 * resumed which endpoint, and who replayed which delivery; never the secret.
 */
export const webhooksAudit = {
  created: (endpoint: AuditedEndpoint): AuditDraft => ({
    kind: 'webhooks.create',
    entity: 'webhook',
    entityId: endpoint.id,
    changes: { url: [null, endpoint.url], events: [null, endpoint.events] },
  }),
  deleted: (endpoint: AuditedEndpoint): AuditDraft => ({
    kind: 'webhooks.delete',
    entity: 'webhook',
    entityId: endpoint.id,
    changes: { url: [endpoint.url, null], events: [endpoint.events, null] },
  }),
  resumed: (endpoint: AuditedEndpoint): AuditDraft => ({
    kind: 'webhooks.resume',
    entity: 'webhook',
    entityId: endpoint.id,
    changes: { status: ['paused', 'active'] },
  }),
  replayed: (delivery: { id: string; endpointId: string }): AuditDraft => ({
    kind: 'webhooks.replay',
    entity: 'webhookDelivery',
    entityId: delivery.id,
    changes: { endpointId: [null, delivery.endpointId] },
  }),
};
