import type { Db } from '#server/db/client';

/**
 * Every job the queue runs, by name, with the data it carries (plain JSON: it is stored in the database). Add a
 * job here and its handler in `registry.ts`; the compiler then holds every `enqueue` call to the data it needs.
 */
export type JobPayloads = {
  /** Delivers one row of the mail outbox (server/mail/deliver-mail.ts). */
  'mail.deliver': { outboxId: number };
};

export type JobName = keyof JobPayloads;

/** When and how a job is queued. */
export type EnqueueOptions = {
  /** Not before this moment (the database's clock: a test's moved clock does not bring it forward). */
  startAfter?: Date;
  /** At most one job with this key waiting or running per job name: a second enqueue while one is is dropped. */
  singletonKey?: string;
  /** Attempts after the first failure (the handler's `retryLimit` by default). */
  retryLimit?: number;
  /**
   * The database or transaction to write the job with. Pass the transaction that writes what the job is about:
   * the job then exists exactly when that commits. By default the database the process's queue runs on.
   */
  db?: Db;
};

/**
 * Queues a job and returns its id, or null when a job with the same `singletonKey` is already waiting or running.
 * The job runs once, on whichever instance fetches it first.
 */
export type Enqueue = <N extends JobName>(
  name: N,
  data: JobPayloads[N],
  options?: EnqueueOptions
) => Promise<string | null>;

/** What a handler or a sweep works with: the database, the application's clock and the queue itself. */
export type JobContext = {
  db: Db;
  now: () => Date;
  enqueue: Enqueue;
};

/** A job's handler: throwing fails the attempt, which is retried `retryLimit` times, `retryDelay` seconds apart. */
export type JobDefinition<N extends JobName = JobName> = {
  name: N;
  handler: (data: JobPayloads[N], ctx: JobContext) => Promise<unknown>;
  retryLimit: number;
  /** Seconds between attempts. */
  retryDelay: number;
};

/** What a sweep reports it did (counts by what it touched), returned by the test hook that runs it. */
export type SweepReport = Record<string, number>;

/**
 * A periodic task run on exactly one instance every `everyMinutes` (a divisor of 60, or whole hours). It finds the
 * work due by comparing against `ctx.now()` and must be safe to run twice: the test hook may run it any time.
 */
export type SweepDefinition = {
  name: string;
  everyMinutes: number;
  run: (ctx: JobContext) => Promise<SweepReport | void>;
};
