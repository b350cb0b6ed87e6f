import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendPage } from './rest';

/** A bare server answering a page of the numbers 1..total the way every paged route does. */
function numbers(total: number) {
  const app = Fastify();
  app.get('/api/numbers', (request, reply) => {
    const { limit = '10', offset = '0' } = request.query as Record<string, string>;
    const [l, o] = [Number(limit), Number(offset)];
    const items = Array.from({ length: Math.max(0, Math.min(l, total - o)) }, (_, i) => o + i + 1);
    return sendPage(request, reply, { items, total, limit: l, offset: o });
  });
  return app;
}

describe('the paging convention over REST', () => {
  it('sends the items as a plain array, the total and the neighbouring pages', async () => {
    const res = await numbers(25).inject('/api/numbers?genre=poetry&limit=10&offset=10');
    expect(res.json()).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(res.headers['x-total-count']).toBe('25');
    expect(res.headers.link).toBe(
      '</api/numbers?genre=poetry&limit=10&offset=20>; rel="next", ' +
        '</api/numbers?genre=poetry&limit=10&offset=0>; rel="prev"',
    );
  });

  it('has no next link on the last page and no prev link on the first', async () => {
    const app = numbers(25);
    const last = await app.inject('/api/numbers?limit=10&offset=20');
    expect(last.json()).toEqual([21, 22, 23, 24, 25]);
    expect(last.headers.link).toBe('</api/numbers?limit=10&offset=10>; rel="prev"');
    const only = await numbers(3).inject('/api/numbers');
    expect(only.headers['x-total-count']).toBe('3');
    expect(only.headers.link).toBeUndefined();
  });
});
