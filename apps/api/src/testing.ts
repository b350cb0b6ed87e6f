import type { Db } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { loadConfig } from './env';

/** An app over `db` with test configuration; the caller closes it. */
export function buildTestApp(
  db: Db,
  overrides: Partial<Omit<BuildAppOptions, 'db' | 'config'>> & {
    env?: Record<string, string>;
  } = {},
): Promise<FastifyInstance> {
  const { env, ...options } = overrides;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  return buildApp({ config, db, ...options });
}
