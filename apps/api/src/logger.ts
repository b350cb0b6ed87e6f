import pino, { type Logger } from 'pino';
import type { Config } from './env';

/** Structured JSON logs in production; readable lines on a developer's terminal. */
export function createLogger(config: Config): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (config.NODE_ENV === 'production' || !process.stdout.isTTY) return pino(options);
  return pino({
    ...options,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } },
  });
}
