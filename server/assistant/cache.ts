import { createHash } from 'node:crypto';

/** A bounded, time-limited map from key to value; the least recently used entry leaves first. */
export class ReplyCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly ttlMs = 15 * 60_000
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size() {
    return this.entries.size;
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * The cache key of a reply: the same understanding of a message, in the same conversation state, against the same
 * inventory on the same day, gets the same answer. The key is the whole understanding the reply is built from (its
 * `question` text, without the score), not the folded words alone: the words leave out what the engine reads apart
 * from them (a listing's `ID 376`, a quoted title), and a key without those served one property's analysis for
 * another's.
 */
export function replyCacheKey(parts: {
  question: string;
  state: string;
  inventory: string;
  day: string;
}): string {
  return createHash('sha256')
    .update(`${parts.question}\u0000${parts.state}\u0000${parts.inventory}\u0000${parts.day}`)
    .digest('base64url');
}
