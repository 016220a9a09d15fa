import { mailConfig } from '#server/config';
import { deliverMail, MAIL_DELIVERY_ATTEMPTS } from '#server/mail/deliver-mail';
import { mailTransport } from '#server/mail/transport';
import { sweepPrivacyRequests, sweepRetention } from '#server/services/privacy';
import { expireQuotes } from '#server/services/quotes';
import { remindVisits } from '#server/services/lead-work';
import { sweepRateLimitBuckets } from '#server/services/rate-limits';
import { sweepSavedSearches } from '#server/services/saved-searches';
import { expireReservations } from '#server/services/reservations';
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
  {
    // Habeas Data: leads idle longer than their company's retention are anonymised; expired request links go.
    name: 'privacy-retention',
    everyMinutes: 60,
    run: async ({ db, now }) => ({
      anonymised: await sweepRetention(db, now()),
      expired_requests: await sweepPrivacyRequests(db, now()),
    }),
  },
  {
    // A separación past its expiry frees its unit without anyone doing it (issue 28 item 4).
    name: 'reservations',
    everyMinutes: 1,
    run: async ({ db, now }) => ({ expired: await expireReservations(db, now()) }),
  },
  {
    // A quote past its last valid day (Colombian calendar) becomes 'Vencida' and its buyer's link stops working.
    name: 'quote-expiry',
    everyMinutes: 5,
    run: async ({ db, now }) => ({ expired: await expireQuotes(db, now()) }),
  },
  {
    // The day before a sales-room visit, its lead and salesperson are reminded (once: the visit is marked).
    name: 'visit-reminders',
    everyMinutes: 15,
    run: async ({ db, now }) => ({ reminded: (await remindVisits(db, now())).length }),
  },
  {
    // The chat's saved searches: a mail a day at most per confirmed search, naming the matching new listings.
    name: 'saved-search-alerts',
    everyMinutes: 60,
    run: async ({ db, now }) => sweepSavedSearches(db, now()),
  },
];
