import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { UnknownSweepError, type JobQueue } from '#server/jobs/queue';
import type { AppEnv } from '#server/lib/app-env';
import { advanceClock } from '#server/lib/clock';
import { toValidationIssues } from '#server/lib/validation';

// At most a year per call: a journey moves days, never an accidental epoch.
const advanceBody = z.object({
  ms: z
    .number()
    .int()
    .positive()
    .max(366 * 24 * 60 * 60_000),
});
const runBody = z.object({ name: z.string().min(1) });

async function readBody<T>(c: Context<AppEnv>, schema: z.ZodType<T>) {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  return parsed.success
    ? ({ ok: true, value: parsed.data } as const)
    : ({ ok: false, answer: c.json({ detail: toValidationIssues(parsed.error, 'json') }, 422) } as const);
}

/**
 * Test-only routes, mounted only when the process runs with TEST_HOOKS=1 (the end-to-end and scale runs): they move
 * the application's clock and run a sweep now, so a journey sees a reservation expire without waiting days. They
 * are not part of the API contract (no OpenAPI operation) and answer 404 everywhere else.
 */
export function registerTestHooks(app: OpenAPIHono<AppEnv>, jobs: JobQueue | undefined) {
  app.post('/__test__/clock/advance', async (c) => {
    const body = await readBody(c, advanceBody);
    if (!body.ok) return body.answer;
    return c.json({ now: advanceClock(body.value.ms).toISOString() });
  });

  app.post('/__test__/jobs/run', async (c) => {
    const body = await readBody(c, runBody);
    if (!body.ok) return body.answer;
    if (!jobs) return c.json({ detail: 'La cola de trabajos no está en marcha en esta instancia.' }, 503);
    try {
      return c.json(await jobs.runSweep(body.value.name));
    } catch (error) {
      if (error instanceof UnknownSweepError)
        return c.json({ detail: `No existe la tarea periódica «${body.value.name}».` }, 404);
      throw error;
    }
  });
}
