import { webhookSecretsKey, type Db } from '@app/db';
import type { Services } from '../services';
import type { WebhookKeys } from './secret';

/** The database's key, read once per pool: the migration made it, and nothing changes it. */
const databaseKeys = new WeakMap<Db, Promise<string>>();

/** The keys endpoints' secrets are sealed with: the deployment's, if set, and the database's. */
export async function webhookKeys(ports: { db: Db; services: Services }): Promise<WebhookKeys> {
  let database = databaseKeys.get(ports.db);
  if (!database) {
    database = webhookSecretsKey(ports.db);
    databaseKeys.set(ports.db, database);
    database.catch(() => databaseKeys.delete(ports.db));
  }
  return { configured: ports.services.webhooks.secretsKey, database: await database };
}
