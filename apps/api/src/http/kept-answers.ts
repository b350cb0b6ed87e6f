/** An answer kept in memory, replayed as it was sent. */
export interface KeptAnswer {
  /** Bytes, not a string: every hit sends the same buffer, with nothing to encode or collect. */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** The collection's version it was made at (of the tables it is made from). */
  version: number;
  /** When it was made (ms since the epoch). */
  at: number;
}

export interface KeptAnswersLimits {
  /** Most bytes the kept answers may take together: bodies, keys, ETags and headers. */
  maxBytes: number;
  /** An answer costing more is not kept. */
  maxEntryBytes: number;
}

/** What an entry costs besides its strings and body: the map's entry and the objects. */
const ENTRY_OVERHEAD = 256;

/** The bytes an answer kept under `key` holds. */
export function answerCost(key: string, answer: KeptAnswer): number {
  let cost = ENTRY_OVERHEAD + answer.body.byteLength + 2 * (key.length + answer.etag.length);
  for (const [name, value] of Object.entries(answer.headers)) {
    cost += 2 * (name.length + value.length);
  }
  return cost;
}

/**
 * The body's bytes in a buffer of their own. `Buffer.from` gives a short text a slice of a
 * shared 8 KB pool, and a kept slice keeps the whole pool alive: a few hundred small answers
 * would then hold several times the bytes counted for them.
 */
export function ownBuffer(text: string): Buffer {
  const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  buffer.write(text);
  return buffer;
}

/**
 * Answers kept in memory within a budget of bytes (not a number of answers: a page of
 * e-books weighs a hundred times an empty list). The least recently used are dropped first.
 */
export class KeptAnswers {
  readonly #entries = new Map<string, { answer: KeptAnswer; cost: number }>();
  #bytes = 0;

  constructor(readonly limits: KeptAnswersLimits) {}

  /** Bytes held now (never above `limits.maxBytes`). */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The answer kept under `key`, which becomes the most recently used. */
  get(key: string): KeptAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.answer;
  }

  /**
   * Keeps `answer` under `key` (in place of any before), dropping the least recently used
   * until all fit; false when it alone costs more than an answer may.
   */
  set(key: string, answer: KeptAnswer): boolean {
    this.delete(key);
    const cost = answerCost(key, answer);
    if (cost > this.limits.maxEntryBytes || cost > this.limits.maxBytes) return false;
    this.#entries.set(key, { answer, cost });
    this.#bytes += cost;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.cost;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
