/**
 * A backup or restore that stops for a reason the person running it can act on: the CLI prints
 * its message, a sentence, and no stack trace.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
