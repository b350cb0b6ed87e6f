import type { Db } from '@app/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  db: Db;
  /** Close the pool when the app closes (after in-flight requests have finished). */
  closeOnShutdown: boolean;
}

/** Makes the database available as `app.db` and owns the pool's end when asked to. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app: FastifyInstance, { db, closeOnShutdown }) => {
    app.decorate('db', db);
    if (closeOnShutdown) app.addHook('onClose', () => db.destroy());
  },
  { name: 'db' },
);
