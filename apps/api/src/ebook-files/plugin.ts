import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ContextDeps } from '../context';
import type { Config } from '../env';

/** E-book files: staff uploads, serving them, and the allow-listed proxy for remote files. */
export const ebookFilesPlugin = fp<ContextDeps & { config: Config }>(
  async (app: FastifyInstance, options) => {
    void app;
    void options;
  },
  { name: 'ebook-files' },
);
