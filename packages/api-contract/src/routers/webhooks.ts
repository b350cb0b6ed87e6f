import {
  deleteWebhookEndpoint,
  findWebhookDelivery,
  insertWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  resumeWebhookEndpoint,
} from '@app/db';
import { audited } from '../audit';
import { appError, fieldError } from '../errors';
import { pageOf } from '../schemas/paging';
import { noInput } from '../schemas/shapes';
import {
  createdWebhookOutput,
  createWebhookInput,
  replayedDeliveryOutput,
  webhookDeliveriesInput,
  webhookDeliveryPageOutput,
  webhookIdInput,
  webhookOutput,
  webhooksOutput,
} from '../schemas/webhooks';
import { superAdminProcedure, router } from '../trpc';
import { webhooksAudit } from '../webhooks/audit';
import { webhookKeys } from '../webhooks/keys';
import { newWebhookSecret, sealSecret } from '../webhooks/secret';
import { webhookUrlProblem } from '../webhooks/url';

const notFound = () => appError('NOT_FOUND', 'No such webhook');

/**
 * Webhooks (decision 0048): endpoints told of what happens in the library, their deliveries
 * and replays. Super admins only: an endpoint sends the library's data to another system.
 */
export const webhooksRouter = router({
  /** Every endpoint, newest first, with its state; never a secret. */
  list: superAdminProcedure
    .input(noInput)
    .output(webhooksOutput)
    .query(({ ctx }) => listWebhookEndpoints(ctx.db)),

  /** Registers an endpoint and answers its signing secret, the only time anyone sees it. */
  create: superAdminProcedure
    .input(createWebhookInput)
    .output(createdWebhookOutput)
    .mutation(async ({ ctx, input }) => {
      if (webhookUrlProblem(input.url, ctx.services.webhooks.testReceivers)) {
        throw fieldError(['url'], 'Not a public https address', 'webhookUrl');
      }
      const secret = newWebhookSecret();
      const secretSealed = sealSecret(secret, await webhookKeys(ctx));
      return audited(ctx, async (trx) => {
        const endpoint = await insertWebhookEndpoint(trx, {
          url: input.url,
          events: input.events,
          secretSealed,
          createdBy: ctx.user.id,
          createdAt: ctx.now(),
        });
        const result = { id: endpoint.id, secret, url: endpoint.url, events: endpoint.events };
        return { result, audit: webhooksAudit.created(endpoint) };
      });
    }),

  /** Deletes an endpoint, its deliveries and their log; nothing more is sent to it. */
  delete: superAdminProcedure
    .input(webhookIdInput)
    .output(webhookOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const endpoint = await deleteWebhookEndpoint(trx, input.id);
        if (!endpoint) throw notFound();
        return { result: endpoint, audit: webhooksAudit.deleted(endpoint) };
      }),
    ),

  /** An endpoint's deliveries, newest first, each with every attempt at it. */
  listDeliveries: superAdminProcedure
    .input(webhookDeliveriesInput)
    .output(webhookDeliveryPageOutput)
    .query(async ({ ctx, input }) => {
      const { id: endpointId, limit, offset } = input;
      return pageOf(await listWebhookDeliveries(ctx.db, { endpointId, limit, offset }), input);
    }),

  /**
   * Sends a delivery again, as a new attempt with the same delivery id (a receiver that dedupes
   * by id keeps one). A paused endpoint is refused: resume it first.
   */
  replayDelivery: superAdminProcedure
    .input(webhookIdInput)
    .output(replayedDeliveryOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const delivery = await findWebhookDelivery(trx, input.id);
        if (!delivery) throw appError('NOT_FOUND', 'No such delivery');
        if (delivery.endpointStatus === 'paused') {
          throw appError('WEBHOOK_PAUSED', 'The endpoint is paused');
        }
        const replayed = await replayWebhookDelivery(trx, delivery.id, ctx.now());
        const now = (await findWebhookDelivery(trx, delivery.id))!;
        const result = { id: now.id, state: now.state, nextAttemptAt: now.nextAttemptAt };
        return { result, audit: replayed ? webhooksAudit.replayed(delivery) : null };
      }),
    ),

  /** Sends a paused endpoint new events again; what waited when it paused goes at once. */
  resumeEndpoint: superAdminProcedure
    .input(webhookIdInput)
    .output(webhookOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const outcome = await resumeWebhookEndpoint(trx, input.id, ctx.now());
        if (!outcome) throw notFound();
        const { endpoint, resumed } = outcome;
        return { result: endpoint, audit: resumed ? webhooksAudit.resumed(endpoint) : null };
      }),
    ),
});
