import { serveMailbox, startFakeSmtp } from './fake-smtp';

/**
 * `node --import tsx fake-smtp-cli.ts <smtp port> <http port>`: the local SMTP server the
 * browser tests send to, and its mailbox as JSON at http://127.0.0.1:<http port>/messages.
 */
const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error('usage: fake-smtp-cli <smtp port> <http port>');
const smtp = await startFakeSmtp(smtpPort);
await serveMailbox(smtp, httpPort);
console.log(`fake SMTP on ${smtp.url}, mailbox on http://127.0.0.1:${httpPort}/messages`);
