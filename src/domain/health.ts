import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    time: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Health' });

/** /health/live: the process answers (nothing else is checked, so a slow database never restarts it). */
export const LivenessSchema = z.object({ status: z.literal('live') }).meta({ id: 'Liveness' });

/** /health/ready: this instance takes requests (database reachable and migrated, not shutting down). */
export const ReadinessSchema = z
  .object({ status: z.literal('ready'), database: z.literal('ok') })
  .meta({ id: 'Readiness' });
