import type { RouteHandler } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '#server/lib/app-env';
import type { health, healthPlain } from './health.routes';

export const getHealth: RouteHandler<typeof health, AppEnv> = async (c) => {
  try {
    await c.var.db.execute(sql`select 1`);
  } catch {
    return c.json({ detail: 'La base de datos no está disponible.' }, 503);
  }
  return c.json({ status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() }, 200);
};

export const getHealthPlain: RouteHandler<typeof healthPlain, AppEnv> = (c) => c.text('ok', 200);
