import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent reads side by side on a pool, each on a connection of its own. In a transaction they run one
 * after another: a transaction is one connection, which runs one statement at a time (the driver queues a second
 * one today and will refuse it in its next major version).
 */
export async function sideBySide<T extends readonly unknown[]>(db: Db, reads: Reads<T>): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
