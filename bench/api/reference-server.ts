/**
 * The ceiling `api.bench.ts` compares against: a bare Fastify server answering the same JSON
 * the API answered, from memory (each body parsed once, serialised by Fastify per request
 * as any route does), with the same headers and status, for the exact URLs in the file named
 * by argv: keyed `METHOD url` (a POST's body is read and parsed as the API's is), or by the
 * URL alone for a GET.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<
      string,
      { body: unknown; headers: Record<string, string>; status?: number }
    >,
  ),
);
const app = Fastify({ logger: false });
app.all('/*', (request, reply) => {
  const answer =
    answers.get(`${request.method} ${request.url}`) ??
    (request.method === 'GET' ? answers.get(request.url) : undefined);
  if (!answer) return reply.code(404).send({ message: 'not in the reference' });
  return reply
    .code(answer.status ?? 200)
    .headers(answer.headers)
    .send(answer.body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
