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
 * The cache key of a reply: the same words, asked in the same conversation state, against the same inventory on the
 * same day, get the same answer.
 */
export function replyCacheKey(parts: {
  normalized: string;
  state: string;
  inventory: string;
  day: string;
}): string {
  return createHash('sha256')
    .update(`${parts.normalized}\u0000${parts.state}\u0000${parts.inventory}\u0000${parts.day}`)
    .digest('base64url');
}
