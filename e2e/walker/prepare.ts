import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request, type APIRequestContext } from '@playwright/test';
import { ensureTestLibrary } from '../ebook-files';
import { linkIn, waitForMail } from '../mailbox';
import type { Site } from '../sites';
import { demo } from '../tests/fixtures';

/** What the walker's screens show: made once per server, through the API, as staff would. */
/**
 * The walker's webhook endpoint: an address nothing answers (the site's allowed inside one,
 * port 9). Other tests register endpoints of their own on the same site.
 */
export const WALKER_WEBHOOK = 'http://127.0.0.2:9/hooks';

export interface WalkData {
  /** Signed-in browser state (cookies, the stored user) per role. */
  states: { staff: StorageState; patron: StorageState };
  ebookId: number;
  /** The public title of the copies below, and a copy on the shelf with its label printed. */
  bookId: number;
  sku: string;
  /** The scanned copies, for the label sheet. */
  copyIds: number[];
  /** A member with a copy on loan, who has an account of their own. */
  memberId: number;
  memberNumber: string;
  setPasswordLink: string;
  confirmLink: string;
  unsubscribeLink: string;
  /** The branches' English names (each has a Tamil and a Sinhala one too). */
  branchNames: string[];
}

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** Two titles the fake catalogues know, in Tamil and Sinhala, and one they do not. */
const ISBNS = { tamil: '9788184930344', sinhala: '9789552100017', unknown: '9780000000002' };

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A browser state for `role` signed in through `api`: its cookies and the stored user hint. */
async function browserState(
  api: APIRequestContext,
  baseURL: string,
  user: { role: string; displayName: string | null },
): Promise<StorageState> {
  const state = await api.storageState();
  return {
    cookies: state.cookies,
    origins: [{ origin: baseURL, localStorage: [{ name: 'user', value: JSON.stringify(user) }] }],
  };
}

/** Scans, verifies and labels copies; lends one to a new member. */
async function stockAndLend(staff: APIRequestContext, stamp: number) {
  const scan = async (isbn: string) =>
    json<{ id: number; sku: string }>(
      await staff.post('/api/inventory/process-scan', { data: { isbn, scanType: 'manual' } }),
    );
  const tamil = await scan(ISBNS.tamil);
  const sinhala = await scan(ISBNS.sinhala);
  // Left awaiting review: the inventory shows what a copy nobody knew looks like.
  const unknown = await scan(ISBNS.unknown);
  let bookId = 0;
  for (const copy of [tamil, sinhala]) {
    const verified = await json<{ bookId: number }>(
      await staff.put(`/api/inventory/${copy.id}`, {
        data: { status: 'VERIFIED', verificationNotes: 'தலைப்புப் பக்கத்துடன் ஒப்பிட்டுப் பார்க்கப்பட்டது' },
      }),
    );
    if (copy === tamil) bookId = verified.bookId;
  }
  await json(
    await staff.post('/api/inventory/generate-qr', {
      data: { inventoryIds: [tamil.id, sinhala.id] },
    }),
  );
  const member = await json<{ id: number; memberNumber: string }>(
    await staff.post('/api/members', {
      data: {
        fullName: 'தர்ஷினி சிவபாலன்',
        phone: '021 222 3456',
        email: `walker-${stamp}@example.lk`,
        branchId: 'NLR',
      },
    }),
  );
  await json(
    await staff.post('/api/loans', {
      data: { memberNumber: member.memberNumber, sku: sinhala.sku },
    }),
  );
  return { bookId, sku: tamil.sku, copyIds: [tamil.id, sinhala.id, unknown.id], member };
}

/** The member chooses a password through one link; a second is left for /set-password. */
async function patronState(staff: APIRequestContext, baseURL: string, memberId: number) {
  const link = () =>
    staff
      .post(`/api/members/${memberId}/password-link`)
      .then((response) => json<{ url: string }>(response));
  const first = await link();
  const patron = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const token = new URL(first.url).hash.slice(1);
    const signedIn = await json<{ user: { role: string; displayName: string | null } }>(
      await patron.post('/api/auth/set-password', {
        data: { token, password: 'palmyra and lagoon' },
      }),
    );
    const state = await browserState(patron, baseURL, signedIn.user);
    return { state, setPasswordLink: (await link()).url };
  } finally {
    await patron.dispose();
  }
}

/** A reader signs up for the newsletter: the link of the confirmation e-mail. */
async function newsletterLinks(baseURL: string, stamp: number) {
  const email = `walker-reader-${stamp}@example.lk`;
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    await json(
      await visitor.post('/api/newsletter/subscribe', { data: { email, language: 'ta' } }),
    );
  } finally {
    await visitor.dispose();
  }
  const [mail] = await waitForMail(email);
  const confirmLink = linkIn(mail!, '/newsletter/confirm');
  // Only an issue carries an unsubscribe link; its page asks before it calls the server, so a
  // link of the same shape shows exactly what a reader's would.
  const subscriber = new URL(confirmLink).searchParams.get('s');
  return {
    confirmLink,
    unsubscribeLink: `${baseURL}/newsletter/unsubscribe?s=${subscriber}&t=0.walker`,
  };
}

/**
 * The data every walked screen needs, made on first use and kept in the site's data folder,
 * so a worker that restarts after a failure walks the same library.
 */
export async function prepareWalk(site: Site): Promise<WalkData> {
  const file = path.join(site.dataDir, 'walker-data.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as WalkData;
  const baseURL = site.url;
  const stamp = Date.now();
  const staff = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const signedIn = await json<{ user: { role: string; displayName: string | null } }>(
      await staff.post('/api/auth/login', {
        data: { email: demo.super_admin.email, password: demo.super_admin.password },
      }),
    );
    const { epub } = await ensureTestLibrary(baseURL);
    // Registered first, so the member and the loan below are its deliveries: to an address
    // nothing answers (the site's allowed inside one, port 9), each a failed attempt logged.
    await json(
      await staff.post('/api/webhooks', {
        data: { url: WALKER_WEBHOOK, events: ['member.created', 'loan.created'] },
      }),
    );
    const stock = await stockAndLend(staff, stamp);
    const patron = await patronState(staff, baseURL, stock.member.id);
    const branches = await json<{ name: string }[]>(await staff.get('/api/branches'));
    // A draft issue, so the newsletter section shows its table of issues, not its empty line.
    await json(
      await staff.post('/trpc/newsletter.saveIssue', {
        data: {
          json: {
            content: {
              en: { subject: `Library news ${stamp}`, body: 'The reading room opens early.' },
              ta: { subject: `நூலகச் செய்திகள் ${stamp}`, body: 'வாசிப்பறை முன்னதாகத் திறக்கும்.' },
            },
          },
        },
      }),
    );
    const data: WalkData = {
      states: { staff: await browserState(staff, baseURL, signedIn.user), patron: patron.state },
      ebookId: epub.id,
      bookId: stock.bookId,
      sku: stock.sku,
      copyIds: stock.copyIds,
      memberId: stock.member.id,
      memberNumber: stock.member.memberNumber,
      setPasswordLink: patron.setPasswordLink,
      ...(await newsletterLinks(baseURL, stamp)),
      branchNames: branches.map((branch) => branch.name),
    };
    writeFileSync(file, JSON.stringify(data));
    return data;
  } finally {
    await staff.dispose();
  }
}
