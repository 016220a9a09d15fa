import { mailConfig } from '#server/config';
import { deliverMail, MAIL_DELIVERY_ATTEMPTS } from '#server/mail/deliver-mail';
import { mailTransport } from '#server/mail/transport';
import { sweepRateLimitBuckets } from '#server/services/rate-limits';
import type { JobDefinition, JobName, SweepDefinition } from './job-types';

/** One handler per job of `JobPayloads`, each with its own data type. */
type AnyJobDefinition = { [N in JobName]: JobDefinition<N> }[JobName];

/**
 * The one list of job handlers. A job's `retryLimit` and `retryDelay` (seconds) are its queue's defaults; every
 * instance installs them at start.
 */
export const JOBS: readonly AnyJobDefinition[] = [
  {
    // A mail server that is down is tried again a minute later, five times in all; then the outbox says 'failed'.
    name: 'mail.deliver',
    handler: ({ outboxId }, { db }) =>
      deliverMail({ db, transport: mailTransport(), from: mailConfig().from }, outboxId),
    retryLimit: MAIL_DELIVERY_ATTEMPTS - 1,
    retryDelay: 60,
  },
];

/** The one list of sweeps: periodic tasks that compare against the application's clock, one instance per period. */
export const SWEEPS: readonly SweepDefinition[] = [
  {
    // Keeps the shared rate-limit table to the clients seen within their windows.
    name: 'rate-limits',
    everyMinutes: 5,
    run: async ({ db, now }) => ({ deleted: await sweepRateLimitBuckets(db, now()) }),
  },
];
