import { passwordLinkId } from '@app/api-contract';
import { insertUser } from '@app/db';
import { createTestDatabase, runStatement, type TestDatabase } from '@app/db/testing';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { buildTestApp, createTestUser, signIn } from '../testing';
import { startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';
import { startFakeSmtp, type FakeSmtp } from '@app/testing/fake-smtp';
import { EXAMPLE_PASSWORD_LINK, EXAMPLE_SIGN_IN } from './auth';
import { EXAMPLE_REGISTRATION_ID } from './event-places';
import { EXAMPLE_MEMBER_LOAN_ID } from './holds';
import { EXAMPLE_FINE_ID } from './loans-fines';

interface Operation {
  operationId: string;
  parameters?: { in: 'path' | 'query'; name: string; example?: string | number }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  'x-access': 'public' | 'signed_in' | 'staff' | 'super_admin';
  'x-example-status'?: number;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestDatabase;
let app: FastifyInstance;
let fake: FakeCatalogues;
let smtp: FakeSmtp;
let origin: string;
let document: Document;
/** The signed-in patron of the member examples (holds, online renewal). */
let patronId = '';
const routes: RouteOptions[] = [];
const cookies: Record<'patron' | 'staff' | 'super_admin', string> = {
  patron: '',
  staff: '',
  super_admin: '',
};

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  fake = await startFakeCatalogues();
  // Mail is set up, as the examples that send it (a due slip) need; a local server takes it.
  smtp = await startFakeSmtp();
  app = await buildTestApp(t.db, {
    env: {
      GUTENDEX_BASE_URL: fake.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Jaffna Public Library <desk@library.example.lk>',
    },
    onRoute: (route) => routes.push(route),
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  // The account the sign-in example uses.
  await insertUser(t.db, {
    email: EXAMPLE_SIGN_IN.email,
    role: 'librarian',
    displayName: 'Example Librarian',
    passwordHash: await hashPassword(EXAMPLE_SIGN_IN.password),
  });
  cookies.staff = await signIn(app, EXAMPLE_SIGN_IN.email, EXAMPLE_SIGN_IN.password);
  // The set-password link the examples use: a member's, as staff would have given it.
  const member = await createTestUser(t.db, 'patron');
  await t.db
    .insertInto('passwordLinks')
    .values({
      id: passwordLinkId(EXAMPLE_PASSWORD_LINK.token),
      userId: member.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    .execute();
  for (const role of ['patron', 'super_admin'] as const) {
    const user = await createTestUser(t.db, role);
    cookies[role] = await signIn(app, user.email, user.password);
    if (role === 'patron') patronId = user.id;
  }
  document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as Document;
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await smtp.close();
  await t.destroy();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('leads to the OPDS 2.0 catalogue, which answers at that address', async () => {
    const { externalDocs } = document as Document & { externalDocs: { url: string } };
    expect(new URL(externalDocs.url).pathname).toBe('/opds2');
    const res = await app.inject({ method: 'GET', url: new URL(externalDocs.url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/opds\+json/);
  });

  it('lists every route the server registered under /api, and no other', () => {
    const served = routes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .filter((r) => r.url !== '/api/openapi.json')
      .flatMap((r) => ([] as string[]).concat(r.method).map((m) => `${m} ${r.url}`))
      .filter((route) => !route.startsWith('HEAD '));
    const documented = operations().map(
      ({ path, method }) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it('promises a body for every success: a JSON schema from the contract, or a media type', () => {
    for (const { path, method, operation } of operations()) {
      const successes = Object.entries(operation.responses).filter(([status]) => +status < 300);
      expect(successes.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, response] of successes) {
        const label = `${method} ${path} ${status}`;
        // 204 No Content promises no body, and the document must say none (RFC 9110 15.3.5).
        if (status === '204') {
          expect(response.content, label).toBeUndefined();
          continue;
        }
        const content = Object.entries(response.content ?? {});
        expect(content.length, label).toBe(1);
        const [mediaType, { schema }] = content[0]!;
        expect(schema, label).toBeTypeOf('object');
        if (mediaType === 'application/json') expect(Object.keys(schema), label).not.toEqual([]);
        else expect(schema, label).toEqual({ type: 'string', format: 'binary' });
      }
    }
  });

  it('describes every JSON object of an answer whole: a field it does not name is refused', () => {
    const open: string[] = [];
    const walk = (schema: unknown, where: string): void => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as Record<string, unknown>;
      if (node.properties && node.additionalProperties !== false) open.push(where);
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
    };
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (+status >= 300) continue;
        walk(response.content?.['application/json']?.schema, `${method} ${path} ${status}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('says for every operation who may call it, and documents its refusals', () => {
    for (const { path, method, operation } of operations()) {
      const label = `${method} ${path}`;
      expect(['public', 'signed_in', 'staff', 'super_admin'], label).toContain(
        operation['x-access'],
      );
      if (operation['x-access'] !== 'public')
        expect(operation.responses, label).toHaveProperty('401');
      if (operation['x-access'] === 'staff')
        expect(operation.responses, label).toHaveProperty('403');
    }
  });
});

describe('every example in the document, sent to the real server', () => {
  // Ajv reads the document's JSON Schemas (2020-12) exactly as a client generator would.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));
  ajv.addFormat('uuid', /^[0-9a-f-]{36}$/i);
  ajv.addFormat('email', /@/);
  ajv.addFormat('binary', () => true);

  /**
   * What an example needs that earlier examples did not leave. The renewal example renews the
   * loan the lending example made moments before; a renewal on the day of lending is refused
   * (it would not move the due date), so that loan is moved back three days first, as if lent
   * then.
   */
  /** The patron's member record (made once), what the member examples act as. */
  let memberId: number | undefined;
  async function patronMember(): Promise<number> {
    memberId ??= (
      await t.db
        .insertInto('members')
        .values({
          memberNumber: 'M9000001',
          fullName: 'Example Member',
          phone: '021 222 0000',
          email: null,
          branchId: 'JPL',
          userId: patronId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    return memberId;
  }
  const beforeExample: Record<string, () => Promise<void>> = {
    // The patron is a member, with preferences to set.
    'PUT /api/me/preferences': async () => {
      await patronMember();
    },
    // Title 1's copies are all out, so it can be reserved.
    'POST /api/holds': async () => {
      await patronMember();
      await t.db
        .updateTable('bookInventory')
        .set({ status: 'ON_LOAN' })
        .where('bookId', '=', 1)
        .where('status', '=', 'VERIFIED')
        .execute();
      await t.db
        .insertInto('bookInventory')
        .values({ sku: 'JPL-EXAMPLE-HOLD-001', title: 'Held', bookId: 1, status: 'ON_LOAN' })
        .execute();
    },
    // The member borrowed a copy of title 3 three days ago.
    'POST /api/me/loans/{id}/renew': async () => {
      const copy = await t.db
        .insertInto('bookInventory')
        .values({ sku: 'JPL-EXAMPLE-RENEW-001', title: 'Renewed', bookId: 3, status: 'ON_LOAN' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const day = 24 * 60 * 60 * 1000;
      // The example's loan id is in the docs; loans' ids are generated, so it is put in by hand.
      const at = (days: number) => `'${new Date(Date.now() + days * day).toISOString()}'`;
      await runStatement(
        t.db,
        `insert into loans
           (id, book_id, member_id, user_id, inventory_id, branch_id, checkout_date, due_date)
         overriding system value values (${EXAMPLE_MEMBER_LOAN_ID}, 3, ${await patronMember()},
           '${patronId}', ${copy.id}, 'JPL', ${at(-3)}, ${at(11)})`,
      );
    },
    // Event 1 is still to come, so a place can be taken.
    'POST /api/events/{id}/registrations': async () => {
      await t.db
        .updateTable('events')
        .set({ startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000) })
        .where('id', '=', 1)
        .execute();
    },
    // The member has a place at event 1 to cancel.
    'DELETE /api/me/event-registrations/{id}': async () => {
      await t.db
        .insertInto('eventRegistrations')
        .values({
          id: EXAMPLE_REGISTRATION_ID,
          eventId: 1,
          email: 'member@example.org',
          memberId: await patronMember(),
          status: 'confirmed',
        })
        .execute();
    },
    // The loan the lending example made came back late, and its fine waits to be paid.
    'POST /api/fines/{id}/settle': async () => {
      const loan = await t.db
        .selectFrom('loans')
        .select(['id', 'memberId'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('fines')
        .values({
          id: EXAMPLE_FINE_ID,
          memberId: loan.memberId!,
          loanId: loan.id,
          daysLate: 3,
          amount: 30,
        })
        .execute();
    },
    // Member 1 (the registering example's) has a book out, for their due slip.
    'POST /api/members/{id}/due-slip': async () => {
      const copy = await t.db
        .insertInto('bookInventory')
        .values({ sku: 'JPL-EXAMPLE-SLIP-001', title: 'On the slip', bookId: 3, status: 'ON_LOAN' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // An id of its own, so the lending example's loan is still loan 1.
      await runStatement(
        t.db,
        `insert into loans (id, book_id, member_id, inventory_id, branch_id, due_date)
         overriding system value values (901, 3, 1, ${copy.id}, 'JPL', now() + interval '14 days')`,
      );
    },
    'POST /api/loans/{id}/renew': async () => {
      const loan = await t.db
        .selectFrom('loans')
        .select(['checkoutDate', 'dueDate'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      const back = (date: Date) => new Date(date.getTime() - 3 * 24 * 60 * 60 * 1000);
      await t.db
        .updateTable('loans')
        .set({ checkoutDate: back(loan.checkoutDate), dueDate: back(loan.dueDate) })
        .where('id', '=', 1)
        .execute();
    },
  };

  it('answers with the documented status and body', async () => {
    // Deletes last: the other examples may name the rows they remove.
    const ordered = [...operations()].sort(
      (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
    );
    let sent = 0;
    for (const { path, method, operation } of ordered) {
      await beforeExample[`${method.toUpperCase()} ${path}`]?.();
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const body = operation.requestBody?.content['application/json'];
      if (pathParams.some((p) => p.example === undefined)) continue;
      if (operation.requestBody && body?.example === undefined) continue;
      const url = new URL(
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(String(pathParams.find((p) => p.name === name)!.example)),
        ),
        origin,
      );
      for (const p of parameters.filter((p) => p.in === 'query' && p.example !== undefined)) {
        url.searchParams.set(p.name, String(p.example));
      }
      const access = operation['x-access'];
      const cookie =
        access === 'public'
          ? undefined
          : access === 'super_admin'
            ? cookies.super_admin
            : access === 'staff'
              ? cookies.staff
              : cookies.patron;
      const res = await fetch(url, {
        method: method.toUpperCase(),
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body.example) : undefined,
      });
      const expected =
        operation['x-example-status'] ??
        Math.min(
          ...Object.keys(operation.responses)
            .map(Number)
            .filter((s) => s < 300),
        );
      const text = await res.text();
      const label = `${method.toUpperCase()} ${url.pathname}${url.search}`;
      expect(res.status, `${label}: ${text.slice(0, 300)}`).toBe(expected);
      const content = operation.responses[String(expected)]?.content ?? {};
      const mediaType = res.headers.get('content-type')?.split(';')[0];
      const schema = content['application/json']?.schema;
      if (mediaType === 'application/json') {
        // A JSON answer has the schema its procedure declares, field for field.
        expect(schema, `${label} has a documented JSON body`).toBeDefined();
        const validate = ajv.compile(schema!);
        const valid = validate(JSON.parse(text));
        expect(validate.errors ?? [], `${label} answers as documented`).toEqual([]);
        expect(valid).toBe(true);
      } else if (expected < 300) {
        expect(Object.keys(content), `${label} answers the documented media type`).toEqual([
          expect.stringContaining(mediaType ?? '?'),
        ]);
      }
      sent += 1;
    }
    expect(sent).toBeGreaterThanOrEqual(30);
  });
});

describe('the reference at /api/docs', () => {
  it('is served from this site, with no script or style from elsewhere', async () => {
    const page = await fetch(`${origin}/api/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/(src|href)="https?:\/\//);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    const initializer = await fetch(`${origin}/api/docs/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
  });
});
