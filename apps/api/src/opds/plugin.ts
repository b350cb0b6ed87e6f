import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ContextDeps } from '../context';
import type { Config } from '../env';

/** The OPDS 1.2 catalogue at /opds, for e-reader apps. */
export const opdsPlugin = fp<ContextDeps & { config: Config }>(
  async (app: FastifyInstance, options) => {
    void app;
    void options;
  },
  { name: 'opds' },
);
